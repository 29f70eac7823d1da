/**
 * The provider's round journal: one JSON line per step, written synchronously before the step is
 * acknowledged, so a killed process leaves every acknowledged bet on disk. On start the journal is read
 * back to find rounds left open (recovery.ts settles or rolls them back) and the tables' history.
 *
 * A round's lines: `open` (seed, commitment) → `intent` (before a debit is sent) → `bet` (the debit was
 * accepted and the player told so) → `closed` (betting over; the round will be dealt) → `settled`.
 * The same lines go to a file (one process) or to the shared database (round-journal.ts).
 */
import { JournalFile, readJournalLines } from '../journal-file';
import type { RoundLineFacts } from './round-journal';

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

/** Every round of the lines, oldest first. */
export function tableRounds(lines: Iterable<JournalLine>): JournaledRound[] {
  const rounds = new Map<string, JournaledRound>();
  for (const line of lines) {
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

/** Every round in the journal file. A torn last line (the process died writing it) is skipped. */
export function readJournal(file: string): JournaledRound[] {
  return tableRounds(readJournalLines<JournalLine>(file));
}

/** What a line says of its round, for the shared journal: a called-off round's result is null (void). */
export function tableLineFacts(line: JournalLine): RoundLineFacts {
  if (line.t === 'open') return { round: line.round, opened: { n: line.n, at: line.at } };
  if (line.t === 'settled') return { round: line.round, settled: { result: line.label === null ? null : JSON.stringify(line.label), at: Date.now() } };
  return { round: line.round };
}
