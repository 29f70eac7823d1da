/**
 * Opens the database: SQLite (better-sqlite3, WAL) in DATA_DIR by default, PostgreSQL when a
 * DATABASE_URL is given; runs the migrations before anything else touches it.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { startCheckpointer, type Checkpointer } from './checkpointer';
import { migrationProvider, type Dialect } from './migrations';
import { QueuedSqliteDialect } from './sqlite-dialect';
import type { Database } from './schema';

// int8 columns (money, times) come back as numbers: every value we store is far inside 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** For tests: an in-memory SQLite database. */
  memory?: boolean;
  /** PostgreSQL schema to use (created if missing); tests give each run its own. */
  schema?: string;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** SQLite only: the database file (absent in memory). */
  file?: string;
  /** SQLite only: the raw handle, for hot paths that run prepared statements synchronously. */
  sqlite?: SQLite.Database;
  /** Names of the migrations this build knows that the database has not run (readiness: another process may be mid-upgrade). */
  pendingMigrations(): Promise<string[]>;
  /** PostgreSQL only: the pool, for hot paths that run named statements (prepared once per connection). */
  postgres?: { pool: pg.Pool };
  close(): Promise<void>;
}

/**
 * Runs synchronous work on the raw SQLite handle while holding Kysely's connection, so no Kysely
 * transaction can be open on the same connection at the same time.
 */
export function withSqlite<T>(open: OpenDatabase, work: (sqlite: SQLite.Database) => T): Promise<T> {
  const sqlite = open.sqlite;
  if (!sqlite) return Promise.reject(new Error('withSqlite needs a SQLite database'));
  return open.db.connection().execute(async () => work(sqlite));
}

/** The same settings on every connection: WAL, a generous cache, rare checkpoints, waits instead of busy errors. */
export function configureSqlite(sqlite: SQLite.Database): void {
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  // Checkpoints run on their own thread (checkpointer.ts); writers never stop for them.
  sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.pragma('temp_store = memory');
}

/** PostgreSQL's "schema does not exist" (3F000) about a schema other than this database's own. */
function otherSchemaGone(error: unknown, schema: string | undefined): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '3F000' && typeof message === 'string' && !(schema && message.includes(`"${schema}"`));
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  let db: Kysely<Database>;
  let dialect: Dialect;
  let raw: SQLite.Database | undefined;
  let postgres: OpenDatabase['postgres'];
  let dbFile: string | undefined;
  let checkpointer: Checkpointer | undefined;
  if (options.databaseUrl) {
    dialect = 'postgres';
    if (options.schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) throw new Error(`Invalid schema name ${options.schema}`);
    if (options.schema) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
      await admin.end();
    }
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}) });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    postgres = { pool };
  } else {
    dialect = 'sqlite';
    let file = ':memory:';
    if (!options.memory) {
      const dir = options.dataDir ?? '.data';
      mkdirSync(dir, { recursive: true });
      file = join(dir, 'exchange.sqlite');
    }
    const sqlite = new SQLite(file);
    configureSqlite(sqlite);
    db = new Kysely<Database>({ dialect: new QueuedSqliteDialect(sqlite) });
    raw = sqlite;
    if (file !== ':memory:') {
      dbFile = file;
      checkpointer = startCheckpointer(file);
    }
  }
  const migrator = new Migrator({ db, provider: migrationProvider(dialect), ...(options.schema ? { migrationTableSchema: options.schema } : {}) });
  let { error } = await migrator.migrateToLatest();
  // Finding its own table, the migrator reads the catalogue of every schema; one that another process
  // drops at that moment fails the read (as when test runs share a database). That read is tried again.
  for (let retry = 0; retry < 3 && otherSchemaGone(error, options.schema); retry += 1) ({ error } = await migrator.migrateToLatest());
  if (error) {
    await db.destroy();
    throw error;
  }
  return {
    db,
    dialect,
    ...(raw ? { sqlite: raw } : {}),
    ...(postgres ? { postgres } : {}),
    ...(dbFile ? { file: dbFile } : {}),
    pendingMigrations: async () => (await migrator.getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name),
    close: async () => {
      await checkpointer?.close();
      await db.destroy();
    },
  };
}
