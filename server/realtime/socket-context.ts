/** What every socket handler is given: its socket, how to answer, the player behind a token, and the sandbox. */
import type { Socket } from 'socket.io';
import type { authenticateToken } from '../api/auth-guard';
import type { OrderEvents } from '../api/order-events';
import type { FeedView } from '../feed/feed-state';
import type { Sandbox } from '../sandbox';

export type Ack = (event: string, payload: unknown) => void;

export type Authenticated = Extract<Awaited<ReturnType<typeof authenticateToken>>, { ok: true }>;

export interface SocketContext {
  socket: Socket;
  sandbox: Sandbox;
  feed: FeedView;
  events: OrderEvents;
  /** The client's address, through the proxies the operator trusts. */
  address: string;
  reply: Ack;
  /** Runs a handler; a failure is logged and answered with `server-error` (a busy database as such). */
  guard(handler: (payload: unknown) => Promise<void>): (payload: unknown) => void;
  /** The player behind `token`, the socket joined to their room; null (after answering `errorEvent`) when there is none. */
  authenticated(token: unknown, reply: Ack, errorEvent: string): Promise<Authenticated | null>;
}

export function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
