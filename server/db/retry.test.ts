import { describe, expect, it } from 'vitest';
import { DatabaseBusy, isRetryableDatabaseError, retryDelay, withRetry } from './retry';

const coded = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });

describe('retryable database errors', () => {
  it.each([
    ['a deadlock', coded('40P01'), true],
    ['a serialization failure', coded('40001'), true],
    ['the server shutting down', coded('57P01'), true],
    ['a reset connection', coded('ECONNRESET'), true],
    ['SQLite busy', coded('SQLITE_BUSY'), true],
    ['a dropped node-postgres connection', new Error('Connection terminated unexpectedly'), true],
    ['a unique violation', coded('23505'), false],
    ['a syntax error', coded('42601'), false],
    ['a plain error', new Error('nope'), false],
    ['nothing', undefined, false],
  ])('%s: %s', (_name, error, retryable) => {
    expect(isRetryableDatabaseError(error)).toBe(retryable);
  });
});

describe('withRetry', () => {
  const instant = { sleep: async () => {}, random: () => 0.5 };

  it('does the work again after retryable failures and answers what it finally returns', async () => {
    let calls = 0;
    const answer = await withRetry(async () => {
      calls += 1;
      if (calls < 3) throw coded('40P01');
      return 'done';
    }, instant);
    expect([answer, calls]).toEqual(['done', 3]);
  });

  it('throws any other error at once', async () => {
    let calls = 0;
    await expect(withRetry(async () => {
      calls += 1;
      throw coded('23505');
    }, instant)).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
  });

  it('gives up after the attempts allowed with DatabaseBusy carrying the last error', async () => {
    let calls = 0;
    const failure = await withRetry(async () => {
      calls += 1;
      throw coded('40001');
    }, { ...instant, attempts: 4 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseBusy);
    expect((failure as DatabaseBusy).cause).toMatchObject({ code: '40001' });
    expect(calls).toBe(4);
  });

  it('waits a random share of a doubling cap (full jitter), never past the largest wait', () => {
    const policy = { baseDelayMs: 5, maxDelayMs: 200 };
    expect([1, 2, 3, 4, 8].map((n) => retryDelay({ ...policy, random: () => 0.999 }, n))).toEqual([5, 10, 20, 40, 200]);
    expect(retryDelay({ ...policy, random: () => 0 }, 5)).toBe(0);
  });
});
