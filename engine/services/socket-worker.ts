/**
 * The socket worker: the realtime connection runs here, off the page's main thread, so its request round
 * trips, packet decoding and parsing never take a frame's time from the page, and market deltas cross
 * already read and packed (socket-readers.ts). It speaks to the page's
 * socket service in the messages of socket-messages.ts.
 */
import { io } from 'socket.io-client';
import { openSocketClient, type SocketClient } from './socket-client';
import type { ToPage, ToWorker } from './socket-messages';
import { SOCKET_READERS } from './socket-readers';

const scope = self as unknown as { postMessage(message: ToPage): void; onmessage: ((event: MessageEvent<ToWorker>) => void) | null };
let client: SocketClient | null = null;

scope.onmessage = ({ data }) => {
  if (data.type === 'connect') {
    client ??= openSocketClient(io, data.url, SOCKET_READERS, {
      onEvent: (event, payload) => scope.postMessage({ type: 'event', event, payload }),
      onConnection: (connected) => scope.postMessage({ type: 'connection', connected }),
    });
  } else if (data.type === 'emit') client?.emit(data.event, data.payload);
  else if (data.type === 'disconnect') client?.disconnect();
};

scope.postMessage({ type: 'ready' });
