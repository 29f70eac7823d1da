/**
 * The player state a SQLite placement decision reads: the player, their cash, today's loss (exchange settlements and casino play), their
 * stored exposure over all markets and their book on the market.
 *
 * With `remember`, the state is kept between placements by the connection that writes them (the writer
 * thread's own connection). Each batch first asks SQLite whether any other connection has committed
 * since the last one (PRAGMA data_version, read inside the batch's write transaction, so nothing can
 * commit after it until the batch ends); if so, or if a batch failed, everything is read again.
 * Placements change only books and exposure, which `wrote` records as they are written, so what is kept
 * always equals what the database holds. Not for a connection other code also writes through (its own
 * commits do not move data_version): the in-thread store reads every time.
 */
import type SQLite from 'better-sqlite3';
import { indiaDayStart, type LimitFields } from '../accounts/loss-limit';
import { SQLITE_NET_TODAY } from '../accounts/loss-today';
import type { Book } from './book';
import { accountId } from './ledger';
import type { PlacementInput, PlayerMarketState } from './placement-decision';

interface StoredBook {
  /** The book as stored (JSON), parsed afresh for each decision, which changes the object it gets. */
  json: string | null;
  exposure: number;
}

interface Player {
  user: NonNullable<PlayerMarketState['user']>;
  balance: number;
  todayLoss: number;
  dayStart: number;
  totalExposure: number;
  books: Map<string, StoredBook>;
}

/** Players kept at most; past this the cache starts again (a batch reads what it needs). */
const MAX_PLAYERS = 20_000;

export interface PlayerStateReader {
  /** Inside the batch's write transaction, before its first read. */
  beginBatch(): void;
  read(input: PlacementInput, now: number): PlayerMarketState;
  /** The placement's book and exposure were written. */
  wrote(input: PlacementInput, exposure: number, bookJson: string): void;
  /** The batch did not commit: what was recorded during it is not in the database. */
  forget(): void;
}

export function playerStateReader(raw: SQLite.Database, options: { remember: boolean }): PlayerStateReader {
  const statements = {
    // Everything the decision needs in one statement: the player, their cash, their exposure and book.
    state: raw.prepare(`select u.status, u.self_excluded_until, u.daily_loss_limit, u.daily_loss_limit_next, u.daily_loss_limit_next_at,
        (select balance from accounts where id = @cash) as balance,
        (${SQLITE_NET_TODAY}) as today,
        (select coalesce(sum(exposure), 0) from market_exposure where user_id = @user) as total,
        (select book from market_exposure where user_id = @user and market_id = @market) as book,
        (select exposure from market_exposure where user_id = @user and market_id = @market) as exposure
      from users u where u.id = @user`),
    book: raw.prepare('select book, exposure from market_exposure where user_id = ? and market_id = ?'),
    dataVersion: raw.prepare('pragma data_version').pluck(),
  };
  const players = new Map<string, Player>();
  let seenVersion: unknown = null;

  const load = (input: PlacementInput, dayStart: number): Player | undefined => {
    const row = statements.state.get({ user: input.userId, market: input.market.id, cash: accountId(input.userId, 'cash'), dayStart }) as
      | (LimitFields & { status: string; self_excluded_until: number | null; balance: number | null; today: number; total: number; book: string | null; exposure: number | null })
      | undefined;
    if (!row) return undefined;
    return {
      user: { status: row.status, self_excluded_until: row.self_excluded_until, daily_loss_limit: row.daily_loss_limit, daily_loss_limit_next: row.daily_loss_limit_next, daily_loss_limit_next_at: row.daily_loss_limit_next_at },
      balance: Number(row.balance ?? 0),
      todayLoss: Math.max(0, -Number(row.today ?? 0)),
      dayStart,
      totalExposure: Number(row.total ?? 0),
      books: new Map([[input.market.id, { json: row.book, exposure: Number(row.exposure ?? 0) }]]),
    };
  };

  const playerFor = (input: PlacementInput, now: number): Player | undefined => {
    const dayStart = indiaDayStart(now);
    const kept = options.remember ? players.get(input.userId) : undefined;
    if (kept && kept.dayStart === dayStart) {
      if (!kept.books.has(input.market.id)) {
        const row = statements.book.get(input.userId, input.market.id) as { book: string; exposure: number } | undefined;
        kept.books.set(input.market.id, { json: row?.book ?? null, exposure: Number(row?.exposure ?? 0) });
      }
      return kept;
    }
    const loaded = load(input, dayStart);
    if (loaded && options.remember) {
      if (players.size >= MAX_PLAYERS) players.clear();
      players.set(input.userId, loaded);
    }
    return loaded;
  };

  return {
    beginBatch() {
      if (!options.remember) return;
      const version = statements.dataVersion.get();
      if (version !== seenVersion) players.clear();
      seenVersion = version;
    },
    read(input, now) {
      const player = playerFor(input, now);
      const stored = player?.books.get(input.market.id);
      return {
        user: player?.user,
        todayLoss: player?.todayLoss ?? 0,
        book: stored?.json ? (JSON.parse(stored.json) as Book) : undefined,
        balance: player?.balance ?? 0,
        totalExposure: player?.totalExposure ?? 0,
      };
    },
    wrote(input, exposure, bookJson) {
      const player = options.remember ? players.get(input.userId) : undefined;
      const stored = player?.books.get(input.market.id);
      if (!player || !stored) return;
      player.totalExposure += exposure - stored.exposure;
      stored.exposure = exposure;
      stored.json = bookJson;
    },
    forget() {
      players.clear();
      seenVersion = null;
    },
  };
}
