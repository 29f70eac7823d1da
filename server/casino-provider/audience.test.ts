/**
 * The audience's pacing: rooms fill to their size, a list goes one room per turn of the event loop after
 * the events before it, a moment overtakes lists and goes several rooms per turn, and every room hears a
 * room's events in the order they were sent (a moment may pass a list).
 */
import { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { Audience, MOMENT_ROOMS } from './audience';

const K = MOMENT_ROOMS;
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, n) => from + n);
import type { RoomWriter } from './room-writer';

/** A room writer that records each room write and the turn it was made in. */
function recordingWriter() {
  const writes: Array<{ turn: number; room: string; event: string }> = [];
  let turn = 0;
  let ticking = true;
  const tick = () => {
    turn += 1;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  // Events written together are recorded as one write, their names joined by '+'.
  const writer: RoomWriter = (events) => (room) => void writes.push({ turn, room, event: events.map((e) => e.event).join('+') });
  return { writer, writes, stop: () => (ticking = false) };
}

function fakeSocket(): Socket & EventEmitter {
  const socket = new EventEmitter() as Socket & EventEmitter;
  (socket as unknown as { join: (rooms: string[]) => Promise<void> }).join = async () => {};
  return socket;
}

/** An audience of one-socket rooms, `rooms` of them. */
async function audienceOf(writer: RoomWriter, rooms: number): Promise<Audience> {
  const audience = new Audience(writer, 'game', 1);
  for (let i = 0; i < rooms; i += 1) await audience.join(fakeSocket());
  return audience;
}

describe('Audience', () => {
  it('fills rooms to their size and refills a room a socket left', async () => {
    const { writer, stop } = recordingWriter();
    const audience = new Audience(writer, 'game', 2);
    const sockets = Array.from({ length: 5 }, fakeSocket);
    for (const socket of sockets) await audience.join(socket);
    expect((audience as unknown as { sizes: number[] }).sizes).toEqual([2, 2, 1]);
    sockets[0]!.emit('disconnect');
    await audience.join(fakeSocket());
    expect((audience as unknown as { sizes: number[] }).sizes).toEqual([2, 2, 1]);
    stop();
  });

  it('takes a socket that leaves out of its room once: its disconnect later changes nothing, and it can join again', async () => {
    const { writer, stop } = recordingWriter();
    const audience = new Audience(writer, 'game', 2);
    const left: string[] = [];
    const sockets = Array.from({ length: 3 }, () => {
      const socket = fakeSocket();
      (socket as unknown as { leave: (room: string) => Promise<void> }).leave = async (room) => void left.push(room);
      return socket;
    });
    for (const socket of sockets) await audience.join(socket);
    await audience.leave(sockets[0]!);
    expect(left).toEqual(['game:0']);
    sockets[0]!.emit('disconnect');
    expect((audience as unknown as { sizes: number[] }).sizes).toEqual([1, 1]);
    // Joining twice keeps one seat.
    await audience.join(sockets[1]!);
    expect((audience as unknown as { sizes: number[] }).sizes).toEqual([1, 1]);
    await audience.join(sockets[0]!);
    expect((audience as unknown as { sizes: number[] }).sizes).toEqual([2, 1]);
    stop();
  });

  it('tells when everything sent has been written to every room', async () => {
    const { writer, writes, stop } = recordingWriter();
    const audience = await audienceOf(writer, 4);
    await audience.sent();
    audience.emit('a', 1);
    audience.emit('b', 2);
    await audience.sent();
    expect(writes.map((w) => `${w.event}@${w.room}`)).toEqual([...range(0, 4).map((r) => `a@game:${r}`), ...range(0, 4).map((r) => `b@game:${r}`)]);
    stop();
  });

  it('sends a list a room per turn, after the list before it', async () => {
    const { writer, writes, stop } = recordingWriter();
    const audience = await audienceOf(writer, 4);
    audience.emit('bets', {});
    audience.emit('cash-outs', {});
    expect(writes).toHaveLength(1);
    await audience.sent();
    expect(writes.map((w) => `${w.event}@${w.room}`)).toEqual(['bets@game:0', 'bets@game:1', 'bets@game:2', 'bets@game:3', 'cash-outs@game:0', 'cash-outs@game:1', 'cash-outs@game:2', 'cash-outs@game:3']);
    // One room each turn: no two writes in the same turn.
    expect(new Set(writes.map((w) => w.turn)).size).toBe(writes.length);
    expect(audience.sending).toBe(false);
    stop();
  });

  it('sends a moment ahead of a list on its way, MOMENT_ROOMS rooms a turn, its first rooms at once', async () => {
    const { writer, writes, stop } = recordingWriter();
    const rooms = 2 * K + 2;
    const audience = await audienceOf(writer, rooms);
    audience.emit('bets', {});
    await new Promise((resolve) => setImmediate(resolve));
    const before = writes.length;
    audience.emitNow('crash', {});
    expect(writes.slice(before).map((w) => w.event)).toEqual(range(0, K).map(() => 'crash'));
    await audience.sent();
    const crash = writes.filter((w) => w.event === 'crash');
    expect(crash.map((w) => w.room)).toEqual(range(0, rooms).map((n) => `game:${n}`));
    expect(new Set(crash.map((w) => w.turn)).size).toBe(3);
    // The list resumes after the moment and still reaches every room once.
    const bets = writes.filter((w) => w.event === 'bets');
    expect(bets.map((w) => w.room).sort()).toEqual(range(0, rooms).map((n) => `game:${n}`).sort());
    expect(writes.findIndex((w) => w.event === 'bets' && w.turn > crash.at(-1)!.turn)).toBeGreaterThan(writes.indexOf(crash.at(-1)!));
    stop();
  });

  it('keeps moments in their order', async () => {
    const { writer, writes, stop } = recordingWriter();
    const audience = await audienceOf(writer, 7);
    audience.emitNow('take-off', {});
    audience.emitNow('crash', {});
    await audience.sent();
    for (let room = 0; room < 7; room += 1) expect(writes.filter((w) => w.room === `game:${room}`).flatMap((w) => w.event.split('+'))).toEqual(['take-off', 'crash']);
    stop();
  });

  it('sends a moment that follows one still on its way with it to the rooms not yet written, and first to those written', async () => {
    const { writer, writes, stop } = recordingWriter();
    const rooms = 2 * K + 2;
    const audience = await audienceOf(writer, rooms);
    audience.emit('bets', {});
    audience.emitNow('take-off', {});
    audience.emitNow('crash', {});
    // At once: the take-off's first rooms, then the crash to those.
    expect(writes.map((w) => `${w.event}@${w.room}`)).toEqual(['bets@game:0', ...range(0, K).map((n) => `take-off@game:${n}`), ...range(0, K).map((n) => `crash@game:${n}`)]);
    await audience.sent();
    // The other rooms hear both in one write, MOMENT_ROOMS rooms a turn: the crash is everywhere within a lone moment's three turns.
    const both = writes.filter((w) => w.event === 'take-off+crash');
    expect(both.map((w) => w.room)).toEqual(range(K, rooms).map((n) => `game:${n}`));
    expect(new Set(both.map((w) => w.turn)).size).toBe(2);
    expect(both.at(-1)!.turn - writes[0]!.turn).toBeLessThanOrEqual(2);
    stop();
  });

  it('gives every room each event once, moments and lists each in their order, whatever is sent while rooms open', async () => {
    // A seeded generator: the same cases on every run.
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    for (let trial = 0; trial < 40; trial += 1) {
      const { writer, writes, stop } = recordingWriter();
      const audience = new Audience(writer, 'game', 1);
      const sent: Array<{ name: string; moment: boolean; rooms: number }> = [];
      let rooms = 0;
      for (let step = 0; step < 30; step += 1) {
        const roll = random();
        if (roll < 0.25 || rooms === 0) {
          await audience.join(fakeSocket());
          rooms += 1;
        } else if (roll < 0.35) {
          await new Promise((resolve) => setImmediate(resolve));
        } else {
          const moment = roll < 0.75;
          const name = `${moment ? 'm' : 'l'}${step}`;
          sent.push({ name, moment, rooms });
          if (moment) audience.emitNow(name, {});
          else audience.emit(name, {});
        }
      }
      await audience.sent();
      expect(audience.sending).toBe(false);
      for (let room = 0; room < rooms; room += 1) {
        const heard = writes.filter((w) => w.room === `game:${room}`).flatMap((w) => w.event.split('+'));
        const due = sent.filter((e) => e.rooms > room);
        // Each event sent while the room was open, once; nothing sent before it opened.
        expect([...heard].sort()).toEqual(due.map((e) => e.name).sort());
        expect(heard.filter((name) => name.startsWith('m'))).toEqual(due.filter((e) => e.moment).map((e) => e.name));
        expect(heard.filter((name) => name.startsWith('l'))).toEqual(due.filter((e) => !e.moment).map((e) => e.name));
      }
      stop();
    }
  });

  it('tells when the moments sent so far have reached every room, lists still on their way or not', async () => {
    const { writer, writes, stop } = recordingWriter();
    const rooms = 2 * K + 2;
    const audience = await audienceOf(writer, rooms);
    let early = false;
    await audience.momentsSent().then(() => (early = true));
    expect(early).toBe(true);
    audience.emit('bets', {});
    audience.emitNow('take-off', {});
    audience.emitNow('crash', {});
    let writtenWhenTold = -1;
    const told = audience.momentsSent().then(() => (writtenWhenTold = writes.filter((w) => w.event.includes('crash')).length));
    expect(writtenWhenTold).toBe(-1);
    await told;
    // Every room had the crash, and the list was still going.
    expect(writtenWhenTold).toBe(rooms);
    expect(audience.sending).toBe(true);
    await audience.sent();
    stop();
  });
});
