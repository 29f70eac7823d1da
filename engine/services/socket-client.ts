/**
 * The socket.io connection itself. As the spec has it (the brand's `polling-first`): polling first,
 * websocket added after a connect error. Where the brand allows (`websocket`, the default), a websocket
 * from the start, with long-polling after a connect error: the first prices then come one round trip
 * after the connection opens instead of after the polling handshake and upgrade. Either way it reconnects from 1 s up to 5 s; 20 s connect timeout; on disconnect it emits 'connected' (which
 * goes out with the send buffer on reconnect). Whatever the server sends reaches `onEvent`, and the
 * connection's ups and downs reach `onConnection`. It runs wherever the socket lives: in the socket
 * worker, or in the page where workers are not available; serveSocket is that place's side of the
 * messages with the page's socket service. There, events with a reader are read before they cross to
 * the page: plugins declare readers (plugin.json socketReaders), and only those of the brand's plugins
 * are loaded.
 */
import type { io as ioFunction } from 'socket.io-client';
import type { ToPage, ToWorker } from './socket-messages';

export type SocketTransport = 'websocket' | 'polling-first';

export const SOCKET_OPTIONS = {
  transports: ['polling'] as string[],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
};

/** Readers by event name: what listeners get instead of the payload (null drops the event). */
export type SocketReaders = Readonly<Record<string, (payload: unknown) => unknown>>;

/** Each plugin's reader module by plugin id (engine/generated/socket-readers.ts), loaded on demand. */
export type SocketReaderModules = Readonly<Record<string, () => Promise<{ default: SocketReaders }>>>;

/** The readers of the named plugins together. A module that fails to load leaves its events unread, and says so. */
export async function loadSocketReaders(modules: SocketReaderModules, plugins: readonly string[]): Promise<SocketReaders> {
  const loaded = await Promise.all(
    plugins
      .filter((id) => Object.hasOwn(modules, id))
      .map((id) =>
        modules[id]!().then(
          (module) => module.default,
          (error: unknown) => {
            console.error(`[${id}] socket readers could not be loaded; its events arrive unread`, error);
            return {};
          },
        ),
      ),
  );
  return Object.assign({}, ...loaded) as SocketReaders;
}

/**
 * Reads each event with the readers once they have loaded, and passes on what is left; events heard
 * while the readers load wait for them, in order, so none arrives unread.
 */
export function eventReader(readers: Promise<SocketReaders>, deliver: (event: string, payload: unknown) => void): (event: string, payload: unknown) => void {
  let ready: SocketReaders | null = null;
  const waiting: Array<[string, unknown]> = [];
  const hear = (event: string, payload: unknown) => {
    const read = readSocketEvent(ready!, event, payload);
    if (read) deliver(event, read.payload);
  };
  void readers.then((loaded) => {
    ready = loaded;
    for (const [event, payload] of waiting.splice(0)) hear(event, payload);
  });
  return (event, payload) => (ready ? hear(event, payload) : void waiting.push([event, payload]));
}

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

export function openSocketClient(io: typeof ioFunction, url: string, { onEvent, onConnection }: SocketClientHandlers, transport: SocketTransport = 'polling-first'): SocketClient {
  const first = transport === 'websocket' ? ['websocket'] : [...SOCKET_OPTIONS.transports];
  const socket = io(url, { ...SOCKET_OPTIONS, transports: first });
  socket.on('connect_error', () => {
    const opts = socket.io.opts as { transports?: string[] };
    if (transport === 'websocket') {
      if (!opts.transports?.includes('polling')) opts.transports = ['websocket', 'polling'];
    } else if (!opts.transports?.includes('websocket')) opts.transports = ['polling', 'websocket'];
  });
  socket.on('connect', () => onConnection(true));
  socket.on('disconnect', () => {
    socket.emit('connected');
    onConnection(false);
  });
  socket.onAny((event: string, payload: unknown) => onEvent(event, payload));
  return {
    emit: (event, payload) => void socket.emit(event, payload),
    disconnect: () => void socket.disconnect(),
  };
}

/**
 * Events cross to the page in gatherings: those heard before the place where the socket lives is free
 * again (a long-poll answer's packets, websocket frames that queued up while it was busy) go as one
 * message, so the page spends one task on them instead of one each. 2,000 price changes a second sent
 * one by one would otherwise be 2,000 tasks a second on the page. Nothing waits longer than the tasks
 * already queued; a change of connection sends what gathered before it, so the order holds.
 */
export function gatherEvents(send: (message: ToPage) => void): { event(event: string, payload: unknown): void; flush(): void } {
  let pending: Array<[string, unknown]> = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending.length) return;
    const events = pending;
    pending = [];
    send(events.length === 1 ? { type: 'event', event: events[0]![0], payload: events[0]![1] } : { type: 'events', events });
  };
  return {
    event(event, payload) {
      pending.push([event, payload]);
      timer ??= setTimeout(flush, 0);
    },
    flush,
  };
}

/**
 * Where the socket lives, answering the page's socket service (socket-messages.ts): opens the client on
 * 'connect' (loading the readers of the plugins it names meanwhile), emits and disconnects as told, and
 * says what it hears through `send`.
 */
export function serveSocket(io: typeof ioFunction, readerModules: SocketReaderModules, send: (message: ToPage) => void): (message: ToWorker) => void {
  let client: SocketClient | null = null;
  return (message) => {
    if (message.type === 'connect') {
      if (client) return;
      const gathered = gatherEvents(send);
      const read = eventReader(loadSocketReaders(readerModules, message.plugins), gathered.event);
      client = openSocketClient(
        io,
        message.url,
        {
          onEvent: read,
          onConnection: (connected) => {
            gathered.flush();
            send({ type: 'connection', connected });
          },
        },
        message.transport,
      );
    } else if (message.type === 'emit') client?.emit(message.event, message.payload);
    else client?.disconnect();
  };
}
