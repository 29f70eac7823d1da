/**
 * Where a game's rounds are journaled. One process alone keeps a file (journal-file.ts: a line is on
 * disk when `write` returns). Processes sharing a database keep the journal there, so the process that
 * takes a game over reads what the one before it left open: each round has a game_rounds row from its
 * first line (a bet queued for a round that has not opened yet included), and its lines are in
 * game_journal in the order written. The lines of one turn of the event loop go in one transaction,
 * after the transaction before them, and a line's promise resolves once it is committed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { transact } from '../db/transaction';

export interface RoundJournal<Line> {
  /** Records the line: a file has it when this returns; a database once the promise resolves. */
  write(line: Line): void | Promise<void>;
  /** Records the line with the others of the same turn; resolves once they are all recorded. */
  append(line: Line): Promise<void>;
  close(): void | Promise<void>;
}

/** What a journal line says of its round: every line names it, an opening gives its number and time, a settlement its result. */
export interface RoundLineFacts {
  round: string;
  opened?: { n: number; at: number };
  /** The round is settled; `result` (JSON) is null for a void round. */
  settled?: { result: string | null; at: number };
}

export class DatabaseJournal<Line> implements RoundJournal<Line> {
  private gathered: Array<{ line: Line; facts: RoundLineFacts }> = [];
  private flushScheduled: Promise<void> | null = null;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly game: string,
    private readonly factsOf: (line: Line) => RoundLineFacts,
  ) {}

  write(line: Line): Promise<void> {
    return this.append(line);
  }

  append(line: Line): Promise<void> {
    this.gathered.push({ line, facts: this.factsOf(line) });
    if (!this.flushScheduled) {
      const flush = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.flushScheduled = null;
        const lines = this.gathered;
        this.gathered = [];
        // One batch after another: a line is never committed before one written earlier.
        const written = this.chain.then(() => this.store(lines));
        this.chain = written.catch(() => {});
        return written;
      });
      this.flushScheduled = flush;
    }
    return this.flushScheduled;
  }

  close(): Promise<void> {
    return this.flushScheduled ?? this.chain;
  }

  private store(lines: Array<{ line: Line; facts: RoundLineFacts }>): Promise<void> {
    const { game } = this;
    return transact(this.db, async (trx) => {
      const rounds = [...new Set(lines.map((l) => l.facts.round))];
      await trx.insertInto('game_rounds').values(rounds.map((round_id) => ({ game, round_id, n: null, status: 'open' as const, result: null, opened_at: null, settled_at: null }))).onConflict((oc) => oc.columns(['game', 'round_id']).doNothing()).execute();
      await trx.insertInto('game_journal').values(lines.map(({ line, facts }) => ({ game, round_id: facts.round, line: JSON.stringify(line) }))).execute();
      for (const { facts } of lines) {
        if (facts.opened) await trx.updateTable('game_rounds').set({ n: facts.opened.n, opened_at: facts.opened.at }).where('game', '=', game).where('round_id', '=', facts.round).execute();
        if (facts.settled) await trx.updateTable('game_rounds').set({ status: 'settled', result: facts.settled.result, settled_at: facts.settled.at }).where('game', '=', game).where('round_id', '=', facts.round).execute();
      }
    });
  }
}

export interface JournaledGame<Line> {
  /** The lines of every round not yet settled, in the order written. */
  open: Line[];
  /** The last `keep` settled rounds with a result (not void), oldest first. */
  history: Array<{ roundId: string; result: string }>;
  /** The number the next round takes. */
  next: number;
}

export async function readDatabaseJournal<Line>(db: Kysely<Database>, game: string, keep: number): Promise<JournaledGame<Line>> {
  const open = await db.selectFrom('game_journal').select('line').where('game', '=', game).where('round_id', 'in', db.selectFrom('game_rounds').select('round_id').where('game', '=', game).where('status', '=', 'open')).orderBy('id').execute();
  const history = await db.selectFrom('game_rounds').select(['round_id', 'result']).where('game', '=', game).where('status', '=', 'settled').where('result', 'is not', null).orderBy('n', 'desc').limit(keep).execute();
  const top = await db.selectFrom('game_rounds').select((eb) => eb.fn.max('n').as('n')).where('game', '=', game).executeTakeFirst();
  return {
    open: open.map((row) => JSON.parse(row.line) as Line),
    history: history.reverse().map((row) => ({ roundId: row.round_id, result: row.result! })),
    next: Number(top?.n ?? 0) + 1,
  };
}
