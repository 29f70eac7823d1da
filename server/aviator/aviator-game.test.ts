/**
 * Aviator's rounds on the operator's real wallet (SQLite in memory, called in process) with a clock
 * moved by hand, so a cash-out can be timed to the millisecond against the crash.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crashPoint, multiplierHundredthsAt, timeToReach, webCrypto } from '../../domain/games';
import { accountId, balanceOf } from '../exchange/ledger';
import type { AviatorGame } from './game';
import { readAviatorJournal } from './journal';
import { recoverAviator } from './recovery';
import { harness, waitFor, type Harness } from './test-support';

type Answer = Record<string, any>;
let h: Harness;
let game: AviatorGame;
const cash = (id: string) => balanceOf(h.open.db, accountId(id, 'cash'));
const START = 1_00_000_00;

/** Moves the clock in steps until `condition` holds (the loop runs between steps). */
async function advanceUntil(condition: () => boolean, what: string, stepMs = 100): Promise<void> {
  for (let i = 0; i < 20_000 && !condition(); i += 1) {
    h.clock.set(h.clock.now() + stepMs);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  await waitFor(condition, what);
}

const phase = () => game.round?.phase;
const settled = (roundId: string) => readAviatorJournal(h.journalFile).some((r) => r.round === roundId && r.settled);

/** A seed whose crash point, with these client seeds, satisfies `wanted`. */
async function seedFor(clientSeeds: [string, string, string], wanted: (crash: number) => boolean): Promise<{ seed: string; crash: number }> {
  for (let i = 0; ; i += 1) {
    const crash = await crashPoint(webCrypto, `chosen-${i}`, clientSeeds);
    if (wanted(crash)) return { seed: `chosen-${i}`, crash };
  }
}

async function openRound(seeds: string[] = []): Promise<void> {
  game = h.game({ newSeed: () => seeds.shift() ?? `random-${Math.random()}` }).game;
  game.start(1, []);
  await waitFor(() => phase() === 'betting', 'betting');
}

async function takeOff(): Promise<{ takeOffAt: number; crash: number; crashMs: number }> {
  h.clock.set(game.round!.closesAt);
  // A round may crash at 1.00×, the moment it takes off (about one in 33 random seeds): it took off all the same.
  await waitFor(() => phase() === 'flying' || phase() === 'crashed', 'take-off');
  const round = game.round!;
  return { takeOffAt: round.takeOffAt!, crash: round.crash!, crashMs: round.crashMs! };
}

beforeEach(async () => {
  h = await harness('sqlite', 4);
});
afterEach(async () => {
  await game?.stop();
  await h.close();
});

describe('cash-outs race the crash', () => {
  it('pays the multiplier at receipt 1 ms before the crash time, floored to the paisa, and nothing at or after it', async () => {
    const [a, b] = h.players as [(typeof h.players)[0], (typeof h.players)[0]];
    const { seed } = await seedFor([a.clientSeed, b.clientSeed, 'AV-t-1:3'], (c) => c >= 250 && c <= 2000);
    await openRound([seed]);
    const stake = 333_33;
    for (const [player, slot] of [[a, 1], [a, 2], [b, 1]] as const) expect((await game.placeBet(player, { slot, amount: stake })).success).toBe(true);
    const { takeOffAt, crash, crashMs } = await takeOff();
    expect(createHash('sha256').update(game.round!.seed).digest('hex')).toBe(game.round!.commitment);

    h.clock.set(takeOffAt + crashMs - 1);
    const early = await game.cashOut(a, { slot: 1 });
    const m = multiplierHundredthsAt(crashMs - 1);
    expect(m).toBeLessThan(crash);
    expect(early).toMatchObject({ success: true, cashOut: { multiplier: m, payout: Math.floor((stake * m) / 100), at: takeOffAt + crashMs - 1, auto: false } });
    expect(await game.cashOut(a, { slot: 1 })).toMatchObject({ success: true, code: 'ALREADY_CASHED_OUT', cashOut: { multiplier: m } });
    h.clock.set(takeOffAt + crashMs);
    expect(await game.cashOut(a, { slot: 2 })).toMatchObject({ success: false, code: 'CRASHED' });
    h.clock.set(takeOffAt + crashMs + 40);
    expect(await game.cashOut(b, { slot: 1 })).toMatchObject({ success: false, code: 'CRASHED' });

    const roundId = game.round!.id;
    await waitFor(() => settled(roundId), 'settlement');
    expect(await cash(a.id)).toBe(START - 2 * stake + Math.floor((stake * m) / 100));
    expect(await cash(b.id)).toBe(START - stake);
    const crashed = h.heard.find((e) => e.event === 'crash')!.payload as Answer;
    expect(crashed).toMatchObject({ roundId, crashPoint: crash, at: takeOffAt + crashMs, seed });
    expect(await crashPoint(webCrypto, crashed.seed, crashed.clientSeeds)).toBe(crash);
    const batched = h.heard.filter((e) => e.event === 'cash-outs').flatMap((e) => (e.payload as Answer).cashOuts);
    expect(batched).toEqual([[expect.any(String), 1, stake, m, Math.floor((stake * m) / 100), takeOffAt + crashMs - 1, false]]);
    // Later still, with the next round open, the answer is the same.
    await advanceUntil(() => game.round?.id === 'AV-t-2', 'the next round');
    expect(await game.cashOut(b, { slot: 1 })).toMatchObject({ success: false, code: 'CRASHED' });
    expect(await game.cashOut(a, { slot: 1 })).toMatchObject({ success: true, code: 'ALREADY_CASHED_OUT' });
  });

  it('a cash-out before take-off is refused: the bet can be cancelled instead', async () => {
    await openRound();
    const [a] = h.players;
    await game.placeBet(a!, { slot: 1, amount: 100_00 });
    expect(await game.cashOut(a!, { slot: 1 })).toMatchObject({ success: false, code: 'NOT_FLYING' });
  });
});

describe('auto cash-out', () => {
  it('pays exactly target × stake when the crash point reaches the target, and nothing otherwise', async () => {
    const [a, b, c, d] = h.players as Array<(typeof h.players)[0]>;
    const { seed, crash } = await seedFor([a!.clientSeed, b!.clientSeed, c!.clientSeed], (x) => x >= 300 && x <= 5000);
    await openRound([seed]);
    const stake = 123_45;
    // Below the crash, exactly at it, just above it; and one the player cashes manually after the target passed.
    const targets = [[a!, 1, 150], [b!, 1, crash], [c!, 1, crash + 1], [d!, 1, 200]] as const;
    for (const [player, slot, autoCashOut] of targets) expect((await game.placeBet(player, { slot, amount: stake, autoCashOut })).success).toBe(true);
    const { takeOffAt, crashMs } = await takeOff();
    expect(game.round!.crash).toBe(crash);
    // d asks by hand after 2.00× was reached but before the loop ran: the auto target is what is paid.
    h.clock.set(takeOffAt + timeToReach(200) + 3);
    expect(await game.cashOut(d!, { slot: 1 })).toMatchObject({ success: true, cashOut: { multiplier: 200, at: takeOffAt + timeToReach(200), auto: true } });
    await advanceUntil(() => phase() === 'crashed', 'crash', 250);
    await waitFor(() => settled(game.round!.id), 'settlement');
    expect(await cash(a!.id)).toBe(START - stake + Math.floor((stake * 150) / 100));
    expect(await cash(b!.id)).toBe(START - stake + Math.floor((stake * crash) / 100));
    expect(await cash(c!.id)).toBe(START - stake);
    expect(await cash(d!.id)).toBe(START - stake + stake * 2);
    const autos = h.heard.filter((e) => e.event === 'cash-outs').flatMap((e) => (e.payload as Answer).cashOuts as unknown[][]);
    expect(autos.map((x) => [x[3], x[5], x[6]])).toEqual(
      expect.arrayContaining([
        [150, takeOffAt + timeToReach(150), true],
        [crash, takeOffAt + crashMs, true],
      ]),
    );
    expect(autos).toHaveLength(3);
    // Each player whose target was reached is told on their own sockets, whatever the batches list.
    const told = h.heard.filter((e) => e.event === 'cashed-out').map((e) => [e.to, (e.payload as Answer).cashOut]);
    expect(told).toEqual(
      expect.arrayContaining([
        [a!.id, { multiplier: 150, payout: Math.floor((stake * 150) / 100), at: takeOffAt + timeToReach(150), auto: true }],
        [b!.id, { multiplier: crash, payout: Math.floor((stake * crash) / 100), at: takeOffAt + crashMs, auto: true }],
        [d!.id, { multiplier: 200, payout: stake * 2, at: takeOffAt + timeToReach(200), auto: true }],
      ]),
    );
    expect(told).toHaveLength(3);
  });
});

describe('cancel and queued bets', () => {
  it('cancels before take-off with one rollback, and refuses after take-off', async () => {
    await openRound();
    const [a] = h.players;
    expect((await game.placeBet(a!, { slot: 2, amount: 500_00 })).success).toBe(true);
    expect(await cash(a!.id)).toBe(START - 500_00);
    const [first, second] = await Promise.all([game.cancelBet(a!, { slot: 2 }), game.cancelBet(a!, { slot: 2 })]);
    expect([first.success, second.success].sort()).toEqual([false, true]);
    expect(await cash(a!.id)).toBe(START);
    const rollbacks = await h.open.db.selectFrom('ledger_transactions').select('reference').where('kind', '=', 'casino-rollback').execute();
    expect(rollbacks).toHaveLength(1);
    expect((await game.placeBet(a!, { slot: 2, amount: 200_00 })).success).toBe(true);
    await takeOff();
    expect(await game.cancelBet(a!, { slot: 2 })).toMatchObject({ success: false, code: 'TOO_LATE' });
  });

  it('a bet placed during a flight is queued for the next round and plays there', async () => {
    const [a] = h.players;
    const { seed } = await seedFor(['AV-t-1:1', 'AV-t-1:2', 'AV-t-1:3'], (c) => c >= 200);
    await openRound([seed]);
    await takeOff();
    const flightId = game.round!.id;
    const queued = await game.placeBet(a!, { slot: 1, amount: 100_00, autoCashOut: 101 });
    expect(queued).toMatchObject({ success: true, bet: { roundId: 'AV-t-2', queued: true } });
    expect(queued.message).toMatch(/next round/);
    expect(await game.cashOut(a!, { slot: 1 })).toMatchObject({ success: false, code: 'NO_BET' });
    expect(game.snapshot(a!.id).myBets).toEqual([expect.objectContaining({ roundId: 'AV-t-2', queued: true })]);
    await advanceUntil(() => game.round?.id === 'AV-t-2' && phase() === 'betting', 'next round');
    expect(flightId).toBe('AV-t-1');
    expect(game.snapshot(a!.id).myBets).toEqual([expect.objectContaining({ roundId: 'AV-t-2', queued: false })]);
    await advanceUntil(() => settled('AV-t-2'), 'the queued bet settled');
    const expected = game.round!.crash! >= 101 ? START - 100_00 + 101_00 : START - 100_00;
    expect(await cash(a!.id)).toBe(expected);
  });
});

describe('settlement', () => {
  it('waits until the crash has reached every player, then closes each bet once', async () => {
    let release!: () => void;
    const crashWritten = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    game = h.game({ momentsSent: () => ((asked += 1), crashWritten) }).game;
    game.start(1, []);
    await waitFor(() => phase() === 'betting', 'betting');
    const [a] = h.players;
    expect((await game.placeBet(a!, { slot: 1, amount: 100_00 })).success).toBe(true);
    await takeOff();
    await advanceUntil(() => phase() === 'crashed', 'the crash');
    const roundId = game.round!.id;
    await waitFor(() => asked === 1, 'the game asking whether the crash was sent');
    // However long the writes take, nothing is settled before they are done.
    h.clock.set(h.clock.now() + 60_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toBe(1);
    expect(settled(roundId)).toBe(false);
    release();
    await waitFor(() => settled(roundId), 'settlement');
    expect(await cash(a!.id)).toBe(START - 100_00);
  });
});

/** a bets ₹100 with an auto cash-out at 1.20×, b with one just past the crash point, c without one: a round crashing between 1.50× and 10×. */
async function threeBetsOnACrashFrom150To1000() {
  const [a, b, c] = h.players as Array<(typeof h.players)[0]>;
  const { seed, crash } = await seedFor([a!.clientSeed, b!.clientSeed, c!.clientSeed], (x) => x >= 150 && x <= 1000);
  await openRound([seed]);
  await game.placeBet(a!, { slot: 1, amount: 100_00, autoCashOut: 120 });
  await game.placeBet(b!, { slot: 1, amount: 100_00, autoCashOut: crash + 5 });
  await game.placeBet(c!, { slot: 1, amount: 100_00 });
  return { a, b, c, crash };
}

describe('restart', () => {
  it('voids a round cut off in flight: a recorded cash-out stands, every other stake comes back once, and players are told', async () => {
    const { a, b, c } = await threeBetsOnACrashFrom150To1000();
    await game.placeBet(c!, { slot: 2, amount: 100_00 });
    const { takeOffAt } = await takeOff();
    // At 1.10×: c cashes out slot 2 (₹110.00); a's auto target of 1.20× has not come yet.
    h.clock.set(takeOffAt + timeToReach(110));
    const manual = await game.cashOut(c!, { slot: 2 });
    expect(manual).toMatchObject({ success: true, cashOut: { multiplier: 110, payout: 110_00 } });
    // A queued bet for a round that will never open.
    await game.placeBet(a!, { slot: 2, amount: 100_00 });
    await game.stop();
    const journal = h.game({ scope: 'u' }).journal;
    const told: Array<{ player: string; payload: unknown }> = [];
    const recovered = await recoverAviator(readAviatorJournal(h.journalFile), h.game().wallet, journal, () => {}, (player, event, payload) => told.push({ player, payload: { event, ...(payload as object) } }));
    // Void: no crash point in the history; the next round is 2.
    expect(recovered).toMatchObject({ next: 2, unfinished: [], history: [] });
    expect(await cash(a!.id)).toBe(START);
    expect(await cash(b!.id)).toBe(START);
    expect(await cash(c!.id)).toBe(START + 10_00);
    expect(told.find((t) => t.player === c!.id)?.payload).toMatchObject({ event: 'round-void', roundId: 'AV-t-1', bets: [{ slot: 1, amount: 100_00, cashOut: null }, { slot: 2, amount: 100_00, cashOut: { multiplier: 110, payout: 110_00 } }] });
    // a also had a bet queued for round 2, which never opened: void too.
    expect(told.map((t) => `${t.player} ${(t.payload as { roundId: string }).roundId}`).sort()).toEqual([`${a!.id} AV-t-1`, `${a!.id} AV-t-2`, `${b!.id} AV-t-1`, `${c!.id} AV-t-1`].sort());
    // Nothing is returned or paid twice when recovery runs again.
    await recoverAviator(readAviatorJournal(h.journalFile), h.game().wallet, journal, () => {});
    expect(await cash(a!.id)).toBe(START);
    expect(await cash(c!.id)).toBe(START + 10_00);
    const calls = await h.open.db.selectFrom('casino_transactions').select(['kind', 'status']).execute();
    expect(calls.filter((t) => t.kind === 'credit')).toHaveLength(1);
    expect(calls.filter((t) => t.kind === 'rollback')).toHaveLength(4);
  });

  it('pays a round whose crash was recorded by its crash point after a restart', async () => {
    const { a, b, c, crash } = await threeBetsOnACrashFrom150To1000();
    const { takeOffAt } = await takeOff();
    // The crash is recorded, then the process dies before anything is paid.
    await game.stop();
    const journal = h.game({ scope: 'u' }).journal;
    journal.write({ t: 'crash', round: 'AV-t-1', at: takeOffAt + timeToReach(crash) });
    const recovered = await recoverAviator(readAviatorJournal(h.journalFile), h.game().wallet, journal, () => {});
    expect(recovered).toMatchObject({ next: 2, unfinished: [], history: [{ roundId: 'AV-t-1', crashPoint: crash }] });
    // a's auto target 1.20× was reached: ₹120.00; b's was not, and c never cashed out: nothing.
    expect(await cash(a!.id)).toBe(START - 100_00 + 120_00);
    expect(await cash(b!.id)).toBe(START - 100_00);
    expect(await cash(c!.id)).toBe(START - 100_00);
  });
});
