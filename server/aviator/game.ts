/**
 * Aviator's round loop, server-authoritative: a round opens with its seed committed, takes bets for
 * the betting window (each debited through the operator's wallet before it is acknowledged), takes
 * off, flies until the crash time of its crash point, crashes revealing the seeds, pays, pauses, and
 * the next round opens. The multiplier is never sent: players draw it from the take-off time.
 * Every cash-out is decided by this clock at receipt: at or after the crash time it loses.
 */
import { randomBytes } from 'node:crypto';
import { cashOutMultiplier, commitment, crashPayoutPaise, crashPoint, timeToReach, webCrypto } from '../../domain/games';
import type { WalletAnswer, WalletClient } from '../casino-provider/wallet-client';
import type { Clock } from './clock';
import type { RoundJournal } from '../casino-provider/round-journal';
import type { AviatorLine } from './journal';
import { accepting, betEntry, cashOutEntry, cashOutsToList, myBetView, newRound, playerLabel, roundView, type Bet, type Listed, type Round } from './round';
import { cashDue, dueBets, simulatedBets } from './simulated-bettors';
import { AVIATOR_LIMITS, betProblem, creditId, owedPaise, rollbackId, type AviatorLimits, type Slot } from './rules';
import { formatMultiplier as times, formatRupeesFromPaise as rupees } from '../../domain/format';

export interface AviatorTiming {
  bettingMs: number;
  /** After the crash, before the next round opens. */
  pauseMs: number;
  /** How often bets and cash-outs are sent, batched. */
  batchMs: number;
}

// The loop wakes at least four times a second (and at each auto cash-out target); the lists go once a second.
export const DEFAULT_TIMING: AviatorTiming = { bettingMs: 5_000, pauseMs: 3_000, batchMs: 250 };

export interface AviatorVoice {
  /** To every player, a few hundred at a time between other work (see casino-provider/audience.ts): the lists. */
  toAll(event: string, payload: unknown): void;
  /** To every player in one go: the moments of a round (opening, take-off, crash). */
  toAllNow(event: string, payload: unknown): void;
  toPlayer(playerId: string, event: string, payload: unknown): void;
  /** Resolves once the moments sent so far have reached every player's connection. */
  momentsSent(): Promise<void>;
}

export interface AviatorPlayer {
  id: string;
  token: string;
  clientSeed: string;
}

export interface AviatorAnswer {
  success: boolean;
  message: string;
  code?: string;
  [field: string]: unknown;
}

export interface AviatorDeps {
  wallet: WalletClient;
  /** Every step is recorded here before anyone is told of it (a file, or the shared database). */
  journal: RoundJournal<AviatorLine>;
  voice: AviatorVoice;
  clock: Clock;
  timing: AviatorTiming;
  limits?: AviatorLimits;
  /** Keeps round ids (and so transaction ids) apart from another process's. */
  scope: string;
  log: (message: string) => void;
  /** Each round's server seed; random by default (tests choose seeds to know crash points). */
  newSeed?: () => string;
  /** Seats simulated bettors in every round's lists (simulated-bettors.ts); they touch no money. */
  simulatedBettors?: boolean;
}

export const BETTING_CLOSED = 'The plane has taken off: your bet was not placed. Bet again for the next round.';
const HISTORY = 30;
/**
 * Bets and cash-outs listed in one batch; the counts and sums cover them all. Every client receives
 * every batch, so the lists are capped: with thousands of players a full list would be sent to each.
 */
const LISTED = 20;
/**
 * Bets and cash-outs are each sent every this many batches (once a second): each such event is a write to
 * every player's socket (5,000 writes at a full table, about a tenth of a second of the server's time), so
 * more often would cost the server more than the lists gain. A player hears of their own bets and
 * cash-outs at once (acknowledgements and `cashed-out`).
 */
const LISTS_EVERY = 4;
/**
 * The bets and cash-outs lists are not sent in the last this many ms of a flight: reaching thousands of
 * players takes tens of milliseconds, and the crash must not wait behind a list. They follow the crash.
 */
const QUIET_BEFORE_CRASH_MS = 200;
/** Debits sent before the window closed are awaited this long before take-off. */
const CLOSING_WAIT_MS = 2_000;

/** The largest payouts first, at most LISTED. */
/** A round's bets as the lists show them: simulated ones shown so far, then real ones (the newest last). */
const listed = (round: Round): Listed[] => [...round.simulated.slice(0, round.simulatedShown), ...round.bets.values()];
const refusal = (code: string, message: string, balance?: number): AviatorAnswer => ({ success: false, code, message, ...(balance === undefined ? {} : { balance }) });

export class AviatorGame {
  readonly limits: AviatorLimits;
  private current: Round | null = null;
  /** The round before the current one: a cash-out for it that arrives after the next round opened still hears it crashed. */
  private previous: Round | null = null;
  private upcoming: Round | null = null;
  private readonly history: Array<{ roundId: string; crashPoint: number }> = [];
  private readonly stopping = new AbortController();
  private loop: Promise<void> = Promise.resolve();
  /** Rounds still paying: the next round does not wait for them. */
  private readonly settling = new Set<Promise<void>>();
  private firstN = 1;
  private betsSentAt = 0;
  private cashOutsSentAt = 0;

  constructor(private readonly deps: AviatorDeps) {
    this.limits = deps.limits ?? AVIATOR_LIMITS;
  }

  /** Starts the loop at round number `n`, after the crash points of earlier rounds. */
  start(n: number, history: ReadonlyArray<{ roundId: string; crashPoint: number }>): void {
    this.firstN = n;
    this.history.push(...history.slice(-HISTORY));
    this.loop = this.run().catch((error: unknown) => this.deps.log(`aviator stopped: ${String(error)}`));
  }

  /** Ends the loop; credits still on their way after 5 s are left to the journal (the next start pays them once). */
  async stop(): Promise<void> {
    this.stopping.abort();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([this.loop.then(() => Promise.all([...this.settling])), new Promise<void>((resolve) => (timer = setTimeout(resolve, 5_000)))]);
    clearTimeout(timer);
  }

  /** The round being played (or just crashed), for tests and the join answer. */
  get round(): Readonly<Round> | null {
    return this.current;
  }

  roundId(n: number): string {
    return `AV-${this.deps.scope}-${n}`;
  }

  /** What a player joining sees. */
  snapshot(playerId?: string): Record<string, unknown> {
    const round = this.current;
    const mine = [round, this.upcoming].flatMap((r) => (r && playerId ? [...r.bets.values()].filter((b) => b.player === playerId).map((b) => myBetView(b, r !== round)) : []));
    return {
      serverTime: this.deps.clock.now(),
      limits: this.limits,
      round: round && roundView(round),
      myBets: mine,
      history: [...this.history],
      bets: round ? { roundId: round.id, count: round.count, staked: round.staked, simulated: round.simulatedShown, bets: listed(round).slice(-LISTED).map(betEntry) } : null,
      cashOuts: round ? { count: round.cashOuts, paid: round.paid, cashOuts: cashOutsToList(listed(round).filter((b) => b.cash), LISTED).map(cashOutEntry) } : null,
    };
  }

  /** The round a bet placed now plays in: this one while its window is open, else the next (queued). */
  private roundForBets(): Round {
    const round = this.current;
    if (round && round.phase === 'betting' && this.deps.clock.now() < round.closesAt) return round;
    if (!this.upcoming) {
      const n = round ? round.n + 1 : this.firstN;
      this.upcoming = newRound(this.roundId(n), n);
    }
    return this.upcoming;
  }

  async placeBet(player: AviatorPlayer, input: { slot: unknown; amount: unknown; autoCashOut?: unknown }): Promise<AviatorAnswer> {
    const problem = betProblem(this.limits, input);
    if (problem) return refusal('INVALID_BET', problem);
    const slot = input.slot as Slot;
    const round = this.roundForBets();
    const key = `${player.id}:${slot}`;
    if (round.bets.has(key) || round.pending.has(key)) return refusal('SLOT_TAKEN', `Slot ${slot} already has a bet in round ${round.id}.`);
    const tx = `${round.id}:bet:${randomBytes(8).toString('hex')}`;
    // The whole placement is pending, so the window's close waits for it and the slot is taken meanwhile.
    const placing = this.stake(round, player, { slot, amount: input.amount as number, auto: (input.autoCashOut ?? null) as number | null, tx });
    round.pending.set(key, placing);
    try {
      return await placing;
    } finally {
      round.pending.delete(key);
    }
  }

  /** Records the intent, debits the stake, records the bet, and only then counts it in the round. */
  private async stake(round: Round, player: AviatorPlayer, wanted: { slot: Slot; amount: number; auto: number | null; tx: string }): Promise<AviatorAnswer> {
    const { journal, wallet } = this.deps;
    const { slot, amount, auto, tx } = wanted;
    const stake = { tx, token: player.token };
    await journal.write({ t: 'intent', round: round.id, tx, token: player.token, player: player.id, slot, amount, auto, clientSeed: player.clientSeed });
    let answer: WalletAnswer;
    try {
      answer = await wallet.debit({ token: player.token, transactionId: tx, roundId: round.id, amount });
      if (answer.status !== 'OK') return refusal(answer.code, answer.message, answer.balance);
      if (accepting(round)) await journal.write({ t: 'bet', round: round.id, tx });
    } catch (error) {
      // Whether the operator took the stake is unknown: undo it (a rollback of a debit it never saw keeps that debit out).
      this.deps.log(`aviator debit ${tx} failed: ${String(error)}`);
      this.returnStake(round, stake).catch(() => {});
      return refusal('WALLET_UNAVAILABLE', 'Your bet could not be placed: the wallet did not answer. Please try again.');
    }
    if (!accepting(round)) {
      // The answer came after the bets were sealed: the stake goes back (recorded, so a restart returns it too).
      await Promise.resolve(journal.write({ t: 'cancel', round: round.id, tx })).catch(() => {});
      await this.returnStake(round, stake).catch(() => {});
      return refusal('BETTING_CLOSED', BETTING_CLOSED);
    }
    const bet: Bet = { tx, roundId: round.id, player: player.id, token: player.token, label: playerLabel(player.id), slot, amount, auto, clientSeed: player.clientSeed, cash: null, paid: false };
    round.bets.set(`${player.id}:${slot}`, bet);
    round.count += 1;
    round.staked += amount;
    round.newBets.push(bet);
    const queued = round !== this.current;
    const target = auto === null ? '' : `, auto cash-out at ${times(auto)}`;
    return { success: true, message: queued ? `Bet ${rupees(amount)} placed for the next round${target}: it waits for take-off.` : `Bet ${rupees(amount)} placed${target}.`, bet: myBetView(bet, queued), balance: answer.balance };
  }

  /** Takes back a bet before take-off: the stake is rolled back through the wallet, once. */
  async cancelBet(player: AviatorPlayer, input: { slot: unknown }): Promise<AviatorAnswer> {
    if (input.slot !== 1 && input.slot !== 2) return refusal('INVALID_BET', 'A bet goes in slot 1 or 2.');
    const key = `${player.id}:${input.slot}`;
    const rounds = [this.upcoming, this.current].filter((r): r is Round => r !== null);
    // A bet whose debit is on its way is waited for, then cancelled.
    await Promise.allSettled(rounds.flatMap((r) => (r.pending.has(key) ? [r.pending.get(key)!] : [])));
    const round = rounds.find((r) => r.bets.has(key));
    if (!round) return refusal('NO_BET', `There is no bet in slot ${input.slot} to cancel.`);
    if (!accepting(round)) return refusal('TOO_LATE', 'The plane has taken off: the bet can only be cashed out now.');
    const bet = round.bets.get(key)!;
    round.bets.delete(key);
    round.count -= 1;
    round.staked -= bet.amount;
    round.cancelled.push(bet);
    await this.deps.journal.write({ t: 'cancel', round: round.id, tx: bet.tx });
    try {
      const answer = await this.returnStake(round, bet);
      return { success: true, message: `Bet ${rupees(bet.amount)} cancelled: the stake is back.`, betId: bet.tx, slot: bet.slot, roundId: round.id, ...(answer.status === 'OK' ? { balance: answer.balance } : {}) };
    } catch (error) {
      this.deps.log(`aviator rollback of ${bet.tx} failed, sent again at the round's end: ${String(error)}`);
      return { success: true, message: `Bet ${rupees(bet.amount)} cancelled: the stake comes back shortly.`, betId: bet.tx, slot: bet.slot, roundId: round.id };
    }
  }

  /**
   * A manual cash-out, paid at the multiplier of this clock's time of receipt; at or after the crash time
   * it loses. Decided at once, answered once the journal has it.
   */
  async cashOut(player: AviatorPlayer, input: { slot: unknown }): Promise<AviatorAnswer> {
    const now = this.deps.clock.now();
    if (input.slot !== 1 && input.slot !== 2) return refusal('INVALID_BET', 'A bet goes in slot 1 or 2.');
    const key = `${player.id}:${input.slot}`;
    const round = [this.current, this.previous].find((r) => r?.bets.has(key));
    const bet = round?.bets.get(key);
    if (!round || !bet) return refusal('NO_BET', `There is no bet in slot ${input.slot} in the flight.`);
    if (bet.cash) {
      await bet.cashRecorded;
      return this.cashedAnswer(bet, 'ALREADY_CASHED_OUT');
    }
    if (round.takeOffAt === null || round.crash === null) return refusal('NOT_FLYING', 'The plane has not taken off yet: cancel the bet instead.');
    const multiplier = cashOutMultiplier(round.crash, now - round.takeOffAt);
    if (multiplier === null) return { ...refusal('CRASHED', `Too late: the plane flew away at ${times(round.crash)}. The bet is lost.`), betId: bet.tx, roundId: round.id, slot: bet.slot };
    // An auto target reached before this request arrived was cashed at the target, whether or not the loop had run yet.
    if (bet.auto !== null && bet.auto <= multiplier) await this.cash(round, bet, bet.auto, round.takeOffAt + timeToReach(bet.auto), true);
    else await this.cash(round, bet, multiplier, now, false);
    return this.cashedAnswer(bet);
  }

  private cashedAnswer(bet: Bet, code?: string): AviatorAnswer {
    const cash = bet.cash!;
    return { success: true, ...(code ? { code } : {}), message: `Cashed out at ${times(cash.multiplier)}: ${rupees(cash.payout)}.`, betId: bet.tx, roundId: bet.roundId, slot: bet.slot, cashOut: cash };
  }

  /** Decides a cash-out; once the journal has it, tells an auto cash-out's player and pays it through the wallet. */
  private cash(round: Round, bet: Bet, multiplier: number, at: number, auto: boolean): Promise<void> {
    const payout = crashPayoutPaise(bet.amount, multiplier);
    bet.cash = { multiplier, payout, at, auto };
    round.cashOuts += 1;
    round.paid += payout;
    round.newCashOuts.push(bet);
    bet.cashRecorded = Promise.resolve(this.deps.journal.write({ t: 'cash', round: round.id, tx: bet.tx, multiplier, payout, at })).then(() => {
      // The batches list only the largest cash-outs: an auto cash-out is told to its player on its own.
      if (auto) this.deps.voice.toPlayer(bet.player, 'cashed-out', { roundId: round.id, betId: bet.tx, slot: bet.slot, cashOut: bet.cash, serverTime: this.deps.clock.now() });
      this.pay(round, bet);
    });
    return bet.cashRecorded;
  }

  /** Sends the bet's one credit (its payout, or 0 for a loss), tried three times; the journal keeps what did not go through. */
  private pay(round: Round, bet: Bet): void {
    const amount = owedPaise(bet, round.crash ?? 0);
    const work = (async () => {
      for (let attempt = 0; attempt < 3 && !bet.paid; attempt += 1) {
        let answer: WalletAnswer;
        try {
          answer = await this.deps.wallet.credit({ token: bet.token, transactionId: creditId(bet.tx), roundId: round.id, amount, referenceTransactionId: bet.tx });
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
          continue;
        }
        if (answer.status !== 'OK') return this.deps.log(`aviator credit ${creditId(bet.tx)} refused: ${answer.code} ${answer.message}`);
        bet.paid = true;
        if (amount > 0) this.deps.voice.toPlayer(bet.player, 'balance', { balance: answer.balance });
      }
    })();
    round.credits.add(work);
    void work.finally(() => round.credits.delete(work));
  }

  /**
   * Rolls a stake back. Until the wallet answers, the round keeps it as owed, so the round is not
   * journaled settled (and a restart sends it again) before it is back.
   */
  private async returnStake(round: Round, stake: { tx: string; token: string }): Promise<WalletAnswer> {
    round.unreturned.set(stake.tx, stake);
    const answer = await this.deps.wallet.rollback({ token: stake.token, transactionId: rollbackId(stake.tx), roundId: round.id, referenceTransactionId: stake.tx });
    round.unreturned.delete(stake.tx);
    return answer;
  }

  /**
   * Sends what happened since the last batch: cash-outs of the flight every batch, bets placed or
   * cancelled in any round every second batch (a panel of bets needs no more, and every client gets
   * each batch).
   */
  private flush(allBets = false): void {
    const { voice, clock, timing } = this.deps;
    this.simulate(this.current);
    const betsDue = allBets || clock.now() - this.betsSentAt >= LISTS_EVERY * timing.batchMs;
    for (const round of betsDue ? [this.current, this.upcoming] : []) {
      this.betsSentAt = clock.now();
      if (!round || (round.newBets.length === 0 && round.cancelled.length === 0)) continue;
      voice.toAll('bets', { roundId: round.id, count: round.count, staked: round.staked, simulated: round.simulatedShown, bets: round.newBets.slice(-LISTED).map(betEntry), cancelled: round.cancelled.slice(-LISTED).map((b) => [b.label, b.slot]) });
      round.newBets = [];
      round.cancelled = [];
    }
    const round = this.current;
    if (round && round.newCashOuts.length > 0 && (allBets || clock.now() - this.cashOutsSentAt >= LISTS_EVERY * timing.batchMs)) {
      this.cashOutsSentAt = clock.now();
      voice.toAll('cash-outs', { roundId: round.id, count: round.cashOuts, paid: round.paid, batch: round.newCashOuts.filter((b) => !b.simulated).length, cashOuts: cashOutsToList(round.newCashOuts, LISTED).map(cashOutEntry), serverTime: this.deps.clock.now() });
      round.newCashOuts = [];
    }
  }

  /**
   * Lists the simulated bets due by now, and cashes out those whose point the flight has passed (at most
   * the crash): into the lists only, never into the round's bets, totals, journal or wallet.
   */
  private simulate(round: Round | null): void {
    if (!round || round.simulated.length === 0) return;
    const now = this.deps.clock.now();
    const due = dueBets(round.simulated, round.simulatedShown, now - round.openedAt);
    round.simulatedShown += due.length;
    round.newBets.push(...due);
    if (round.takeOffAt === null || round.crash === null) return;
    const elapsed = Math.min(now - round.takeOffAt, round.crashMs!);
    round.newCashOuts.push(...cashDue(round.simulated.slice(0, round.simulatedShown), round.crash, round.takeOffAt, elapsed));
  }

  /** Sleeps until `at` on this clock, sending batches on the way. */
  private async until(at: number, signal: AbortSignal): Promise<void> {
    const { clock, timing } = this.deps;
    for (let left = at - clock.now(); left > 0 && !signal.aborted; left = at - clock.now()) {
      await clock.sleep(Math.min(timing.batchMs, left), signal);
      this.flush();
    }
  }

  private async run(): Promise<void> {
    const signal = this.stopping.signal;
    while (!signal.aborted) {
      const round = this.roundForOpening();
      await this.open(round);
      await this.until(round.closesAt, signal);
      if (signal.aborted) return;
      round.phase = 'closing';
      // Bets whose debit is on its way when the window closes are waited for: they were sent in time.
      await Promise.race([Promise.allSettled([...round.pending.values()]), this.deps.clock.sleep(CLOSING_WAIT_MS, signal)]);
      if (signal.aborted) return;
      await this.takeOff(round);
      await this.fly(round, signal);
      if (signal.aborted) return;
      await this.crash(round);
      // The round's credits (thousands of wallet calls) wait until the crash is written to every player: they would slow it.
      const settling = this.deps.voice
        .momentsSent()
        .then(() => this.settle(round))
        .catch((error: unknown) => this.deps.log(`aviator round ${round.id} not settled: ${String(error)}; the next start settles it`));
      this.settling.add(settling);
      void settling.finally(() => this.settling.delete(settling));
      await this.until(this.deps.clock.now() + this.deps.timing.pauseMs, signal);
    }
  }

  private roundForOpening(): Round {
    const n = this.current ? this.current.n + 1 : this.firstN;
    // It stays `upcoming` until it opens, so a bet arriving meanwhile joins it.
    if (!this.upcoming || this.upcoming.n !== n) this.upcoming = newRound(this.roundId(n), n);
    return this.upcoming;
  }

  private async open(round: Round): Promise<void> {
    const { clock, journal, timing, voice } = this.deps;
    round.seed = this.deps.newSeed?.() ?? randomBytes(32).toString('hex');
    round.commitment = await commitment(webCrypto, round.seed);
    round.fallbackSeeds = [1, 2, 3].map((k) => `${round.id}:${k}`);
    round.openedAt = clock.now();
    round.closesAt = round.openedAt + timing.bettingMs;
    if (this.deps.simulatedBettors) round.simulated = simulatedBets(round.id, timing.bettingMs);
    await journal.write({ t: 'open', round: round.id, n: round.n, seed: round.seed, commitment: round.commitment, fallback: round.fallbackSeeds, at: round.openedAt });
    round.phase = 'betting';
    this.previous = this.current;
    this.current = round;
    this.upcoming = null;
    voice.toAllNow('round', { roundId: round.id, commitment: round.commitment, fallbackSeeds: round.fallbackSeeds, bettingClosesAt: round.closesAt, serverTime: round.openedAt });
    this.flush(true);
  }

  /** Seals the bets, draws the crash point from the seed and the client seeds of the first three players to bet (or the fallbacks), and takes off. */
  private async takeOff(round: Round): Promise<void> {
    round.sealed = true;
    // The first three players to bet (a player's second bet does not count again), as Spribe's scheme says.
    const players = new Map<string, string>();
    for (const bet of round.bets.values()) if (players.size < 3 && !players.has(bet.player)) players.set(bet.player, bet.clientSeed);
    const first = [...players.values()];
    const clientSeeds = [...first, ...round.fallbackSeeds.slice(first.length)] as [string, string, string];
    round.crash = await crashPoint(webCrypto, round.seed, clientSeeds);
    round.crashMs = timeToReach(round.crash);
    round.clientSeeds = clientSeeds;
    round.takeOffAt = this.deps.clock.now();
    await this.deps.journal.write({ t: 'takeoff', round: round.id, at: round.takeOffAt, crash: round.crash, clientSeeds });
    round.phase = 'flying';
    this.flush(true);
    this.deps.voice.toAllNow('take-off', { roundId: round.id, at: round.takeOffAt, serverTime: round.takeOffAt });
  }

  /** Until the crash time: auto cash-outs are executed at exactly their targets, cash-outs sent in batches. */
  private async fly(round: Round, signal: AbortSignal): Promise<void> {
    const takeOffAt = round.takeOffAt!;
    const crashMs = round.crashMs!;
    const autos = [...round.bets.values()]
      .filter((b) => b.auto !== null && b.auto <= round.crash!)
      .map((bet) => ({ bet, ms: timeToReach(bet.auto!) }))
      .sort((a, b) => a.ms - b.ms);
    let next = 0;
    for (;;) {
      const elapsed = Math.min(this.deps.clock.now() - takeOffAt, crashMs);
      for (; next < autos.length && autos[next]!.ms <= elapsed; next += 1) {
        const { bet, ms } = autos[next]!;
        if (!bet.cash) void this.cash(round, bet, bet.auto!, takeOffAt + ms, true).catch((error: unknown) => this.deps.log(`aviator auto cash-out of ${bet.tx} not recorded: ${String(error)}`));
      }
      // Close to the crash, and at it, what is gathered waits: the crash goes to every socket first.
      if (crashMs - elapsed > QUIET_BEFORE_CRASH_MS) this.flush();
      if (elapsed >= crashMs || signal.aborted) return;
      // Awake at the next auto target, so its player hears of it then, at the latest by the next batch.
      const nextAuto = next < autos.length ? autos[next]!.ms : crashMs;
      await this.deps.clock.sleep(Math.max(1, Math.min(this.deps.timing.batchMs, nextAuto - elapsed, crashMs - elapsed)), signal);
    }
  }

  /** The plane flies away: recorded first (a round whose crash is recorded is settled by it), then told. */
  private async crash(round: Round): Promise<void> {
    const at = round.takeOffAt! + round.crashMs!;
    await this.deps.journal.write({ t: 'crash', round: round.id, at });
    round.phase = 'crashed';
    this.history.push({ roundId: round.id, crashPoint: round.crash! });
    if (this.history.length > HISTORY) this.history.shift();
    this.deps.voice.toAllNow('crash', { roundId: round.id, crashPoint: round.crash, at, seed: round.seed, commitment: round.commitment, clientSeeds: round.clientSeeds, serverTime: this.deps.clock.now() });
    // The lists held back near the crash follow it.
    this.flush(true);
  }

  /** Closes every bet with its one credit (0 for a loss), returns cancelled stakes not yet back, and journals the round settled. */
  private async settle(round: Round): Promise<void> {
    // A cash-out still being recorded pays when it is.
    await Promise.allSettled([...round.bets.values()].map((bet) => bet.cashRecorded));
    for (const bet of round.bets.values()) if (!bet.cash) this.pay(round, bet);
    // A debit still on its way (it can outlast the closing wait) decides whether a stake must go back.
    await Promise.allSettled([...round.pending.values()]);
    const returns = [...round.unreturned.values()].map((stake) => this.returnStake(round, stake).catch(() => null));
    await Promise.all([...returns, ...round.credits]);
    const unpaid = [...round.bets.values()].filter((b) => !b.paid).length;
    if (unpaid === 0 && round.unreturned.size === 0) await this.deps.journal.write({ t: 'settled', round: round.id, crash: round.crash });
    else this.deps.log(`aviator round ${round.id}: ${unpaid} credits and ${round.unreturned.size} returns did not go through; the next start sends them again`);
  }
}
