/**
 * What the table page knows, changed only by the provider's socket answers and events (see the
 * contract at the top of server/casino-provider/index.ts). Pure: the page draws from it, the tests feed it.
 */
import { formatRupeesFromPaise as rupees } from '../../../domain/format';
import { cardGameById } from '../../../domain/games';

export interface BetInfo {
  id: string;
  label: string;
  profitHundredths: number;
  returnToPlayerText: string;
}

export interface MyBet {
  id: string;
  betId: string;
  amount: number;
}

export type Phase = 'betting' | 'closing' | 'dealing' | 'result';

export interface RoundView {
  roundId: string;
  phase: Phase;
  commitment: string;
  closesAt: number;
  cards: string[];
  myBets: MyBet[];
  label: string | null;
}

export interface FinishedRound {
  roundId: string;
  label: string;
  seed: string;
  commitment: string;
  cards: string[];
  /** What the player staked and was paid in it, when they bet. */
  staked: number | null;
  paid: number | null;
}

export interface TableState {
  tableId: string;
  /** The rules' id in domain/games (dragon-tiger, …), for the Verify dialog. */
  game: string;
  name: string;
  minStake: number;
  maxStake: number;
  bets: BetInfo[];
  round: RoundView | null;
  history: Array<{ roundId: string; label: string }>;
  /** Paise the player may stake. */
  balance: number;
  /** Server clock minus this page's clock, in ms. */
  clockOffset: number;
  finished: FinishedRound | null;
  /** The last thing to tell the player (a refused bet, a win), or ''. */
  message: string;
}

export type Wire = Record<string, unknown>;
const record = (value: unknown): Wire => (value && typeof value === 'object' ? (value as Wire) : {});

const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The join acknowledgement's table, read at `now` (this page's clock). */
export function joinedTable(ack: Wire, now: number): TableState {
  const table = record(ack.table);
  const limits = record(table.limits);
  const round = table.round ? record(table.round) : null;
  return {
    tableId: text(table.tableId),
    game: text(table.game),
    name: text(table.name),
    minStake: amount(limits.minStake),
    maxStake: amount(limits.maxStake),
    bets: Array.isArray(table.bets) ? (table.bets as Wire[]).map((b) => ({ id: text(b.id), label: text(b.label), profitHundredths: amount(b.profitHundredths), returnToPlayerText: text(b.returnToPlayerText) })) : [],
    round: round ? roundFrom(round, text(table.game)) : null,
    history: historyFrom(table.history),
    balance: amount(ack.balance),
    clockOffset: typeof table.serverTime === 'number' ? table.serverTime - now : 0,
    finished: null,
    message: '',
  };
}

/** A round as the join answer gives it; one joined in its result phase is named by the game's rules, as a live result is. */
function roundFrom(wire: Wire, game: string): RoundView {
  return {
    roundId: text(wire.roundId),
    phase: (['betting', 'closing', 'dealing', 'result'].includes(text(wire.phase)) ? text(wire.phase) : 'betting') as Phase,
    commitment: text(wire.commitment),
    closesAt: amount(wire.closesAt),
    cards: Array.isArray(wire.cards) ? (wire.cards as unknown[]).map(text) : [],
    myBets: Array.isArray(wire.myBets) ? (wire.myBets as Wire[]).map((b) => ({ id: text(b.id), betId: text(b.betId), amount: amount(b.amount) })) : [],
    label: wire.phase === 'result' ? winnersText(game, wire.result) || text(wire.label) || null : null,
  };
}

function historyFrom(value: unknown): TableState['history'] {
  return Array.isArray(value) ? (value as Wire[]).map((h) => ({ roundId: text(h.roundId), label: text(h.label) })) : [];
}

const sameRound = (state: TableState, event: Wire) => state.round !== null && state.round.roundId === text(event.roundId);

/** Applies one socket event; events of another table, or of a round not current, change nothing. */
export function applyEvent(state: TableState, event: string, payload: Wire, now: number): TableState {
  if (payload.tableId !== undefined && text(payload.tableId) !== state.tableId) return state;
  const offset = typeof payload.serverTime === 'number' ? payload.serverTime - now : state.clockOffset;
  switch (event) {
    case 'round':
      return { ...state, clockOffset: offset, message: '', round: { roundId: text(payload.roundId), phase: 'betting', commitment: text(payload.commitment), closesAt: amount(payload.closesAt), cards: [], myBets: [], label: null } };
    case 'betting-closed':
      return sameRound(state, payload) ? { ...state, clockOffset: offset, round: { ...state.round!, phase: 'dealing' } } : state;
    case 'card': {
      if (!sameRound(state, payload)) return state;
      const cards = [...state.round!.cards];
      cards[amount(payload.index)] = text(payload.card);
      return { ...state, round: { ...state.round!, phase: 'dealing', cards } };
    }
    case 'result': {
      if (!sameRound(state, payload)) return state;
      const cards = Array.isArray(payload.cards) ? (payload.cards as unknown[]).map(text) : state.round!.cards;
      const label = winnersText(state.game, payload.result) || text(payload.label);
      const finished: FinishedRound = { roundId: text(payload.roundId), label, seed: text(payload.seed), commitment: text(payload.commitment), cards, staked: null, paid: null };
      return { ...state, history: payload.history ? historyFrom(payload.history) : state.history, round: { ...state.round!, phase: 'result', cards, label }, finished };
    }
    case 'settlement': {
      const staked = amount(payload.staked);
      const paid = amount(payload.paid);
      const finished = state.finished && state.finished.roundId === text(payload.roundId) ? { ...state.finished, staked, paid } : state.finished;
      return { ...state, balance: amount(payload.balance), finished, message: settlementMessage(staked, paid) };
    }
    case 'balance':
      return { ...state, balance: amount(payload.balance) };
    case 'round-void': {
      // The round was cut off before its cards were dealt (the provider's process stopped): its stakes came back.
      const staked = (Array.isArray(payload.bets) ? (payload.bets as Wire[]) : []).reduce((sum, bet) => sum + amount(bet.amount), 0);
      const round = sameRound(state, payload) ? { ...state.round!, myBets: [] } : state.round;
      return { ...state, round, message: `Round ${text(payload.roundId)} was void: your ${settlementMessage(staked, staked).replace(/^Your /, '')}` };
    }
    default:
      return state;
  }
}

/** The bets a result wins, in words ("Tiger wins"), by the game's own rules; '' when unknown. */
export function winnersText(game: string, result: unknown): string {
  const rules = cardGameById(game);
  if (!rules || result === undefined || result === null) return '';
  try {
    const winners = rules.bets.filter((bet) => rules.settle(result, bet.id) === 'win').map((bet) => bet.label);
    return winners.length ? `${winners.join(', ')} ${winners.length === 1 ? 'wins' : 'win'}` : '';
  } catch {
    return '';
  }
}

/** What a round came to for the player, in words. */
export function settlementMessage(staked: number, paid: number): string {
  if (paid > staked) return `You won ${rupees(paid - staked)} (paid ${rupees(paid)} on ${rupees(staked)} staked).`;
  if (paid === staked) return `Your ${rupees(staked)} stake was returned.`;
  if (paid > 0) return `You got back ${rupees(paid)} of ${rupees(staked)} staked.`;
  return `You lost ${rupees(staked)}.`;
}

/** A bet the provider accepted: it joins the round's bets and the balance follows. */
export function betAccepted(state: TableState, ack: Wire): TableState {
  const bet = record(ack.bet);
  const round = state.round && state.round.roundId === text(bet.roundId) ? { ...state.round, myBets: [...state.round.myBets, { id: text(bet.id), betId: text(bet.betId), amount: amount(bet.amount) }] } : state.round;
  return { ...state, round, balance: typeof ack.balance === 'number' ? ack.balance : state.balance, message: text(ack.message) };
}

/** Whole seconds until betting closes, by the server's clock; 0 once closed. */
export function secondsLeft(state: TableState, now: number): number {
  if (!state.round || state.round.phase !== 'betting') return 0;
  return Math.max(0, Math.ceil((state.round.closesAt - (now + state.clockOffset)) / 1000));
}
