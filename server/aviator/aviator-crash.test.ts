/**
 * SIGKILL in the middle of Aviator rounds: players bet in both slots from several sockets and cash out
 * by hand, the server process is killed (once while bets are taken, once in flight), restarted on the
 * same data, and the money is checked against the journal: every acknowledged bet was debited and then
 * either paid by its round's crash point (a cash-out acknowledged before the kill, an auto target the
 * crash point reached, else 0), or its round was void (cut off before its crash or before take-off):
 * its stake came back, unless it had cashed out, which stands; nothing paid or returned twice.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { crashPayoutPaise, timeToReach } from '../../domain/games';
import { openAviatorSessions } from '../../tests/bench/aviator.bench';
import { startServerProcess, type ServerProcess } from '../../tests/bench/server-process';
import { PROJECT_ROOT } from '../../tests/support/fixtures';
import { buildIfNeeded } from '../build-if-needed';
import type { AviatorLine } from './journal';
import { creditId } from './rules';

// 8× clock: a 4 s betting window is half a second, a 2× flight 1.4 s.
const ENV: Record<string, string> = { TOKEN_SECRET: 'aviator-crash-secret', CASINO_PROVIDER_SECRET: 'aviator-crash-provider', AVIATOR_BETTING_MS: '4000', AVIATOR_PAUSE_MS: '800', AVIATOR_SPEED: '8' };
type Answer = Record<string, any>;

describe('Aviator crash safety', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-aviator-crash-'));
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged bet and pays nothing twice through SIGKILL', { timeout: 120_000 }, async () => {
    buildIfNeeded(PROJECT_ROOT, () => {});
    const bets = new Map<string, { roundId: string; amount: number; auto: number | null }>();
    const cashOuts = new Map<string, { multiplier: number; payout: number; at: number; auto: boolean }>();
    const seatPlayers = async (url: string) => {
      const post = async (path: string, body: unknown) => (await (await fetch(`${url}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Answer;
      const ids: string[] = [];
      for (let i = 0; i < 6; i += 1) ids.push((await post('LoginWithDemo', {})).data._id as string);
      return Promise.all(
        openAviatorSessions(dataDir, ids).map(async (token) => {
          const socket = io(`${url}/aviator`, { transports: ['websocket'], forceNew: true, reconnection: false });
          expect(((await socket.emitWithAck('join', { token })) as Answer).success).toBe(true);
          return socket;
        }),
      );
    };
    const playUntilKilled = async (killWhen: (socket: Socket) => Promise<unknown>) => {
      server = await startServerProcess(ENV, [], dataDir);
      const sockets = await seatPlayers(server.url);
      const before = bets.size;
      for (const [i, socket] of sockets.entries()) {
        const bet = (slot: number) => {
          if (!socket.connected) return;
          const auto = slot === 1 ? 105 + ((i * 37 + bets.size) % 200) : null;
          socket
            .timeout(5000)
            .emitWithAck('place-bet', { slot, amount: (20 + ((i * 7 + bets.size) % 9) * 10) * 100, ...(auto ? { autoCashOut: auto } : {}) })
            .then((answer: Answer) => {
              if (answer.success) bets.set(answer.bet.id, { roundId: answer.bet.roundId, amount: answer.bet.amount, auto });
            })
            .catch(() => {});
        };
        socket.on('round', () => [1, 2].forEach(bet));
        socket.on('take-off', () =>
          setTimeout(() => {
            if (!socket.connected) return;
            socket
              .timeout(5000)
              .emitWithAck('cash-out', { slot: 2 })
              .then((answer: Answer) => answer.success && cashOuts.set(answer.betId, answer.cashOut))
              .catch(() => {});
          }, 20 + i * 25),
        );
        [1, 2].forEach(bet);
      }
      await killWhen(sockets[0]!);
      await server.kill();
      for (const socket of sockets) socket.disconnect();
      expect(bets.size - before).toBeGreaterThan(10);
    };
    let killedInFlight = '';
    const after = (socket: Socket, event: string, count: number, delayMs: number) =>
      new Promise<string>((resolve) => {
        let seen = 0;
        socket.on(event, (payload: { roundId: string }) => {
          seen += 1;
          if (seen === count) setTimeout(() => resolve(payload.roundId), delayMs);
        });
      });
    // First while bets are taken (the round is called off), then in flight (it is paid by its crash point).
    await playUntilKilled((socket) => after(socket, 'round', 2, 200));
    await playUntilKilled(async (socket) => (killedInFlight = await after(socket, 'take-off', 3, 60)));

    server = await startServerProcess(ENV, [], dataDir);
    // Recovery runs before the rounds start: once a round opens, it is done.
    const watchers = await seatPlayers(server.url);
    await new Promise((resolve) => watchers[0]!.once('round', resolve));
    // Connected clients would hold the server's close open.
    for (const socket of watchers) socket.disconnect();

    const journal = readFileSync(join(dataDir, 'aviator', 'journal.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as AviatorLine);
    const takeoffs = new Map(journal.flatMap((l) => (l.t === 'takeoff' ? [[l.round, l] as const] : [])));
    const crashes = new Set(journal.flatMap((l) => (l.t === 'crash' ? [l.round] : [])));
    const recordedCash = new Map(journal.flatMap((l) => (l.t === 'cash' ? [[l.tx, l] as const] : [])));
    const db = new SQLite(join(dataDir, 'exchange.sqlite'), { readonly: true });
    const rows = db.prepare("select * from casino_transactions where provider_id = 'sandbox'").all() as Array<{ transaction_id: string; kind: string; amount: number; status: string }>;
    const byId = new Map(rows.map((r) => [r.transaction_id, r]));
    let paid = 0;
    let returned = 0;
    let voidedInFlight = 0;
    for (const [id, bet] of bets) {
      const debit = byId.get(id);
      expect(debit, id).toBeDefined();
      const takeoff = takeoffs.get(bet.roundId);
      const cash = cashOuts.get(id);
      if (!takeoff || !crashes.has(bet.roundId)) {
        // Void: a recorded cash-out stands (an acknowledged one was recorded first); every other stake came back.
        const standing = recordedCash.get(id);
        if (cash) expect(standing?.payout, id).toBe(cash.payout);
        if (standing) {
          expect(debit!.status, id).toBe('ok');
          expect(Number(byId.get(creditId(id))?.amount), id).toBe(standing.payout);
          paid += 1;
        } else {
          expect(debit!.status, id).toBe('rolled-back');
          expect(byId.has(creditId(id)), id).toBe(false);
          returned += 1;
          if (bet.roundId === killedInFlight) voidedInFlight += 1;
        }
        continue;
      }
      expect(debit!.status, id).toBe('ok');
      if (cash && !cash.auto) expect(cash.at - takeoff.at, id).toBeLessThan(timeToReach(takeoff.crash));
      const owed = cash ? cash.payout : bet.auto !== null && bet.auto <= takeoff.crash ? crashPayoutPaise(bet.amount, bet.auto) : 0;
      expect(Number(byId.get(creditId(id))?.amount), id).toBe(owed);
      paid += 1;
    }
    // Nothing else stands, nothing was credited twice, and the ledger balances.
    expect(rows.filter((r) => r.kind === 'debit' && r.status === 'ok').length).toBe(paid);
    expect(rows.filter((r) => r.kind === 'credit').length).toBe(paid);
    expect(db.prepare('select tx_id from ledger_entries group by tx_id having sum(amount) != 0').all()).toEqual([]);
    expect(db.prepare('select a.id from accounts a left join (select account_id, sum(amount) s from ledger_entries group by account_id) e on e.account_id = a.id where a.balance != coalesce(e.s, 0)').all()).toEqual([]);
    expect(returned).toBeGreaterThan(0);
    expect(paid).toBeGreaterThan(0);
    // The round in flight at the kill (unless it crashed within those 60 ms) was void: the next start returned its stakes.
    expect(voidedInFlight).toBeGreaterThan(0);
    console.log(`aviator crash test: ${bets.size} bets acknowledged before two SIGKILLs, ${paid} paid, ${returned} returned, ${cashOuts.size} cash-outs acknowledged, ${voidedInFlight} stakes of the round in flight at the kill returned`);
    db.close();
  });
});
