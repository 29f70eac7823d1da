/** Table types for Kysely. Money is integer paise, prices integer hundredths, times epoch milliseconds. */
import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  member_code: string;
  username: string;
  phone: string | null;
  password_hash: string;
  role: string;
  status: string;
  site_url: string;
  manager_id: string;
  is_demo: number;
  is_b2c: number;
  settings: string;
  stake_buttons: string | null;
  daily_loss_limit: number | null;
  /** A raised or removed limit waits 24 hours; 0 here means no limit from then on. */
  daily_loss_limit_next: number | null;
  daily_loss_limit_next_at: number | null;
  self_excluded_until: number | null;
  created_at: number;
  last_login_at: number | null;
  /** The login before the last one: what the player sees as "Last Login". */
  previous_login_at: number | null;
  /** Tokens carry the version they were issued under; a password change or reset raises it, ending them all. */
  token_version: number;
}

export interface AccountsTable {
  id: string;
  owner_id: string;
  /**
   * `hold`: a player's withdrawals waiting for the operator; `payments`: the house's side of money paid in
   * and out; `casino`: a game provider's side of stakes and wins (owner: the provider id).
   */
  kind: 'cash' | 'bonus' | 'house' | 'funding' | 'hold' | 'payments' | 'casino';
  balance: number;
}

export interface LedgerTransactionsTable {
  id: string;
  kind: string;
  reference: string;
  description: string;
  created_at: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  tx_id: string;
  account_id: string;
  amount: number;
  created_at: number;
}

export type OrderStatus = 'UNMATCHED' | 'PARTIAL' | 'MATCHED' | 'CANCELLED' | 'SETTLED' | 'VOID';

export interface OrdersTable {
  id: string;
  user_id: string;
  bet_slip_ref: string;
  market_id: string;
  market_type: string;
  market_name: string;
  selection_id: string;
  selection_name: string;
  event_id: string;
  event_name: string;
  event_type_id: string;
  competition_id: string;
  side: 'back' | 'lay';
  price: number;
  line: number | null;
  stake: number;
  matched: number;
  /** Matched parts by price, JSON [[price, size], …] (server/exchange/fills.ts); null on orders from before fills were kept. */
  fills: string | null;
  cancelled: number;
  status: OrderStatus;
  profit: number | null;
  from_one_click: number;
  client_ip: string;
  placed_at: number;
  updated_at: number;
  settled_at: number | null;
}

export interface MarketExposureTable {
  user_id: string;
  market_id: string;
  exposure: number;
  /** The player's book on the market (server/exchange/book.ts), JSON. */
  book: string | null;
}

export interface SettledMarketsTable {
  market_id: string;
  result: string;
  settled_at: number;
}

/** open: bets taken · closed: the result is in, settling is due (retried until done) · settled. */
export type MarketState = 'open' | 'closed' | 'settled';

export interface MarketsTable {
  id: string;
  status: MarketState;
  /** The result, JSON (server/exchange/settlement.ts MarketResult), once closed. */
  result: string | null;
  closed_at: number | null;
  settled_at: number | null;
  /** Settlement passes that failed so far, the next one's time and why the last failed. */
  attempts: Generated<number>;
  next_attempt_at: number | null;
  last_error: string | null;
}

export interface OtpsTable {
  id: string;
  phone: string;
  purpose: string;
  code_hash: string;
  expires_at: number;
  attempts: number;
  used: number;
  client_ip: string;
  created_at: number;
}

export interface RevokedTokensTable {
  /** A token's id, or a session's id (the id of its first token), which ends every token refreshed from it. */
  jti: string;
  expires_at: number;
}

/** Attempts counted under a key (an account's login, an address, a phone) in a window, with lock-outs that grow. */
export interface ThrottlesTable {
  key: string;
  attempts: number;
  window_start: number;
  /** 0 when not locked. */
  locked_until: number;
  /** Lock-outs so far: each lasts twice as long as the one before. */
  lockouts: number;
}

export type PaymentType = 'deposit' | 'withdrawal';
export type PaymentStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

export interface PayoutAccountsTable {
  id: string;
  user_id: string;
  kind: 'bank' | 'upi';
  holder_name: string;
  account_number: string | null;
  ifsc: string | null;
  upi_id: string | null;
  created_at: number;
}

export interface PaymentRequestsTable {
  /** The reference number players and the operator see (D… for deposits, W… for withdrawals). */
  id: string;
  user_id: string;
  type: PaymentType;
  /** A payment method id (server/wallet/methods.ts). */
  method: 'upi' | 'bank';
  amount: number;
  status: PaymentStatus;
  /** Deposits: the bank's reference of the transfer; unique. */
  utr: string | null;
  /** Deposits: the stored screenshot's file name and type, JSON { file, type }. */
  screenshot: string | null;
  /** Withdrawals: the payout account as it was when asked for, JSON. */
  payout: string | null;
  /** The operator's reason for a rejection. */
  reason: string | null;
  created_at: number;
  decided_at: number | null;
  /** 'operator', 'auto' or 'player' (a cancellation). */
  decided_by: string | null;
  /** Sandbox demos: when a pending deposit approves itself. */
  auto_approve_at: number | null;
}

export interface CasinoSessionsTable {
  /** SHA-256 of the game token, hex: the token itself is never stored. */
  token_hash: string;
  provider_id: string;
  user_id: string;
  game_id: string;
  table_id: string;
  created_at: number;
  expires_at: number;
}

export type CasinoTransactionKind = 'debit' | 'credit' | 'rollback';

export interface CasinoTransactionsTable {
  provider_id: string;
  transaction_id: string;
  kind: CasinoTransactionKind;
  user_id: string;
  round_id: string;
  /** Paise. */
  amount: number;
  /** A rollback: the debit it undoes. */
  reference_id: string | null;
  /**
   * A debit: `ok` or `rolled-back`; a credit or rollback: `ok`; `refused`: a rollback arrived for a debit
   * never seen, and this row keeps that debit's id from being used later.
   */
  status: 'ok' | 'rolled-back' | 'refused';
  /** SHA-256 of the call's meaningful fields: the same id with another body is a duplicate. */
  fingerprint: string;
  /** The first answer, JSON, given again to a repeated call. */
  answer: string;
  created_at: number;
}

export type BonusStatus = 'awaiting-deposit' | 'credited' | 'in-play' | 'released';

export interface BonusesTable {
  id: string;
  user_id: string;
  code: string;
  status: BonusStatus;
  amount: number;
  wagering_required: number;
  wagering_done: number;
  created_at: number;
  credited_at: number | null;
  in_play_at: number | null;
  released_at: number | null;
}

export interface FeedCardTable {
  /** Always 1: there is one card. */
  id: number;
  seed: number;
  epoch: number;
  ball_ms: number;
  /** The simulator as it stood (server/feed/simulator.ts FeedSnapshot), JSON. */
  snapshot: string | null;
  snapshot_at: number | null;
}

export interface SharedSettingsTable {
  key: string;
  value: string;
}

export interface RunnerWithdrawalsTable {
  market_id: string;
  runner_id: string;
  /** Tenths of a percent. */
  reduction_factor: number;
  applied_at: number;
}

export interface GameRoundsTable {
  /** `aviator`, or a card table's id. */
  game: string;
  round_id: string;
  /** The round's number; null for a round with bets queued for it that has not opened yet. */
  n: number | null;
  /** open, or settled (every stake paid or returned). */
  status: 'open' | 'settled';
  /** What the round came to, JSON: a crash point or a result label; null when it was void. */
  result: string | null;
  opened_at: number | null;
  settled_at: number | null;
}

export interface GameJournalTable {
  id: Generated<number>;
  game: string;
  round_id: string;
  /** One journal line, JSON. */
  line: string;
}

export interface Database {
  feed_card: FeedCardTable;
  shared_settings: SharedSettingsTable;
  runner_withdrawals: RunnerWithdrawalsTable;
  game_rounds: GameRoundsTable;
  game_journal: GameJournalTable;
  bonuses: BonusesTable;
  users: UsersTable;
  accounts: AccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  orders: OrdersTable;
  market_exposure: MarketExposureTable;
  settled_markets: SettledMarketsTable;
  markets: MarketsTable;
  otps: OtpsTable;
  revoked_tokens: RevokedTokensTable;
  throttles: ThrottlesTable;
  payout_accounts: PayoutAccountsTable;
  payment_requests: PaymentRequestsTable;
  casino_sessions: CasinoSessionsTable;
  casino_transactions: CasinoTransactionsTable;
}
