/**
 * Secrets every process must share (the token signing key, the game provider's secret, the operator's
 * token). One given in the configuration is used as it is; otherwise the first process makes one and
 * stores it in the database, and every process (and every restart) reads that one, so a token signed by
 * one process is good in all, and a restart logs nobody out.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function sharedSecret(db: Kysely<Database>, key: string, given: string | undefined, bytes = 32): Promise<string> {
  if (given) return given;
  await db.insertInto('shared_settings').values({ key, value: randomBytes(bytes).toString('hex') }).onConflict((oc) => oc.column('key').doNothing()).execute();
  return (await db.selectFrom('shared_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()).value;
}
