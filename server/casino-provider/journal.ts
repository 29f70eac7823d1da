/**
 * The provider's round journal: one JSON line per step, written synchronously before the step is
 * acknowledged, so a killed process leaves every acknowledged bet on disk. On start the journal is read
 * back to find rounds left open (recovery.ts settles or rolls them back) and the tables' history.
 *
 * A round's lines: `open` (seed, commitment) → `intent` (before a debit is sent) → `bet` (the debit was
 * accepted and the player told so) → `closed` (betting over; the round will be dealt) → `settled`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { JournalFile } from '../journal-file';

export type JournalLine =
  | { t: 'open'; table: string; round: string; n: number; seed: string; commitment: string; at: number }
  | { t: 'intent'; round: string; tx: string; token: string; player: string; bet: string; amount: number }
  | { t: 'bet'; round: string; tx: string }
  | { t: 'closed'; round: string }
  | { t: 'settled'; round: string; label: string | null };

export interface JournaledBet {
  tx: string;
  token: string;
  player: string;
  bet: string;
  amount: number;
  /** The debit was accepted (a `bet` line follows the `intent`). */
  accepted: boolean;
}

export interface JournaledRound {
  table: string;
  round: string;
  n: number;
  seed: string;
  commitment: string;
  closed: boolean;
  settled: boolean;
  label: string | null;
  bets: Map<string, JournaledBet>;
}

export class Journal extends JournalFile<JournalLine> {}

/** Every round in the journal, oldest first. A torn last line (the process died writing it) is skipped. */
export function readJournal(file: string): JournaledRound[] {
  if (!existsSync(file)) return [];
  const rounds = new Map<string, JournaledRound>();
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (!text) continue;
    let line: JournalLine;
    try {
      line = JSON.parse(text) as JournalLine;
    } catch {
      continue;
    }
    if (line.t === 'open') {
      rounds.set(line.round, { table: line.table, round: line.round, n: line.n, seed: line.seed, commitment: line.commitment, closed: false, settled: false, label: null, bets: new Map() });
      continue;
    }
    const round = rounds.get(line.round);
    if (!round) continue;
    if (line.t === 'intent') round.bets.set(line.tx, { tx: line.tx, token: line.token, player: line.player, bet: line.bet, amount: line.amount, accepted: false });
    else if (line.t === 'bet') {
      const bet = round.bets.get(line.tx);
      if (bet) bet.accepted = true;
    } else if (line.t === 'closed') round.closed = true;
    else {
      round.settled = true;
      round.label = line.label;
    }
  }
  return [...rounds.values()];
}
