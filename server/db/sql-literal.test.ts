import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { POSTGRES_URL, postgresReachable, seeded } from '../exchange/test-support';
import { sqlLiteral } from './sql-literal';

const pgUp = await postgresReachable();

const awkward = ['', 'plain', "it's", "''", 'back\\slash', '\\\\', "both ' and \\", "E'\\x27'", 'ünïcode ✓', '{"a":"x\'y\\\\z\\"q"}', "'); drop table orders; --"];

/** Random strings over the characters that matter to a literal, and some that do not. */
function randomTexts(count: number): string[] {
  const random = seeded(7);
  const alphabet = ["'", '\\', '"', 'E', 'a', ' ', ';', '-', 'ü', '\n'];
  return Array.from({ length: count }, () => Array.from({ length: random.int(0, 12) }, () => random.pick(alphabet)).join(''));
}

describe('sqlLiteral', () => {
  it("writes every string as the pg library's escapeLiteral does", () => {
    for (const text of [...awkward, ...randomTexts(2000)]) expect(sqlLiteral(text)).toBe(pg.escapeLiteral(text));
  });

  it.runIf(pgUp)('reads back as the same text in PostgreSQL', async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      const texts = [...awkward, ...randomTexts(200)];
      const { rows } = await client.query<{ t: string }>(`select t from unnest(array[${texts.map(sqlLiteral).join(', ')}]::text[]) as t`);
      expect(rows.map((r) => r.t)).toEqual(texts);
    } finally {
      await client.end();
    }
  });
});
