/**
 * What the Aviator page knows, changed only by the provider's join answer, its events and the answers to
 * the player's requests (the protocol is at the top of server/aviator/index.ts). Pure: the page draws from
 * it and the tests feed it. Multipliers are hundredths, money is paise, times are the server's clock.
 */
import { crashPayoutPaise, multiplierHundredthsAt } from '../../../domain/games';
import type { AutoPlay } from './auto-play';
import { serverNow, UNSYNCED, withServerTime, type ClockSync } from './clock-sync';
import { withCrash, type PastCrash } from './crash-history';
import { emptyLive, liveFromSnapshot, withBets, withCashOuts, withTopCashOuts, type LiveRound, type TopCashOut, type Wire } from './live-bets';
import { times } from './money';

export type { Wire } from './live-bets';
export type Phase = 'betting' | 'closing' | 'flying' | 'crashed';
export type SlotIndex = 0 | 1;

export interface Limits {
  minStake: number;
  maxStake: number;
  minAutoCashOut: number;
  maxAutoCashOut: number;
}

export interface RoundView {
  roundId: string;
  phase: Phase;
  commitment: string;
  bettingClosesAt: number;
  takeOffAt: number | null;
  crashPoint: number | null;
  crashedAt: number | null;
}

/** A crashed round with its seeds revealed: what Verify checks. */
export interface CrashedRound {
  roundId: string;
  crashPoint: number;
  seed: string;
  commitment: string;
  clientSeeds: string[];
}

export interface CashOut {
  multiplier: number;
  payout: number;
  auto: boolean;
}

export interface PlacedBet {
  id: string;
  roundId: string;
  amount: number;
  autoCashOut: number | null;
  cashOut: CashOut | null;
}

/** One of this player's bets once its round crashed, or was void. */
export interface MyResult {
  roundId: string;
  slot: number;
  amount: number;
  /** The multiplier it was cashed at, or null when it was lost (or returned, in a void round). */
  multiplier: number | null;
  /** Paid, or returned (a void round's stake). */
  payout: number;
  /** Null for a void round: cut off before its crash, its stakes came back (cash-outs stand). */
  crashPoint: number | null;
}

export interface SlotForm {
  tab: 'bet' | 'auto';
  stake: number;
  autoCashOutOn: boolean;
  autoCashOut: number;
  autoRounds: number;
  stopIfUp: number | null;
  stopIfDown: number | null;
}

export interface SlotState {
  /** The bet playing in the current round. */
  bet: PlacedBet | null;
  /** A bet placed during a flight or pause, waiting for the next round. */
  queued: PlacedBet | null;
  /** A request on its way: its button waits for the answer. */
  pending: 'bet' | 'cancel' | 'cash-out' | null;
  form: SlotForm;
  auto: AutoPlay | null;
}

export interface AviatorState {
  playerId: string;
  limits: Limits;
  /** Paise the player may stake. */
  balance: number;
  clock: ClockSync;
  round: RoundView | null;
  lastCrash: CrashedRound | null;
  history: PastCrash[];
  slots: [SlotState, SlotState];
  live: LiveRound | null;
  /** Bets already placed for the round after this one. */
  liveNext: LiveRound | null;
  myResults: MyResult[];
  top: TopCashOut[];
  /** The last answer to tell the player (role=status). */
  status: string;
  /** For screen readers, once per crash (aria-live). */
  announcement: string;
  connected: boolean;
}

export const MY_RESULTS_KEPT = 30;
const PHASES: readonly Phase[] = ['betting', 'closing', 'flying', 'crashed'];

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));
const record = (value: unknown): Wire => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Wire) : {});
const nullableNum = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function defaultForm(limits: Limits): SlotForm {
  return { tab: 'bet', stake: Math.max(limits.minStake, Math.min(100_00, limits.maxStake)), autoCashOutOn: false, autoCashOut: 200, autoRounds: 10, stopIfUp: null, stopIfDown: null };
}

const emptySlot = (form: SlotForm): SlotState => ({ bet: null, queued: null, pending: null, form, auto: null });

function cashOutFrom(value: unknown): CashOut | null {
  if (!value || typeof value !== 'object') return null;
  const wire = value as Wire;
  return { multiplier: num(wire.multiplier), payout: num(wire.payout), auto: wire.auto === true };
}

export function betFrom(wire: Wire): PlacedBet {
  return { id: str(wire.id ?? wire.betId), roundId: str(wire.roundId), amount: num(wire.amount), autoCashOut: nullableNum(wire.autoCashOut), cashOut: cashOutFrom(wire.cashOut) };
}

function roundFrom(wire: Wire): RoundView {
  const phase = PHASES.includes(wire.phase as Phase) ? (wire.phase as Phase) : 'betting';
  return { roundId: str(wire.roundId), phase, commitment: str(wire.commitment), bettingClosesAt: num(wire.bettingClosesAt), takeOffAt: nullableNum(wire.takeOffAt), crashPoint: nullableNum(wire.crashPoint), crashedAt: nullableNum(wire.crashedAt) };
}

function crashedFrom(wire: Wire): CrashedRound {
  return { roundId: str(wire.roundId), crashPoint: num(wire.crashPoint), seed: str(wire.seed), commitment: str(wire.commitment), clientSeeds: Array.isArray(wire.clientSeeds) ? wire.clientSeeds.map(str) : [] };
}

/** What a bet came to once its round crashed at `crashPoint`: its cash-out, its auto target if reached, or nothing. */
export function resultOf(bet: PlacedBet, slot: number, crashPoint: number): MyResult {
  const base = { roundId: bet.roundId, slot, amount: bet.amount, crashPoint };
  if (bet.cashOut) return { ...base, multiplier: bet.cashOut.multiplier, payout: bet.cashOut.payout };
  if (bet.autoCashOut !== null && bet.autoCashOut <= crashPoint) return { ...base, multiplier: bet.autoCashOut, payout: crashPayoutPaise(bet.amount, bet.autoCashOut) };
  return { ...base, multiplier: null, payout: 0 };
}

/**
 * The join answer, read at `now`. A page joining again (after a lost connection) keeps what the player
 * set and saw this session; its bets come from the answer's `myBets`, so an answer lost on the way is
 * made good.
 */
export function joinedState(ack: Wire, now: number, previous: AviatorState | null = null): AviatorState {
  const snapshot = record(ack.state);
  const limitsWire = record(snapshot.limits);
  const limits: Limits = { minStake: num(limitsWire.minStake), maxStake: num(limitsWire.maxStake), minAutoCashOut: num(limitsWire.minAutoCashOut), maxAutoCashOut: num(limitsWire.maxAutoCashOut) };
  const roundWire = snapshot.round ? record(snapshot.round) : null;
  const round = roundWire ? roundFrom(roundWire) : null;
  const slots = (previous?.slots ?? [emptySlot(defaultForm(limits)), emptySlot(defaultForm(limits))]).map((s) => ({ ...s, bet: null, queued: null, pending: null })) as AviatorState['slots'];
  let myResults = previous?.myResults ?? [];
  for (const wire of Array.isArray(snapshot.myBets) ? snapshot.myBets.map(record) : []) {
    const index = num(wire.slot) - 1;
    if (index !== 0 && index !== 1) continue;
    const bet = betFrom(wire);
    if (wire.queued === true) slots[index].queued = bet;
    else if (round?.phase === 'crashed' && round.crashPoint !== null) {
      if (!myResults.some((r) => r.roundId === bet.roundId && r.slot === index + 1)) myResults = [resultOf(bet, index + 1, round.crashPoint), ...myResults].slice(0, MY_RESULTS_KEPT);
    } else slots[index].bet = bet;
  }
  const live = liveFromSnapshot(snapshot.bets, snapshot.cashOuts);
  return {
    playerId: str(ack.playerId),
    limits,
    balance: num(ack.balance),
    clock: withServerTime(previous?.clock ?? UNSYNCED, snapshot.serverTime, now),
    round,
    lastCrash: round?.phase === 'crashed' && roundWire ? crashedFrom(roundWire) : (previous?.lastCrash ?? null),
    history: Array.isArray(snapshot.history) ? snapshot.history.map(record).map((h) => ({ roundId: str(h.roundId), crashPoint: num(h.crashPoint) })) : [],
    slots,
    live: live && round && live.roundId === round.roundId ? live : round ? emptyLive(round.roundId) : null,
    liveNext: null,
    myResults,
    top: previous?.top ?? [],
    status: previous?.status ?? '',
    announcement: previous?.announcement ?? '',
    connected: true,
  };
}

const mapSlots = (state: AviatorState, change: (slot: SlotState, index: SlotIndex) => SlotState): AviatorState['slots'] => [change(state.slots[0], 0), change(state.slots[1], 1)];

/** Applies one event of the provider; events of a round not current change only what they concern. */
export function applyEvent(state: AviatorState, event: string, payload: Wire, now: number): AviatorState {
  const next = { ...state, clock: withServerTime(state.clock, payload.serverTime, now) };
  const roundId = str(payload.roundId);
  const current = state.round?.roundId === roundId;
  switch (event) {
    case 'round': {
      const round: RoundView = { roundId, phase: 'betting', commitment: str(payload.commitment), bettingClosesAt: num(payload.bettingClosesAt), takeOffAt: null, crashPoint: null, crashedAt: null };
      const slots = mapSlots(state, (slot) => (slot.queued?.roundId === roundId ? { ...slot, bet: slot.queued, queued: null } : { ...slot, bet: null }));
      return { ...next, round, slots, live: state.liveNext?.roundId === roundId ? state.liveNext : emptyLive(roundId), liveNext: null };
    }
    case 'take-off':
      return current ? { ...next, round: { ...state.round!, phase: 'flying', takeOffAt: num(payload.at) } } : next;
    case 'crash':
      return current ? crashed(next, payload) : next;
    case 'bets':
      if (current && state.live) return { ...next, live: withBets(state.live, payload) };
      return { ...next, liveNext: withBets(state.liveNext?.roundId === roundId ? state.liveNext : emptyLive(roundId), payload) };
    case 'cash-outs':
      if (!current) return next;
      return { ...next, live: state.live ? withCashOuts(state.live, payload) : state.live, top: withTopCashOuts(state.top, payload) };
    case 'cashed-out': {
      // The server cashed out one of this player's bets at its auto target.
      const cashOut = cashOutFrom(payload.cashOut);
      const slots = mapSlots(state, (slot) => (cashOut && slot.bet && slot.bet.id === str(payload.betId) && !slot.bet.cashOut ? { ...slot, bet: { ...slot.bet, cashOut } } : slot));
      return { ...next, slots };
    }
    case 'balance':
      return { ...next, balance: num(payload.balance) };
    case 'round-void':
      return voided(next, payload);
    default:
      return state;
  }
}

/** A round cut off before its crash (the provider's process stopped): every stake came back, cash-outs stand. */
function voided(state: AviatorState, payload: Wire): AviatorState {
  const roundId = str(payload.roundId);
  const bets = Array.isArray(payload.bets) ? payload.bets.map(record) : [];
  const results: MyResult[] = bets.map((bet) => {
    const cashOut = cashOutFrom(bet.cashOut);
    return { roundId, slot: num(bet.slot), amount: num(bet.amount), multiplier: cashOut?.multiplier ?? null, payout: cashOut ? cashOut.payout : num(bet.amount), crashPoint: null };
  });
  const fresh = results.filter((r) => !state.myResults.some((m) => m.roundId === r.roundId && m.slot === r.slot));
  const slots = mapSlots(state, (slot) => ({ ...slot, bet: slot.bet?.roundId === roundId ? null : slot.bet, queued: slot.queued?.roundId === roundId ? null : slot.queued }));
  return { ...state, slots, myResults: [...fresh, ...state.myResults].slice(0, MY_RESULTS_KEPT), announcement: `Round ${roundId} was void: your stake is back.` };
}

function crashed(state: AviatorState, payload: Wire): AviatorState {
  const crash = crashedFrom(payload);
  let myResults = state.myResults;
  const slots = mapSlots(state, (slot, index) => {
    if (slot.bet?.roundId !== crash.roundId) return slot;
    myResults = [resultOf(slot.bet, index + 1, crash.crashPoint), ...myResults].slice(0, MY_RESULTS_KEPT);
    return { ...slot, bet: null };
  });
  return {
    ...state,
    round: { ...state.round!, phase: 'crashed', crashPoint: crash.crashPoint, crashedAt: num(payload.at) },
    lastCrash: crash,
    history: withCrash(state.history, { roundId: crash.roundId, crashPoint: crash.crashPoint }),
    slots,
    myResults,
    announcement: `Flew away at ${times(crash.crashPoint)}`,
  };
}

/** The multiplier drawn at `now` (this page's clock) during a flight, in hundredths; null when not flying. */
export function flightHundredths(state: AviatorState, now: number): number | null {
  const round = state.round;
  if (round?.phase !== 'flying' || round.takeOffAt === null) return null;
  return multiplierHundredthsAt(serverNow(state.clock, now) - round.takeOffAt);
}

/** The connection dropped: requests on their way will not be answered. */
export function disconnected(state: AviatorState): AviatorState {
  return { ...state, connected: false, slots: mapSlots(state, (slot) => ({ ...slot, pending: null })) };
}
