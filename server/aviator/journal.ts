/**
 * Aviator's round journal, kept as the card tables keep theirs: one JSON line per step, written
 * synchronously before the step is acknowledged, so a killed process leaves on disk every bet and
 * cash-out a player was told about. recovery.ts reads it back on start.
 *
 * Lines of a round: `open` (seed, commitment, fallback seeds) → `intent` (before a debit is sent) →
 * `bet` (the debit was accepted and the player told so) → `cancel` (the bet is being rolled back) →
 * `takeoff` (the client seeds used and the crash point) → `cash` (a cash-out decided, manual or auto)
 * → `crash` (the plane flew away: written before anyone is told) → `settled` (with the crash point, or
 * null for a void round). A bet queued for the next round may come before that round's `open`.
 *
 * The same lines go to a file (one process) or to the shared database (round-journal.ts).
 */
import type { RoundLineFacts } from '../casino-provider/round-journal';
import { JournalFile, readJournalLines } from '../journal-file';

export type AviatorLine =
  | { t: 'open'; round: string; n: number; seed: string; commitment: string; fallback: string[]; at: number }
  | { t: 'intent'; round: string; tx: string; token: string; player: string; slot: number; amount: number; auto: number | null; clientSeed: string }
  | { t: 'bet'; round: string; tx: string }
  | { t: 'cancel'; round: string; tx: string }
  | { t: 'takeoff'; round: string; at: number; crash: number; clientSeeds: string[] }
  | { t: 'cash'; round: string; tx: string; multiplier: number; payout: number; at: number }
  | { t: 'crash'; round: string; at: number }
  | { t: 'settled'; round: string; crash?: number | null };

export interface JournaledBet {
  tx: string;
  token: string;
  player: string;
  slot: number;
  amount: number;
  auto: number | null;
  /** The debit was accepted and acknowledged. */
  accepted: boolean;
  cancelled: boolean;
  cash: { multiplier: number; payout: number } | null;
}

export interface JournaledRound {
  round: string;
  n: number | null;
  takeoff: { at: number; crash: number } | null;
  /** The crash happened (and was journaled before anyone heard it). */
  crashed: boolean;
  settled: boolean;
  bets: Map<string, JournaledBet>;
}

export class AviatorJournal extends JournalFile<AviatorLine> {}

function apply(round: JournaledRound, line: AviatorLine): void {
  const bet = 'tx' in line ? round.bets.get(line.tx) : undefined;
  switch (line.t) {
    case 'open':
      round.n = line.n;
      return;
    case 'intent':
      round.bets.set(line.tx, { tx: line.tx, token: line.token, player: line.player, slot: line.slot, amount: line.amount, auto: line.auto, accepted: false, cancelled: false, cash: null });
      return;
    case 'bet':
      if (bet) bet.accepted = true;
      return;
    case 'cancel':
      if (bet) bet.cancelled = true;
      return;
    case 'takeoff':
      round.takeoff = { at: line.at, crash: line.crash };
      return;
    case 'crash':
      round.crashed = true;
      return;
    case 'cash':
      if (bet) bet.cash = { multiplier: line.multiplier, payout: line.payout };
      return;
    case 'settled':
      round.settled = true;
  }
}

/** Every round of the lines, in the order first seen. */
export function aviatorRounds(lines: Iterable<AviatorLine>): JournaledRound[] {
  const rounds = new Map<string, JournaledRound>();
  for (const line of lines) {
    let round = rounds.get(line.round);
    if (!round) rounds.set(line.round, (round = { round: line.round, n: null, takeoff: null, crashed: false, settled: false, bets: new Map() }));
    apply(round, line);
  }
  return [...rounds.values()];
}

/** Every round in the journal file. A torn last line (the process died writing it) is skipped. */
export function readAviatorJournal(file: string): JournaledRound[] {
  return aviatorRounds(readJournalLines<AviatorLine>(file));
}

/** What a line says of its round, for the shared journal. */
export function aviatorLineFacts(line: AviatorLine): RoundLineFacts {
  if (line.t === 'open') return { round: line.round, opened: { n: line.n, at: line.at } };
  if (line.t === 'settled') return { round: line.round, settled: { result: line.crash === undefined || line.crash === null ? null : JSON.stringify(line.crash), at: Date.now() } };
  return { round: line.round };
}
