/**
 * Finishes every Aviator round the journal shows unsettled (after a restart, or when another process
 * takes the game over). A round whose crash was recorded is paid as its crash point says: a cash-out
 * gets what it was told, an auto cash-out at or below the crash point target × stake, every other bet
 * nothing (credit 0). A round cut off before its crash (or before it took off) is void, as the industry
 * rule has it ("a malfunction voids all pays and plays"): cash-outs already recorded stand and are paid,
 * every other stake is returned. Stakes whose debit was never acknowledged, or that were cancelled,
 * are returned either way. Calls carry the ids used before, so one that had already gone through
 * changes nothing the second time; each player of a void round is told which of their bets it voided.
 */
import type { WalletAnswer, WalletClient } from '../casino-provider/wallet-client';
import type { RoundJournal } from '../casino-provider/round-journal';
import type { AviatorLine, JournaledBet, JournaledRound } from './journal';
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

/** True when the round was settled by its crash point, false when it was void. */
async function finishRound(round: JournaledRound, wallet: WalletClient): Promise<boolean> {
  const rollBack = async (bet: JournaledBet) => expect(await wallet.rollback({ token: bet.token, transactionId: rollbackId(bet.tx), roundId: round.round, referenceTransactionId: bet.tx }), `rollback ${bet.tx}`, ['UNKNOWN_TRANSACTION']);
  const credit = async (bet: JournaledBet, amount: number) => expect(await wallet.credit({ token: bet.token, transactionId: creditId(bet.tx), roundId: round.round, amount, referenceTransactionId: bet.tx }), `credit ${creditId(bet.tx)}`);
  const crashed = round.crashed && round.takeoff !== null;
  for (const bet of round.bets.values()) {
    if (!bet.accepted || bet.cancelled) await rollBack(bet);
    else if (crashed) await credit(bet, owedPaise(bet, round.takeoff!.crash));
    else if (bet.cash) await credit(bet, bet.cash.payout);
    else await rollBack(bet);
  }
  return crashed;
}

/** What a void round did to each of its player's bets: a recorded cash-out stands, every other stake came back. */
function voidedBets(round: JournaledRound): Map<string, Array<{ betId: string; slot: number; amount: number; cashOut: { multiplier: number; payout: number } | null }>> {
  const byPlayer = new Map<string, Array<{ betId: string; slot: number; amount: number; cashOut: { multiplier: number; payout: number } | null }>>();
  for (const bet of round.bets.values()) {
    if (!bet.accepted || bet.cancelled) continue;
    const list = byPlayer.get(bet.player) ?? [];
    list.push({ betId: bet.tx, slot: bet.slot, amount: bet.amount, cashOut: bet.cash });
    byPlayer.set(bet.player, list);
  }
  return byPlayer;
}

/** `tell` reaches a player's sockets wherever they are (the `round-void` event of a void round). */
export async function recoverAviator(rounds: readonly JournaledRound[], wallet: WalletClient, journal: RoundJournal<AviatorLine>, log: (message: string) => void, tell: (playerId: string, event: string, payload: unknown) => void = () => {}): Promise<RecoveredAviator> {
  const recovered: RecoveredAviator = { next: 1, history: [], unfinished: [] };
  for (const round of rounds) {
    if (round.n !== null) recovered.next = Math.max(recovered.next, round.n + 1);
    let crashed = round.crashed && round.takeoff !== null;
    if (!round.settled) {
      try {
        crashed = await finishRound(round, wallet);
        await journal.write({ t: 'settled', round: round.round, crash: crashed ? round.takeoff!.crash : null });
        if (round.bets.size > 0) log(`aviator round ${round.round} ${crashed ? 'settled by its crash point after a restart' : 'void: cut off before its crash; cash-outs stand, other stakes returned'}`);
        if (!crashed) for (const [player, bets] of voidedBets(round)) tell(player, 'round-void', { roundId: round.round, bets });
      } catch (error) {
        recovered.unfinished.push(round.round);
        log(`aviator round ${round.round} left for the next start: ${String(error)}`);
        continue;
      }
    }
    if (crashed) recovered.history.push({ roundId: round.round, crashPoint: round.takeoff!.crash });
  }
  recovered.history = recovered.history.slice(-HISTORY);
  return recovered;
}
