/**
 * After a restart, or when another process takes a table over: every round the journal shows unsettled
 * is finished. A round whose betting had closed is dealt again from its journaled seed (the same cards)
 * and paid; one still taking bets is void (its cards were never dealt): every stake sent for it is
 * rolled back and its players are told. Credits and rollbacks carry the same ids as before, so a call
 * that had already gone through changes nothing the second time.
 */
import { dealRound, webCrypto } from '../../domain/games';
import { creditId, roundPayouts, rollbackId, type ProviderTable } from './games';
import type { JournaledRound, JournalLine } from './journal';
import type { RoundJournal } from './round-journal';
import type { WalletClient } from './wallet-client';

export interface RecoveredTables {
  /** The next round number of each table. */
  next: Map<string, number>;
  /** Results strip of each table, oldest first. */
  history: Map<string, Array<{ roundId: string; label: string }>>;
  /** Rounds that could not be finished now (the wallet did not answer); the next start tries again. */
  unfinished: string[];
}

const ACCEPTED_ROLLBACK = new Set(['OK', 'UNKNOWN_TRANSACTION']);

async function finishRound(round: JournaledRound, table: ProviderTable, wallet: WalletClient): Promise<string | null | undefined> {
  const stakes = [...round.bets.values()];
  const rollBack = async (tx: string, token: string) => {
    const answer = await wallet.rollback({ token, transactionId: rollbackId(tx), roundId: round.round, referenceTransactionId: tx });
    if (answer.status !== 'OK' && !ACCEPTED_ROLLBACK.has(answer.code)) throw new Error(`rollback ${tx}: ${answer.code}`);
  };
  if (!round.closed) {
    for (const stake of stakes) await rollBack(stake.tx, stake.token);
    return null;
  }
  const deal = await dealRound(table.game, webCrypto, round.seed, round.round);
  for (const stake of stakes.filter((s) => !s.accepted)) await rollBack(stake.tx, stake.token);
  const payouts = roundPayouts(table.game, deal.result, stakes.filter((s) => s.accepted));
  for (const p of payouts.values()) {
    const answer = await wallet.credit({ token: p.token, transactionId: creditId(round.round, p.player), roundId: round.round, amount: p.paid });
    if (answer.status !== 'OK') throw new Error(`credit ${creditId(round.round, p.player)}: ${answer.code}`);
  }
  return table.game.resultLabel(deal.result);
}

/** `tell` reaches a player's sockets wherever they are (the `round-void` event of a void round). */
/** The stakes a void round returned, by player. */
function stakesByPlayer(round: JournaledRound): Map<string, Array<{ id: string; betId: string; amount: number }>> {
  const byPlayer = new Map<string, Array<{ id: string; betId: string; amount: number }>>();
  for (const stake of round.bets.values()) {
    if (!stake.accepted) continue;
    byPlayer.set(stake.player, [...(byPlayer.get(stake.player) ?? []), { id: stake.tx, betId: stake.bet, amount: stake.amount }]);
  }
  return byPlayer;
}

export async function recoverRounds(rounds: readonly JournaledRound[], tables: readonly ProviderTable[], wallet: WalletClient, journal: RoundJournal<JournalLine>, log: (message: string) => void, tell: (playerId: string, event: string, payload: unknown) => void = () => {}): Promise<RecoveredTables> {
  const recovered: RecoveredTables = { next: new Map(), history: new Map(), unfinished: [] };
  for (const round of rounds) {
    const table = tables.find((t) => t.tableId === round.table);
    if (!table) continue;
    recovered.next.set(round.table, Math.max(recovered.next.get(round.table) ?? 1, round.n + 1));
    let label = round.label;
    if (!round.settled) {
      try {
        label = (await finishRound(round, table, wallet)) ?? null;
        await journal.write({ t: 'settled', round: round.round, label });
        log(`casino round ${round.round} ${label === null ? 'void: cut off before its cards were dealt, stakes returned' : `settled after restart (${label})`}`);
        if (label === null) for (const [player, bets] of stakesByPlayer(round)) tell(player, 'round-void', { tableId: round.table, roundId: round.round, bets });
      } catch (error) {
        recovered.unfinished.push(round.round);
        log(`casino round ${round.round} left for the next start: ${String(error)}`);
        continue;
      }
    }
    if (label !== null) {
      const strip = recovered.history.get(round.table) ?? [];
      strip.push({ roundId: round.round, label });
      if (strip.length > 20) strip.shift();
      recovered.history.set(round.table, strip);
    }
  }
  return recovered;
}
