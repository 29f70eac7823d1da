/**
 * One table's round loop, server-authoritative: a round opens with its seed committed (SHA-256
 * published), takes bets for the betting window (each debited through the operator's wallet before it
 * is acknowledged), closes, reveals the cards one by one, publishes the result with the seed, pays every
 * player who bet (credit 0 for a loss closes their round), holds the result, and the next round opens.
 */
import { randomBytes } from 'node:crypto';
import { formatRupeesFromPaise } from '../../domain/format';
import { cardCode, commitment, dealRound, formatPercent, toNumber, webCrypto, type Deal } from '../../domain/games';
import { creditId, roundPayouts, rollbackId, type ProviderTable, type StakeLine } from './games';
import type { JournalLine } from './journal';
import type { RoundJournal } from './round-journal';
import type { WalletClient } from './wallet-client';

export interface RoundTiming {
  bettingMs: number;
  /** Between one card and the next. */
  revealMs: number;
  /** How long the result stays before the next round opens. */
  resultMs: number;
}

export const DEFAULT_TIMING: RoundTiming = { bettingMs: 15_000, revealMs: 1_000, resultMs: 5_000 };

/** How the table speaks to players: to everyone at the table, or to one player's sockets. */
export interface TableVoice {
  toTable(tableId: string, event: string, payload: unknown): void;
  toPlayer(playerId: string, event: string, payload: unknown): void;
  /** Resolves once everything said to the table so far has been written to every player at it. */
  tableHeard(tableId: string): Promise<void>;
}

export type Phase = 'betting' | 'closing' | 'dealing' | 'result';

interface Round {
  id: string;
  n: number;
  seed: string;
  commitment: string;
  phase: Phase;
  openedAt: number;
  closesAt: number;
  deal: Deal<unknown>;
  revealed: number;
  bets: Array<StakeLine & { tx: string }>;
  /** Bets asked for so far: the next one's number in its transaction id (round ids are never reused). */
  asked: number;
  inFlight: Set<Promise<unknown>>;
}

export interface BetAnswer {
  success: boolean;
  message: string;
  code?: string;
  bet?: { id: string; roundId: string; betId: string; amount: number };
  /** Paise the player may stake after the bet (or at the refusal, when the wallet said). */
  balance?: number;
}

export const BETTING_CLOSED = 'Betting is closed for this round. Your bet was not placed; bet again when the next round opens.';
const HISTORY = 20;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

export class CasinoTable {
  private round: Round | null = null;
  private readonly history: Array<{ roundId: string; label: string }> = [];
  private readonly stopping = new AbortController();
  private loop: Promise<void> = Promise.resolve();

  constructor(
    readonly config: ProviderTable,
    private readonly deps: { wallet: WalletClient; journal: RoundJournal<JournalLine>; voice: TableVoice; timing: RoundTiming; now: () => number; log: (message: string) => void; scope: string },
  ) {}

  /** Starts the loop at round number `n`, with the results strip of earlier rounds. */
  start(n: number, history: Array<{ roundId: string; label: string }>): void {
    this.history.push(...history.slice(-HISTORY));
    this.loop = this.run(n).catch((error: unknown) => this.deps.log(`casino table ${this.config.tableId} stopped: ${String(error)}`));
  }

  /** Ends the loop; a settlement still paying after 5 s is left to the journal (the next start pays the rest, once). */
  async stop(): Promise<void> {
    this.stopping.abort();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([this.loop, new Promise<void>((resolve) => (timer = setTimeout(resolve, 5_000)))]);
    clearTimeout(timer);
  }

  get tableId(): string {
    return this.config.tableId;
  }

  /** What a player joining sees: the round (cards revealed so far), the strip, the bets and limits. */
  snapshot(playerId?: string): Record<string, unknown> {
    const round = this.round;
    const { game } = this.config;
    const rtp = game.returnToPlayer();
    return {
      tableId: this.config.tableId,
      gameId: this.config.gameId,
      game: game.id,
      name: game.name,
      serverTime: this.deps.now(),
      limits: { minStake: this.config.minStake, maxStake: this.config.maxStake },
      bets: game.bets.map((bet) => {
        const exact = rtp[bet.id];
        return { id: bet.id, label: bet.label, profitHundredths: bet.profitHundredths, returnToPlayer: exact ? toNumber(exact) : null, returnToPlayerText: exact ? formatPercent(exact) : null };
      }),
      round: round && {
        roundId: round.id,
        phase: round.phase,
        commitment: round.commitment,
        closesAt: round.closesAt,
        cards: round.deal.cards.slice(0, round.revealed).map(cardCode),
        ...(round.phase === 'result' ? { seed: round.seed, result: round.deal.result } : {}),
        myBets: playerId ? round.bets.filter((b) => b.player === playerId).map((b) => ({ id: b.tx, betId: b.bet, amount: b.amount })) : [],
      },
      history: [...this.history],
    };
  }

  async placeBet(player: { id: string; token: string }, input: { betId: string; amount: number; roundId?: string }): Promise<BetAnswer> {
    const round = this.round;
    const { game, minStake, maxStake } = this.config;
    if (!round || round.phase !== 'betting' || this.deps.now() >= round.closesAt || (input.roundId && input.roundId !== round.id)) return { success: false, code: 'BETTING_CLOSED', message: BETTING_CLOSED };
    const bet = game.bets.find((b) => b.id === input.betId);
    if (!bet) return { success: false, code: 'INVALID_BET', message: `${game.name} takes bets on ${game.bets.map((b) => b.id).join(', ')}.` };
    if (!Number.isSafeInteger(input.amount) || input.amount < minStake || input.amount > maxStake) {
      return { success: false, code: 'INVALID_STAKE', message: `A stake is a whole number of paise from ${minStake} to ${maxStake}.` };
    }
    // Zero-padded, so a round's ids sort as they are made and its ledger rows go to the ends of their indexes.
    const tx = `${round.id}:bet:${String((round.asked += 1)).padStart(6, '0')}`;
    // The intent is on disk before the debit is sent (bets arriving together share one write).
    await this.deps.journal.append({ t: 'intent', round: round.id, tx, token: player.token, player: player.id, bet: bet.id, amount: input.amount });
    // The window's close waits for the whole placement, so an accepted bet is in the round before it is dealt.
    const placing = this.stake(round, player, bet, input.amount, tx);
    round.inFlight.add(placing);
    try {
      return await placing;
    } finally {
      round.inFlight.delete(placing);
    }
  }

  private async stake(round: Round, player: { id: string; token: string }, bet: { id: string; label: string }, amount: number, tx: string): Promise<BetAnswer> {
    try {
      const answer = await this.deps.wallet.debit({ token: player.token, transactionId: tx, roundId: round.id, amount });
      if (answer.status !== 'OK') return { success: false, code: answer.code, message: answer.message, ...(answer.balance === undefined ? {} : { balance: answer.balance }) };
      if (round.phase !== 'betting' && round.phase !== 'closing') {
        // The wallet answered after the round was closed without it: the stake goes back.
        await this.rollback(round.id, player.token, tx);
        return { success: false, code: 'BETTING_CLOSED', message: BETTING_CLOSED };
      }
      await this.deps.journal.append({ t: 'bet', round: round.id, tx });
      round.bets.push({ tx, player: player.id, token: player.token, bet: bet.id, amount });
      return { success: true, message: `${bet.label} ${formatRupeesFromPaise(amount)} placed.`, bet: { id: tx, roundId: round.id, betId: bet.id, amount }, balance: answer.balance };
    } catch (error) {
      // Whether the operator took the stake is unknown: undo it (a rollback of a debit it never saw keeps that debit out).
      this.deps.log(`casino debit ${tx} failed: ${String(error)}`);
      void this.rollback(round.id, player.token, tx).catch(() => {});
      return { success: false, code: 'WALLET_UNAVAILABLE', message: 'Your bet could not be placed: the wallet did not answer. Please try again.' };
    }
  }

  private async rollback(roundId: string, token: string, tx: string): Promise<void> {
    await this.deps.wallet.rollback({ token, transactionId: rollbackId(tx), roundId, referenceTransactionId: tx });
  }

  private async run(firstN: number): Promise<void> {
    const { timing, voice, journal, now } = this.deps;
    const signal = this.stopping.signal;
    for (let n = firstN; !signal.aborted; n += 1) {
      // The process's scope keeps round ids (and so credit ids) apart from another process sharing the database.
      const id = `${this.config.tableId}-${this.deps.scope}-${n}`;
      const seed = randomBytes(32).toString('hex');
      const [committed, deal] = await Promise.all([commitment(webCrypto, seed), dealRound(this.config.game, webCrypto, seed, id)]);
      const openedAt = now();
      const round: Round = { id, n, seed, commitment: committed, phase: 'betting', openedAt, closesAt: openedAt + timing.bettingMs, deal, revealed: 0, bets: [], asked: 0, inFlight: new Set() };
      // Recorded before anyone hears of it: a round is never played that the journal does not know.
      await journal.write({ t: 'open', table: this.config.tableId, round: id, n, seed, commitment: committed, at: openedAt });
      this.round = round;
      voice.toTable(this.config.tableId, 'round', { tableId: this.config.tableId, roundId: id, phase: 'betting', commitment: committed, closesAt: round.closesAt, serverTime: openedAt });
      await sleep(timing.bettingMs, signal);
      // Bets whose debit is on its way when the window closes are waited for: they were sent in time.
      round.phase = 'closing';
      await Promise.race([Promise.allSettled([...round.inFlight]), sleep(5_000, signal)]);
      if (signal.aborted) return;
      round.phase = 'dealing';
      // Recorded before the deal is shown: a round the journal has closed is settled by its cards, one it has not is void.
      await journal.write({ t: 'closed', round: id });
      voice.toTable(this.config.tableId, 'betting-closed', { tableId: this.config.tableId, roundId: id, bets: round.bets.length, serverTime: now() });
      // A long deal (Andar Bahar's) is shown faster: all of it within six reveal intervals.
      const revealEvery = Math.min(timing.revealMs, Math.floor((timing.revealMs * 6) / Math.max(1, deal.cards.length)));
      for (const [index, card] of deal.cards.entries()) {
        await sleep(revealEvery, signal);
        if (signal.aborted) return;
        round.revealed = index + 1;
        voice.toTable(this.config.tableId, 'card', { tableId: this.config.tableId, roundId: id, index, card: cardCode(card), at: now() });
      }
      round.phase = 'result';
      const label = this.config.game.resultLabel(deal.result);
      this.history.push({ roundId: id, label });
      if (this.history.length > HISTORY) this.history.shift();
      voice.toTable(this.config.tableId, 'result', { tableId: this.config.tableId, roundId: id, label, result: deal.result, cards: deal.cards.map(cardCode), seed, commitment: committed, history: [...this.history], at: now() });
      // Each player's settlement follows the result they have heard.
      await voice.tableHeard(this.config.tableId);
      const settled = await this.settle(round, label);
      if (!settled) this.deps.log(`casino round ${id}: some credits did not go through; they are sent again at the next start`);
      await sleep(timing.resultMs, signal);
    }
  }

  /** Pays every player of the round once (credit ids are per round and player), then tells each their balance. */
  private async settle(round: Round, label: string): Promise<boolean> {
    const payouts = [...roundPayouts(this.config.game, round.deal.result, round.bets).values()];
    let allPaid = true;
    const pay = async (p: (typeof payouts)[number]) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        try {
          const answer = await this.deps.wallet.credit({ token: p.token, transactionId: creditId(round.id, p.player), roundId: round.id, amount: p.paid });
          if (answer.status === 'OK') {
            this.deps.voice.toPlayer(p.player, 'settlement', { tableId: this.config.tableId, roundId: round.id, label, staked: p.staked, paid: p.paid, balance: answer.balance });
            this.deps.voice.toPlayer(p.player, 'balance', { balance: answer.balance });
          } else this.deps.log(`casino credit ${creditId(round.id, p.player)} refused: ${answer.code} ${answer.message}`);
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
        }
      }
      allPaid = false;
    };
    for (let i = 0; i < payouts.length; i += 200) await Promise.all(payouts.slice(i, i + 200).map(pay));
    if (allPaid) await this.deps.journal.write({ t: 'settled', round: round.id, label });
    return allPaid;
  }
}

