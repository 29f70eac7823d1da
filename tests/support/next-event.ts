/** The next payload of `event` on a socket.io client socket that `accept` takes (the listener is removed then). */
import type { Socket } from 'socket.io-client';

export function nextEvent<T>(socket: Socket, event: string, accept: (payload: T) => boolean = () => true): Promise<T> {
  return new Promise<T>((resolve) => {
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}
