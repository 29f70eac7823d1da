/**
 * The realtime contract over socket.io: the main namespace (login, OTP login, bets, open bets, password
 * change, market subscriptions) and the admin namespace (account events). Players join a room of their
 * own, so every process behind a Redis adapter reaches them.
 */
import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import orderSchemas from '../../schemas/api/orders.schema.json' with { type: 'json' };
import { compileSchema } from '../../schemas/compile';
import { formatSchemaErrors } from '../../domain/manifest/format-errors';
import type { BrandIndex } from '../../domain/manifest/types';
import { changePassword, LoginError, loginWithOtp, loginWithPassword } from '../accounts/login';
import { authenticateToken, LOGIN_AGAIN } from '../api/auth-guard';
import { originAllowed } from '../api/brand-hosts';
import { clientAddress, type ProxyTrust } from '../api/client-address';
import { EVENT_TYPES } from '../api/routes-account';
import { loginPayload } from '../api/routes-auth';
import { orderRequest } from '../api/routes-orders';
import { playerRoom, type OrderEvents } from '../api/order-events';
import { eventWire, marketWire } from '../api/market-wire';
import { marketDelta } from './market-delta';
import { BUSY_MESSAGE, DatabaseBusy, isRetryableDatabaseError } from '../db/retry';
import { orderWire } from '../api/wire';
import { playerOrders } from '../exchange/order-list';
import { OrderRejected, placeOrder } from '../exchange/orders';
import type { FeedView } from '../feed/feed-state';
import type { Sandbox } from '../sandbox';
import { logger } from '../log';

const validateBet = compileSchema(orderSchemas.definitions.socketBet);

/** Markets and events one socket may follow at once; a page shows far fewer. */
export const MAX_SUBSCRIPTIONS = 200;
const SUBSCRIPTION_ID = /^[A-Za-z0-9._-]{1,64}$/;
const LOGIN_FIELD_MAX = 64;

type Ack = (event: string, payload: unknown) => void;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export interface Realtime {
  io: Server;
  main: Namespace;
  admin: Namespace;
  emitToPlayer(userId: string, event: string, payload: unknown): void;
  /** Sends to a room but not to one socket, skipping the work (building the payload too) when no one else could be listening. */
  emitExcept(room: string, exceptSocket: string, event: string, payload: () => unknown): void;
  /** Set when a Redis adapter fans events out: other processes may hold sockets of any room. */
  clustered: boolean;
  emitToMarket(marketId: string, eventId: string, payload: unknown): void;
  /**
   * The server is going: every socket is told, and no new connection is taken, so pages see the drop
   * and stay disconnected instead of reconnecting over a keep-alive connection while it closes.
   */
  stopAccepting(): void;
  close(): Promise<void>;
}

export function homeMarkets(sandbox: Sandbox, feed: FeedView): Array<{ competitionName: string; data: unknown[] }> {
  const groups = new Map<string, unknown[]>();
  for (const event of feed.events().filter((e) => !e.finished && ['4', '1', '2'].includes(e.eventTypeId))) {
    const matchOdds = event.marketIds.map((id) => sandbox.board.market(id)).find((m) => m?.type === 'MATCH_ODDS' && m.status !== 'CLOSED');
    const list = groups.get(event.competitionName) ?? [];
    list.push({ ...eventWire(event), market: matchOdds ? marketWire(matchOdds) : null });
    groups.set(event.competitionName, list);
  }
  return [...groups].map(([competitionName, data]) => ({ competitionName, data }));
}

export interface RealtimeAccess {
  /** Proxies whose X-Forwarded-For is believed (null: none). */
  trust: ProxyTrust | null;
  /** The brands' declared hosts: the only other origins whose pages may connect. */
  brandIndex: BrandIndex;
  /** Brand sites served from other origins (CORS_ORIGINS). */
  corsOrigins?: readonly string[];
}

export function attachRealtime(server: HttpServer, sandbox: Sandbox, feed: FeedView, events: OrderEvents, access: RealtimeAccess): Realtime {
  let accepting = true;
  const io = new Server(server, {
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    // CORS headers for the brands' pages only; a browser page from anywhere else is refused outright.
    cors: { origin: (origin, done) => done(null, originAllowed(origin, undefined, access.brandIndex, access.corsOrigins)), credentials: true },
    allowRequest: (request, done) => done(null, accepting && originAllowed(request.headers.origin, request.headers.host, access.brandIndex, access.corsOrigins)),
  });
  const main = io.of('/');
  const admin = io.of('/admin');
  const emitToPlayer = (userId: string, event: string, payload: unknown) => {
    main.to(playerRoom(userId)).emit(event, payload);
    admin.to(playerRoom(userId)).emit(event, payload);
  };

  // An ended session's sockets are told and leave the player's room: they no longer hear the player's
  // order events. Every process hears of every ending (session-endings.ts) and handles its own sockets.
  const stopListening = sandbox.sessionEndings.listen(({ userId, sid }) => {
    const room = playerRoom(userId);
    const message = sid === null ? 'Your password was changed. Please Login Again' : LOGIN_AGAIN;
    for (const namespace of [main, admin]) {
      void namespace.local
        .in(room)
        .fetchSockets()
        .then((sockets) => {
          for (const held of sockets) {
            if (sid !== null && held.data.sid !== sid) continue;
            held.emit('logout', { message });
            held.leave(room);
          }
        })
        .catch(() => {});
    }
  });

  const authenticated = async (socket: Socket, token: unknown, reply: Ack, errorEvent: string) => {
    const result = await authenticateToken(sandbox, typeof token === 'string' ? token : null);
    if (!result.ok) {
      reply(errorEvent, { success: false, message: result.message });
      if (result.status === 401) socket.emit('logout', { message: LOGIN_AGAIN });
      return null;
    }
    // Joined on the first event already: most bets skip the adapter's work.
    const room = playerRoom(result.user.id);
    socket.data.sid = result.sid;
    if (!socket.rooms.has(room)) await socket.join(room);
    return result;
  };

  const sessionReply = (socket: Socket, event: string) => async (work: () => ReturnType<typeof loginWithPassword>) => {
    try {
      const session = await work();
      socket.data.sid = session.sid;
      await socket.join(playerRoom(session.user.id));
      socket.emit(event, { success: true, message: 'User Login Success', output: loginPayload(session) });
    } catch (error) {
      if (!(error instanceof LoginError)) throw error;
      socket.emit(event, { success: false, message: error.message });
    }
  };

  const followed = (socket: Socket) => {
    let count = 0;
    for (const room of socket.rooms) if (room.startsWith('market:') || room.startsWith('event:')) count += 1;
    return count;
  };

  main.on('connection', (socket) => {
    const reply: Ack = (event, payload) => socket.emit(event, payload);
    const address = clientAddress(socket.handshake.address, socket.handshake.headers['x-forwarded-for'], access.trust);
    const guard = (handler: (payload: unknown) => Promise<void>) => (payload: unknown) => {
      handler(payload).catch((error: unknown) => {
        const busy = error instanceof DatabaseBusy || isRetryableDatabaseError(error);
        if (!busy) logger.error({ err: error }, 'socket handler failed');
        reply('server-error', { message: busy ? BUSY_MESSAGE : 'Something went wrong. Please try again.' });
      });
    };

    socket.on('login', guard(async (payload) => {
      const { username, password } = record(payload);
      if (typeof username !== 'string' || typeof password !== 'string' || !username || !password) return reply('login-success', { success: false, message: 'Username and password are required.' });
      if (username.length > LOGIN_FIELD_MAX || password.length > LOGIN_FIELD_MAX) return reply('login-success', { success: false, message: 'Invalid username or password.' });
      await sessionReply(socket, 'login-success')(() => loginWithPassword(sandbox, username, password, address));
    }));

    socket.on('newloginWithOtp', guard(async (payload) => {
      const { phone, otp, orderId } = record(payload);
      if (typeof phone !== 'string' || !/^\d{10}$/.test(phone) || typeof orderId !== 'string' || (typeof otp !== 'string' && typeof otp !== 'number')) {
        return reply('login-otp-success', { success: false, message: 'Phone number, OTP and order id are required.' });
      }
      await sessionReply(socket, 'login-otp-success')(() => loginWithOtp(sandbox, phone, String(otp), orderId));
    }));

    socket.on('authenticate', guard(async (payload) => {
      const player = await authenticated(socket, record(payload).token, reply, 'authenticate-error');
      if (player) {
        reply('authenticated', { success: true });
        reply('event-type-success', { success: true, parent: EVENT_TYPES.map((id) => ({ eventType: id, status: true })) });
      }
    }));

    socket.on('create-bet', guard(async (payload) => {
      if (!validateBet(payload)) {
        const problems = formatSchemaErrors(validateBet.errors as never, 'bet').map((p) => `${p.pointer.replace(/^\/bet\//, '')}: ${p.expected}`);
        return reply('place-bet-error', { message: `Invalid bet: ${problems.join('; ')}` });
      }
      // The schema above has checked these fields' types and bounds.
      const { token, bet } = payload as { token: string; bet: { type: string; marketId: string; runnerId: string | number; rate: number; stake: number; line?: number | null; betSlipRef?: string } };
      const player = await authenticated(socket, token, (_e, p) => reply('place-bet-error', p), 'place-bet-error');
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
        reply('place-bet-success', { success: true, message: events.placedMessage(placed.order), bet: orderWire(placed.order) });
      } catch (error) {
        if (!(error instanceof OrderRejected)) throw error;
        sandbox.metrics.betRefused('socket', error.message);
        reply('place-bet-error', { success: false, message: error.message, betSlipRef });
      }
    }));

    socket.on('get-bets', guard(async (payload) => {
      const { token, filter } = record(payload);
      const player = await authenticated(socket, token, reply, 'get-bets-error');
      if (!player) return;
      const eventId = record(filter).eventId;
      const bets = await playerOrders(sandbox.database.db, player.user.id, { status: 'open', eventId: typeof eventId === 'string' || typeof eventId === 'number' ? String(eventId) : undefined });
      reply('get-bets-success', { success: true, bets: bets.map(orderWire) });
    }));

    socket.on('password-changed', guard(async (payload) => {
      const { token, oldPassword, newPassword } = record(payload);
      const player = await authenticated(socket, token, reply, 'password-changed-error');
      if (!player) return;
      if (typeof oldPassword !== 'string' || typeof newPassword !== 'string') return reply('password-changed-error', { success: false, message: 'Current and new passwords are required.' });
      try {
        // Ends every session of the player, this one too.
        await changePassword(sandbox, player.user, oldPassword, newPassword);
        reply('password-changed-success', { success: true, message: 'Your password has been changed. Please log in again.' });
        sandbox.sessionEndings.ended({ userId: player.user.id, sid: null });
      } catch (error) {
        if (!(error instanceof LoginError)) throw error;
        reply('password-changed-error', { success: false, message: error.message });
      }
    }));

    socket.on('get-freehomeallmarkets', () => reply('get-freehomeallmarkets-success', homeMarkets(sandbox, feed)));

    // Only markets and events the exchange knows, up to MAX_SUBSCRIPTIONS at once: each room costs memory.
    socket.on('subscribe-markets', (payload: unknown) => {
      const { marketIds, eventId } = record(payload);
      const rooms: string[] = [];
      if (Array.isArray(marketIds)) {
        for (const id of marketIds.slice(0, MAX_SUBSCRIPTIONS)) if (typeof id === 'string' && SUBSCRIPTION_ID.test(id) && sandbox.board.market(id)) rooms.push(`market:${id}`);
      }
      if ((typeof eventId === 'string' || typeof eventId === 'number') && SUBSCRIPTION_ID.test(String(eventId)) && feed.event(String(eventId))) rooms.push(`event:${String(eventId)}`);
      const fresh = [...new Set(rooms)].filter((room) => !socket.rooms.has(room));
      const spare = MAX_SUBSCRIPTIONS - followed(socket);
      if (fresh.length > spare) reply('subscribe-markets-error', { success: false, message: `You can follow at most ${MAX_SUBSCRIPTIONS} markets at once. Leave some before following more.` });
      if (spare > 0 && fresh.length > 0) void socket.join(fresh.slice(0, spare));
      // Markets the client holds from a snapshot (the page's first screen): whichever moved on since
      // the version it names is sent whole, so its deltas continue from where the snapshot left off.
      const versions = record(payload).versions;
      if (versions && typeof versions === 'object') {
        for (const room of fresh.slice(0, Math.max(spare, 0))) {
          const market = room.startsWith('market:') ? sandbox.board.market(room.slice(7)) : undefined;
          const held = (versions as Record<string, unknown>)[room.slice(7)];
          if (market && typeof held === 'number' && market.version > held) socket.emit('market-update', marketDelta(market, undefined));
        }
      }
    });
    socket.on('unsubscribe-markets', (payload: unknown) => {
      const { marketIds, eventId } = record(payload);
      if (Array.isArray(marketIds)) for (const id of marketIds) if (typeof id === 'string') void socket.leave(`market:${id}`);
      if (typeof eventId === 'string' || typeof eventId === 'number') void socket.leave(`event:${String(eventId)}`);
    });
  });

  admin.on('connection', (socket) => {
    socket.on('authenticate', (payload: unknown) => {
      void authenticated(socket, record(payload).token, (event, p) => socket.emit(event, p), 'authenticate-error').then((player) => {
        if (player) socket.emit('event-type-success', { success: true, parent: EVENT_TYPES.map((id) => ({ eventType: id, status: true })) });
      });
    });
  });

  return {
    io,
    main,
    admin,
    emitToPlayer,
    clustered: false,
    emitExcept(room, exceptSocket, event, payload) {
      const local = main.adapter.rooms.get(room);
      const othersHere = local ? local.size - (local.has(exceptSocket) ? 1 : 0) : 0;
      if (othersHere > 0 || this.clustered) main.to(room).except(exceptSocket).emit(event, payload());
    },
    emitToMarket(marketId, eventId, payload) {
      // Every process tells its own sockets from its own copy of the feed: not through the adapter.
      main.local.to([`market:${marketId}`, `event:${eventId}`, 'all-markets']).emit('market-update', payload);
    },
    stopAccepting() {
      accepting = false;
      main.disconnectSockets(true);
      admin.disconnectSockets(true);
    },
    close: () => {
      stopListening();
      return new Promise<void>((resolve) => void io.close(() => resolve()));
    },
  };
}
