/** Socket events of bets: placing one (checked against the order schema) and listing the player's open bets. */
import orderSchemas from '../../schemas/api/orders.schema.json' with { type: 'json' };
import type { PlaceBetError, PlaceBetSuccess, SocketBetBody } from '../../schemas/wire';
import { compileSchema } from '../../schemas/compile';
import { formatSchemaErrors } from '../../domain/manifest/format-errors';
import { orderRequest } from '../api/routes-orders';
import { orderWire } from '../api/wire';
import { playerOrders } from '../exchange/order-list';
import { OrderRejected, placeOrder } from '../exchange/orders';
import { record, type SocketContext } from './socket-context';

const validateBet = compileSchema(orderSchemas.definitions.socketBet);

export function attachBetHandlers(context: SocketContext): void {
  const { socket, sandbox, events, reply, guard, address } = context;
  socket.on('create-bet', guard(async (payload) => {
    if (!validateBet(payload)) {
      const problems = formatSchemaErrors(validateBet.errors as never, 'bet').map((p) => `${p.pointer.replace(/^\/bet\//, '')}: ${p.expected}`);
      return reply('place-bet-error', { message: `Invalid bet: ${problems.join('; ')}` } satisfies PlaceBetError);
    }
    // The schema above has checked these fields' types and bounds.
    const { token, bet } = payload as SocketBetBody;
    const player = await context.authenticated(token, (_e, p) => reply('place-bet-error', p), 'place-bet-error');
    if (!player) return;
    const back = ['Back', 'back', 'Yes'].includes(bet.type);
    const betSlipRef = bet.betSlipRef || `${player.user.id}:${socket.id}:${Date.now()}`;
    try {
      const request = orderRequest(sandbox, { marketId: bet.marketId, selectionId: bet.runnerId, back, price: bet.rate, stake: bet.stake, line: bet.line ?? null, betSlipRef, fromOneClick: false }, address);
      const placed = await placeOrder(sandbox.exchange, player.user.id, request);
      if (!placed.repeated) {
        sandbox.metrics.betPlaced('socket');
        events.placed(player.user.id, placed.order, socket.id);
      }
      reply('place-bet-success', { success: true, message: events.placedMessage(placed.order), bet: orderWire(placed.order) } satisfies PlaceBetSuccess);
    } catch (error) {
      if (!(error instanceof OrderRejected)) throw error;
      sandbox.metrics.betRefused('socket', error.message);
      reply('place-bet-error', { success: false, message: error.message, betSlipRef } satisfies PlaceBetError);
    }
  }));

  socket.on('get-bets', guard(async (payload) => {
    const { token, filter } = record(payload);
    const player = await context.authenticated(token, reply, 'get-bets-error');
    if (!player) return;
    const eventId = record(filter).eventId;
    const bets = await playerOrders(sandbox.database.db, player.user.id, { status: 'open', eventId: typeof eventId === 'string' || typeof eventId === 'number' ? String(eventId) : undefined });
    reply('get-bets-success', { success: true, bets: bets.map(orderWire) });
  }));
}
