/**
 * Simulated bettors: the same ones for a round wherever they are drawn, never cashed above the crash
 * point, listed marked as simulated, and never a paisa moved, a journal line written or a crash point
 * changed; with the option off, none.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crashPoint, timeToReach, webCrypto } from '../../domain/games';
import { accountId, balanceOf } from '../exchange/ledger';
import type { AviatorGame } from './game';
import { readAviatorJournal } from './journal';
import { cashOutsToList, type Listed } from './round';
import { cashDue, simulatedBets } from './simulated-bettors';
import { harness, waitFor, type Harness } from './test-support';

type Answer = Record<string, any>;
const START = 1_00_000_00;

describe('simulated bettors of a round', () => {
  it('are drawn from the round id alone: the same for the same round, others for another', () => {
    const first = simulatedBets('AV-m4x9-17', 5_000);
    expect(simulatedBets('AV-m4x9-17', 5_000)).toEqual(first);
    expect(simulatedBets('AV-m4x9-18', 5_000)).not.toEqual(first);
    expect(first.length).toBeGreaterThanOrEqual(12);
    expect(first.length).toBeLessThanOrEqual(30);
  });

  it('look like players: masked labels, stakes of ₹10 to ₹5,000, shown within the window, some with targets, some by hand', () => {
    const all = Array.from({ length: 200 }, (_, n) => simulatedBets(`AV-s-${n}`, 5_000)).flat();
    for (const bet of all) {
      expect(bet.label).toMatch(/^[0-9a-f]\*\*\*[0-9a-f]$/);
      expect(bet.amount).toBeGreaterThanOrEqual(10_00);
      expect(bet.amount).toBeLessThanOrEqual(5_000_00);
      expect(bet.after).toBeGreaterThanOrEqual(0);
      expect(bet.after).toBeLessThan(5_000);
      expect(bet.auto === null || bet.hand === null).toBe(true);
    }
    const share = (test: (b: (typeof all)[0]) => boolean) => all.filter(test).length / all.length;
    expect(share((b) => b.auto !== null)).toBeGreaterThan(0.25);
    expect(share((b) => b.hand !== null)).toBeGreaterThan(0.4);
    expect(share((b) => b.auto === null && b.hand === null)).toBeGreaterThan(0.08);
  });

  it('never take a real player\'s place in a crowded batch of cash-outs', () => {
    const cashOut = (label: string, payout: number, simulated: boolean): Listed => ({ label, slot: 1, amount: 100_00, auto: null, cash: { multiplier: 150, payout, at: 0, auto: false }, ...(simulated ? { simulated: true as const } : {}) });
    const batch = [cashOut('s***1', 900_00, true), cashOut('r***1', 150_00, false), cashOut('s***2', 800_00, true), cashOut('r***2', 300_00, false), cashOut('s***3', 100_00, true)];
    expect(cashOutsToList(batch, 3).map((c) => c.label)).toEqual(['r***2', 'r***1', 's***1']);
    expect(cashOutsToList(batch, 5).map((c) => c.label)).toEqual(batch.map((c) => c.label));
  });

  it('never cash out above the crash point, nor by hand at it, and each at its own point’s time', () => {
    for (const crash of [100, 101, 105, 150, 199, 200, 333, 1_000, 5_000]) {
      for (let n = 0; n < 100; n += 1) {
        const bets = simulatedBets(`AV-c-${n}`, 5_000);
        const takeOffAt = 1_000_000;
        const cashed = cashDue(bets, crash, takeOffAt, timeToReach(crash));
        for (const bet of cashed) {
          expect(bet.cash!.multiplier).toBeLessThanOrEqual(crash);
          if (!bet.cash!.auto) expect(bet.cash!.multiplier).toBeLessThan(crash);
          expect(bet.cash!.at).toBeLessThanOrEqual(takeOffAt + timeToReach(crash));
        }
        // Everyone else lost: no target, or a target the plane never reached.
        for (const bet of bets.filter((b) => !b.cash)) expect(bet.auto === null ? (bet.hand ?? Infinity) >= crash : bet.auto > crash).toBe(true);
      }
    }
  });

  it('cash out only once the flight reaches their point', () => {
    const bets = simulatedBets('AV-t-3', 5_000).filter((b) => b.auto !== null || b.hand !== null);
    const lowest = Math.min(...bets.map((b) => (b.auto ?? b.hand)!));
    expect(cashDue(bets, 100_000, 0, timeToReach(lowest) - 1)).toEqual([]);
    expect(cashDue(bets, 100_000, 0, timeToReach(lowest)).length).toBeGreaterThan(0);
  });
});

describe('simulated bettors in a game', () => {
  let h: Harness;
  let game: AviatorGame;
  let walletCalls: string[];
  beforeEach(async () => {
    h = await harness('sqlite', 2);
    walletCalls = [];
  });
  afterEach(async () => {
    await game?.stop();
    await h.close();
  });

  /** Moves the clock in steps until `condition` holds (the loop runs between steps). */
  async function advanceUntil(condition: () => boolean, what: string): Promise<void> {
    for (let i = 0; i < 20_000 && !condition(); i += 1) {
      h.clock.set(h.clock.now() + 100);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await waitFor(condition, what);
  }

  async function seedFor(clientSeeds: [string, string, string], wanted: (crash: number) => boolean): Promise<string> {
    for (let i = 0; ; i += 1) if (wanted(await crashPoint(webCrypto, `sim-${i}`, clientSeeds))) return `sim-${i}`;
  }

  function play(seed: string, simulatedBettors: boolean): void {
    game = h.game({ newSeed: () => seed, simulatedBettors, fault: (call) => (walletCalls.push(call), null) }).game;
    game.start(1, []);
  }

  const entries = (event: string) => h.heard.filter((e) => e.event === event && (e.payload as Answer).roundId === 'AV-t-1').flatMap((e) => (e.payload as Answer)[event === 'bets' ? 'bets' : 'cashOuts'] as unknown[][]);
  const simulatedEntries = (event: string) => entries(event).filter((row) => row.at(-1) === true);
  const settled = () => readAviatorJournal(h.journalFile).some((r) => r.round === 'AV-t-1' && r.settled);
  const tables = async () => ({
    ledger: await h.open.db.selectFrom('ledger_transactions').select(['id', 'kind']).orderBy('id').execute(),
    entries: await h.open.db.selectFrom('ledger_entries').select(['tx_id', 'account_id', 'amount']).orderBy('id').execute(),
    casino: await h.open.db.selectFrom('casino_transactions').select(['transaction_id', 'kind', 'amount']).execute(),
  });

  it('list the same bettors as the round’s draw, as the window runs, and move no money at all', async () => {
    const before = await tables();
    const seed = await seedFor(['AV-t-1:1', 'AV-t-1:2', 'AV-t-1:3'], (c) => c >= 300 && c <= 1_200);
    play(seed, true);
    await waitFor(() => game.round?.phase === 'betting', 'betting');
    const drawn = simulatedBets('AV-t-1', 5_000);
    await advanceUntil(() => game.round?.phase === 'crashed', 'the crash');
    await advanceUntil(() => settled() && game.round?.id === 'AV-t-2', 'the next round');

    expect(simulatedEntries('bets')).toEqual(drawn.map((b) => [b.label, b.slot, b.amount, b.auto, true]));
    const crash = game.snapshot().history as Array<{ roundId: string; crashPoint: number }>;
    const crashed = crash.find((r) => r.roundId === 'AV-t-1')!.crashPoint;
    // The crash point is the seed's with the fallback client seeds: simulated bettors are not among them.
    expect(crashed).toBe(await crashPoint(webCrypto, seed, ['AV-t-1:1', 'AV-t-1:2', 'AV-t-1:3']));
    const cashed = simulatedEntries('cash-outs');
    expect(cashed.length).toBeGreaterThan(0);
    for (const row of cashed) expect(row[3] as number).toBeLessThanOrEqual(crashed);
    // The round's totals count real bets only: there were none.
    for (const e of h.heard.filter((x) => x.event === 'bets' && (x.payload as Answer).roundId === 'AV-t-1')) expect(e.payload).toMatchObject({ count: 0, staked: 0 });
    for (const e of h.heard.filter((x) => x.event === 'cash-outs' && (x.payload as Answer).roundId === 'AV-t-1')) expect(e.payload).toMatchObject({ count: 0, paid: 0, batch: 0 });

    expect(walletCalls).toEqual([]);
    expect(await tables()).toEqual(before);
    expect(before.casino).toEqual([]);
    for (const player of h.players) expect(await balanceOf(h.open.db, accountId(player.id, 'cash'))).toBe(START);
    expect([...(readAviatorJournal(h.journalFile).find((r) => r.round === 'AV-t-1')?.bets.values() ?? [])]).toEqual([]);
  });

  it('leave a real bet, its payment and the round’s totals as they would be without them', async () => {
    const [a] = h.players;
    const seed = await seedFor([a!.clientSeed, 'AV-t-1:2', 'AV-t-1:3'], (c) => c >= 200 && c <= 800);
    play(seed, true);
    await waitFor(() => game.round?.phase === 'betting', 'betting');
    expect((await game.placeBet(a!, { slot: 1, amount: 100_00, autoCashOut: 150 })).success).toBe(true);
    await advanceUntil(() => settled(), 'settlement');

    // ₹100 staked, cashed at 1.50×: ₹150 back, so ₹50 up; two wallet calls, both the player's.
    expect(await balanceOf(h.open.db, accountId(a!.id, 'cash'))).toBe(1_00_050_00);
    expect(walletCalls).toEqual(['debit', 'credit']);
    expect((await tables()).casino.map((t) => [t.kind, t.amount])).toEqual([
      ['debit', 100_00],
      ['credit', 150_00],
    ]);
    const bets = h.heard.filter((x) => x.event === 'bets' && (x.payload as Answer).roundId === 'AV-t-1').at(-1)!.payload as Answer;
    expect(bets).toMatchObject({ count: 1, staked: 100_00 });
    expect(bets.simulated).toBe(simulatedBets('AV-t-1', 5_000).length);
    const paid = h.heard.filter((x) => x.event === 'cash-outs' && (x.payload as Answer).roundId === 'AV-t-1').map((x) => x.payload as Answer);
    expect(paid.at(-1)).toMatchObject({ count: 1, paid: 150_00 });
    expect(game.snapshot().history).toContainEqual({ roundId: 'AV-t-1', crashPoint: await crashPoint(webCrypto, seed, [a!.clientSeed, 'AV-t-1:2', 'AV-t-1:3']) });
  });

  it('are not there when the option is off', async () => {
    const seed = await seedFor(['AV-t-1:1', 'AV-t-1:2', 'AV-t-1:3'], (c) => c >= 300 && c <= 1_200);
    play(seed, false);
    await waitFor(() => game.round?.phase === 'betting', 'betting');
    await advanceUntil(() => game.round?.phase === 'crashed', 'the crash');
    expect(entries('bets')).toEqual([]);
    expect(entries('cash-outs')).toEqual([]);
    expect(game.snapshot().bets).toMatchObject({ roundId: 'AV-t-1', count: 0, simulated: 0, bets: [] });
  });
});
