/**
 * A wallet call on SQLite as plain data (`WalletWrite`), and what writing one does: the call's prepared
 * statements in a group transaction, decided by wallet-rules.ts.
 */
import type SQLite from 'better-sqlite3';
import type { OpenDatabase } from '../db/database';
import { creditOnce, rollbackOnce } from './sqlite-settle';
import { debitOnce } from './sqlite-debit';
import { inSqliteGroup, type CasinoTakings } from './sqlite-group';
import { walletStatements } from './sqlite-statements';
import { decideDebit, noStandingBet, replay, roundSettled, unknownDebit, type TransactionAnswer } from './wallet-rules';

interface WriteBase {
  providerId: string;
  userId: string;
  transactionId: string;
  roundId: string;
  /** What makes a repeat of the call the same call (see wallet.ts). */
  fingerprint: string;
}

export type WalletWrite =
  | (WriteBase & { call: 'debit'; tokenHash: string; amount: number; description: string; sessionExpiresAt: number })
  | (WriteBase & { call: 'credit'; amount: number; referenceId: string | null; description: string })
  | (WriteBase & { call: 'rollback'; referenceId: string; gameName: string });

/** Writes one call inside the caller's group transaction: its answer, or a thrown WalletRefusal. */
export function runWalletWrite(raw: SQLite.Database, takings: CasinoTakings, write: WalletWrite, now: () => number): TransactionAnswer {
  const statements = walletStatements(raw);
  const again = { replay: (row: Parameters<typeof replay>[0]) => replay(row, write.fingerprint) };
  switch (write.call) {
    case 'debit':
      return debitOnce(statements, { ...write, now }, { ...again, decide: (facts) => decideDebit(now(), { expires_at: write.sessionExpiresAt, user_id: write.userId }, write, facts) }, takings);
    case 'credit':
      return creditOnce(statements, takings, { ...write, now }, { ...again, noStandingBet: () => noStandingBet(write.roundId, write.referenceId) });
    case 'rollback':
      return rollbackOnce(
        statements,
        takings,
        { ...write, now, description: (debitRoundId) => `Casino ${write.gameName} round ${debitRoundId}: bet returned` },
        { ...again, unknownDebit: () => unknownDebit(write.referenceId), settled: roundSettled },
      );
  }
}

/** Writes the call in the next group on the database's own connection (see sqlite-group.ts). */
export function sqliteWrite(open: OpenDatabase, write: WalletWrite, now: () => number): Promise<TransactionAnswer> {
  return inSqliteGroup(open, (raw, takings) => runWalletWrite(raw, takings, write, now));
}
