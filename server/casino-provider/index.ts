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
 *   seed and result once in 'result', myBets: [{ id, betId, amount }] } | null, history: [{ roundId, label }] }`.
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
import type { Server } from 'socket.io';
import { PROVIDER_TABLES } from './games';
import { Journal, readJournal } from './journal';
import { providerPages, type ProviderPageGame } from './pages';
import { recoverRounds } from './recovery';
import { casinoSockets } from './sockets';
import { CasinoTable, DEFAULT_TIMING, type RoundTiming } from './table';
import { walletClient } from './wallet-client';

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
  /** Where the journal lives (DATA_DIR/casino-provider). */
  dataDir: string;
  timing?: Partial<RoundTiming>;
  log?: (message: string) => void;
}

export interface CasinoProvider {
  tables: ReadonlyMap<string, CasinoTable>;
  /** Finishes rounds a previous process left open, then starts the tables' loops (the operator must be listening). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** CASINO_BETTING_MS, CASINO_REVEAL_MS, CASINO_RESULT_MS: shorter rounds for tests and demos. */
function timingFromEnv(): Partial<RoundTiming> {
  const read = (name: string) => {
    const value = Number(process.env[name]);
    return process.env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : undefined;
  };
  const timing: Partial<RoundTiming> = {};
  const betting = read('CASINO_BETTING_MS');
  const reveal = read('CASINO_REVEAL_MS');
  const result = read('CASINO_RESULT_MS');
  if (betting !== undefined) timing.bettingMs = betting;
  if (reveal !== undefined) timing.revealMs = reveal;
  if (result !== undefined) timing.resultMs = result;
  return timing;
}

export function createCasinoProvider(app: FastifyInstance, io: Server, options: CasinoProviderOptions): CasinoProvider {
  const log = options.log ?? ((message: string) => console.log(message));
  const wallet = walletClient(options);
  const journalFile = join(options.dataDir, 'casino-provider', 'journal.jsonl');
  const journal = new Journal(journalFile);
  const tables = new Map<string, CasinoTable>();
  const scope = Date.now().toString(36);
  const sockets = casinoSockets(io, tables, wallet, scope);
  const timing = { ...DEFAULT_TIMING, ...timingFromEnv(), ...options.timing };
  // Each table's returns to player (exact, a second at most in all) are worked out now, not on a player's first join.
  for (const config of PROVIDER_TABLES) config.game.returnToPlayer();
  for (const config of PROVIDER_TABLES) tables.set(config.tableId, new CasinoTable(config, { wallet, journal, voice: sockets.voice, timing, now: Date.now, log, scope }));
  providerPages(app, { providerId: options.providerId, secret: options.secret, tables: PROVIDER_TABLES, publicOrigin: options.publicOrigin, tableScript: options.tableScript, pageGames: options.pageGames });
  let started = false;
  return {
    tables,
    async start() {
      const recovered = await recoverRounds(readJournal(journalFile), PROVIDER_TABLES, wallet, journal, log);
      started = true;
      for (const table of tables.values()) table.start(recovered.next.get(table.tableId) ?? 1, recovered.history.get(table.tableId) ?? []);
    },
    async stop() {
      if (started) await Promise.all([...tables.values()].map((t) => t.stop()));
      await wallet.close();
      journal.close();
    },
  };
}
