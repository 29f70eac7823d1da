/**
 * Writing socket.io packets straight to a socket's TCP connection as WebSocket frames, past engine.io and
 * ws (room-writer.ts for events to rooms, ack-writer.ts for acknowledgements).
 *
 * socket.io's own path goes through engine.io and ws for each packet: a packet object, its events, a write
 * buffer swapped for a new one at each flush, a corked two-part write with a callback, about 20 µs a
 * socket here. A frame written directly is one buffer and one write. It is written only when nothing else is waiting to go out on the socket
 * (so it never overtakes a packet socket.io is still sending), over a plain WebSocket: a socket on long
 * polling, in an upgrade, or with compression takes socket.io's own path.
 */
import type { Namespace, Socket } from 'socket.io';

/** readyState of an open WebSocket (the WHATWG value, the same in engine.io's own copy of ws): no import of a second ws. */
const WEBSOCKET_OPEN = 1;

/** engine.io's "message" packet type, before socket.io's own packet. */
const ENGINE_MESSAGE = 0x34; // '4'

/** The parts of engine.io and ws a direct write relies on; each is checked before it is used. */
interface EngineConnection {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: { name: string; writable: boolean; perMessageDeflate: unknown; socket?: { readyState: number; _socket?: { writable: boolean; write(data: Buffer): boolean } } };
}

/** The TCP connection a frame can be written to directly, or null when socket.io's path must be taken. */
export function directConnection(socket: Socket): { write(data: Buffer): boolean } | null {
  const conn = socket.conn as unknown as EngineConnection;
  const { transport } = conn;
  if (conn.readyState !== 'open' || conn.upgrading || conn.writeBuffer.length > 0) return null;
  if (transport.name !== 'websocket' || !transport.writable || transport.perMessageDeflate) return null;
  const ws = transport.socket;
  const tcp = ws?._socket;
  return ws && ws.readyState === WEBSOCKET_OPEN && tcp && tcp.writable ? tcp : null;
}

/**
 * One WebSocket text frame holding the engine.io message (RFC 6455 section 5.2), built in one buffer: FIN
 * and the text opcode, unmasked as a server's frames are, the payload length in 7 bits, or 126 and 16
 * bits, or 127 and 64 bits.
 */
function textFrame(text: string): Buffer {
  const length = 1 + Buffer.byteLength(text);
  const headerBytes = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerBytes + length);
  frame[0] = 0x81;
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame[headerBytes] = ENGINE_MESSAGE;
  frame.write(text, headerBytes + 1, 'utf8');
  return frame;
}

/**
 * Frames socket.io packets of the namespace with its adapter's encoder (as socket.io's broadcasts encode
 * them): a packet's text frame, or null for a packet with binary parts (more than one part: socket.io's
 * path then).
 */
export function packetFramer(namespace: Namespace): (packet: object) => Buffer | null {
  const { encoder } = namespace.adapter as unknown as { encoder: { encode(packet: object): unknown[] } };
  return (packet) => {
    const encoded = encoder.encode(packet);
    return encoded.length === 1 && typeof encoded[0] === 'string' ? textFrame(encoded[0]) : null;
  };
}
