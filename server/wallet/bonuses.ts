/**
 * Free Cash from promotions, through the ledger. A promotion chosen at sign-up is recorded then; its
 * Free Cash is credited to the player's bonus account (at sign-up, or on the first approved deposit).
 * Put into play (switch-wallet), it moves into the cash balance in one posting and can be bet with, but
 * that much of the balance stays locked against withdrawal until the player's matched stakes on bets
 * settled since then reach the wagering requirement; then it is released and withdrawable like any cash.
 * Losses come out of the balance first: the lock never exceeds the balance.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../db/migrations';
import type { BonusesTable, Database } from '../db/schema';
import { transact } from '../db/transaction';
import { accountId, balanceOf, ensureAccount, HOUSE_OWNER, lockAccounts, post } from '../exchange/ledger';
import { findPromotion, firstDepositBonus, type Promotion } from '../accounts/promotions';

type Db = Kysely<Database> | Transaction<Database>;

/** Records the promotion a player signed up with; a sign-up grant is credited at once. */
export async function recordPromotion(trx: Transaction<Database>, userId: string, code: string, now: number): Promise<void> {
  const promotion = findPromotion(code);
  if (!promotion) return;
  const id = randomUUID();
  const { grant } = promotion;
  if (grant.when === 'first-deposit') {
    await trx.insertInto('bonuses').values(row(id, userId, promotion, 'awaiting-deposit', 0, now)).execute();
    return;
  }
  await trx.insertInto('bonuses').values({ ...row(id, userId, promotion, 'credited', grant.amountPaise, now), credited_at: now }).execute();
  await creditFreeCash(trx, userId, id, promotion, grant.amountPaise, now);
}

function row(id: string, userId: string, promotion: Promotion, status: BonusesTable['status'], amount: number, now: number): BonusesTable {
  return { id, user_id: userId, code: promotion.code, status, amount, wagering_required: amount * promotion.grant.wageringMultiple, wagering_done: 0, created_at: now, credited_at: null, in_play_at: null, released_at: null };
}

async function creditFreeCash(trx: Transaction<Database>, userId: string, bonusId: string, promotion: Promotion, amount: number, now: number): Promise<void> {
  if (amount <= 0) return;
  const house = await ensureAccount(trx, HOUSE_OWNER, 'house');
  await post(trx, { kind: 'bonus-credit', reference: bonusId, description: `Free Cash from ${promotion.code}`, entries: [{ accountId: house, amount: -amount }, { accountId: accountId(userId, 'bonus'), amount }], at: now });
}

/** Inside the approval of a deposit: the first approved deposit earns a waiting first-deposit bonus. */
export async function onDepositApproved(trx: Transaction<Database>, userId: string, depositPaise: number, now: number): Promise<void> {
  const waiting = await trx.selectFrom('bonuses').selectAll().where('user_id', '=', userId).where('status', '=', 'awaiting-deposit').executeTakeFirst();
  if (!waiting) return;
  const approved = await trx.selectFrom('payment_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('type', '=', 'deposit').where('status', '=', 'approved').executeTakeFirst();
  if (Number(approved?.n ?? 0) !== 1) return;
  const promotion = findPromotion(waiting.code);
  if (!promotion) return;
  const amount = firstDepositBonus(promotion.grant, depositPaise);
  await trx
    .updateTable('bonuses')
    .set({ status: 'credited', amount, wagering_required: amount * promotion.grant.wageringMultiple, credited_at: now })
    .where('id', '=', waiting.id)
    .execute();
  await creditFreeCash(trx, userId, waiting.id, promotion, amount, now);
}

/** Moves every credited bonus into the balance, to bet with; returns how much moved. */
export async function putFreeCashInPlay(db: Kysely<Database>, userId: string, now: number, dialect: Dialect): Promise<number> {
  return transact(db, async (trx) => {
    // The player's accounts before their bonus rows, as settlements take them.
    await lockAccounts(trx, dialect, [accountId(userId, 'bonus'), accountId(userId, 'cash')]);
    const credited = await trx.selectFrom('bonuses').selectAll().where('user_id', '=', userId).where('status', '=', 'credited').execute();
    let moved = 0;
    for (const bonus of credited) {
      const amount = Number(bonus.amount);
      const changed = await trx.updateTable('bonuses').set({ status: amount > 0 ? 'in-play' : 'released', in_play_at: now, released_at: amount > 0 ? null : now }).where('id', '=', bonus.id).where('status', '=', 'credited').executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1 || amount <= 0) continue;
      await post(trx, { kind: 'bonus-in-play', reference: bonus.id, description: `Free Cash from ${bonus.code} put into play`, entries: [{ accountId: accountId(userId, 'bonus'), amount: -amount }, { accountId: accountId(userId, 'cash'), amount }], at: now });
      moved += amount;
    }
    return moved;
  });
}

/** How much of `balance` is Free Cash still locked by wagering. */
export async function lockedBonus(db: Db, userId: string, balance: number): Promise<number> {
  const rows = await db.selectFrom('bonuses').select('amount').where('user_id', '=', userId).where('status', '=', 'in-play').execute();
  const locked = rows.reduce((sum, r) => sum + Number(r.amount), 0);
  return Math.max(0, Math.min(locked, balance));
}

/**
 * Inside a settlement: matched stakes of the settled (not void) orders count towards the wagering of
 * each player's bonus in play, for orders placed after it went into play; a bonus whose requirement is
 * met is released.
 */
export async function countWagering(trx: Transaction<Database>, orders: ReadonlyArray<{ user_id: string; matched: number; placed_at: number; status: string }>, now: number): Promise<void> {
  const users = [...new Set(orders.filter((o) => o.status === 'SETTLED' && Number(o.matched) > 0).map((o) => o.user_id))];
  if (!users.length) return;
  const inPlay = await trx.selectFrom('bonuses').selectAll().where('user_id', 'in', users).where('status', '=', 'in-play').orderBy('in_play_at').execute();
  for (const bonus of inPlay) {
    const wagered = orders
      .filter((o) => o.user_id === bonus.user_id && o.status === 'SETTLED' && Number(o.placed_at) >= Number(bonus.in_play_at))
      .reduce((sum, o) => sum + Number(o.matched), 0);
    if (wagered === 0) continue;
    const done = Math.min(Number(bonus.wagering_required), Number(bonus.wagering_done) + wagered);
    const released = done >= Number(bonus.wagering_required);
    await trx.updateTable('bonuses').set({ wagering_done: done, status: released ? 'released' : 'in-play', released_at: released ? now : null }).where('id', '=', bonus.id).execute();
  }
}

export interface WageringDetails {
  freeCash: number;
  locked: number;
  wageringRequired: number;
  wageringDone: number;
  bonuses: Array<Pick<BonusesTable, 'code' | 'status' | 'amount' | 'wagering_required' | 'wagering_done'> & { title: string; description: string }>;
}

/** The player's Free Cash, what is locked in the balance, and the wagering still to do, for account/wagering-details. */
export async function wageringDetails(db: Kysely<Database>, userId: string): Promise<WageringDetails> {
  const [rows, freeCash, balance] = await Promise.all([
    db.selectFrom('bonuses').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    balanceOf(db, accountId(userId, 'bonus')),
    balanceOf(db, accountId(userId, 'cash')),
  ]);
  const inPlay = rows.filter((r) => r.status === 'in-play');
  return {
    freeCash,
    locked: await lockedBonus(db, userId, balance),
    wageringRequired: inPlay.reduce((sum, r) => sum + Number(r.wagering_required), 0),
    wageringDone: inPlay.reduce((sum, r) => sum + Number(r.wagering_done), 0),
    bonuses: rows.map((r) => {
      const promotion = findPromotion(r.code);
      return { code: r.code, status: r.status, amount: Number(r.amount), wagering_required: Number(r.wagering_required), wagering_done: Number(r.wagering_done), title: promotion?.title ?? r.code, description: promotion?.description ?? '' };
    }),
  };
}
