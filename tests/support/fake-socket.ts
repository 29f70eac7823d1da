/**
 * A socket service for unit tests: records what is emitted, answers events the way the sandbox would
 * when given replies, delivers pushed events to listeners (read as the real socket reads them), and can
 * drop and restore its connection.
 */
import type { SocketListener, SocketService } from '../../engine/services/socket';
import { readSocketEvent } from '../../engine/services/socket-client';
import SOCKET_READERS from '../../plugins/betting/markets/socket-readers';

export type SocketReplies = Record<string, (payload: unknown) => [string, unknown]>;

export function fakeSocket(replies: SocketReplies = {}) {
  const listeners = new Map<string, Set<SocketListener>>();
  const connection = new Set<(connected: boolean) => void>();
  const emitted: Array<[string, unknown]> = [];
  let connected = true;
  const push = (event: string, payload: unknown) => {
    const read = readSocketEvent(SOCKET_READERS, event, payload);
    if (read) [...(listeners.get(event) ?? [])].forEach((listener) => listener(read.payload));
  };
  const socket: SocketService = {
    connect: async () => {},
    emit(event, payload) {
      emitted.push([event, payload]);
      const reply = replies[event];
      if (reply) queueMicrotask(() => push(...reply(payload)));
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    connected: () => connected,
    onConnectionChange(listener) {
      connection.add(listener);
      return () => connection.delete(listener);
    },
    disconnect() {},
  };
  return {
    socket,
    emitted,
    push,
    /** The same as push, by the name the page tests use. */
    fire: push,
    setConnected(value: boolean) {
      connected = value;
      connection.forEach((listener) => listener(value));
    },
  };
}
