/**
 * Socket events read where the socket lives (the socket worker) before they cross to the page: listeners
 * get them in clean names, ready to apply and cheap to copy between threads. A payload its reader
 * refuses (null) is dropped there. Events not named here arrive as the server sent them.
 */
import { deltaFromWire } from '../markets/adapter';
import type { SocketReaders } from './socket-client';

export const SOCKET_READERS: SocketReaders = {
  'market-update': deltaFromWire,
};
