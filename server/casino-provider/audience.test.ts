/**
 * The audience's pacing: rooms fill to their size, a list goes one room per turn of the event loop after
 * the events before it, a moment overtakes lists and goes several rooms per turn, and every room hears a
 * room's events in the order they were sent (a moment may pass a list).
 */
import { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { Audience } from './audience';
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
  const writer: RoomWriter = (event) => (room) => void writes.push({ turn, room, event });
  return { writer, writes, stop: () => (ticking = false) };
}

function fakeSocket(): Socket & EventEmitter {
  const socket = new EventEmitter() as Socket & EventEmitter;
  (socket as unknown as { join: (rooms: string[]) => Promise<void> }).join = async () => {};
  return socket;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

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

  it('sends a list a room per turn, after the list before it', async () => {
    const { writer, writes, stop } = recordingWriter();
    const audience = new Audience(writer, 'game', 1);
    for (let i = 0; i < 4; i += 1) await audience.join(fakeSocket());
    audience.emit('bets', {});
    audience.emit('cash-outs', {});
    expect(writes).toHaveLength(1);
    await settle();
    expect(writes.map((w) => `${w.event}@${w.room}`)).toEqual(['bets@game:0', 'bets@game:1', 'bets@game:2', 'bets@game:3', 'cash-outs@game:0', 'cash-outs@game:1', 'cash-outs@game:2', 'cash-outs@game:3']);
    // One room each turn: no two writes in the same turn.
    expect(new Set(writes.map((w) => w.turn)).size).toBe(writes.length);
    expect(audience.sending).toBe(false);
    stop();
  });

  it('sends a moment ahead of a list on its way, five rooms a turn, its first rooms at once', async () => {
    const { writer, writes, stop } = recordingWriter();
    const audience = new Audience(writer, 'game', 1);
    for (let i = 0; i < 12; i += 1) await audience.join(fakeSocket());
    audience.emit('bets', {});
    await new Promise((resolve) => setImmediate(resolve));
    const before = writes.length;
    audience.emitNow('crash', {});
    expect(writes.slice(before).map((w) => w.event)).toEqual(['crash', 'crash', 'crash', 'crash', 'crash']);
    await settle();
    const crash = writes.filter((w) => w.event === 'crash');
    expect(crash.map((w) => w.room)).toEqual(Array.from({ length: 12 }, (_, n) => `game:${n}`));
    expect(new Set(crash.map((w) => w.turn)).size).toBe(3);
    // The list resumes after the moment and still reaches every room once.
    const bets = writes.filter((w) => w.event === 'bets');
    expect(bets.map((w) => w.room).sort()).toEqual(Array.from({ length: 12 }, (_, n) => `game:${n}`).sort());
    expect(writes.findIndex((w) => w.event === 'bets' && w.turn > crash.at(-1)!.turn)).toBeGreaterThan(writes.indexOf(crash.at(-1)!));
    stop();
  });

  it('keeps moments in their order', async () => {
    const { writer, writes, stop } = recordingWriter();
    const audience = new Audience(writer, 'game', 1);
    for (let i = 0; i < 7; i += 1) await audience.join(fakeSocket());
    audience.emitNow('take-off', {});
    audience.emitNow('crash', {});
    await settle();
    for (let room = 0; room < 7; room += 1) expect(writes.filter((w) => w.room === `game:${room}`).map((w) => w.event)).toEqual(['take-off', 'crash']);
    stop();
  });
});
