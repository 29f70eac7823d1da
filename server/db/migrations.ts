/** Migrations for SQLite and PostgreSQL, written once with Kysely's schema builder. */
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

function migrations(dialect: Dialect): Record<string, Migration> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  return {
    '0001-initial': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('users')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('member_code', 'text', (c) => c.notNull().unique())
          .addColumn('username', 'text', (c) => c.notNull().unique())
          .addColumn('phone', 'text')
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('site_url', 'text', (c) => c.notNull())
          .addColumn('manager_id', 'text', (c) => c.notNull())
          .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('is_b2c', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('settings', 'text', (c) => c.notNull())
          .addColumn('stake_buttons', 'text')
          .addColumn('daily_loss_limit', 'bigint')
          .addColumn('self_excluded_until', 'bigint')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('last_login_at', 'bigint')
          .execute();
        await db.schema.createIndex('users_phone').on('users').column('phone').execute();

        await db.schema
          .createTable('accounts')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('owner_id', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
          .addUniqueConstraint('accounts_owner_kind', ['owner_id', 'kind'])
          .execute();

        await db.schema
          .createTable('ledger_transactions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('reference', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        // One settlement per market and order: settling twice cannot post twice.
        await db.schema.createIndex('ledger_transactions_kind_reference').on('ledger_transactions').columns(['kind', 'reference']).unique().execute();

        await db.schema
          .createTable('ledger_entries')
          .addColumn('id', id, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('tx_id', 'text', (c) => c.notNull().references('ledger_transactions.id'))
          .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
          .addColumn('amount', 'bigint', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account_id', 'created_at']).execute();
        await db.schema.createIndex('ledger_entries_tx').on('ledger_entries').column('tx_id').execute();

        await db.schema
          .createTable('orders')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
          .addColumn('bet_slip_ref', 'text', (c) => c.notNull())
          .addColumn('market_id', 'text', (c) => c.notNull())
          .addColumn('market_type', 'text', (c) => c.notNull())
          .addColumn('market_name', 'text', (c) => c.notNull())
          .addColumn('selection_id', 'text', (c) => c.notNull())
          .addColumn('selection_name', 'text', (c) => c.notNull())
          .addColumn('event_id', 'text', (c) => c.notNull())
          .addColumn('event_name', 'text', (c) => c.notNull())
          .addColumn('event_type_id', 'text', (c) => c.notNull())
          .addColumn('competition_id', 'text', (c) => c.notNull())
          .addColumn('side', 'text', (c) => c.notNull())
          .addColumn('price', 'integer', (c) => c.notNull())
          .addColumn('line', 'integer')
          .addColumn('stake', 'bigint', (c) => c.notNull())
          .addColumn('matched', 'bigint', (c) => c.notNull())
          .addColumn('cancelled', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('profit', 'bigint')
          .addColumn('from_one_click', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('client_ip', 'text', (c) => c.notNull())
          .addColumn('placed_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addColumn('settled_at', 'bigint')
          .addUniqueConstraint('orders_user_slip', ['user_id', 'bet_slip_ref'])
          .execute();
        await db.schema.createIndex('orders_user_status').on('orders').columns(['user_id', 'status']).execute();
        await db.schema.createIndex('orders_market_status').on('orders').columns(['market_id', 'status']).execute();
        await db.schema.createIndex('orders_user_market').on('orders').columns(['user_id', 'market_id']).execute();

        await db.schema
          .createTable('market_exposure')
          .addColumn('user_id', 'text', (c) => c.notNull())
          .addColumn('market_id', 'text', (c) => c.notNull())
          .addColumn('exposure', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('market_exposure_pk', ['user_id', 'market_id'])
          .execute();

        await db.schema
          .createTable('settled_markets')
          .addColumn('market_id', 'text', (c) => c.primaryKey())
          .addColumn('result', 'text', (c) => c.notNull())
          .addColumn('settled_at', 'bigint', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('otps')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('purpose', 'text', (c) => c.notNull())
          .addColumn('code_hash', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('client_ip', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('otps_phone_created').on('otps').columns(['phone', 'created_at']).execute();
        await db.schema.createIndex('otps_ip_created').on('otps').columns(['client_ip', 'created_at']).execute();

        await db.schema
          .createTable('revoked_tokens')
          .addColumn('jti', 'text', (c) => c.primaryKey())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
      },
      async down(db: Kysely<unknown>) {
        for (const table of ['revoked_tokens', 'otps', 'settled_markets', 'market_exposure', 'orders', 'ledger_entries', 'ledger_transactions', 'accounts', 'users']) {
          await db.schema.dropTable(table).ifExists().execute();
        }
        void sql;
      },
    },
    '0002-market-book': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('market_exposure').addColumn('book', 'text').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('market_exposure').dropColumn('book').execute();
      },
    },
    '0003-loss-limit-changes': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('users').addColumn('daily_loss_limit_next', 'bigint').execute();
        await db.schema.alterTable('users').addColumn('daily_loss_limit_next_at', 'bigint').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('users').dropColumn('daily_loss_limit_next_at').execute();
        await db.schema.alterTable('users').dropColumn('daily_loss_limit_next').execute();
      },
    },
    '0004-account-security': {
      async up(db: Kysely<unknown>) {
        // Raised on a password change or reset: every token carrying an older version stops working.
        await db.schema.alterTable('users').addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        // Attempt counters (logins, demo logins, OTP requests) by key, each checked and counted in one statement.
        await db.schema
          .createTable('throttles')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('attempts', 'integer', (c) => c.notNull())
          .addColumn('window_start', 'bigint', (c) => c.notNull())
          .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('lockouts', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('throttles').ifExists().execute();
        await db.schema.alterTable('users').dropColumn('token_version').execute();
      },
    },
    '0005-order-fills': {
      async up(db: Kysely<unknown>) {
        // The parts of an order matched at each price, JSON [[price, size], …]; null: all at its price.
        await db.schema.alterTable('orders').addColumn('fills', 'text').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('orders').dropColumn('fills').execute();
      },
    },
    '0006-payments': {
      async up(db: Kysely<unknown>) {
        // Where a player's withdrawals are paid: a bank account or a UPI id.
        await db.schema
          .createTable('payout_accounts')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('holder_name', 'text', (c) => c.notNull())
          .addColumn('account_number', 'text')
          .addColumn('ifsc', 'text')
          .addColumn('upi_id', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('payout_accounts_user').on('payout_accounts').column('user_id').execute();
        // Deposits and withdrawals a player asked for, decided once by the operator (or the sandbox's auto-approval).
        await db.schema
          .createTable('payment_requests')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('method', 'text', (c) => c.notNull())
          .addColumn('amount', 'bigint', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('utr', 'text')
          .addColumn('screenshot', 'text')
          .addColumn('payout', 'text')
          .addColumn('reason', 'text')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('decided_at', 'bigint')
          .addColumn('decided_by', 'text')
          .addColumn('auto_approve_at', 'bigint')
          .execute();
        // A UTR names one bank transfer: it can back one deposit only, whatever became of it.
        await db.schema.createIndex('payment_requests_utr').on('payment_requests').column('utr').unique().execute();
        await db.schema.createIndex('payment_requests_user').on('payment_requests').columns(['user_id', 'created_at']).execute();
        await db.schema.createIndex('payment_requests_status').on('payment_requests').columns(['status', 'created_at']).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('payment_requests').ifExists().execute();
        await db.schema.dropTable('payout_accounts').ifExists().execute();
      },
    },
    '0007-statement-index': {
      async up(db: Kysely<unknown>) {
        // The account statement reads a player's postings newest first by (created_at, id) and sums their
        // amounts for running balances: this index serves both without touching the table. It starts with
        // the columns of ledger_entries_account, which it replaces.
        await db.schema.createIndex('ledger_entries_statement').on('ledger_entries').columns(['account_id', 'created_at', 'id', 'amount']).execute();
        await db.schema.dropIndex('ledger_entries_account').ifExists().execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account_id', 'created_at']).execute();
        await db.schema.dropIndex('ledger_entries_statement').ifExists().execute();
      },
    },
    '0008-casino-wallet': {
      async up(db: Kysely<unknown>) {
        // Game sessions the operator opened for a provider: the game token (stored hashed) names the player.
        await db.schema
          .createTable('casino_sessions')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('provider_id', 'text', (c) => c.notNull())
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
          .addColumn('game_id', 'text', (c) => c.notNull())
          .addColumn('table_id', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .execute();
        // Every wallet call that changed something (or a rollback that arrived before its debit), once per
        // provider and transaction id: a repeated call finds its first answer here.
        await db.schema
          .createTable('casino_transactions')
          .addColumn('provider_id', 'text', (c) => c.notNull())
          .addColumn('transaction_id', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('user_id', 'text', (c) => c.notNull())
          .addColumn('round_id', 'text', (c) => c.notNull())
          .addColumn('amount', 'bigint', (c) => c.notNull())
          .addColumn('reference_id', 'text')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('fingerprint', 'text', (c) => c.notNull())
          .addColumn('answer', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('casino_transactions_pk', ['provider_id', 'transaction_id'])
          .execute();
        await db.schema.createIndex('casino_transactions_round').on('casino_transactions').columns(['provider_id', 'round_id', 'user_id']).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('casino_transactions').ifExists().execute();
        await db.schema.dropTable('casino_sessions').ifExists().execute();
      },
    },
    '0009-bonuses': {
      async up(db: Kysely<unknown>) {
        // Free Cash a promotion gave a player: awaiting its deposit, in the bonus account (credited), in
        // play (in the balance, locked against withdrawal until wagered), released, or forfeited.
        await db.schema
          .createTable('bonuses')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
          .addColumn('code', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('amount', 'bigint', (c) => c.notNull())
          .addColumn('wagering_required', 'bigint', (c) => c.notNull())
          .addColumn('wagering_done', 'bigint', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('credited_at', 'bigint')
          .addColumn('in_play_at', 'bigint')
          .addColumn('released_at', 'bigint')
          .execute();
        await db.schema.createIndex('bonuses_user').on('bonuses').columns(['user_id', 'status']).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('bonuses').ifExists().execute();
      },
    },
    '0010-market-states': {
      async up(db: Kysely<unknown>) {
        // A market's state as the database holds it: open (bets may be placed), closed (its result is in
        // and no bet is taken; settling it is due) or settled. Placements read it under a share lock and a
        // close takes the row for update, so a bet is refused or is in the settlement, never between.
        await db.schema
          .createTable('markets')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('result', 'text')
          .addColumn('closed_at', 'bigint')
          .addColumn('settled_at', 'bigint')
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'bigint')
          .addColumn('last_error', 'text')
          .execute();
        await db.schema.createIndex('markets_due').on('markets').columns(['status', 'next_attempt_at']).execute();
        // Markets settled before this table existed keep their state.
        await sql`insert into markets (id, status, result, closed_at, settled_at) select market_id, 'settled', null, settled_at, settled_at from settled_markets`.execute(db);
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('markets').ifExists().execute();
      },
    },
    '0011-shared-state': {
      async up(db: Kysely<unknown>) {
        // The feed's card (seed, start and pace) and where the simulator stood, so whichever process runs
        // the feed next (after a restart, or a takeover) goes on with the same card.
        await db.schema
          .createTable('feed_card')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('seed', 'bigint', (c) => c.notNull())
          .addColumn('epoch', 'bigint', (c) => c.notNull())
          .addColumn('ball_ms', 'integer', (c) => c.notNull())
          .addColumn('snapshot', 'text')
          .addColumn('snapshot_at', 'bigint')
          .execute();
        // Settings every process shares, made once (secrets no process was given).
        await db.schema
          .createTable('shared_settings')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
        // A withdrawal applied to a market's bets, once.
        await db.schema
          .createTable('runner_withdrawals')
          .addColumn('market_id', 'text', (c) => c.notNull())
          .addColumn('runner_id', 'text', (c) => c.notNull())
          .addColumn('reduction_factor', 'integer', (c) => c.notNull())
          .addColumn('applied_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('runner_withdrawals_pk', ['market_id', 'runner_id'])
          .execute();
        // The game provider's rounds and their journals, where the process that takes a game over reads them.
        await db.schema
          .createTable('game_rounds')
          .addColumn('game', 'text', (c) => c.notNull())
          .addColumn('round_id', 'text', (c) => c.notNull())
          .addColumn('n', 'integer')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('result', 'text')
          .addColumn('opened_at', 'bigint')
          .addColumn('settled_at', 'bigint')
          .addPrimaryKeyConstraint('game_rounds_pk', ['game', 'round_id'])
          .execute();
        await db.schema.createIndex('game_rounds_status').on('game_rounds').columns(['game', 'status', 'n']).execute();
        await db.schema
          .createTable('game_journal')
          .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
          .addColumn('game', 'text', (c) => c.notNull())
          .addColumn('round_id', 'text', (c) => c.notNull())
          .addColumn('line', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('game_journal_round').on('game_journal').columns(['game', 'round_id', 'id']).execute();
      },
      async down(db: Kysely<unknown>) {
        for (const table of ['game_journal', 'game_rounds', 'runner_withdrawals', 'shared_settings', 'feed_card']) await db.schema.dropTable(table).ifExists().execute();
      },
    },
    '0012-previous-login': {
      // "Last Login" is the login before this one: the one a player checks for a login they did not make.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('users').addColumn('previous_login_at', 'bigint').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('users').dropColumn('previous_login_at').execute();
      },
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
