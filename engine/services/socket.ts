/**
 * The one realtime client. The socket.io connection (socket-client.ts: polling first, websocket added
 * after a connect error, reconnects from 1 s up to 5 s, 20 s connect timeout) lives in a worker, so the
 * page's main thread only hears the events; where a worker cannot start, it lives in the page. Connects
 * on first use. Listeners may be added before the connection exists. Emits made while disconnected stay
 * buffered and go out on reconnect (the server makes bet placement idempotent on betSlipRef), so a
 * dropped connection loses nothing.
 */
import type { ToPage, ToWorker } from './socket-messages';
import type { SocketTransport } from './socket-client';

export { SOCKET_OPTIONS } from './socket-client';

export type SocketListener = (payload: unknown) => void;

export interface SocketService {
  connect(): Promise<void>;
  emit(event: string, payload?: unknown): void;
  on(event: string, listener: SocketListener): () => void;
  connected(): boolean;
  /** Called with true on every (re)connect and false on every disconnect; returns the unsubscribe. */
  onConnectionChange?(listener: (connected: boolean) => void): () => void;
  disconnect(): void;
}

/** Where the connection lives, as the service sees it: a place to send its messages. */
type Link = (message: ToWorker) => void;

export interface SocketServiceOptions {
  /** The brand's plugins: their socket readers run where the socket lives. */
  plugins?: readonly string[];
  /** How the connection starts (the brand's api.socketTransport); polling-first when not given. */
  transport?: SocketTransport;
  /** Starts the socket worker; null (or a throw) keeps the connection in the page. */
  startWorker?: () => Worker | null;
}

const startSocketWorker = (): Worker | null => (typeof Worker === 'function' ? new Worker(new URL('./socket-worker.ts', import.meta.url), { type: 'module', name: 'socket' }) : null);

/** The worker once it says it is ready; rejects if it fails to load first. */
function workerLink(worker: Worker, hear: (message: ToPage) => void): Promise<Link> {
  return new Promise((resolve, reject) => {
    let ready = false;
    worker.onmessage = ({ data }: MessageEvent<ToPage>) => {
      if (data.type !== 'ready') return hear(data);
      ready = true;
      resolve((message) => worker.postMessage(message));
    };
    worker.onerror = (event) => {
      if (ready) return;
      event.preventDefault();
      worker.terminate();
      reject(new Error('The socket worker did not start.'));
    };
  });
}

/** The connection in the page itself. */
async function pageLink(hear: (message: ToPage) => void): Promise<Link> {
  const [{ io }, { serveSocket }, { socketReaderModules }] = await Promise.all([import('socket.io-client'), import('./socket-client'), import('../generated/socket-readers')]);
  return serveSocket(io, socketReaderModules, hear);
}

export function createSocketService(url: string, { plugins = [], transport, startWorker = startSocketWorker }: SocketServiceOptions = {}): SocketService {
  const listeners = new Map<string, Set<SocketListener>>();
  const connectionListeners = new Set<(connected: boolean) => void>();
  let isConnected = false;
  let link: Promise<Link> | null = null;

  const deliver = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
  };
  const hear = (message: ToPage) => {
    if (message.type === 'event') deliver(message.event, message.payload);
    else if (message.type === 'events') for (const [event, payload] of message.events) deliver(event, payload);
    else if (message.type === 'connection') {
      isConnected = message.connected;
      for (const listener of [...connectionListeners]) listener(message.connected);
    }
  };

  // The worker where it starts, else the page; either is told to connect before anything else.
  const openLink = async (): Promise<Link> => {
    let send: Link | null = null;
    try {
      const worker = startWorker();
      if (worker) send = await workerLink(worker, hear);
    } catch {
      // A worker that cannot start or load (an old browser, a policy) leaves the connection to the page.
    }
    send ??= await pageLink(hear);
    send({ type: 'connect', url, plugins: [...plugins], ...(transport ? { transport } : {}) });
    return send;
  };

  const connect = () => {
    link ??= openLink();
    return link.then(() => undefined);
  };

  return {
    connect,
    emit(event, payload) {
      link ??= openLink();
      void link.then((send) => send({ type: 'emit', event, payload }));
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<SocketListener>();
      set.add(listener);
      listeners.set(event, set);
      return () => void set.delete(listener);
    },
    connected: () => isConnected,
    onConnectionChange(listener) {
      connectionListeners.add(listener);
      return () => void connectionListeners.delete(listener);
    },
    disconnect() {
      void link?.then((send) => send({ type: 'disconnect' }));
    },
  };
}
