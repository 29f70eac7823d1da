/**
 * The sandbox game provider, which a real provider could replace: live card tables of Teen Patti 20-20
 * (T001), Andar Bahar (T002), Dragon Tiger (T003), 32 Cards (T004) and Lucky 7 (T005), by the catalogue's
 * game ids 7001–7005, with the rules of domain/games. The operator's code never imports this module;
 * the two speak only over HTTP, each call signed with HMAC-SHA256 over the raw body under the shared
 * secret (header X-Casino-Signature, provider id in X-Casino-Provider).
 *
 * HTTP (this provider):
 * - POST /casino-provider/launch (operator → provider, signed) `{ token, gameId, tableId, gameName, playerId, … }`
 *   → `{ url, available, tableId? }`. For a table: `/casino-provider/play/{tableId}#token={game token}`;
 *   for a game with a page of its own (options.pageGames, e.g. Aviator 7019): `{path}#token=…`;
 *   for a game the sandbox does not run: `/casino-provider/unavailable/{gameId}?name=…`, a page saying so.
 * - GET /casino-provider/play/{tableId}: a minimal page naming the table; the casino front end draws it.
 *
 * Money: every stake is a wallet debit (operator's POST /api/casino/wallet/debit) before the bet is
 * acknowledged; at the result each player who bet gets one credit (0 for a loss); a bet whose debit
 * fate is unknown is rolled back. All amounts are integer paise.
 *
 * Socket.io namespace `/casino` (same server and path as the exchange's socket):
 * - emit `join` `{ token, tableId }` with an ack → `{ success: true, playerId, balance, table }` or
 *   `{ success: false, code, message }` (code: INVALID_TOKEN, TOKEN_EXPIRED, UNKNOWN_TABLE, …).
 *   `table`: `{ tableId, gameId, name, serverTime, limits: { minStake, maxStake }, bets: [{ id, label,
 *   profitHundredths, returnToPlayer, returnToPlayerText }], round: { roundId, phase ('betting' |
 *   'closing' | 'dealing' | 'result'), commitment, closesAt, cards: ['KH', …] revealed so far,
 *   seed and result once in 'result', myBets: [{ id, betId, amount }] } | null, history: [{ roundId, label }] oldest first, the last 20 }`.
 * - emit `place-bet` `{ betId, amount, roundId? }` (amount in paise) with an ack → `{ success: true,
 *   message, bet: { id, roundId, betId, amount }, balance }` or `{ success: false, code, message,
 *   balance? }`; code BETTING_CLOSED (message BETTING_CLOSED in table.ts), INSUFFICIENT_FUNDS,
 *   TOKEN_EXPIRED, INVALID_BET, INVALID_STAKE, NOT_SEATED, WALLET_UNAVAILABLE. A refused bet debits nothing.
 * - emit `leave`: stop following the table.
 * - on `round` `{ tableId, roundId, phase: 'betting', commitment, closesAt, serverTime }`: betting open;
 *   count down to closesAt (server clock: serverTime says where it stood when sent).
 * - on `betting-closed` `{ tableId, roundId, bets, serverTime }`.
 * - on `card` `{ tableId, roundId, index, card, at }`: one card revealed (codes as domain/games cardCode;
 *   positions follow the game's deal order).
 * - on `result` `{ tableId, roundId, label, result, cards, seed, commitment, history, at }`: the result and
 *   the seed, so SHA-256(seed) = commitment and the cards recompute (domain/games verifyRound).
 * - on `settlement` `{ tableId, roundId, label, staked, paid, balance }` (to each player who bet), then
 *   `balance` `{ balance }`: what the header shows, paise the player may stake.
 *
 * Crash safety: each step is journaled (journal.ts) before it is acknowledged; on start recovery.ts
 * settles or calls off the rounds a killed process left open.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Server } from 'socket.io';
import type { Coordination, Lease } from '../cluster/coordination';
import { RoleUnavailable, type RoleCalls } from '../cluster/role-calls';
import type { Database } from '../db/schema';
import { PROVIDER_TABLES, type ProviderTable } from './games';
import { Journal, readJournal, tableLineFacts, tableRounds, type JournalLine } from './journal';
import { providerPages, type ProviderPageGame } from './pages';
import { recoverRounds } from './recovery';
import { DatabaseJournal, readDatabaseJournal, type RoundJournal } from './round-journal';
import { casinoSockets, type TableLink } from './sockets';
import { CasinoTable, DEFAULT_TIMING, type BetAnswer, type RoundTiming, type TableVoice } from './table';
import { voiceRelay, type VoiceRelay } from './voice-relay';
import { walletClient } from './wallet-client';
import { logInfo } from '../log';

export { BETTING_CLOSED, DEFAULT_TIMING, type RoundTiming } from './table';
export { PROVIDER_TABLES } from './games';

export interface CasinoProviderOptions {
  providerId: string;
  secret: string;
  /** The operator's wallet base URL (read at each call). */
  walletUrl: () => string;
  /** Where players' browsers reach this provider's pages (an origin of its own, apart from the brands'). */
  publicOrigin: () => string;
  /** The built table page's script path, or null when there is no build. */
  tableScript: string | null;
  /** Games of this provider with pages of their own (Aviator), launched to `path#token=…`; their modules serve the pages. */
  pageGames?: readonly ProviderPageGame[];
  /** Where the journal lives when the process is alone (DATA_DIR/casino-provider). */
  dataDir: string;
  /** How processes share the tables: their leases, the calls to them, the database their journals are in when they are several. */
  cluster: { coordination: Coordination; calls: RoleCalls; db: Kysely<Database> };
  timing?: Partial<RoundTiming>;
  log?: (message: string) => void;
}

export interface CasinoProvider {
  /** The tables running in this process (all of them when it is alone). */
  tables: ReadonlyMap<string, CasinoTable>;
  /** Takes part in running the tables (the operator must be listening): this process runs each table no other does. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const roleOf = (tableId: string) => `casino:${tableId}`;
const HISTORY = 20;
const UNAVAILABLE: BetAnswer = { success: false, code: 'GAME_UNAVAILABLE', message: 'The table is restarting. Please try again in a moment.' };

/** A table's calls from players' sockets, in whichever process they came from. */
function answer(table: CasinoTable, method: string, args: { playerId?: string; player?: { id: string; token: string }; input?: { betId: string; amount: number; roundId?: string } }): Promise<unknown> {
  if (method === 'snapshot') return Promise.resolve(table.snapshot(String(args.playerId)));
  if (method === 'place-bet') return table.placeBet(args.player!, args.input!);
  return Promise.reject(new Error(`A table has no call ${method}`));
}

export function createCasinoProvider(app: FastifyInstance, io: Server, options: CasinoProviderOptions): CasinoProvider {
  const log = options.log ?? logInfo;
  const { coordination, calls, db } = options.cluster;
  const wallet = walletClient(options);
  const journalFile = join(options.dataDir, 'casino-provider', 'journal.jsonl');
  // One process alone keeps one file for every table, opened when its first table starts.
  let fileJournal: Journal | null = null;
  const tables = new Map<string, CasinoTable>();
  const scope = Date.now().toString(36);
  const call = <T>(tableId: string, method: string, args: unknown): Promise<T> => calls.call<T>(roleOf(tableId), method, args).catch((error: unknown) => (error instanceof RoleUnavailable ? (UNAVAILABLE as T) : Promise.reject(error)));
  // A table running here is called directly: a bet at a busy table pays for nothing it does not need.
  const link: TableLink = {
    snapshot: (tableId, playerId) => {
      const here = tables.get(tableId);
      return here ? Promise.resolve(here.snapshot(playerId)) : call(tableId, 'snapshot', { playerId });
    },
    placeBet: (tableId, player, input) => tables.get(tableId)?.placeBet(player, input) ?? call(tableId, 'place-bet', { player, input }),
  };
  const sockets = casinoSockets(io, PROVIDER_TABLES, link, wallet, scope);
  let relay: VoiceRelay | null = null;
  const voice: TableVoice = {
    toTable: (tableId, event, payload) => relay?.say({ audience: tableId, event, payload }),
    toPlayer: sockets.toPlayer,
    tableHeard: sockets.tableHeard,
  };
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  // Each table's returns to player (exact, a second at most in all) are worked out now, not on a player's first join.
  for (const config of PROVIDER_TABLES) config.game.returnToPlayer();
  providerPages(app, { providerId: options.providerId, secret: options.secret, tables: PROVIDER_TABLES, publicOrigin: options.publicOrigin, tableScript: options.tableScript, pageGames: options.pageGames });

  /** The table's journal, what it left open, its results strip and its next round's number. */
  const journaled = async (config: ProviderTable) => {
    if (!coordination.clustered) {
      fileJournal ??= new Journal(journalFile);
      return { journal: fileJournal as RoundJournal<JournalLine>, rounds: readJournal(journalFile).filter((r) => r.table === config.tableId), history: [], next: 1 };
    }
    const stored = await readDatabaseJournal<JournalLine>(db, config.tableId, HISTORY);
    const history = stored.history.map((h) => ({ roundId: h.roundId, label: JSON.parse(h.result) as string }));
    return { journal: new DatabaseJournal<JournalLine>(db, config.tableId, tableLineFacts), rounds: tableRounds(stored.open), history, next: stored.next };
  };

  /** Runs a table here: finishes what its journal left open (a void round's stakes back), then deals on. */
  const host = (config: ProviderTable) => {
    let serving: (() => void) | null = null;
    let journal: RoundJournal<JournalLine> | null = null;
    return {
      held: async () => {
        const left = await journaled(config);
        const { rounds, history, next } = left;
        journal = left.journal;
        const recovered = await recoverRounds(rounds, [config], wallet, journal, log, sockets.toPlayer);
        const table = new CasinoTable(config, { wallet, journal, voice, timing, now: Date.now, log, scope });
        table.start(Math.max(next, recovered.next.get(config.tableId) ?? 1), [...history, ...(recovered.history.get(config.tableId) ?? [])].slice(-HISTORY));
        tables.set(config.tableId, table);
        serving = calls.serve(roleOf(config.tableId), (method, args) => answer(table, method, args as never));
      },
      lost: async () => {
        serving?.();
        serving = null;
        const table = tables.get(config.tableId);
        tables.delete(config.tableId);
        await table?.stop();
        // The file is every table's, closed with the provider; a table's database journal is its own.
        if (journal !== fileJournal) await journal?.close();
        journal = null;
      },
    };
  };
  const leases: Lease[] = [];
  return {
    tables,
    async start() {
      relay = await voiceRelay(coordination, 'casino-voice', sockets.writeHere);
      for (const config of PROVIDER_TABLES) leases.push(coordination.lease(roleOf(config.tableId), host(config)));
    },
    async stop() {
      await Promise.all(leases.map((lease) => lease.release()));
      await relay?.close();
      await wallet.close();
      fileJournal?.close();
    },
  };
}
