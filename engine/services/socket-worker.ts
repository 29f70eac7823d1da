/**
 * The socket worker: the realtime connection runs here, off the page's main thread, so its request round
 * trips, packet decoding and parsing never take a frame's time from the page, and market deltas cross
 * already read by the readers of the brand's plugins. It answers the page's socket service in the messages of
 * socket-messages.ts.
 */
import { io } from 'socket.io-client';
import { serveSocket } from './socket-client';
import type { ToPage, ToWorker } from './socket-messages';
import { socketReaderModules } from '../generated/socket-readers';

const scope = self as unknown as { postMessage(message: ToPage): void; onmessage: ((event: MessageEvent<ToWorker>) => void) | null };
const serve = serveSocket(io, socketReaderModules, (message) => scope.postMessage(message));

scope.onmessage = ({ data }) => serve(data);

scope.postMessage({ type: 'ready' });
