/** Shared set-up for exchange tests: a database (SQLite in memory, or PostgreSQL in a fresh schema) and markets. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, vi } from 'vitest';
import { createUser, fund } from '../accounts/users';
import { openDatabase, type OpenDatabase } from '../db/database';
import { MarketBoard } from '../feed/market-board';
import type { MarketSnapshot } from '../feed/types';
import type { ExchangeDeps } from './orders';
import { placementStore } from './placement-store';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresReachable(): Promise<boolean> {
  try {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** 'sqlite': in memory, written on this thread; 'sqlite-file': a file in a temporary folder, written by the writer thread. */
export type TestDatabaseKind = 'sqlite' | 'sqlite-file' | 'postgres';

export async function testDatabase(kind: TestDatabaseKind): Promise<OpenDatabase & { drop(): Promise<void> }> {
  if (kind === 'sqlite') {
    const open = await openDatabase({ memory: true });
    return { ...open, drop: open.close };
  }
  if (kind === 'sqlite-file') {
    const dataDir = mkdtempSync(join(tmpdir(), 'wl-exchange-'));
    const open = await openDatabase({ dataDir });
    return { ...open, drop: async () => (await open.close(), rmSync(dataDir, { recursive: true, force: true })) };
  }
  const schema = `wl_test_${randomBytes(6).toString('hex')}`;
  const open = await openDatabase({ databaseUrl: POSTGRES_URL, schema });
  return {
    ...open,
    async drop() {
      await sql.raw(`drop schema ${schema} cascade`).execute(open.db);
      await open.close();
    },
  };
}

/**
 * Waits until `count` PostgreSQL backends wait for a lock that the backend `holderPid` holds, directly or
 * behind another waiter: the interleaving a race test forces is then in place.
 */
export async function lockWaitersBehind(open: OpenDatabase, holderPid: number, count: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await open.postgres!.pool.query(
        `with recursive chain(pid) as (select $1::int union select a.pid from pg_stat_activity a, chain c where c.pid = any(pg_blocking_pids(a.pid)))
         select count(*)::int - 1 as n from chain`,
        [holderPid],
      );
      if (rows[0].n < count) throw new Error(`expected ${count} waiting, saw ${rows[0].n}`);
    },
    { timeout: 10_000, interval: 20 },
  );
}

function testMarket(id: string, name: string, type: MarketSnapshot['type']): Omit<MarketSnapshot, 'version' | 'runners'> {
  return { id, name, type, eventTypeId: '4', eventId: `e-${id}`, eventName: 'India v Australia', competitionId: 'c-1', competitionName: 'Test Series', status: 'OPEN' };
}

export function matchOdds(id: string, back: number, lay: number, size = 1_00_000_00): Omit<MarketSnapshot, 'version'> {
  return {
    ...testMarket(id, 'Match Odds', 'MATCH_ODDS'),
    runners: ['A', 'B', 'C'].map((runner) => ({ id: runner, name: `Runner ${runner}`, back: [{ price: back, size }], lay: [{ price: lay, size }] })),
  };
}

export function sessionMarket(id: string, noLine: number, yesLine: number, rate = 100): Omit<MarketSnapshot, 'version'> {
  return {
    ...testMarket(id, '6 Over Runs', 'SESSION'),
    runners: [],
    line: { noLine, noRate: rate, yesLine, yesRate: rate, size: 1_00_000_00 },
  };
}

export function exchangeDeps(open: OpenDatabase, board: MarketBoard, now = () => Date.now()): ExchangeDeps {
  return { db: open.db, dialect: open.dialect, store: placementStore(open), markets: board, now, sleep: async () => {}, betDelayMs: () => 0 };
}

export interface ExchangeTestbed {
  db: Awaited<ReturnType<typeof testDatabase>>;
  board: MarketBoard;
  deps: ExchangeDeps;
}

/** For a describe block: a database of `kind`, an empty market board and the exchange over them, handed to `use` before its tests and closed after. */
export function withExchangeTestbed(kind: TestDatabaseKind, use: (bed: ExchangeTestbed) => void): void {
  let bed: ExchangeTestbed | undefined;
  beforeAll(async () => {
    const db = await testDatabase(kind);
    const board = new MarketBoard();
    bed = { db, board, deps: exchangeDeps(db, board) };
    use(bed);
  });
  afterAll(async () => {
    await bed?.deps.store.close();
    await bed?.db.drop();
  });
}

export async function fundedPlayer(open: OpenDatabase, rupees: number, name = `p${randomBytes(4).toString('hex')}`, promoCode: string | null = null): Promise<string> {
  const user = await createUser(open.db, { username: name, phone: null, password: 'Secret@123', role: 'admin', siteUrl: 'test', managerId: 'm', promoCode }, Date.now());
  if (rupees > 0) await fund(open.db, user.id, rupees * 100, `seed:${user.id}`, 'Sandbox credit', Date.now());
  return user.id;
}

/** A seeded pseudo-random sequence (a linear congruential generator), so a random run repeats exactly. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)), pick: <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}
