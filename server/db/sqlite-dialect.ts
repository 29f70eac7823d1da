/**
 * Kysely's SQLite dialect on one better-sqlite3 handle, with two changes that matter under load:
 * - Callers waiting for the connection are served first come, first served, and each is woken only
 *   when the connection is its own. Kysely's own lock wakes every waiter at each release to race for
 *   it again, so n calls at once (a round's payouts) cost n² wake-ups.
 * - Statements are prepared once per SQL text and kept, instead of prepared again at every query.
 */
import type SQLite from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';

/** Distinct SQL texts kept prepared; past this the cache starts again (texts are few: queries are built from code). */
const STATEMENT_CACHE_LIMIT = 2000;

class CachingConnection implements DatabaseConnection {
  private readonly statements = new Map<string, SQLite.Statement>();
  constructor(private readonly raw: SQLite.Database) {}

  private statement(sqlText: string): SQLite.Statement {
    let statement = this.statements.get(sqlText);
    if (!statement) {
      if (this.statements.size >= STATEMENT_CACHE_LIMIT) this.statements.clear();
      statement = this.raw.prepare(sqlText);
      this.statements.set(sqlText, statement);
    }
    return statement;
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.statement(compiledQuery.sql);
    const parameters = compiledQuery.parameters as unknown[];
    if (statement.reader) return Promise.resolve({ rows: statement.all(parameters) as R[] });
    const { changes, lastInsertRowid } = statement.run(parameters);
    return Promise.resolve({ numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] });
  }

  // eslint-disable-next-line require-yield -- streaming is not offered on this connection
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on SQLite here; read the rows with execute().');
  }
}

/** Hands the one connection to one caller at a time, in the order they asked. */
export class QueuedSqliteDriver extends SqliteDriver implements Driver {
  private readonly connection: CachingConnection;
  private readonly waiting: Array<() => void> = [];
  private held = false;

  constructor(raw: SQLite.Database) {
    super({ database: raw });
    this.connection = new CachingConnection(raw);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.held) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.held = true;
    return this.connection;
  }

  override async releaseConnection(): Promise<void> {
    const next = this.waiting.shift();
    // The connection passes straight to the next caller (still held), so nobody can take it in between.
    if (next) next();
    else this.held = false;
  }
}

export class QueuedSqliteDialect extends SqliteDialect {
  constructor(private readonly raw: SQLite.Database) {
    super({ database: raw });
  }

  override createDriver(): Driver {
    return new QueuedSqliteDriver(this.raw);
  }
}
