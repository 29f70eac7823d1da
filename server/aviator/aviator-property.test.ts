/**
 * Random Aviator play on SQLite and PostgreSQL: players bet in both slots (some during flights, so
 * queued), cancel, cash out by hand at random times (some at or after the crash) and automatically;
 * the wallet drops calls before or after applying them; the provider is stopped mid-round and
 * restarted from its journal. Afterwards the ledger balances, every acknowledged bet was paid by the
 * rules on its round's crash point or returned, no cash-out at or after the crash was paid, and no
 * bet was paid twice.
 */
import { describe, expect, it } from 'vitest';
import { crashPayoutPaise, multiplierHundredthsAt, timeToReach } from '../../domain/games';
import { postgresReachable, seeded, type TestDatabaseKind } from '../exchange/test-support';
import type { AviatorAnswer, AviatorGame } from './game';
import { readAviatorJournal, type AviatorLine } from './journal';
import { recoverAviator } from './recovery';
import { creditId } from './rules';
import { harness, type Fault } from './test-support';
import { readFileSync } from 'node:fs';

const kinds: Array<[string, TestDatabaseKind]> = [['SQLite', 'sqlite'], ...((await postgresReachable()) ? [['PostgreSQL', 'postgres'] as [string, TestDatabaseKind]] : [])];
const PLAYERS = 6;
/**
 * How many bets a run gets acknowledged depends on its crash points and on how the wallet's answers
 * interleave with the steps; at 1,500 steps a loaded machine's run once paid only 5 auto cash-outs.
 */
const STEPS = 2500;
const START = 5_000_00;

interface Acked {
  id: string;
  player: string;
  roundId: string;
  slot: number;
  amount: number;
  auto: number | null;
}

describe.each(kinds)('random Aviator play with faults and restarts on %s', (_name, kind) => {
  it('keeps every acknowledged bet, pays by the crash point once, and balances the ledger', { timeout: 120_000 }, async () => {
    const h = await harness(kind, PLAYERS, START / 100);
    const random = seeded(kind === 'sqlite' ? 41 : 42);
    // Faults draw from a stream of their own: wallet calls interleave with the steps as the machine's speed
    // allows, so drawing them from the play's stream would change the play from run to run.
    const faultRandom = seeded(kind === 'sqlite' ? 43 : 44);
    let faults = true;
    const fault = (call: string): Fault => (faults && call !== 'balance' && faultRandom.next() < 0.03 ? (faultRandom.next() < 0.5 ? 'before' : 'after') : null);
    const acked: Acked[] = [];
    const cancelled = new Set<string>();
    const cashed = new Map<string, { multiplier: number; payout: number; at: number; auto: boolean }>();
    const refusedCash = new Set<string>();
    const work = new Set<Promise<unknown>>();
    const track = (promise: Promise<AviatorAnswer>, then: (answer: AviatorAnswer) => void) => {
      const done = promise.then(then);
      work.add(done);
      void done.finally(() => work.delete(done));
    };
    const key = (roundId: string, player: string, slot: number) => `${roundId}|${player}|${slot}`;
    const heardCrashes = new Set<string>();

    let life = 0;
    const timing = { bettingMs: 2_000, pauseMs: 1_000 };
    let game: AviatorGame = h.game({ scope: `L${life}`, fault, timing }).game;
    game.start(1, []);
    let restarts = 0;
    let unavailable = 0;
    for (let step = 0; step < STEPS; step += 1) {
      // Requests of a step race each other; the clock moves only once they are answered, so the play does not depend on the machine's speed.
      if (step % 3 === 0) {
        await Promise.all([...work]);
        h.clock.set(h.clock.now() + random.int(0, 1500));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      const player = random.pick(h.players);
      const slot = random.int(1, 2);
      const roll = random.next();
      if (roll < 0.45) {
        const amount = random.int(10, 1500) * 100;
        // Targets up to 3.00×, which about half of the crash points reach, so that each run pays enough of them.
        const auto = random.next() < 0.6 ? random.int(101, 300) : null;
        track(game.placeBet(player, { slot, amount, ...(auto ? { autoCashOut: auto } : {}) }), (answer) => {
          const bet = answer.bet as { id: string; roundId: string } | undefined;
          if (answer.code === 'WALLET_UNAVAILABLE') unavailable += 1;
          if (answer.success && bet) acked.push({ id: bet.id, player: player.id, roundId: bet.roundId, slot, amount, auto });
        });
      } else if (roll < 0.53) {
        track(game.cancelBet(player, { slot }), (answer) => {
          if (answer.success) cancelled.add(answer.betId as string);
        });
      } else if (roll < 0.73) {
        track(game.cashOut(player, { slot }), (answer) => {
          if (answer.success) cashed.set(answer.betId as string, answer.cashOut as never);
          // The bet refused may be the last flight's (the current round has none in this slot yet).
          else if (answer.code === 'CRASHED') refusedCash.add(answer.betId as string);
        });
      } else if (roll > 0.985 && step > 100 && restarts < 4) {
        // A kill: what was acknowledged is on disk; the next process settles it from the journal.
        await Promise.all([...work]);
        await game.stop();
        restarts += 1;
        life += 1;
        const next = h.game({ scope: `L${life}`, fault, timing });
        const recovered = await recoverAviator(readAviatorJournal(h.journalFile), next.wallet, next.journal, () => {});
        game = next.game;
        game.start(recovered.next, recovered.history);
      }
      for (const e of h.heard.splice(0)) if (e.event === 'crash') heardCrashes.add((e.payload as { roundId: string }).roundId);
    }
    await Promise.all([...work]);
    await game.stop();
    faults = false;
    const last = h.game({ scope: 'final' });
    const recovered = await recoverAviator(readAviatorJournal(h.journalFile), last.wallet, last.journal, () => {});
    expect(recovered.unfinished).toEqual([]);

    const lines = readFileSync(h.journalFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as AviatorLine);
    const takeoffs = new Map(lines.flatMap((l) => (l.t === 'takeoff' ? [[l.round, l] as const] : [])));
    // A round whose crash is not recorded was cut off in flight (the provider stopped): it is void.
    const crashed = new Set(lines.flatMap((l) => (l.t === 'crash' ? [l.round] : [])));
    const recordedCash = new Map(lines.flatMap((l) => (l.t === 'cash' ? [[l.tx, l] as const] : [])));
    const intents = new Map(lines.flatMap((l) => (l.t === 'intent' ? [[l.tx, l] as const] : [])));
    const accepted = new Set(lines.flatMap((l) => (l.t === 'bet' ? [l.tx] : [])));
    const rows = await h.open.db.selectFrom('casino_transactions').selectAll().execute();
    const byId = new Map(rows.map((r) => [r.transaction_id, r]));

    // Money: every posting balances, and so does the whole ledger.
    const entries = await h.open.db.selectFrom('ledger_entries').select(['tx_id', (eb) => eb.fn.sum<number>('amount').as('total')]).groupBy('tx_id').execute();
    expect(entries.filter((e) => Number(e.total) !== 0)).toEqual([]);
    const accounts = await h.open.db.selectFrom('accounts').select(['balance']).execute();
    expect(accounts.reduce((sum, a) => sum + Number(a.balance), 0)).toBe(0);

    // Every acknowledged bet: its debit stands and is paid by the rules, or it was returned (cancelled, or
    // its round never took off, or its round was void and it had not cashed out).
    let paidBets = 0;
    let voidPaid = 0;
    let autoPaid = 0;
    let manualPaid = 0;
    for (const bet of acked) {
      const k = key(bet.roundId, bet.player, bet.slot);
      const tx = bet.id;
      expect(accepted.has(tx) && intents.get(tx)).toMatchObject({ round: bet.roundId, player: bet.player, slot: bet.slot, amount: bet.amount, auto: bet.auto });
      const debit = byId.get(tx);
      expect(debit, k).toBeDefined();
      const takeoff = takeoffs.get(bet.roundId);
      if (debit!.status === 'rolled-back') {
        expect(cancelled.has(tx) || !takeoff || (!crashed.has(bet.roundId) && !recordedCash.has(tx)), k).toBe(true);
        expect(byId.has(creditId(tx)), k).toBe(false);
        continue;
      }
      expect(debit!.status, k).toBe('ok');
      expect(cancelled.has(tx), k).toBe(false);
      const credit = byId.get(creditId(tx));
      expect(credit, k).toBeDefined();
      const crash = takeoff!.crash;
      const cash = cashed.get(tx);
      let owed = 0;
      if (!crashed.has(bet.roundId)) {
        // Void: only a recorded cash-out stands (an acknowledged one was recorded before its answer).
        if (cash) expect(recordedCash.get(tx)?.payout, k).toBe(cash.payout);
        owed = recordedCash.get(tx)!.payout;
        voidPaid += 1;
      } else if (cash && !cash.auto) {
        // Paid at the server's time of receipt, strictly before the crash time.
        expect(cash.at - takeoff!.at, k).toBeLessThan(timeToReach(crash));
        expect(cash.multiplier, k).toBe(multiplierHundredthsAt(cash.at - takeoff!.at));
        owed = crashPayoutPaise(bet.amount, cash.multiplier);
        manualPaid += 1;
      } else if (bet.auto !== null && bet.auto <= crash) {
        owed = crashPayoutPaise(bet.amount, bet.auto);
        autoPaid += 1;
      }
      if (refusedCash.has(tx) && !(bet.auto !== null && bet.auto <= crash)) expect(owed, k).toBe(0);
      expect(Number(credit!.amount), k).toBe(owed);
      paidBets += 1;
    }
    // Nothing stands that was not acknowledged, and no bet has two credits.
    const standing = rows.filter((r) => r.kind === 'debit' && r.status === 'ok');
    expect(standing.length).toBe(paidBets);
    const credits = rows.filter((r) => r.kind === 'credit');
    expect(credits.length).toBe(paidBets);
    const postings = await h.open.db.selectFrom('ledger_transactions').select('reference').where('kind', '=', 'casino-credit').execute();
    expect(new Set(postings.map((p) => p.reference)).size).toBe(postings.length);
    expect(postings.length).toBe(credits.filter((c) => Number(c.amount) > 0).length);

    console.log(`aviator property (${kind}): ${acked.length} bets acknowledged over ${takeoffs.size} flights and ${restarts} restarts; ${manualPaid} manual and ${autoPaid} auto cash-outs paid, ${voidPaid} cash-outs standing in void rounds, ${refusedCash.size} cash-outs too late, ${cancelled.size} cancels, ${unavailable} bets refused when the wallet dropped the debit, ${heardCrashes.size} crashes heard`);
    expect(restarts).toBeGreaterThan(0);
    expect(unavailable).toBeGreaterThan(0);
    expect(manualPaid).toBeGreaterThan(5);
    expect(autoPaid).toBeGreaterThan(5);
    expect(refusedCash.size).toBeGreaterThan(0);
    expect(cancelled.size).toBeGreaterThan(5);
    expect(acked.filter((a) => takeoffs.has(a.roundId)).length).toBeGreaterThan(50);
    await h.close();
  });
});
