/**
 * The realtime contract over socket.io: the main namespace, whose events are handled by concern
 * (account-handlers, bet-handlers, market-handlers), and the admin namespace (account events). Players
 * join a room of their own, so every process behind a Redis adapter reaches them.
 */
import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import type { BrandIndex } from '../../domain/manifest/types';
import { authenticateToken, LOGIN_AGAIN, type Authenticated } from '../api/auth-guard';
import { originAllowed } from '../api/brand-hosts';
import { clientAddress, type ProxyTrust } from '../api/client-address';
import { EVENT_TYPES } from '../api/routes-account';
import { playerRoom, type OrderEvents } from '../api/order-events';
import { BUSY_MESSAGE, DatabaseBusy, isRetryableDatabaseError } from '../db/retry';
import type { FeedView } from '../feed/feed-state';
import type { Sandbox } from '../sandbox';
import { logger } from '../log';
import { attachAccountHandlers } from './account-handlers';
import { attachBetHandlers } from './bet-handlers';
import { attachMarketHandlers } from './market-handlers';
import { record, type Ack, type SocketContext } from './socket-context';

export { homeMarkets, MAX_SUBSCRIPTIONS } from './market-handlers';


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

  const stopListening = logOutEndedSessions(sandbox, [main, admin]);
  const authenticated = socketAuthenticator(sandbox);
  main.on('connection', (socket) => attachMainHandlers(socket, { sandbox, feed, events, access, authenticated }));

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

/**
 * An ended session's sockets are told and leave the player's room: they no longer hear the player's
 * order events. Every process hears of every ending (session-endings.ts) and handles its own sockets.
 * Returns the function that stops listening.
 */
function logOutEndedSessions(sandbox: Sandbox, namespaces: Namespace[]): () => void {
  return sandbox.sessionEndings.listen(({ userId, sid }) => {
    const room = playerRoom(userId);
    const message = sid === null ? 'Your password was changed. Please Login Again' : LOGIN_AGAIN;
    for (const namespace of namespaces) {
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
}

type Authenticate = (socket: Socket, token: unknown, reply: Ack, errorEvent: string) => Promise<(Authenticated & { ok: true }) | null>;

/** Checks a socket's token; a player's socket joins the player's room, a refused one is told why (and to log in again on a 401). */
function socketAuthenticator(sandbox: Sandbox): Authenticate {
  return async (socket, token, reply, errorEvent) => {
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
}

interface MainSocketParts {
  sandbox: Sandbox;
  feed: FeedView;
  events: OrderEvents;
  access: RealtimeAccess;
  authenticated: Authenticate;
}

/** A player's socket on the main namespace: its handlers by concern, each failure answered without leaking its cause. */
function attachMainHandlers(socket: Socket, { sandbox, feed, events, access, authenticated }: MainSocketParts): void {
  const reply: Ack = (event, payload) => socket.emit(event, payload);
  const context: SocketContext = {
    socket,
    sandbox,
    feed,
    events,
    reply,
    address: clientAddress(socket.handshake.address, socket.handshake.headers['x-forwarded-for'], access.trust),
    guard: (handler) => (payload) => {
      handler(payload).catch((error: unknown) => {
        const busy = error instanceof DatabaseBusy || isRetryableDatabaseError(error);
        if (!busy) logger.error({ err: error }, 'socket handler failed');
        reply('server-error', { message: busy ? BUSY_MESSAGE : 'Something went wrong. Please try again.' });
      });
    },
    authenticated: (token, answer, errorEvent) => authenticated(socket, token, answer, errorEvent),
  };
  attachAccountHandlers(context);
  attachBetHandlers(context);
  attachMarketHandlers(context);
}
