/**
 * An append-only file of JSON lines, for the game journals (a killed process leaves on disk every step
 * a player was told about). A line is on disk (in the OS's cache, which survives the process) when
 * `write` returns, or when the promise of `append` resolves.
 *
 * `append` gathers the lines appended during one turn of the event loop (the bets of every socket read
 * in that turn, the bets whose answers came in one wallet batch) into a single write, made before any of
 * their promises resolve: at a busy table, one write a turn instead of one per socket read.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
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
      // Written once this turn's I/O callbacks have run (setImmediate runs after them): the bets of every
      // socket read in the turn share one write, and none waits longer than the turn.
      gathered.written = new Promise<void>((resolve, reject) =>
        setImmediate(() => {
          try {
            if (this.gathered === gathered) this.writeGathered('');
          } catch {
            // Recorded as the gathered lines' failure below.
          }
          if (gathered.failure !== undefined) reject(gathered.failure);
          else resolve();
        }),
      );
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

/** Every line of a journal file, in order. A torn last line (the process died writing it) is skipped. */
export function readJournalLines<Line>(file: string): Line[] {
  if (!existsSync(file)) return [];
  const lines: Line[] = [];
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text) continue;
    try {
      lines.push(JSON.parse(text) as Line);
    } catch {
      continue;
    }
  }
  return lines;
}
