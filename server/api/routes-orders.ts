/** Order settings, placement, cancel and the order list over HTTP. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import orderSchemas from '../../schemas/api/orders.schema.json' with { type: 'json' };
import type { OrderList, OrderSettings, OrderSettingsBody, PlaceOrder, PlaceOrdersBody } from '../../schemas/wire';
import { snapForSide } from '../../domain/exchange/matching';
import { cancelOrders, OrderRejected, placeOrder, type OrderRequest } from '../exchange/orders';
import { defaultLimits, delayKey, isLineMarket } from '../exchange/market-types';
import { playerOrders } from '../exchange/order-list';
import type { Sandbox } from '../sandbox';
import { refreshedToken, requireOwnAccount, requirePlayer } from './auth-guard';
import { orderWire, toPaise, toRupees } from './wire';
import type { OrderEvents } from './order-events';

/**
 * Wire order → clean request; the market decides whether price is odds or a rate. Odds off the ladder
 * are rounded only in the player's favour (a back up to the next tick, a lay down); outside 1.01 to
 * 1000 they stay unusable and the placement is refused.
 */
/** True when a rupee amount has at most two decimals (₹100.12, not ₹100.123), allowing for binary fractions. */
export function inWholePaise(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

export const STAKE_DECIMALS = 'A stake is in rupees with at most two decimals, like 100.50.';

export function orderRequest(sandbox: Sandbox, wire: { marketId: string; selectionId: string | number; back: boolean; price: number; stake: number; line?: number | null; betSlipRef: string; fromOneClick: boolean }, clientIp: string): OrderRequest {
  const market = sandbox.board.market(wire.marketId);
  const line = market && isLineMarket(market.type);
  const side = wire.back ? 'back' : 'lay';
  if (!inWholePaise(wire.stake)) throw new OrderRejected(STAKE_DECIMALS);
  return {
    marketId: wire.marketId,
    selectionId: String(wire.selectionId),
    side,
    price: line ? Math.round(wire.price) : (snapForSide(side, wire.price * 100) ?? Number.NaN),
    line: line ? Number(wire.line ?? NaN) : null,
    stake: toPaise(wire.stake),
    betSlipRef: wire.betSlipRef,
    fromOneClick: wire.fromOneClick,
    clientIp,
  };
}

export function ordersRoutes(app: FastifyInstance, sandbox: Sandbox, events: OrderEvents): void {
  const db = sandbox.database.db;

  app.post('/exchange/order/settings/', { schema: { body: orderSchemas.definitions.orderSettings } }, async (request, reply) => {
    const { marketId } = request.body as OrderSettingsBody;
    const market = sandbox.board.market(marketId);
    if (!market) return reply.code(404).send({ success: false, message: 'This market is not available.' });
    const limits = defaultLimits(market.type, market.eventTypeId);
    const key = delayKey(market.type, market.eventTypeId);
    return {
      success: true,
      result: {
        minBet: toRupees(limits.minBet),
        maxBet: toRupees(limits.maxBet),
        maxWinPerMarket: toRupees(limits.maxWinPerMarket),
        mType: market.type,
        eventTypeId: market.eventTypeId,
        eventId: market.eventId,
        competitionId: market.competitionId,
        betDelay: { [key]: sandbox.exchange.betDelayMs(key) / 1000 },
      },
    } satisfies OrderSettings;
  });

  app.post('/exchange/order/', { schema: { body: orderSchemas.definitions.placeOrders } }, async (request, reply: FastifyReply) => {
    const player = await requirePlayer(sandbox, request, reply);
    if (!player) return reply;
    const [wire] = request.body as PlaceOrdersBody;
    try {
      const orderRequest_ = orderRequest(sandbox, { ...wire, back: wire.side === 0, stake: wire.totalSize, fromOneClick: wire.fromOneClick === 1 }, request.ip);
      const placed = await placeOrder(sandbox.exchange, player.user.id, orderRequest_);
      reply.header('authorization', refreshedToken(sandbox, player));
      if (!placed.repeated) {
        sandbox.metrics.betPlaced('http');
        events.placed(player.user.id, placed.order);
      }
      return { success: true, message: events.placedMessage(placed.order), result: [orderWire(placed.order)] } satisfies PlaceOrder;
    } catch (error) {
      if (!(error instanceof OrderRejected)) throw error;
      sandbox.metrics.betRefused('http', error.message);
      return reply.code(422).send({ success: false, message: error.message });
    }
  });

  const cancel = async (request: FastifyRequest, reply: FastifyReply, orderId?: string) => {
    const player = await requirePlayer(sandbox, request, reply);
    if (!player) return reply;
    const changed = await cancelOrders(sandbox.exchange, player.user.id, orderId);
    if (orderId && changed.length === 0) return reply.code(404).send({ success: false, message: 'No unmatched order with that id.' });
    events.changed(player.user.id, changed);
    return { success: true, result: changed.map(orderWire) } satisfies OrderList;
  };
  app.delete('/exchange/order/:id', async (request, reply) => cancel(request, reply, (request.params as { id: string }).id));
  app.delete('/exchange/order', async (request, reply) => cancel(request, reply));

  app.get('/account/:memberCode/order-list', async (request, reply) => {
    const player = await requireOwnAccount(sandbox, request, reply, 'You can only see your own orders.');
    if (!player) return reply;
    const query = request.query as { orderStatus?: string; eventId?: string; from?: string; to?: string };
    const status = query.orderStatus ?? 'open';
    if (status !== 'open' && status !== 'settled') return reply.code(400).send({ success: false, message: 'orderStatus must be open or settled.' });
    const from = query.from ? Date.parse(query.from) : undefined;
    const to = query.to ? Date.parse(query.to) : undefined;
    if ((query.from && Number.isNaN(from)) || (query.to && Number.isNaN(to))) return reply.code(400).send({ success: false, message: 'from and to must be dates like 2026-11-22.' });
    // A date alone (2026-11-22) means up to the end of that day.
    const until = to === undefined ? undefined : to + (query.to && query.to.length <= 10 ? 86_400_000 : 0);
    const orders = await playerOrders(db, player.user.id, { status, eventId: query.eventId || undefined, from, to: until });
    return { success: true, result: orders.map(orderWire) } satisfies OrderList;
  });
}
