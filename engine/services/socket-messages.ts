/** What the page's socket service and the socket worker say to each other. */
import type { SocketTransport } from './socket-client';

/** connect names the plugins whose socket readers to load. */
export type ToWorker = { type: 'connect'; url: string; plugins: readonly string[]; transport?: SocketTransport } | { type: 'emit'; event: string; payload: unknown } | { type: 'disconnect' };

/** `events`: several events heard in one go (see gatherEvents), in the order heard. */
export type ToPage =
  | { type: 'ready' }
  | { type: 'event'; event: string; payload: unknown }
  | { type: 'events'; events: Array<[event: string, payload: unknown]> }
  | { type: 'connection'; connected: boolean };
