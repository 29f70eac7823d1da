/**
 * Random rounds with concurrent players against the wallet, on SQLite and PostgreSQL: stakes, repeated
 * calls, rollbacks (some before their debit arrives, some racing the round's credit) and credits race
 * each other. After every run the ledger balances, each player's cash is what the accepted calls say, no
 * credit stands without its debit, a rollback restores a stake exactly once and never after the round
 * was credited, and a repeated call was answered as the first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGameSession } from './sessions';
import { walletWriterThread, type WalletWriter } from './writer-thread';
import { walletCredit, walletDebit, WalletRefusal, walletRollback, type CasinoWalletDeps, type TransactionAnswer } from './wallet';
import { accountId, balanceOf } from '../exchange/ledger';
import { fundedPlayer, postgresReachable, seeded, testDatabase, type TestDatabaseKind } from '../exchange/test-support';

// SQLite three ways: wallet calls as prepared statements in group transactions on a file's writer thread
// (as the server runs them), the same groups on this thread (in memory), and through Kysely.
type WalletPath = 'thread' | 'group' | 'kysely';
const kinds: Array<[string, TestDatabaseKind, WalletPath]> = [['SQLite, writer thread', 'sqlite-file', 'thread'], ['SQLite', 'sqlite', 'group'], ['SQLite through Kysely', 'sqlite', 'kysely'], ...((await postgresReachable()) ? [['PostgreSQL', 'postgres', 'kysely'] as [string, TestDatabaseKind, WalletPath]] : [])];
const PLAYERS = 8;
const ROUNDS = 25;
const START = 2_000_00;

type Outcome = TransactionAnswer | WalletRefusal;
const settle = (work: Promise<TransactionAnswer>): Promise<Outcome> => work.catch((error: unknown) => {
  if (error instanceof WalletRefusal) return error;
  throw error;
});

describe.each(kinds)('wallet under random concurrent rounds on %s', (_name, kind, path) => {
  let open: Awaited<ReturnType<typeof testDatabase>>;
  let deps: CasinoWalletDeps;
  let writer: WalletWriter | undefined;
  const players: Array<{ id: string; token: string }> = [];

  beforeAll(async () => {
    open = await testDatabase(kind);
    writer = path === 'thread' ? walletWriterThread(open.file!) : undefined;
    deps = { db: open.db, dialect: open.dialect, now: () => Date.now(), ...(path === 'kysely' ? {} : { sqlite: open }), ...(writer ? { writer } : {}) };
    for (let i = 0; i < PLAYERS; i += 1) {
      const id = await fundedPlayer(open, START / 100);
      players.push({ id, token: (await openGameSession(open.db, { providerId: 'sandbox', userId: id, gameId: '7003', tableId: 'T003', now: Date.now(), ttlMs: 3600_000 })).token });
    }
  });
  afterAll(async () => {
    await writer?.close();
    await open.drop();
  });

  it('keeps the money right through races, repeats and rollbacks', { timeout: 60_000 }, async () => {
    const random = seeded(kind === 'sqlite' ? 17 : 18);
    const expected = new Map(players.map((p) => [p.id, START]));
    let repeats = 0;
    let lateUndone = 0;
    let lateRefused = 0;
    for (let r = 0; r < ROUNDS; r += 1) {
      const round = `R${r}`;
      // Stakes: some sent twice at once, some rolled back (twice), some rolled back before they arrive.
      const stakeCalls = players.flatMap((p) =>
        Array.from({ length: random.int(0, 3) }, (_, k) => {
          const call = { token: p.token, transactionId: `${round}:bet:${p.id}:${k}`, roundId: round, amount: random.int(1, 600) * 100 };
          const twice = random.next() < 0.3;
          const rollback = random.next() < 0.25;
          const early = rollback && random.next() < 0.3;
          return { p, call, twice, rollback, early, standing: false };
        }),
      );
      const stakeWork = stakeCalls.map(async (s) => {
        const rb = { token: s.p.token, transactionId: `${s.call.transactionId}:rb`, roundId: round, referenceTransactionId: s.call.transactionId };
        if (s.early) {
          const refused = await settle(walletRollback(deps, 'sandbox', rb));
          expect(refused instanceof WalletRefusal && refused.code).toBe('UNKNOWN_TRANSACTION');
          const late = await settle(walletDebit(deps, 'sandbox', s.call));
          expect(late instanceof WalletRefusal && late.code).toBe('DUPLICATE');
          return;
        }
        const answers = await Promise.all([settle(walletDebit(deps, 'sandbox', s.call)), ...(s.twice ? [settle(walletDebit(deps, 'sandbox', s.call))] : [])]);
        // A refusal changes nothing and is not kept, so only accepted answers must repeat exactly.
        const accepted = answers.filter((a): a is TransactionAnswer => !(a instanceof WalletRefusal));
        for (const refused of answers.filter((a) => a instanceof WalletRefusal)) expect(refused.code).toBe('INSUFFICIENT_FUNDS');
        if (accepted.length === 2) {
          repeats += 1;
          expect(accepted[1]).toEqual(accepted[0]);
        }
        if (accepted.length === 0) return;
        expected.set(s.p.id, expected.get(s.p.id)! - s.call.amount);
        s.standing = !s.rollback;
        if (s.rollback) {
          const undo = await Promise.all([settle(walletRollback(deps, 'sandbox', rb)), settle(walletRollback(deps, 'sandbox', rb))]);
          expect(undo[0]).toEqual(undo[1]);
          expect(undo[0]).not.toBeInstanceOf(WalletRefusal);
          expected.set(s.p.id, expected.get(s.p.id)! + s.call.amount);
        }
      });
      await Promise.all(stakeWork);
      // Credits: one per player, 0 to 3 times the stakes, some sent twice; a player with no standing stake is refused.
      // Some players' providers roll a standing stake back at the same time: whichever comes second loses.
      await Promise.all(
        players.map(async (p) => {
          const amount = random.int(0, 3) * random.int(0, 500) * 100;
          const call = { token: p.token, transactionId: `${round}:win:${p.id}`, roundId: round, amount };
          const twice = random.next() < 0.3;
          const late = random.next() < 0.3 ? stakeCalls.find((s) => s.p === p && s.standing) : undefined;
          const lateCall = late && { token: p.token, transactionId: `${late.call.transactionId}:late-rb`, roundId: round, referenceTransactionId: late.call.transactionId };
          const [answers, undo] = await Promise.all([
            Promise.all([settle(walletCredit(deps, 'sandbox', call)), ...(twice ? [settle(walletCredit(deps, 'sandbox', call))] : [])]),
            lateCall ? settle(walletRollback(deps, 'sandbox', lateCall)) : undefined,
          ]);
          if (answers.length === 2) expect(answers[1]).toEqual(answers[0]);
          if (late && lateCall && undo) {
            if (undo instanceof WalletRefusal) {
              // The credit came first: the stake stays with the casino.
              lateRefused += 1;
              expect(undo.code).toBe('ROUND_SETTLED');
              expect(answers[0]).not.toBeInstanceOf(WalletRefusal);
            } else {
              lateUndone += 1;
              expected.set(p.id, expected.get(p.id)! + late.call.amount);
            }
            // Asked again, the rollback answers the same either way.
            expect(await settle(walletRollback(deps, 'sandbox', lateCall))).toEqual(undo);
          }
          const standing = stakeCalls.some((s) => s.p === p && !s.rollback);
          if (answers[0] instanceof WalletRefusal) {
            expect(answers[0].code).toBe('UNKNOWN_TRANSACTION');
            return;
          }
          expect(standing || answers[0].status === 'OK').toBe(true);
          expected.set(p.id, expected.get(p.id)! + amount);
        }),
      );
    }
    expect(repeats).toBeGreaterThan(5);
    expect(lateUndone + lateRefused).toBeGreaterThan(5);

    for (const p of players) expect(await balanceOf(open.db, accountId(p.id, 'cash')), p.id).toBe(expected.get(p.id));
    const unbalanced = await open.db.selectFrom('ledger_entries').select(['tx_id', (eb) => eb.fn.sum<number>('amount').as('total')]).groupBy('tx_id').execute();
    expect(unbalanced.filter((t) => Number(t.total) !== 0)).toEqual([]);
    const accounts = await open.db.selectFrom('accounts').select(['id', 'balance']).execute();
    expect(accounts.reduce((sum, a) => sum + Number(a.balance), 0)).toBe(0);
    const rows = await open.db.selectFrom('casino_transactions').selectAll().execute();
    // No credit without a debit of the same player in the same round that still stands.
    for (const credit of rows.filter((t) => t.kind === 'credit')) {
      expect(rows.some((d) => d.kind === 'debit' && d.status === 'ok' && d.user_id === credit.user_id && d.round_id === credit.round_id), credit.transaction_id).toBe(true);
    }
    // No stake was returned after its round was credited to the player.
    for (const undo of rows.filter((t) => t.kind === 'rollback')) {
      const credits = rows.filter((c) => c.kind === 'credit' && c.user_id === undo.user_id && c.round_id === undo.round_id);
      for (const credit of credits) expect(Number(undo.created_at), `${undo.transaction_id} after ${credit.transaction_id}`).toBeLessThanOrEqual(Number(credit.created_at));
    }
    // Each rolled-back debit has exactly one rollback posting, and no other debit has one.
    const rollbacks = await open.db.selectFrom('ledger_transactions').select('reference').where('kind', '=', 'casino-rollback').execute();
    const rolledBack = rows.filter((t) => t.kind === 'debit' && t.status === 'rolled-back').map((t) => `sandbox:${t.transaction_id}`);
    expect(rollbacks.map((r) => r.reference).sort()).toEqual(rolledBack.sort());
    // The casino account holds exactly what players lost.
    expect(await balanceOf(open.db, accountId('sandbox', 'casino'))).toBe(PLAYERS * START - [...expected.values()].reduce((a, b) => a + b, 0));
  });
});
