/**
 * SIGKILL in the middle of casino rounds: players bet on the Dragon Tiger table from several sockets,
 * the server process is killed, restarted on the same data, and the money is checked against the
 * provider's journal: every acknowledged bet was debited and then either paid by the rules (recomputed
 * here from the revealed seed) or returned, each player's round paid once, and the ledger balanced.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { betById, dealRound, dragonTiger, payoutPaise, webCrypto } from '../../domain/games';
import { startServerProcess, type ServerProcess } from '../../tests/bench/server-process';
import { buildIfNeeded } from '../build-if-needed';
import { PROJECT_ROOT } from '../../tests/support/fixtures';
import type { JournalLine } from './journal';

const ENV: Record<string, string> = { TOKEN_SECRET: 'casino-crash-secret', CASINO_PROVIDER_SECRET: 'casino-crash-provider', CASINO_BETTING_MS: '1200', CASINO_REVEAL_MS: '300', CASINO_RESULT_MS: '150' };
type Answer = Record<string, any>;

describe('casino crash safety', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-casino-crash-'));
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged bet and pays nothing twice through SIGKILL', { timeout: 240_000 }, async () => {
    buildIfNeeded(PROJECT_ROOT, () => {});
    const acknowledged: Array<{ id: string; roundId: string }> = [];
    // Players bet from several sockets until `killWhen` says so; then the process is killed and restarted.
    const playUntilKilled = async (killWhen: (socket: Socket) => Promise<unknown>) => {
      server = await startServerProcess(ENV, [], dataDir);
      const url = server.url;
      const post = async (path: string, body: unknown, bearer?: string) =>
        (await (await fetch(`${url}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) }, body: JSON.stringify(body) })).json()) as Answer;
      const sockets: Socket[] = [];
      const before = acknowledged.length;
      for (let i = 0; i < 6; i += 1) {
        const bearer = (await post('LoginWithDemo', {})).token.accessToken as string;
        const launch = await post('casino/launch', { gameId: '7003' }, bearer);
        const token = decodeURIComponent(String(launch.result.url).split('#token=')[1] ?? '');
        const socket = io(`${url}/casino`, { transports: ['websocket'], forceNew: true, reconnection: false });
        sockets.push(socket);
        expect(((await socket.emitWithAck('join', { token, tableId: 'T003' })) as Answer).success).toBe(true);
        let serial = 0;
        const fire = () => {
          if (!socket.connected) return;
          serial += 1;
          socket
            .timeout(5000)
            .emitWithAck('place-bet', { betId: ['dragon', 'tiger', 'tie'][(i + serial) % 3], amount: (100 + ((i * 7 + serial) % 5) * 50) * 100 })
            .then((answer: Answer) => {
              if (answer.success) acknowledged.push({ id: answer.bet.id, roundId: answer.bet.roundId });
              setTimeout(fire, answer.success ? 20 : 100);
            })
            .catch(() => {});
        };
        fire();
      }
      await killWhen(sockets[0]!);
      await server.kill();
      for (const socket of sockets) socket.disconnect();
      expect(acknowledged.length - before).toBeGreaterThan(20);
    };
    const after = (socket: Socket, event: string, count: number, delayMs: number) =>
      new Promise<void>((resolve) => {
        let seen = 0;
        socket.on(event, () => {
          seen += 1;
          if (seen === count) setTimeout(resolve, delayMs);
        });
      });
    // First in the middle of a betting window (the round is called off), then while cards are being revealed (it is paid).
    await playUntilKilled((socket) => after(socket, 'round', 2, 500));
    await playUntilKilled((socket) => after(socket, 'betting-closed', 2, 60));

    server = await startServerProcess(ENV, [], dataDir);
    // Recovery runs before the tables start: once a new round opens, it is done.
    const watcher = io(`${server.url}/casino`, { transports: ['websocket'], forceNew: true, reconnection: false });
    const bearer = (await (await fetch(`${server.url}/api/LoginWithDemo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()).token.accessToken as string;
    const launch = (await (await fetch(`${server.url}/api/casino/launch`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` }, body: '{"gameId":"7003"}' })).json()) as Answer;
    await watcher.emitWithAck('join', { token: decodeURIComponent(String(launch.result.url).split('#token=')[1] ?? ''), tableId: 'T003' });
    await new Promise((resolve) => watcher.once('round', resolve));
    watcher.disconnect();

    const journal = readFileSync(join(dataDir, 'casino-provider', 'journal.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as JournalLine);
    const seeds = new Map(journal.flatMap((l) => (l.t === 'open' ? [[l.round, l.seed] as const] : [])));
    const intents = new Map(journal.flatMap((l) => (l.t === 'intent' ? [[l.tx, l] as const] : [])));
    const db = new SQLite(join(dataDir, 'exchange.sqlite'), { readonly: true });
    const rows = db.prepare("select * from casino_transactions where provider_id = 'sandbox'").all() as Array<{ transaction_id: string; kind: string; user_id: string; round_id: string; amount: number; status: string }>;
    const debits = new Map(rows.filter((r) => r.kind === 'debit').map((r) => [r.transaction_id, r]));

    // Every acknowledged bet reached the operator and still stands or was returned.
    const lost = acknowledged.filter((a) => !debits.has(a.id) || debits.get(a.id)!.status === 'refused');
    expect(lost).toEqual([]);

    // Each player's round: standing stakes paid once, by the rules on the round's own cards.
    const standing = new Map<string, Array<(typeof rows)[number]>>();
    for (const d of debits.values()) if (d.status === 'ok') standing.set(`${d.round_id}|${d.user_id}`, [...(standing.get(`${d.round_id}|${d.user_id}`) ?? []), d]);
    const credits = rows.filter((r) => r.kind === 'credit');
    expect(new Set(credits.map((c) => `${c.round_id}|${c.user_id}`)).size).toBe(credits.length);
    let settledRounds = 0;
    for (const [key, stakes] of standing) {
      const [round] = key.split('|') as [string, string];
      const deal = await dealRound(dragonTiger, webCrypto, seeds.get(round)!, round);
      const owed = stakes.reduce((sum, d) => sum + payoutPaise(Number(d.amount), dragonTiger.settle(deal.result, intents.get(d.transaction_id)!.bet), betById(dragonTiger, intents.get(d.transaction_id)!.bet)), 0);
      const credit = credits.find((c) => `${c.round_id}|${c.user_id}` === key);
      expect(credit, key).toBeDefined();
      expect(Number(credit!.amount), key).toBe(owed);
      settledRounds += 1;
    }
    expect(settledRounds).toBeGreaterThan(0);
    expect(new Set(journal.flatMap((l) => (l.t === 'settled' && l.label === null ? [l.round] : []))).size).toBeGreaterThan(0);
    // Returned stakes were returned once; nothing else was.
    const returned = (db.prepare("select reference from ledger_transactions where kind = 'casino-rollback'").all() as Array<{ reference: string }>).map((r) => r.reference).sort();
    expect(returned).toEqual([...debits.values()].filter((d) => d.status === 'rolled-back').map((d) => `sandbox:${d.transaction_id}`).sort());
    expect(db.prepare('select tx_id from ledger_entries group by tx_id having sum(amount) != 0').all()).toEqual([]);
    expect(db.prepare('select a.id from accounts a left join (select account_id, sum(amount) s from ledger_entries group by account_id) e on e.account_id = a.id where a.balance != coalesce(e.s, 0)').all()).toEqual([]);
    expect(returned.length).toBeGreaterThan(0);
    console.log(`casino crash test: ${acknowledged.length} bets acknowledged before two SIGKILLs, ${settledRounds} player-rounds paid, ${returned.length} stakes returned`);
    db.close();
  });
});
