/**
 * The socket.io connection itself, as the spec has it: polling first, websocket added after a connect
 * error; reconnects from 1 s up to 5 s; 20 s connect timeout; on disconnect it emits 'connected' (which
 * goes out with the send buffer on reconnect). Whatever the server sends reaches `onEvent`, and the
 * connection's ups and downs reach `onConnection`; events with a reader (socket-readers.ts) are read
 * first. It runs wherever the socket lives: in the socket worker, or in the page where workers are not
 * available; serveSocket is that place's side of the messages with the page's socket service.
 */
import type { io as ioFunction } from 'socket.io-client';
import type { ToPage, ToWorker } from './socket-messages';

export const SOCKET_OPTIONS = {
  transports: ['polling'] as string[],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
};

/** Readers by event name: what listeners get instead of the payload (null drops the event). */
export type SocketReaders = Readonly<Record<string, (payload: unknown) => unknown>>;

/** The payload as listeners get it (read, where the event has a reader); null when its reader refused it. */
export function readSocketEvent(readers: SocketReaders, event: string, payload: unknown): { payload: unknown } | null {
  const read = readers[event];
  if (!read) return { payload };
  const value = read(payload);
  return value === null || value === undefined ? null : { payload: value };
}

export interface SocketClientHandlers {
  onEvent(event: string, payload: unknown): void;
  onConnection(connected: boolean): void;
}

export interface SocketClient {
  emit(event: string, payload?: unknown): void;
  disconnect(): void;
}

export function openSocketClient(io: typeof ioFunction, url: string, readers: SocketReaders, { onEvent, onConnection }: SocketClientHandlers): SocketClient {
  const socket = io(url, { ...SOCKET_OPTIONS, transports: [...SOCKET_OPTIONS.transports] });
  socket.on('connect_error', () => {
    const opts = socket.io.opts as { transports?: string[] };
    if (!opts.transports?.includes('websocket')) opts.transports = ['polling', 'websocket'];
  });
  socket.on('connect', () => onConnection(true));
  socket.on('disconnect', () => {
    socket.emit('connected');
    onConnection(false);
  });
  socket.onAny((event: string, payload: unknown) => {
    const read = readSocketEvent(readers, event, payload);
    if (read) onEvent(event, read.payload);
  });
  return {
    emit: (event, payload) => void socket.emit(event, payload),
    disconnect: () => void socket.disconnect(),
  };
}

/**
 * Where the socket lives, answering the page's socket service (socket-messages.ts): opens the client on
 * 'connect', emits and disconnects as told, and says what it hears through `send`.
 */
export function serveSocket(io: typeof ioFunction, readers: SocketReaders, send: (message: ToPage) => void): (message: ToWorker) => void {
  let client: SocketClient | null = null;
  return (message) => {
    if (message.type === 'connect') {
      client ??= openSocketClient(io, message.url, readers, {
        onEvent: (event, payload) => send({ type: 'event', event, payload }),
        onConnection: (connected) => send({ type: 'connection', connected }),
      });
    } else if (message.type === 'emit') client?.emit(message.event, message.payload);
    else client?.disconnect();
  };
}
