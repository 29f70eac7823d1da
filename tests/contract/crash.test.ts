/**
 * Kills the server with SIGKILL in the middle of a storm of bets from many sockets, restarts it on the
 * same data, and checks that every acknowledged bet is there, nothing is half-written and the
 * exchange's invariants hold.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { marketExposure } from '../../server/exchange/exposure';
import { MarketBoard } from '../../server/feed/market-board';
import { FeedSimulator } from '../../server/feed/simulator';
import { buildIfNeeded } from '../../server/build-if-needed';
import { PROJECT_ROOT } from '../support/fixtures';
import { startServerProcess, type ServerProcess } from '../bench/server-process';

const SEED = 777;
const BALL_MS = 4000;

function serverEnv(epoch: number): Record<string, string> {
  return { FEED_SEED: String(SEED), FEED_EPOCH: String(epoch), BALL_MS: String(BALL_MS), TOKEN_SECRET: 'crash-test-secret' };
}

describe('crash safety', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-crash-'));
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged bet and the invariants through SIGKILL', async () => {
    buildIfNeeded(PROJECT_ROOT, () => {});
    const epoch = Date.now();
    server = await startServerProcess(serverEnv(epoch), [], dataDir);
    let url = server.url;

    const players = await Promise.all(
      Array.from({ length: 8 }, async () => (await (await fetch(`${url}/api/LoginWithDemo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()).token.accessToken as string),
    );
    const markets = (await (await fetch(`${url}/api/exchange/odds/eventType/4`)).json()).result.flatMap((e: { markets: unknown[] }) => e.markets) as Array<{ marketId: string; runners: Array<{ selectionId: string; back: Array<{ price: number }>; lay: Array<{ price: number }> }> }>;
    expect(markets.length).toBeGreaterThan(0);

    const acknowledged = new Set<string>();
    const sockets: Socket[] = [];
    let serial = 0;
    for (const [i, token] of players.entries()) {
      for (let s = 0; s < 3; s += 1) {
        const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
        sockets.push(socket);
        socket.on('place-bet-success', (payload: { bet: { betSlipRef: string } }) => acknowledged.add(payload.bet.betSlipRef));
        const fire = () => {
          if (!socket.connected) return;
          const market = markets[serial % markets.length]!;
          const runner = market.runners[serial % market.runners.length]!;
          const back = serial % 2 === 0;
          serial += 1;
          socket.emit('create-bet', { token, bet: { runnerId: runner.selectionId, rate: back ? runner.back[0]!.price : runner.lay[0]!.price, stake: 10 + (serial % 50), marketId: market.marketId, type: back ? 'Back' : 'Lay', betSlipRef: `crash-${i}-${s}-${serial}` } });
        };
        socket.on('place-bet-success', fire);
        socket.on('place-bet-error', fire);
        socket.on('connect', () => {
          for (let k = 0; k < 4; k += 1) fire();
        });
      }
    }
    // Killed while bets are streaming in, once a good number are acknowledged.
    await vi.waitFor(() => expect(acknowledged.size).toBeGreaterThan(150), { timeout: 60_000, interval: 10 });
    await server.kill();
    for (const socket of sockets) socket.disconnect();
    console.log(`crash test: ${acknowledged.size} bets acknowledged before SIGKILL`);

    server = await startServerProcess(serverEnv(epoch), [], dataDir);
    url = server.url;

    const db = new SQLite(join(dataDir, 'exchange.sqlite'), { readonly: true });
    const refs = new Set((db.prepare('select bet_slip_ref from orders').all() as Array<{ bet_slip_ref: string }>).map((r) => r.bet_slip_ref));
    const missing = [...acknowledged].filter((ref) => !refs.has(ref));
    expect(missing).toEqual([]);
    const unbalanced = db.prepare('select tx_id from ledger_entries group by tx_id having sum(amount) != 0').all();
    expect(unbalanced).toEqual([]);
    const drift = db.prepare('select a.id from accounts a left join (select account_id, sum(amount) s from ledger_entries group by account_id) e on e.account_id = a.id where a.balance != coalesce(e.s, 0)').all();
    expect(drift).toEqual([]);
    const orphanTx = db.prepare('select t.id from ledger_transactions t left join ledger_entries e on e.tx_id = t.id where e.id is null and t.kind != ?').all('none');
    expect(orphanTx).toEqual([]);

    // Stored exposure equals exposure recomputed from open orders, against the same seeded card.
    const board = new MarketBoard();
    const feed = new FeedSimulator(board, { seed: SEED, ballMs: BALL_MS, onResult: () => {} });
    feed.start(epoch);
    feed.tick(Date.now());
    // One read transaction, one snapshot: the restarted server goes on matching waiting orders meanwhile.
    const [open, stored] = db.transaction((): [Array<Record<string, any>>, Array<{ user_id: string; market_id: string; exposure: number }>] => [
      db.prepare("select * from orders where status in ('UNMATCHED','PARTIAL','MATCHED')").all() as Array<Record<string, any>>,
      db.prepare('select * from market_exposure').all() as Array<{ user_id: string; market_id: string; exposure: number }>,
    ])();
    const keys = new Set([...open.map((o) => `${o.user_id}|${o.market_id}`), ...stored.map((e) => `${e.user_id}|${e.market_id}`)]);
    for (const key of keys) {
      const [user, market] = key.split('|') as [string, string];
      const snapshot = board.market(market);
      if (!snapshot) continue;
      const expected = marketExposure(open.filter((o) => o.user_id === user && o.market_id === market) as never, snapshot);
      expect(stored.find((e) => e.user_id === user && e.market_id === market)?.exposure ?? 0, key).toBe(expected);
    }
    const negative = db.prepare("select a.owner_id from accounts a join (select user_id, sum(exposure) x from market_exposure group by user_id) e on e.user_id = a.owner_id where a.kind = 'cash' and a.balance - e.x < 0").all();
    expect(negative).toEqual([]);
    db.close();

    const after = await fetch(`${url}/api/getUserDetails`, { method: 'POST', headers: { authorization: `Bearer ${players[0]}` } });
    expect((await after.json()).success).toBe(true);
  });
});
