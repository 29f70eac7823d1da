/**
 * Everyone following a game, kept in rooms of at most a few hundred sockets. An event for all of them goes
 * out a few rooms per turn of the event loop: with thousands of players an event is thousands of socket
 * writes, and written in one go they would hold the turn for tens of milliseconds, with every
 * acknowledgement, cash-out and timer waiting behind them. Between turns those run.
 *
 * Two kinds of event:
 * - a list (`emit`): one room a turn, after every event sent before it;
 * - a moment whose time matters (`emitNow`: a round opening, a take-off, a crash): MOMENT_ROOMS rooms a
 *   turn, ahead of lists still on their way (after moments sent before it), its first rooms written at once.
 * Each room gets the events in the order they were sent, but for a moment overtaking a list. An event is
 * framed once and written to each room's sockets in this process (room-writer.ts); the rooms' names
 * carry this process's prefix, so no other process holds their sockets.
 */
import type { Socket } from 'socket.io';
import type { RoomWrite, RoomWriter } from './room-writer';

/** Sockets a room is filled to before the next is opened; one room is written in 3 to 4 ms here. */
export const ROOM_SIZE = 250;
/** Rooms a moment goes to per turn: 1,250 sockets, 13 to 20 ms. */
const MOMENT_ROOMS = 5;

interface Outgoing {
  /** The event, framed once, for each room. */
  write: RoomWrite;
  moment: boolean;
  /** The next room to write. */
  next: number;
  /** Rooms the event goes to (those open when it was sent). */
  rooms: number;
  perTurn: number;
}

export class Audience {
  private readonly queue: Outgoing[] = [];
  private scheduled = false;
  /** Sockets in each room, by room number. */
  private readonly sizes: number[] = [];

  constructor(
    /** Writes an event to a room's sockets in this process (framedRoomWriter; the audience's rooms are this process's own). */
    private readonly writer: RoomWriter,
    /** Room names are `${prefix}:${n}`; the prefix keeps this audience apart from another process's behind a shared adapter. */
    private readonly prefix: string,
    private readonly roomSize = ROOM_SIZE,
  ) {}

  /** Puts the socket in the first room with space (a new one when all are full), and in `alsoRooms`; it leaves them when it disconnects. */
  async join(socket: Socket, alsoRooms: readonly string[] = []): Promise<void> {
    let room = this.sizes.findIndex((size) => size < this.roomSize);
    if (room === -1) room = this.sizes.push(0) - 1;
    this.sizes[room]! += 1;
    socket.once('disconnect', () => (this.sizes[room]! -= 1));
    await socket.join([this.roomName(room), ...alsoRooms]);
  }

  /** A list for every socket: a room a turn, after the events sent before it. */
  emit(event: string, payload: unknown): void {
    this.queue.push(this.outgoing(event, payload, 1, false));
    if (this.queue.length === 1) this.writeHead();
  }

  /** A moment for every socket: ahead of lists on their way, MOMENT_ROOMS rooms a turn, the first at once. */
  emitNow(event: string, payload: unknown): void {
    const at = this.queue.findIndex((outgoing) => !outgoing.moment);
    const first = at === -1 ? this.queue.length : at;
    this.queue.splice(first, 0, this.outgoing(event, payload, MOMENT_ROOMS, true));
    if (first === 0) this.writeHead();
  }

  /** Whether an event is still on its way to some rooms. */
  get sending(): boolean {
    return this.queue.length > 0;
  }

  private outgoing(event: string, payload: unknown, perTurn: number, moment: boolean): Outgoing {
    return { write: this.writer(event, payload), next: 0, rooms: Math.max(1, this.sizes.length), perTurn, moment };
  }

  private roomName(room: number): string {
    return `${this.prefix}:${room}`;
  }

  /** The turn's rooms of the event at the head of the queue, then the next turn is asked for (once). */
  private writeHead(): void {
    const head = this.queue[0];
    if (!head) return;
    for (let k = 0; k < head.perTurn && head.next < head.rooms; k += 1) {
      head.write(this.roomName(head.next));
      head.next += 1;
    }
    if (head.next >= head.rooms) this.queue.shift();
    if (this.queue.length > 0 && !this.scheduled) {
      this.scheduled = true;
      setImmediate(this.writeTurn);
    }
  }

  private writeTurn = (): void => {
    this.scheduled = false;
    this.writeHead();
  };
}
