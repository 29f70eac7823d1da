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
 * Each room gets the events in the order they were sent, but for a moment overtaking a list. A moment sent
 * while the one before it is still on its way rides with it to the rooms not yet written. An event is
 * framed once and written to each room's sockets in this process (room-writer.ts); the rooms' names
 * carry this process's prefix, so no other process holds their sockets.
 */
import type { Socket } from 'socket.io';
import type { RoomEvent, RoomWrite, RoomWriter } from './room-writer';

/** Sockets a room is filled to before the next is opened; one room is written in 3 to 4 ms here. */
export const ROOM_SIZE = 250;
/**
 * Rooms a moment goes to per turn: 2,500 sockets, 25 to 40 ms. A moment waits for nothing else (a crash
 * for 5,000 players in two turns), and what it holds up is little: no cash-out can come before a take-off
 * is heard, and none counts after a crash.
 */
export const MOMENT_ROOMS = 10;

interface Outgoing {
  /** The events, written together to each room (a moment sent while the one before it was on its way rides with it). */
  events: RoomEvent[];
  /** The events, framed once, for each room. */
  write: RoomWrite;
  moment: boolean;
  /** The next room to write. */
  next: number;
  /** The room after the last one to write. */
  end: number;
}

export class Audience {
  private readonly queue: Outgoing[] = [];
  private scheduled = false;
  /** Who waits for the moments on their way to be written everywhere. */
  private readonly momentWaiters: Array<() => void> = [];
  /** Sockets in each room, by room number. */
  private readonly sizes: number[] = [];
  /** Each socket's room, and what it does when it disconnects. */
  private readonly rooms = new Map<Socket, { room: number; gone: () => void }>();
  /** Who waits for every event on its way to be written everywhere. */
  private readonly sentWaiters: Array<() => void> = [];

  constructor(
    /** Writes events to a room's sockets in this process (framedRoomWriter; the audience's rooms are this process's own). */
    private readonly writer: RoomWriter,
    /** Room names are `${prefix}:${n}`; the prefix keeps this audience apart from another process's behind a shared adapter. */
    private readonly prefix: string,
    private readonly roomSize = ROOM_SIZE,
  ) {}

  /** Puts the socket in the first room with space (a new one when all are full), and in `alsoRooms`; it leaves them when it disconnects. */
  async join(socket: Socket, alsoRooms: readonly string[] = []): Promise<void> {
    if (this.rooms.has(socket)) return void (await socket.join([...alsoRooms]));
    let room = this.sizes.findIndex((size) => size < this.roomSize);
    if (room === -1) room = this.sizes.push(0) - 1;
    this.sizes[room]! += 1;
    const gone = () => this.forget(socket);
    this.rooms.set(socket, { room, gone });
    socket.once('disconnect', gone);
    await socket.join([this.roomName(room), ...alsoRooms]);
  }

  /** Takes the socket out of its room (it hears nothing more from this audience). */
  async leave(socket: Socket): Promise<void> {
    const seat = this.rooms.get(socket);
    if (!seat) return;
    socket.off('disconnect', seat.gone);
    this.forget(socket);
    await socket.leave(this.roomName(seat.room));
  }

  private forget(socket: Socket): void {
    const seat = this.rooms.get(socket);
    if (!seat) return;
    this.rooms.delete(socket);
    this.sizes[seat.room]! -= 1;
  }

  /** A list for every socket: a room a turn, after the events sent before it. */
  emit(event: string, payload: unknown): void {
    this.queue.push(this.outgoing([{ event, payload }], 0, this.roomCount, false));
    if (this.queue.length === 1) this.writeHead();
  }

  /**
   * A moment for every socket: ahead of lists on their way, MOMENT_ROOMS rooms a turn, the first at once.
   * While the moment before it is still on its way (a crash at 1.00× follows its take-off at once), the
   * rooms that moment has not reached get both in one write, and those it has reached get this one first:
   * the last socket hears it a moment's writing after it was sent, not two.
   */
  emitNow(event: string, payload: unknown): void {
    const sent: RoomEvent = { event, payload };
    const lists = this.queue.findIndex((outgoing) => !outgoing.moment);
    const after = lists === -1 ? this.queue.length : lists;
    const last = after > 0 ? this.queue[after - 1]! : null;
    const rooms = this.roomCount;
    if (!last) {
      this.queue.unshift(this.outgoing([sent], 0, rooms, true));
      this.writeHead();
      return;
    }
    // The rooms the last moment has still to write get this one in the same write.
    last.events.push(sent);
    last.write = this.writer(last.events);
    // The others get it alone: first, when that moment is being written now, those it has written...
    const written = last.next > 0 ? this.outgoing([sent], 0, last.next, true) : null;
    const now = written !== null && last === this.queue[0];
    // ...or else after it, as the rooms opened since it was sent do.
    const opened = last.end < rooms ? this.outgoing([sent], last.end, rooms, true) : null;
    const behind = [now ? null : written, opened].filter((outgoing): outgoing is Outgoing => outgoing !== null);
    this.queue.splice(after, 0, ...behind);
    if (now) {
      this.queue.unshift(written);
      this.writeHead();
    }
  }

  /** Resolves once every moment sent so far has been written to every room (at once when none is on its way). */
  momentsSent(): Promise<void> {
    if (!this.queue.some((outgoing) => outgoing.moment)) return Promise.resolve();
    return new Promise((resolve) => this.momentWaiters.push(resolve));
  }

  /** Resolves once every event sent so far has been written to every room (at once when none is on its way). */
  sent(): Promise<void> {
    if (this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.sentWaiters.push(resolve));
  }

  /** Whether an event is still on its way to some rooms. */
  get sending(): boolean {
    return this.queue.length > 0;
  }

  private get roomCount(): number {
    return Math.max(1, this.sizes.length);
  }

  private outgoing(events: RoomEvent[], next: number, end: number, moment: boolean): Outgoing {
    return { events, write: this.writer(events), next, end, moment };
  }

  private roomName(room: number): string {
    return `${this.prefix}:${room}`;
  }

  /** The turn's rooms of the event at the head of the queue, then the next turn is asked for (once). */
  private writeHead(): void {
    const head = this.queue[0];
    if (!head) return;
    for (let k = 0, perTurn = head.moment ? MOMENT_ROOMS : 1; k < perTurn && head.next < head.end; k += 1) {
      head.write(this.roomName(head.next));
      head.next += 1;
    }
    if (head.next >= head.end) {
      this.queue.shift();
      if (head.moment && this.momentWaiters.length > 0 && !this.queue.some((outgoing) => outgoing.moment)) {
        for (const resolve of this.momentWaiters.splice(0)) resolve();
      }
    }
    if (this.queue.length === 0) for (const resolve of this.sentWaiters.splice(0)) resolve();
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
