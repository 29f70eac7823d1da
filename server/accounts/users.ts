/** Players: creation with their ledger accounts, lookup, and sandbox funding through the ledger. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UsersTable } from '../db/schema';
import { transact } from '../db/transaction';
import { accountId, ensureAccount, post } from '../exchange/ledger';
import { recordPromotion } from '../wallet/bonuses';
import { hashPassword, NO_PASSWORD } from './passwords';

export interface NewUser {
  username: string;
  phone: string | null;
  /** null: an account with no password (a demo account), which only its session tokens open. */
  password: string | null;
  role: string;
  siteUrl: string;
  managerId: string;
  isDemo?: boolean;
  /** A promotion's code given at sign-up (already checked). */
  promoCode?: string | null;
}

export const DEFAULT_USER_SETTINGS = { notifications: {}, oneClickSettings: { active: false, settings: {} }, presetStakeSettings: { settings: {}, mobileStakesSettings: {}, mobileStakesExchangeGameSettings: {} }, betConfirmation: true };

function memberCode(): string {
  return `M${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
}

export async function createUser(db: Kysely<Database>, input: NewUser, now: number): Promise<UsersTable> {
  const user: UsersTable = {
    id: randomUUID(),
    member_code: memberCode(),
    username: input.username,
    phone: input.phone,
    password_hash: input.password === null ? NO_PASSWORD : await hashPassword(input.password),
    role: input.role,
    status: 'active',
    site_url: input.siteUrl,
    manager_id: input.managerId,
    is_demo: input.isDemo ? 1 : 0,
    is_b2c: 1,
    settings: JSON.stringify(DEFAULT_USER_SETTINGS),
    stake_buttons: null,
    daily_loss_limit: null,
    daily_loss_limit_next: null,
    daily_loss_limit_next_at: null,
    self_excluded_until: null,
    created_at: now,
    last_login_at: null,
    previous_login_at: null,
    token_version: 0,
  };
  await transact(db, async (trx) => {
    await trx.insertInto('users').values(user).execute();
    await ensureAccount(trx, user.id, 'cash');
    await ensureAccount(trx, user.id, 'bonus');
    if (input.promoCode) await recordPromotion(trx, user.id, input.promoCode, now);
  });
  return user;
}

/** Credits a player from the sandbox funding account; the only way money enters the sandbox. */
export async function fund(db: Kysely<Database>, userId: string, paise: number, reference: string, description: string, now: number): Promise<void> {
  await transact(db, async (trx) => {
    const source = await ensureAccount(trx, 'sandbox', 'funding');
    await post(trx, { kind: 'deposit', reference, description, entries: [{ accountId: accountId(userId, 'cash'), amount: paise }, { accountId: source, amount: -paise }], at: now });
  });
}

export async function findUserByLogin(db: Kysely<Database>, login: string): Promise<UsersTable | undefined> {
  return db.selectFrom('users').selectAll().where((eb) => eb.or([eb('username', '=', login), eb('phone', '=', login)])).executeTakeFirst();
}
