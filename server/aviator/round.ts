/**
 * One Aviator round as the provider holds it, and what players are shown of it. A round exists before
 * it opens when bets are queued for it during the previous flight.
 */
import type { Slot } from './rules';
import type { SimulatedBet } from './simulated-bettors';

/**
 * waiting: bets queued, not yet open · betting: the window is open · closing: the window has closed and
 * debits already sent are awaited; once `sealed`, the bets are final · flying · crashed.
 */
export type Phase = 'waiting' | 'betting' | 'closing' | 'flying' | 'crashed';

export interface CashOut {
  multiplier: number;
  payout: number;
  at: number;
  auto: boolean;
}

export interface Bet {
  tx: string;
  roundId: string;
  player: string;
  token: string;
  label: string;
  slot: Slot;
  amount: number;
  auto: number | null;
  clientSeed: string;
  cash: CashOut | null;
  /** Resolves once the cash-out is in the journal (it is paid, and answered, only then). */
  cashRecorded?: Promise<void>;
  /** The round's credit for this bet went through. */
  paid: boolean;
}

export interface Round {
  id: string;
  n: number;
  phase: Phase;
  sealed: boolean;
  seed: string;
  commitment: string;
  fallbackSeeds: string[];
  openedAt: number;
  closesAt: number;
  takeOffAt: number | null;
  crash: number | null;
  crashMs: number | null;
  clientSeeds: string[] | null;
  /** Standing bets by `${player}:${slot}`, in the order their debits were accepted. */
  bets: Map<string, Bet>;
  /** Debits on their way, by the same key. */
  pending: Map<string, Promise<unknown>>;
  /** Stakes to return (cancelled bets, debits whose fate is unknown) whose rollback has not gone through yet, by debit id. */
  unreturned: Map<string, { tx: string; token: string }>;
  /** Credits on their way. */
  credits: Set<Promise<unknown>>;
  count: number;
  staked: number;
  /** Cash-outs so far and what they paid. */
  cashOuts: number;
  paid: number;
  /** News not yet sent: bets placed and cancelled, cash-outs (real and simulated). */
  newBets: Listed[];
  cancelled: Bet[];
  newCashOuts: Listed[];
  /** The round's simulated bettors (simulated-bettors.ts), apart from `bets` so no money path sees them; the first `simulatedShown` are listed. */
  simulated: SimulatedBet[];
  simulatedShown: number;
}

/** What the lists show of a bet, real or simulated. */
export type Listed = Pick<Bet, 'label' | 'slot' | 'amount' | 'auto' | 'cash'> & { simulated?: true };

/** Of a batch of cash-outs, the `limit` to list: real players' before simulated ones, then the largest payouts. */
export function cashOutsToList(cashed: readonly Listed[], limit: number): Listed[] {
  if (cashed.length <= limit) return [...cashed];
  return [...cashed].sort((a, b) => Number(Boolean(a.simulated)) - Number(Boolean(b.simulated)) || b.cash!.payout - a.cash!.payout).slice(0, limit);
}

export function newRound(id: string, n: number): Round {
  return {
    id,
    n,
    phase: 'waiting',
    sealed: false,
    seed: '',
    commitment: '',
    fallbackSeeds: [],
    openedAt: 0,
    closesAt: 0,
    takeOffAt: null,
    crash: null,
    crashMs: null,
    clientSeeds: null,
    bets: new Map(),
    pending: new Map(),
    unreturned: new Map(),
    credits: new Set(),
    count: 0,
    staked: 0,
    cashOuts: 0,
    paid: 0,
    newBets: [],
    cancelled: [],
    newCashOuts: [],
    simulated: [],
    simulatedShown: 0,
  };
}

export const accepting = (round: Round) => !round.sealed && (round.phase === 'waiting' || round.phase === 'betting' || round.phase === 'closing');

/** Shown to others: the player masked. */
export const playerLabel = (playerId: string) => (playerId.length <= 2 ? `${playerId[0] ?? '?'}***` : `${playerId[0]}***${playerId[playerId.length - 1]}`);

/** A bet as its owner sees it. */
export function myBetView(bet: Bet, queued: boolean) {
  return { id: bet.tx, roundId: bet.roundId, slot: bet.slot, amount: bet.amount, autoCashOut: bet.auto, queued, cashOut: bet.cash };
}

/** A simulated entry ends with `true`, so a page can tag it; a real one has no such field. */
const marked = <T extends readonly unknown[]>(bet: Listed, entry: T) => (bet.simulated ? [...entry, true] : entry);
/** Bets in the `bets` event: [player label, slot, amount, auto cash-out or null, simulated?]. */
export const betEntry = (bet: Listed) => marked(bet, [bet.label, bet.slot, bet.amount, bet.auto] as const);
/** Cash-outs in the `cash-outs` event: [player label, slot, amount, multiplier, payout, at, auto, simulated?]. */
export const cashOutEntry = (bet: Listed) => marked(bet, [bet.label, bet.slot, bet.amount, bet.cash!.multiplier, bet.cash!.payout, bet.cash!.at, bet.cash!.auto] as const);

/** The round as anyone sees it: the seed and client seeds only once it has crashed. */
export function roundView(round: Round) {
  const crashed = round.phase === 'crashed';
  return {
    roundId: round.id,
    phase: round.phase,
    commitment: round.commitment,
    fallbackSeeds: round.fallbackSeeds,
    bettingClosesAt: round.closesAt,
    takeOffAt: round.takeOffAt,
    ...(crashed ? { crashPoint: round.crash, crashedAt: round.takeOffAt! + round.crashMs!, seed: round.seed, clientSeeds: round.clientSeeds } : {}),
  };
}
