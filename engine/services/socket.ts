/**
 * The one realtime client (socket.io). Connects on first use: polling first, websocket added after a
 * connect error; reconnects from 1 s up to 5 s; 20 s connect timeout. Listeners registered before the
 * connection exists are attached when it does. Emits made while disconnected stay buffered and go out on
 * reconnect (the server makes bet placement idempotent on betSlipRef), so a dropped connection loses nothing.
 */
import type { Socket } from 'socket.io-client';

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

export const SOCKET_OPTIONS = {
  transports: ['polling'] as string[],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
};

export function createSocketService(url: string): SocketService {
  const listeners = new Map<string, Set<SocketListener>>();
  let socket: Socket | null = null;
  let connecting: Promise<void> | null = null;
  const connectionListeners = new Set<(connected: boolean) => void>();
  const notifyConnection = (connected: boolean) => {
    for (const listener of connectionListeners) listener(connected);
  };

  const connect = (): Promise<void> => {
    connecting ??= import('socket.io-client').then(({ io }) => {
      const created = io(url, { ...SOCKET_OPTIONS, transports: [...SOCKET_OPTIONS.transports] });
      created.on('connect_error', () => {
        const opts = created.io.opts as { transports?: string[] };
        if (!opts.transports?.includes('websocket')) opts.transports = ['polling', 'websocket'];
      });
      created.on('disconnect', () => created.emit('connected'));
      created.on('connect', () => notifyConnection(true));
      created.on('disconnect', () => notifyConnection(false));
      for (const [event, set] of listeners) for (const listener of set) created.on(event, listener);
      socket = created;
    });
    return connecting;
  };

  return {
    connect,
    emit(event, payload) {
      void connect().then(() => socket?.emit(event, payload));
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<SocketListener>();
      set.add(listener);
      listeners.set(event, set);
      socket?.on(event, listener);
      return () => {
        set.delete(listener);
        socket?.off(event, listener);
      };
    },
    connected: () => socket?.connected ?? false,
    onConnectionChange(listener) {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    disconnect() {
      socket?.disconnect();
    },
  };
}
