import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const writes = vi.hoisted(() => ({ count: 0, fail: false }));
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return {
    ...fs,
    writeSync: (...args: Parameters<typeof fs.writeSync>) => {
      writes.count += 1;
      if (writes.fail) throw new Error('disk full');
      return (fs.writeSync as (...a: unknown[]) => number)(...args);
    },
  };
});

const { JournalFile } = await import('./journal-file');

let dir: string | undefined;
function openJournal() {
  dir = mkdtempSync(join(tmpdir(), 'journal-'));
  const file = join(dir, 'j.jsonl');
  return { journal: new JournalFile<{ n: number }>(file), lines: () => readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { n: number }).n) };
}

afterEach(() => {
  writes.count = 0;
  writes.fail = false;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('JournalFile', () => {
  it('writes the lines appended by one callback with one write, before any of their promises resolves', async () => {
    const { journal, lines } = openJournal();
    const seenAtResolve: number[][] = [];
    const appended = Array.from({ length: 100 }, (_, n) => journal.append({ n }).then(() => seenAtResolve.push(lines())));
    expect(lines()).toEqual([]);
    await Promise.all(appended);
    expect(writes.count).toBe(1);
    expect(seenAtResolve.every((seen) => seen.length === 100)).toBe(true);
    expect(lines()).toEqual(Array.from({ length: 100 }, (_, n) => n));
    await journal.append({ n: 100 });
    expect(writes.count).toBe(2);
    journal.close();
  });

  it('writes the lines appended by the callbacks of one turn of the event loop with one write', async () => {
    const { journal, lines } = openJournal();
    // Two callbacks of the same turn (as two sockets' reads are): both appends share the write.
    const appended = await new Promise<Array<Promise<void>>>((resolve) => {
      const promises: Array<Promise<void>> = [];
      setImmediate(() => promises.push(journal.append({ n: 1 })));
      setImmediate(() => {
        promises.push(journal.append({ n: 2 }));
        resolve(promises);
      });
    });
    await Promise.all(appended);
    expect(writes.count).toBe(1);
    expect(lines()).toEqual([1, 2]);
    journal.close();
  });

  it('keeps the order of lines written at once and lines appended before them', async () => {
    const { journal, lines } = openJournal();
    const first = journal.append({ n: 1 });
    journal.write({ n: 2 });
    expect(lines()).toEqual([1, 2]);
    const third = journal.append({ n: 3 });
    await Promise.all([first, third]);
    expect(lines()).toEqual([1, 2, 3]);
    journal.close();
  });

  it('rejects the appends of a write that failed, even when a direct write took them', async () => {
    const { journal } = openJournal();
    const appended = journal.append({ n: 1 });
    writes.fail = true;
    expect(() => journal.write({ n: 2 })).toThrow('disk full');
    await expect(appended).rejects.toThrow('disk full');
    const alone = journal.append({ n: 3 });
    await expect(alone).rejects.toThrow('disk full');
    writes.fail = false;
    journal.close();
  });
});
