/** Read where the socket lives: market deltas cross to the page with clean names and runners packed. */
import { deltaFromWire } from './adapter';
import type { SocketReaders } from '../../../engine/plugin-api';

const readers: SocketReaders = { 'market-update': deltaFromWire };

export default readers;
