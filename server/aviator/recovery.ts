/**
 * After a restart: every Aviator round the journal shows unsettled is finished. A round that never took
 * off is called off and every stake sent for it is rolled back. A round that took off is paid as its
 * crash point says: a bet cashed out gets what it was told, one with an auto cash-out at or below the
 * crash point gets target × stake, every other bet is lost (credit 0); stakes whose debit was never
 * acknowledged, or that were cancelled, are rolled back. Calls carry the ids used before the restart,
 * so one that had already gone through changes nothing the second time.
 */
import type { WalletAnswer, WalletClient } from '../casino-provider/wallet-client';
import type { AviatorJournal, JournaledBet, JournaledRound } from './journal';
import { creditId, owedPaise, rollbackId } from './rules';

export interface RecoveredAviator {
  /** The next round number. */
  next: number;
  /** Crash points of earlier rounds, oldest first. */
  history: Array<{ roundId: string; crashPoint: number }>;
  /** Rounds that could not be finished now (the wallet did not answer); the next start tries again. */
  unfinished: string[];
}

const HISTORY = 30;

function expect(answer: WalletAnswer, what: string, accepted: readonly string[] = []): void {
  if (answer.status !== 'OK' && !accepted.includes(answer.code)) throw new Error(`${what}: ${answer.code} ${answer.message}`);
}

async function finishRound(round: JournaledRound, wallet: WalletClient): Promise<void> {
  const rollBack = async (bet: JournaledBet) => expect(await wallet.rollback({ token: bet.token, transactionId: rollbackId(bet.tx), roundId: round.round, referenceTransactionId: bet.tx }), `rollback ${bet.tx}`, ['UNKNOWN_TRANSACTION']);
  for (const bet of round.bets.values()) {
    if (!round.takeoff || !bet.accepted || bet.cancelled) await rollBack(bet);
    else expect(await wallet.credit({ token: bet.token, transactionId: creditId(bet.tx), roundId: round.round, amount: owedPaise(bet, round.takeoff.crash), referenceTransactionId: bet.tx }), `credit ${creditId(bet.tx)}`);
  }
}

export async function recoverAviator(rounds: readonly JournaledRound[], wallet: WalletClient, journal: AviatorJournal, log: (message: string) => void): Promise<RecoveredAviator> {
  const recovered: RecoveredAviator = { next: 1, history: [], unfinished: [] };
  for (const round of rounds) {
    if (round.n !== null) recovered.next = Math.max(recovered.next, round.n + 1);
    if (!round.settled) {
      try {
        await finishRound(round, wallet);
        journal.write({ t: 'settled', round: round.round });
        if (round.bets.size > 0) log(`aviator round ${round.round} ${round.takeoff ? 'settled after restart' : 'called off: stakes returned'}`);
      } catch (error) {
        recovered.unfinished.push(round.round);
        log(`aviator round ${round.round} left for the next start: ${String(error)}`);
        continue;
      }
    }
    if (round.takeoff) recovered.history.push({ roundId: round.round, crashPoint: round.takeoff.crash });
  }
  recovered.history = recovered.history.slice(-HISTORY);
  return recovered;
}
