/**
 * A socket's acknowledgements (the answers to a player's bets, cash-outs and joins) written as WebSocket
 * frames straight to its connection when nothing is waiting to go out on it (direct-frame.ts), as events
 * to rooms are; otherwise, and for an answer with binary parts, through socket.io as before.
 *
 * At a table of 2,000 players betting 5,000 times a second, acknowledgements through socket.io each went
 * through engine.io's write buffer, which is swapped for a new one at each flush. The new buffer lived
 * until the player's next bet, past two young-generation collections, so it was promoted, and the next
 * acknowledgement put in it was then kept (with its text) until a full collection: with the incoming
 * frames' own such arrays, about 1 MB promoted at each young collection and a full collection every 15 s
 * of betting, whose marking took a core from the bets on their way.
 *
 * socket.io sends every acknowledgement through the socket's `packet` method (the function given to an
 * event handler calls it once, with the ACK packet and its id); for the sockets it is given, that method
 * writes ACK packets here first.
 */
import type { Namespace, Socket } from 'socket.io';
import { directConnection, packetFramer } from './direct-frame';

/** socket.io's ACK packet type. */
const SOCKET_IO_ACK = 3;

interface Packet {
  type: number;
  id?: number;
  data?: unknown[];
}

/** What of socket.io's Socket this relies on: its one method for sending a packet, checked before it is taken over. */
interface PacketSender {
  packet(packet: Packet, opts?: object): void;
}

/** Call with each socket of the namespace, once, as it connects. */
export function directAcknowledgements(namespace: Namespace): (socket: Socket) => void {
  const framed = packetFramer(namespace);
  return (socket) => {
    const sender = socket as unknown as PacketSender;
    if (typeof sender.packet !== 'function') return;
    const throughSocketIo = sender.packet.bind(socket);
    sender.packet = (packet, opts) => {
      if (packet.type === SOCKET_IO_ACK) {
        const tcp = directConnection(socket);
        const frame = tcp && framed({ ...packet, nsp: namespace.name });
        if (tcp && frame) {
          tcp.write(frame);
          return;
        }
      }
      throughSocketIo(packet, opts);
    };
  };
}
