/**
 * An append-only file of JSON lines, for the game journals (a killed process leaves on disk every step
 * a player was told about). A line is on disk (in the OS's cache, which survives the process) when
 * `write` returns, or when the promise of `append` resolves.
 *
 * `append` gathers the lines appended by one callback (the bets of one socket read, the bets whose
 * answers came in one wallet batch) into a single write made before any of their promises resolve.
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

interface Gathered {
  lines: string[];
  written: Promise<void>;
  failure?: unknown;
}

export class JournalFile<Line> {
  private readonly fd: number;
  private gathered: Gathered | null = null;

  constructor(readonly file: string) {
    mkdirSync(dirname(file), { recursive: true });
    this.fd = openSync(file, 'a', 0o600);
  }

  /** Writes the line now, after any gathered lines (which keep their order). */
  write(line: Line): void {
    this.writeGathered(`${JSON.stringify(line)}\n`);
  }

  /** Writes the line with the others appended by the current callback; resolves once they are written. */
  append(line: Line): Promise<void> {
    if (!this.gathered) {
      const gathered: Gathered = { lines: [], written: Promise.resolve() };
      // Written once the current callback's synchronous work is done: the bets of one socket read (a
      // client's burst, or a batch of answers) share it, and none waits for another turn of the loop.
      gathered.written = Promise.resolve().then(() => {
        if (this.gathered === gathered) this.writeGathered('');
        if (gathered.failure !== undefined) throw gathered.failure;
      });
      this.gathered = gathered;
    }
    this.gathered.lines.push(`${JSON.stringify(line)}\n`);
    return this.gathered.written;
  }

  private writeGathered(after: string): void {
    const gathered = this.gathered;
    this.gathered = null;
    const text = (gathered ? gathered.lines.join('') : '') + after;
    try {
      if (text) writeSync(this.fd, text);
    } catch (error) {
      if (gathered) gathered.failure = error;
      throw error;
    }
  }

  close(): void {
    try {
      this.writeGathered('');
    } finally {
      closeSync(this.fd);
    }
  }
}
