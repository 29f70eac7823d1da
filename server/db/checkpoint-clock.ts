/**
 * What the background checkpointer of a SQLite file (checkpoint-worker.ts) is doing, shared with the
 * threads that write the file, in memory all of them see: whether a pass is running, and how many passes
 * have ended. A writer that has to start its log again (wal-restart.ts) does so right after a pass has
 * ended, when what is left to copy is only what was committed since the pass began.
 *
 * One clock per file in this process: the checkpointer and each writer thread are given the same buffer.
 */
import { resolve } from 'node:path';

const clocks = new Map<string, SharedArrayBuffer>();

const RUNNING = 0;
const ENDED = 1;
const newBuffer = () => new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);

/** The shared buffer of `file`'s clock, made on first asking. */
export function checkpointClockBuffer(file: string): SharedArrayBuffer {
  const key = resolve(file);
  let buffer = clocks.get(key);
  if (!buffer) clocks.set(key, (buffer = newBuffer()));
  return buffer;
}

export class CheckpointClock {
  private readonly cells: Int32Array;

  /** Over a file's shared buffer (checkpointClockBuffer), or a buffer of its own. */
  constructor(buffer: SharedArrayBuffer = newBuffer()) {
    this.cells = new Int32Array(buffer);
  }

  /** The checkpointer's side: around each pass. */
  passStarted(): void {
    Atomics.store(this.cells, RUNNING, 1);
  }

  passEnded(): void {
    Atomics.store(this.cells, RUNNING, 0);
    Atomics.add(this.cells, ENDED, 1);
  }

  /** A writer's side. */
  get running(): boolean {
    return Atomics.load(this.cells, RUNNING) === 1;
  }

  /** Passes ended so far (wraps around; compare for change only). */
  get passes(): number {
    return Atomics.load(this.cells, ENDED);
  }
}
