import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../accounts/users';
import { configureSqlite, openDatabase, type OpenDatabase } from '../db/database';
import { defaultLimits } from './market-types';
import type { PlacementInput } from './placement-decision';
import { sqlitePlacementBatch } from './sqlite-placements';
import { fundedPlayer } from './test-support';

const R = 100;
let slip = 0;
function bet(userId: string, marketId: string, stake: number): PlacementInput {
  slip += 1;
  return {
    userId,
    request: { selectionId: 'A', side: 'back', price: 200, line: null, stake, betSlipRef: `kept-${slip}`, fromOneClick: false, clientIp: '127.0.0.1' },
    market: { id: marketId, name: 'Match Odds', type: 'MATCH_ODDS', eventTypeId: '4', eventId: 'e1', eventName: 'India v Australia', competitionId: 'c1', runnerIds: ['A', 'B'], winners: 1, selectionName: 'India' },
    fills: [{ price: 200, size: stake }],
    limits: defaultLimits('MATCH_ODDS', '4'),
  };
}

describe('placement writer keeping players between batches', () => {
  let dataDir: string;
  let open: OpenDatabase;
  let writer: SQLite.Database;
  let place: ReturnType<typeof sqlitePlacementBatch>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'wl-kept-'));
    open = await openDatabase({ dataDir });
    writer = new SQLite(open.file!);
    configureSqlite(writer);
    place = sqlitePlacementBatch(writer, { rememberState: true });
  });
  afterAll(async () => {
    writer.close();
    await open.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts its own placements across batches and markets', async () => {
    const player = await fundedPlayer(open, 1000);
    expect(place([bet(player, 'm1', 400 * R)]).map((o) => o.ok)).toEqual([true]);
    expect(place([bet(player, 'm2', 400 * R), bet(player, 'm1', 100 * R)]).map((o) => o.ok)).toEqual([true, true]);
    // 900 of 1,000 is at risk: 200 more is refused.
    expect(place([bet(player, 'm3', 200 * R)])[0]).toMatchObject({ ok: false, rejected: true, message: expect.stringContaining('Insufficient balance') });
    expect(writer.prepare('select sum(exposure) from market_exposure where user_id = ?').pluck().get(player)).toBe(900 * R);
  });

  it('sees what another connection committed since: deposits, cleared exposure, a locked account', async () => {
    const player = await fundedPlayer(open, 500);
    expect(place([bet(player, 'm1', 500 * R)])[0]!.ok).toBe(true);
    expect(place([bet(player, 'm2', 100 * R)])[0]).toMatchObject({ ok: false, rejected: true });
    await fund(open.db, player, 100 * R, `more:${player}`, 'Sandbox credit', Date.now());
    expect(place([bet(player, 'm2', 100 * R)])[0]!.ok).toBe(true);
    await open.db.deleteFrom('market_exposure').where('user_id', '=', player).execute();
    expect(place([bet(player, 'm3', 600 * R)])[0]!.ok).toBe(true);
    await open.db.updateTable('users').set({ status: 'locked' }).where('id', '=', player).execute();
    expect(place([bet(player, 'm4', 1 * R)])[0]).toMatchObject({ ok: false, rejected: true, message: 'Your account is not allowed to bet.' });
  });

  it('forgets what a failed batch recorded', async () => {
    const player = await fundedPlayer(open, 1000);
    // The second placement's write is refused, so the whole batch, the first placement too, rolls back.
    writer.exec("create temp trigger refuse_m2 before insert on orders when new.market_id = 'm2' begin select raise(abort, 'refused'); end");
    expect(() => place([bet(player, 'm1', 600 * R), bet(player, 'm2', 300 * R)])).toThrow('refused');
    writer.exec('drop trigger refuse_m2');
    // Nothing of the failed batch stays counted: the full 1,000 is still there.
    expect(place([bet(player, 'm3', 1000 * R)])[0]!.ok).toBe(true);
  });
});
