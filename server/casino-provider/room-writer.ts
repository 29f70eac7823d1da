/**
 * Writes one event to every socket of a room, the message framed once.
 *
 * socket.io's own broadcast encodes an event once too, but then goes through engine.io and ws for each
 * socket (a packet object, its events, a write buffer, a corked two-part write with a callback): about
 * 20 µs a socket here, so an event for 5,000 players held the server for about 100 ms. Here the
 * WebSocket frame is built once, as one buffer, and written straight to each socket's TCP connection
 * when nothing else is waiting to go out on it; a socket on another transport (long polling), in an
 * upgrade, or with engine.io packets still queued takes socket.io's own path, so every socket still
 * hears its events in the order they were sent.
 */
import type { Namespace, Socket } from 'socket.io';
import WebSocket from 'ws';

/** An event and its payload, as socket.io's emit takes them. */
export interface RoomEvent {
  event: string;
  payload: unknown;
}
/** Prepared events: call it with a room to write them, in order, to that room's sockets in this process. */
export type RoomWrite = (room: string) => void;
/** Prepares events to be written to rooms together: one write for each socket, however many events. */
export type RoomWriter = (events: readonly RoomEvent[]) => RoomWrite;

/** engine.io's "message" packet type, before socket.io's own packet. */
const ENGINE_MESSAGE = '4';
const SOCKET_IO_EVENT = 2;

/** The parts of engine.io and ws a direct write relies on; each is checked before it is used. */
interface EngineConnection {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: { name: string; writable: boolean; perMessageDeflate: unknown; socket?: { readyState: number; _socket?: { writable: boolean; write(data: Buffer): boolean } } };
}

/** The TCP connection an event can be written to directly, or null when socket.io's path must be taken. */
function directConnection(socket: Socket): { write(data: Buffer): boolean } | null {
  const conn = socket.conn as unknown as EngineConnection;
  const { transport } = conn;
  if (conn.readyState !== 'open' || conn.upgrading || conn.writeBuffer.length > 0) return null;
  if (transport.name !== 'websocket' || !transport.writable || transport.perMessageDeflate) return null;
  const ws = transport.socket;
  const tcp = ws?._socket;
  return ws && ws.readyState === WebSocket.OPEN && tcp && tcp.writable ? tcp : null;
}

/**
 * One WebSocket text frame holding the engine.io message (RFC 6455 section 5.2): FIN and the text opcode,
 * unmasked as a server's frames are, the payload length in 7 bits, or 126 and 16 bits, or 127 and 64 bits.
 */
function textFrame(text: string): Buffer {
  const data = Buffer.from(ENGINE_MESSAGE + text);
  const length = data.length;
  const header = Buffer.alloc(length < 126 ? 2 : length < 65_536 ? 4 : 10);
  header[0] = 0x81;
  if (length < 126) header[1] = length;
  else if (length < 65_536) {
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, data]);
}

export function framedRoomWriter(namespace: Namespace): RoomWriter {
  const { encoder } = namespace.adapter as unknown as { encoder: { encode(packet: object): unknown[] } };
  /** The event's WebSocket frame, or null for a payload with binary parts (more than one packet: socket.io's path then). */
  const frame = ({ event, payload }: RoomEvent): Buffer | null => {
    const encoded = encoder.encode({ type: SOCKET_IO_EVENT, nsp: namespace.name, data: [event, payload] });
    return encoded.length === 1 && typeof encoded[0] === 'string' ? textFrame(encoded[0]) : null;
  };
  return (events) => {
    const frames = events.map(frame);
    // The events' frames back to back, written at once: a client reads them as the separate messages they are.
    const message = frames.every((f) => f !== null) ? Buffer.concat(frames as Buffer[]) : null;
    return (room) => {
      const ids = namespace.adapter.rooms.get(room);
      if (!ids) return;
      for (const id of ids) {
        const socket = namespace.sockets.get(id);
        if (!socket) continue;
        const tcp = message && directConnection(socket);
        if (message && tcp) tcp.write(message);
        else for (const { event, payload } of events) socket.emit(event, payload);
      }
    };
  };
}
