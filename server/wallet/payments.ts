/**
 * Deposit and withdrawal requests. A deposit changes no money until the operator approves it (house
 * payments → player cash). A withdrawal moves its amount from the player's cash to their hold account
 * when asked for, so it can no longer be bet; approval pays it out (hold → house payments), and a
 * rejection or the player's cancellation gives it back (hold → cash). Each decision is a conditional
 * update of a pending request, in one transaction with its ledger posting, so a request is decided once
 * however many deciders race; the postings' unique (kind, reference) guards the same a second time.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { formatRupeesFromPaise } from '../../domain/format';
import type { Dialect } from '../db/migrations';
import { transact } from '../db/transaction';
import type { Database, PaymentRequestsTable, PaymentType, PayoutAccountsTable, UsersTable } from '../db/schema';
import { accountId, balanceOf, ensureAccount, HOUSE_OWNER, post } from '../exchange/ledger';
import { totalExposure } from '../exchange/orders';
import { lockedBonus, onDepositApproved } from './bonuses';
import { checkPayoutAccount, checkUtr, rupeesToPaise, withinLimits, type BankAccountInput } from './input';
import { findMethod, PAYMENT_METHODS } from './methods';
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_NOT_IMAGE, SCREENSHOT_TOO_LARGE, sniffImage, type ScreenshotStore, type StoredScreenshot } from './screenshots';

export type PaymentRequest = PaymentRequestsTable;

/** A refusal to show the player or operator as it is; `status` is the HTTP status it answers with. */
export class PaymentRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message);
  }
}

/** Which pending deposits approve themselves, and after how long (sandbox demos). */
export interface AutoApproval {
  who: 'demo' | 'all' | 'off';
  delayMs: number;
}

export interface WalletDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  now: () => number;
  autoApproval: AutoApproval;
}

/** A demo account's balance is play money: it may bet and deposit, never withdraw. */
export const DEMO_CANNOT_WITHDRAW = 'Demo accounts cannot withdraw. Register to withdraw real money.';
const isDemo = (user: Pick<UsersTable, 'is_demo'>) => Number(user.is_demo) === 1;

/** Pending deposits a player may have at once (each may carry a 5 MB screenshot). */
export const MAX_PENDING_DEPOSITS = 5;

export const TYPE_NAMES: Record<PaymentType, string> = { deposit: 'Deposit', withdrawal: 'Withdrawal' };

function unwrap<T>(checked: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!checked.ok) throw new PaymentRefused(checked.message);
  return checked.value;
}

function newReference(type: PaymentType): string {
  return `${type === 'deposit' ? 'D' : 'W'}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** Serialises changes of one player's cash: a row lock on PostgreSQL; on SQLite, a first write takes the database's write lock. */
async function lockCash(trx: Transaction<Database>, dialect: Dialect, userId: string): Promise<void> {
  const cash = accountId(userId, 'cash');
  if (dialect === 'postgres') await sql`select id from accounts where id = ${cash} for update`.execute(trx);
  else await sql`update accounts set balance = balance where id = ${cash}`.execute(trx);
}

/**
 * What a player may withdraw now: cash less the worst case of their open bets and less the Free Cash
 * in the balance that wagering still locks (server/wallet/bonuses).
 */
export async function withdrawable(db: Kysely<Database> | Transaction<Database>, userId: string): Promise<{ balance: number; exposure: number; lockedBonus: number; withdrawable: number }> {
  const [balance, exposure] = await Promise.all([balanceOf(db, accountId(userId, 'cash')), totalExposure(db, userId)]);
  const locked = await lockedBonus(db, userId, balance);
  return { balance, exposure, lockedBonus: locked, withdrawable: Math.max(0, balance - exposure - locked) };
}

/** What a player may withdraw now, and why nothing at all when that is so (a demo account). */
export async function withdrawalStanding(db: Kysely<Database>, user: Pick<UsersTable, 'id' | 'is_demo'>): Promise<Awaited<ReturnType<typeof withdrawable>> & { refusal: string | null }> {
  const can = await withdrawable(db, user.id);
  return isDemo(user) ? { ...can, withdrawable: 0, refusal: DEMO_CANNOT_WITHDRAW } : { ...can, refusal: null };
}

export async function createDeposit(deps: WalletDeps, user: Pick<UsersTable, 'id' | 'is_demo'>, input: { method?: unknown; amount?: unknown; utr?: unknown }): Promise<PaymentRequest> {
  const method = findMethod(input.method);
  if (!method) throw new PaymentRefused(`method must be one of ${PAYMENT_METHODS.map((m) => m.id).join(', ')}.`);
  const amount = unwrap(withinLimits(unwrap(rupeesToPaise(input.amount)), method));
  const utr = unwrap(checkUtr(input.utr, method));
  const now = deps.now();
  const { who, delayMs } = deps.autoApproval;
  const auto = who === 'all' || (who === 'demo' && isDemo(user));
  const request: PaymentRequest = {
    id: newReference('deposit'),
    user_id: user.id,
    type: 'deposit',
    method: method.id,
    amount,
    status: 'pending',
    utr,
    screenshot: null,
    payout: null,
    reason: null,
    created_at: now,
    decided_at: null,
    decided_by: null,
    auto_approve_at: auto ? now + delayMs : null,
  };
  const waiting = await deps.db.selectFrom('payment_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', user.id).where('type', '=', 'deposit').where('status', '=', 'pending').executeTakeFirst();
  if (Number(waiting?.n ?? 0) >= MAX_PENDING_DEPOSITS) throw new PaymentRefused(`You have ${MAX_PENDING_DEPOSITS} deposit requests waiting to be checked; send another once one is decided.`, 409);
  const duplicate = new PaymentRefused(`UTR ${utr} has already been used for a deposit. Check the reference of your transfer.`, 409);
  const used = () => deps.db.selectFrom('payment_requests').select('id').where('utr', '=', utr).executeTakeFirst();
  if (await used()) throw duplicate;
  try {
    await deps.db.insertInto('payment_requests').values(request).execute();
  } catch (error) {
    // Two requests with one UTR at once: the unique index lets one in.
    if (await used()) throw duplicate;
    throw error;
  }
  return request;
}

export async function savePayoutAccount(deps: WalletDeps, userId: string, input: BankAccountInput & { kind?: unknown; upiId?: unknown }): Promise<PayoutAccountsTable> {
  const value = unwrap(checkPayoutAccount(input));
  const existing = await deps.db.selectFrom('payout_accounts').selectAll().where('user_id', '=', userId).execute();
  const same = existing.find((a) => a.kind === value.kind && a.account_number === value.accountNumber && a.ifsc === value.ifsc && a.upi_id === value.upiId);
  if (same) return same;
  if (existing.length >= 10) throw new PaymentRefused('You can save at most 10 payout accounts.', 409);
  const account: PayoutAccountsTable = { id: randomBytes(8).toString('hex'), user_id: userId, kind: value.kind, holder_name: value.holderName, account_number: value.accountNumber, ifsc: value.ifsc, upi_id: value.upiId, created_at: deps.now() };
  await deps.db.insertInto('payout_accounts').values(account).execute();
  return account;
}

/** Forgets a payout account; withdrawals asked for keep their own copy of it. */
export async function removePayoutAccount(deps: WalletDeps, userId: string, id: string): Promise<void> {
  const removed = await deps.db.deleteFrom('payout_accounts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new PaymentRefused('No such payout account on your account.', 404);
}

export function payoutAccounts(deps: WalletDeps, userId: string): Promise<PayoutAccountsTable[]> {
  return deps.db.selectFrom('payout_accounts').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
}

export async function createWithdrawal(deps: WalletDeps, userId: string, input: { payoutAccountId?: unknown; amount?: unknown }): Promise<PaymentRequest> {
  // Read here rather than trusted from the caller; refused before anything is written: no request, no hold.
  // 409, not 403: a 403 ends the player's session in the app, and a demo player may go on playing.
  const user = await deps.db.selectFrom('users').select('is_demo').where('id', '=', userId).executeTakeFirst();
  if (user && isDemo(user)) throw new PaymentRefused(DEMO_CANNOT_WITHDRAW, 409);
  const account =
    typeof input.payoutAccountId === 'string'
      ? await deps.db.selectFrom('payout_accounts').selectAll().where('id', '=', input.payoutAccountId).where('user_id', '=', userId).executeTakeFirst()
      : undefined;
  if (!account) throw new PaymentRefused('Choose one of your saved payout accounts.', 404);
  const method = findMethod(account.kind)!;
  const amount = unwrap(withinLimits(unwrap(rupeesToPaise(input.amount)), method));
  return transact(deps.db, async (trx) => {
    await lockCash(trx, deps.dialect, userId);
    const can = await withdrawable(trx, userId);
    if (amount > can.withdrawable) throw new PaymentRefused(`You can withdraw at most ${formatRupeesFromPaise(can.withdrawable)} now (balance less the exposure of open bets${can.lockedBonus ? ' and the Free Cash still locked by wagering' : ''}).`);
    const now = deps.now();
    const { id: _id, user_id: _user, created_at: _at, ...payout } = account;
    const request: PaymentRequest = {
      id: newReference('withdrawal'),
      user_id: userId,
      type: 'withdrawal',
      method: method.id,
      amount,
      status: 'pending',
      utr: null,
      screenshot: null,
      payout: JSON.stringify(payout),
      reason: null,
      created_at: now,
      decided_at: null,
      decided_by: null,
      auto_approve_at: null,
    };
    await trx.insertInto('payment_requests').values(request).execute();
    const hold = await ensureAccount(trx, userId, 'hold');
    await post(trx, { kind: 'withdrawal', reference: request.id, description: `Withdrawal ${request.id} requested (held until paid)`, entries: [{ accountId: accountId(userId, 'cash'), amount: -amount }, { accountId: hold, amount }], at: now });
    return request;
  });
}

export type Decision = { to: 'approved' } | { to: 'rejected'; reason: string } | { to: 'cancelled' };
export type Decider = 'operator' | 'auto' | 'player';

const VERB: Record<Decision['to'], string> = { approved: 'approved', rejected: 'rejected', cancelled: 'cancelled' };

/**
 * Decides a pending request once. `userId` limits it to the player's own requests (a cancellation);
 * a request that is not pending any more is refused with its state.
 */
export async function decide(deps: WalletDeps, id: string, decision: Decision, by: Decider, userId?: string): Promise<PaymentRequest> {
  if (decision.to === 'rejected' && !/\S/.test(decision.reason)) throw new PaymentRefused('Give a reason for the rejection.');
  const reason = decision.to === 'rejected' ? decision.reason.trim().slice(0, 200) : null;
  return transact(deps.db, async (trx) => {
    // PostgreSQL: the player's cash row first, as placements and withdrawals take it, so no two of
    // them can each hold a row the other waits for. (On SQLite the update below takes the write lock.)
    if (deps.dialect === 'postgres') {
      const owner = await trx.selectFrom('payment_requests').select('user_id').where('id', '=', id).executeTakeFirst();
      if (owner) await lockCash(trx, deps.dialect, owner.user_id);
    }
    const now = deps.now();
    let update = trx.updateTable('payment_requests').set({ status: decision.to, decided_at: now, decided_by: by, reason }).where('id', '=', id).where('status', '=', 'pending');
    if (userId) update = update.where('user_id', '=', userId);
    if (decision.to === 'cancelled') update = update.where('type', '=', 'withdrawal');
    const request = await update.returningAll().executeTakeFirst();
    if (!request) throw await notPending(trx, id, decision, userId);
    await postDecision(trx, request);
    return request;
  });
}

async function notPending(trx: Transaction<Database>, id: string, decision: Decision, userId: string | undefined): Promise<PaymentRefused> {
  const found = await trx.selectFrom('payment_requests').select(['type', 'status', 'user_id']).where('id', '=', id).executeTakeFirst();
  if (!found || (userId && found.user_id !== userId)) return new PaymentRefused(`No request ${id}${userId ? ' on your account' : ''}.`, 404);
  if (decision.to === 'cancelled' && found.type !== 'withdrawal') return new PaymentRefused('A deposit request cannot be cancelled; it is approved or rejected once the payment is checked.', 409);
  return new PaymentRefused(`${TYPE_NAMES[found.type]} ${id} is already ${found.status}; only a pending request can be ${VERB[decision.to]}.`, 409);
}

async function postDecision(trx: Transaction<Database>, request: PaymentRequest): Promise<void> {
  const amount = Number(request.amount);
  const cash = accountId(request.user_id, 'cash');
  const hold = accountId(request.user_id, 'hold');
  const at = Number(request.decided_at);
  if (request.type === 'deposit') {
    if (request.status !== 'approved') return;
    const payments = await ensureAccount(trx, HOUSE_OWNER, 'payments');
    await post(trx, { kind: 'deposit', reference: request.id, description: `Deposit ${request.id} (${request.method.toUpperCase()} UTR ${request.utr})`, entries: [{ accountId: payments, amount: -amount }, { accountId: cash, amount }], at });
    await onDepositApproved(trx, request.user_id, amount, at);
  } else if (request.status === 'approved') {
    const payments = await ensureAccount(trx, HOUSE_OWNER, 'payments');
    await post(trx, { kind: 'withdrawal-payout', reference: request.id, description: `Withdrawal ${request.id} paid`, entries: [{ accountId: hold, amount: -amount }, { accountId: payments, amount }], at });
  } else {
    const what = request.status === 'cancelled' ? 'cancelled' : 'rejected';
    await post(trx, { kind: 'withdrawal-release', reference: request.id, description: `Withdrawal ${request.id} ${what}: amount returned`, entries: [{ accountId: hold, amount: -amount }, { accountId: cash, amount }], at });
  }
}

/** Pending deposits whose auto-approval time has come. */
export async function dueAutoApprovals(deps: WalletDeps): Promise<string[]> {
  const rows = await deps.db.selectFrom('payment_requests').select('id').where('status', '=', 'pending').where('auto_approve_at', '<=', deps.now()).limit(100).execute();
  return rows.map((r) => r.id);
}

export interface RequestFilter {
  userId?: string;
  type?: PaymentType;
  status?: PaymentRequest['status'];
  limit?: number;
}

export function listRequests(deps: WalletDeps, filter: RequestFilter): Promise<PaymentRequest[]> {
  let query = deps.db.selectFrom('payment_requests').selectAll();
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query.orderBy('created_at', 'desc').orderBy('id').limit(filter.limit ?? 200).execute();
}

export function findRequest(deps: WalletDeps, id: string, userId?: string): Promise<PaymentRequest | undefined> {
  let query = deps.db.selectFrom('payment_requests').selectAll().where('id', '=', id);
  if (userId) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
}

/** Keeps a screenshot of a pending deposit of the player's (replacing one sent before); refuses anything that is not an image. */
export async function attachScreenshot(deps: WalletDeps, store: ScreenshotStore, userId: string, id: string, bytes: Buffer): Promise<PaymentRequest> {
  const request = await findRequest(deps, id, userId);
  if (!request || request.type !== 'deposit') throw new PaymentRefused(`No deposit request ${id} on your account.`, 404);
  if (request.status !== 'pending') throw new PaymentRefused(`Deposit ${id} is already ${request.status}; a screenshot can be added only while it is pending.`, 409);
  if (bytes.length > SCREENSHOT_MAX_BYTES) throw new PaymentRefused(SCREENSHOT_TOO_LARGE);
  const type = sniffImage(bytes);
  if (!type) throw new PaymentRefused(SCREENSHOT_NOT_IMAGE);
  const stored = store.save(bytes, type);
  const updated = await deps.db
    .updateTable('payment_requests')
    .set({ screenshot: JSON.stringify(stored) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => (request.screenshot === null ? eb('screenshot', 'is', null) : eb('screenshot', '=', request.screenshot)))
    .returningAll()
    .executeTakeFirst();
  if (!updated) {
    store.remove(stored);
    throw new PaymentRefused(`Deposit ${id} changed meanwhile; try again.`, 409);
  }
  if (request.screenshot) store.remove(JSON.parse(request.screenshot) as StoredScreenshot);
  return updated;
}

export function screenshotOf(request: PaymentRequest): StoredScreenshot | null {
  return request.screenshot ? (JSON.parse(request.screenshot) as StoredScreenshot) : null;
}
