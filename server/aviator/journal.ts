/**
 * Aviator's round journal, kept as the card tables keep theirs: one JSON line per step, written
 * synchronously before the step is acknowledged, so a killed process leaves on disk every bet and
 * cash-out a player was told about. recovery.ts reads it back on start.
 *
 * Lines of a round: `open` (seed, commitment, fallback seeds) → `intent` (before a debit is sent) →
 * `bet` (the debit was accepted and the player told so) → `cancel` (the bet is being rolled back) →
 * `takeoff` (the client seeds used and the crash point) → `cash` (a cash-out decided, manual or auto)
 * → `settled`. A bet queued for the next round may come before that round's `open`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { JournalFile } from '../journal-file';

export type AviatorLine =
  | { t: 'open'; round: string; n: number; seed: string; commitment: string; fallback: string[]; at: number }
  | { t: 'intent'; round: string; tx: string; token: string; player: string; slot: number; amount: number; auto: number | null; clientSeed: string }
  | { t: 'bet'; round: string; tx: string }
  | { t: 'cancel'; round: string; tx: string }
  | { t: 'takeoff'; round: string; at: number; crash: number; clientSeeds: string[] }
  | { t: 'cash'; round: string; tx: string; multiplier: number; payout: number; at: number }
  | { t: 'settled'; round: string };

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
    case 'cash':
      if (bet) bet.cash = { multiplier: line.multiplier, payout: line.payout };
      return;
    case 'settled':
      round.settled = true;
  }
}

/** Every round in the journal in the order first seen. A torn last line (the process died writing it) is skipped. */
export function readAviatorJournal(file: string): JournaledRound[] {
  if (!existsSync(file)) return [];
  const rounds = new Map<string, JournaledRound>();
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text) continue;
    let line: AviatorLine;
    try {
      line = JSON.parse(text) as AviatorLine;
    } catch {
      continue;
    }
    let round = rounds.get(line.round);
    if (!round) rounds.set(line.round, (round = { round: line.round, n: null, takeoff: null, settled: false, bets: new Map() }));
    apply(round, line);
  }
  return [...rounds.values()];
}
