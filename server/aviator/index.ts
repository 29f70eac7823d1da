/**
 * Aviator, the sandbox game provider's crash game. Like the card tables it is a separate party: the
 * operator's code never imports this module, and money moves only through the operator's seamless
 * wallet over signed HTTP (POST /api/casino/wallet/{balance|debit|credit|rollback}, HMAC-SHA256 of the
 * raw body under the provider's secret). Amounts are integer paise; multipliers are whole hundredths
 * (153 is 1.53×); times are milliseconds of the server's clock.
 *
 * Players reach it through the operator: the launch of catalogue game 7019 answers the provider's page
 * (page-route.ts, /casino-provider/aviator#token=…, code in page/), which joins the namespace below.
 *
 * Rounds run continuously: betting window (5 s) → take-off → flight → crash → pause (3 s) → next round.
 * The multiplier t ms after take-off is e^(0.00006·t) (domain/games multiplierAt, floored to hundredths
 * by multiplierHundredthsAt); it is never streamed: players draw it from `take-off.at`, synced to the
 * server's clock with the `serverTime` every event carries.
 *
 * Provably fair: the round's server seed is committed (`commitment` = SHA-256 hex of the seed) when the
 * round opens. The crash point is domain/games crashPoint(seed, [c1, c2, c3]): the client seeds of the
 * first three players whose bets were accepted (standing at take-off; a second bet of the same player
 * does not count again), with the round's `fallbackSeeds` (published at the round's opening) in the
 * places of missing players. After the crash the seed and the three client seeds are revealed.
 *
 * Socket.io namespace `/aviator` (same server and path as the exchange's socket):
 * - emit `join` `{ token, clientSeed? }` (the game token of a casino session; clientSeed 1–64 of
 *   [A-Za-z0-9_-], random when absent) → ack `{ success: true, playerId, balance, clientSeed, state }`
 *   or `{ success: false, code, message }` (INVALID_TOKEN, TOKEN_EXPIRED, INVALID_SEED, WALLET_UNAVAILABLE).
 *   `state`: `{ serverTime, limits: { minStake, maxStake, minAutoCashOut, maxAutoCashOut }, round:
 *   { roundId, phase ('betting' | 'closing' | 'flying' | 'crashed'), commitment, fallbackSeeds,
 *   bettingClosesAt, takeOffAt (null before take-off), and once crashed crashPoint, crashedAt, seed,
 *   clientSeeds } | null, myBets: [bet], history: [{ roundId, crashPoint }] (oldest first, 30),
 *   bets: { roundId, count, staked, simulated, bets: [bet entry] (the last 20) } | null, cashOuts: { count, paid,
 *   cashOuts: [cash-out entry] (the 20 largest) } | null }` (entries as in the `bets` and `cash-outs` events).
 *   A `bet` is `{ id, roundId, slot, amount, autoCashOut (hundredths or null), queued, cashOut: { multiplier,
 *   payout, at, auto } | null }`; `id` (also `betId` in acks) is the bet's debit transaction id.
 * - emit `place-bet` `{ slot: 1 | 2, amount, autoCashOut? }` → ack `{ success: true, message, bet,
 *   balance }` once the wallet debited the stake, or `{ success: false, code, message, balance? }`
 *   (INVALID_BET, SLOT_TAKEN, INSUFFICIENT_FUNDS, TOKEN_EXPIRED, PLAYER_BLOCKED, BETTING_CLOSED,
 *   WALLET_UNAVAILABLE, NOT_JOINED); a refused bet debits nothing. Placed while the window is open, the
 *   bet plays this round; placed during a flight, crash or pause it is queued for the next round:
 *   `bet.queued` is true, its roundId is the next round's and the message says it waits for take-off.
 * - emit `cancel-bet` `{ slot }` → ack `{ success: true, message, betId, slot, roundId, balance? }` (the stake
 *   rolled back through the wallet) or `{ success: false, code: NO_BET | TOO_LATE, message }`; possible
 *   until take-off, for this round's bet or a queued one.
 * - emit `cash-out` `{ slot }` → ack `{ success: true, message, betId, roundId, slot, cashOut: { multiplier,
 *   payout, at, auto } }` or `{ success: false, code, message }` (CRASHED, with the lost bet's betId,
 *   roundId and slot: it arrived at or after the crash time and the bet is lost, whatever the client
 *   drew; NOT_FLYING; NO_BET). The multiplier is the one at the server's time of receipt; a bet whose
 *   auto target was reached first is cashed at the target (auto: true). Asking again answers the same
 *   cash-out with code ALREADY_CASHED_OUT. The ack comes once the cash-out is journaled; the credit
 *   follows, then a `balance` event.
 * - on `round` `{ roundId, commitment, fallbackSeeds, bettingClosesAt, serverTime }`: betting is open.
 * - on `take-off` `{ roundId, at, serverTime }`: the flight started at `at`.
 * - on `crash` `{ roundId, crashPoint, at, seed, commitment, clientSeeds, serverTime }`: `at` is the exact
 *   crash time (take-off + the first ms at which the multiplier reaches crashPoint).
 * - on `cash-outs` `{ roundId, count, paid, batch, cashOuts: [[player, slot, amount, multiplier, payout, at,
 *   auto]], serverTime }`: the cash-outs (manual or auto) of the last second or so in one event (the last of
 *   a flight after `crash`): `batch` of them,
 *   all listed when 20 or fewer, else the 20 largest payouts; count and paid are the round's totals so
 *   far. Player is a masked label. (Every client gets every batch: a full list would cost each of
 *   thousands of clients every player's cash-out.)
 * - on `bets` `{ roundId, count, staked, bets: [[player, slot, amount, autoCashOut]], cancelled: [[player, slot]] }`:
 *   bets placed and cancelled since the last `bets` (sent about once a second, and at the round's opening and
 *   take-off; at most 20 of each listed, the newest; count and staked are the round's totals). The roundId may be the next round's, for bets queued during a flight.
 *   `simulated` is how many simulated bettors the round has shown so far.
 * - Simulated bettors (AVIATOR_SIMULATED_BETTORS, simulated-bettors.ts): listed in `bets` and `cash-outs`
 *   like players, each entry with one more field, `true`; never in count, staked, paid, batch, the
 *   journal, the wallet or the crash point.
 * - on `cashed-out` `{ roundId, betId, slot, cashOut: { multiplier, payout, at, auto: true }, serverTime }` (to
 *   the player's sockets): the server cashed out this player's bet at its auto target, at that moment.
 * - on `balance` `{ balance }` (to the player's sockets): paise the player may stake, after each credit
 *   above 0 (a debit's and a cancel's balance come in their acks).
 *
 * Money: each bet has its own transaction ids, `{roundId}:bet:{random}` for the debit, `…:win` for its
 * one credit (the payout, or 0 for a loss, sent at the crash) and `…:rb` for a rollback. Crash safety:
 * every bet and cash-out is journaled (journal.ts) before it is acknowledged; on start recovery.ts
 * settles the rounds a killed process left open.
 */
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Server } from 'socket.io';
import type { Coordination, Lease } from '../cluster/coordination';
import { RoleUnavailable, type RoleCalls } from '../cluster/role-calls';
import { DatabaseJournal, readDatabaseJournal, type RoundJournal } from '../casino-provider/round-journal';
import { voiceRelay, type VoiceRelay } from '../casino-provider/voice-relay';
import { walletClient } from '../casino-provider/wallet-client';
import type { Database } from '../db/schema';
import { scaledClock, type Clock } from './clock';
import { AviatorGame, DEFAULT_TIMING, type AviatorAnswer, type AviatorPlayer, type AviatorTiming, type AviatorVoice } from './game';
import { AviatorJournal, aviatorLineFacts, aviatorRounds, readAviatorJournal, type AviatorLine, type JournaledRound } from './journal';
import { recoverAviator } from './recovery';
import { aviatorSockets, type AviatorLink } from './sockets';
import { logInfo } from '../log';

export { AviatorGame, BETTING_CLOSED, DEFAULT_TIMING, type AviatorTiming } from './game';
export { AVIATOR_LIMITS } from './rules';

/** Round timing, and `speed`: a clock running that many times faster than the wall clock (tests, demos). */
export type AviatorTimingOptions = Partial<AviatorTiming> & { speed?: number };

export interface AviatorProviderOptions {
  providerId: string;
  secret: string;
  /** The operator's wallet base URL (read at each call). */
  walletUrl: () => string;
  /** Where the journal lives when the process is alone (DATA_DIR/aviator). */
  dataDir: string;
  /** How processes share the game: its lease, the calls to it, the database its journal is in when they are several. */
  cluster: { coordination: Coordination; calls: RoleCalls; db: Kysely<Database> };
  timing?: AviatorTimingOptions;
  /** Simulated bettors in every round's lists (AVIATOR_SIMULATED_BETTORS); drawn from the round id, so the same whichever process runs the round. */
  simulatedBettors?: boolean;
  /** Overrides the clock `timing.speed` would make. */
  clock?: Clock;
  log?: (message: string) => void;
}

export interface AviatorProvider {
  /** The game, while it runs in this process (tests). */
  game(): AviatorGame | null;
  /** Takes part in running the game (the operator must be listening): this process runs it whenever no other does. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

const ROLE = 'aviator';
const HISTORY = 30;
const UNAVAILABLE: AviatorAnswer = { success: false, code: 'GAME_UNAVAILABLE', message: 'The game is restarting. Please try again in a moment.' };

/** The game's answer to a call from a player's socket, in whichever process it came from. */
function answer(game: AviatorGame, method: string, args: { playerId?: string; player?: AviatorPlayer; input?: Record<string, unknown> }): Promise<unknown> {
  const input = args.input ?? {};
  switch (method) {
    case 'snapshot':
      return Promise.resolve(game.snapshot(String(args.playerId)));
    case 'place-bet':
      return game.placeBet(args.player!, input as { slot: unknown; amount: unknown; autoCashOut?: unknown });
    case 'cancel-bet':
      return game.cancelBet(args.player!, input as { slot: unknown });
    case 'cash-out':
      return game.cashOut(args.player!, input as { slot: unknown });
    default:
      return Promise.reject(new Error(`Aviator has no call ${method}`));
  }
}

/** What the journal left open, the crash points before it, and the next round's number. */
async function journaled(options: AviatorProviderOptions, journalFile: string): Promise<{ rounds: JournaledRound[]; history: Array<{ roundId: string; crashPoint: number }>; next: number }> {
  if (!options.cluster.coordination.clustered) return { rounds: readAviatorJournal(journalFile), history: [], next: 1 };
  const stored = await readDatabaseJournal<AviatorLine>(options.cluster.db, ROLE, HISTORY);
  return { rounds: aviatorRounds(stored.open), history: stored.history.map((h) => ({ roundId: h.roundId, crashPoint: Number(JSON.parse(h.result)) })), next: stored.next };
}

export function createAviatorProvider(io: Server, options: AviatorProviderOptions): AviatorProvider {
  const log = options.log ?? logInfo;
  const { speed, ...timing } = { ...options.timing };
  const { coordination, calls, db } = options.cluster;
  const wallet = walletClient(options);
  const journalFile = join(options.dataDir, 'aviator', 'journal.jsonl');
  const scope = Date.now().toString(36);
  const call = <T>(method: string, args: unknown): Promise<T> => calls.call<T>(ROLE, method, args).catch((error: unknown) => (error instanceof RoleUnavailable ? (UNAVAILABLE as T) : Promise.reject(error)));
  // The game running here is called directly: a cash-out pays for nothing it does not need.
  const link: AviatorLink = {
    snapshot: (playerId) => (game ? Promise.resolve(game.snapshot(playerId)) : call('snapshot', { playerId })),
    placeBet: (player, input) => game?.placeBet(player, input) ?? call('place-bet', { player, input }),
    cancelBet: (player, input) => game?.cancelBet(player, input) ?? call('cancel-bet', { player, input }),
    cashOut: (player, input) => game?.cashOut(player, input) ?? call('cash-out', { player, input }),
  };
  const sockets = aviatorSockets(io, link, wallet, scope);
  let relay: VoiceRelay | null = null;
  const voice: AviatorVoice = {
    toAll: (event, payload) => relay?.say({ audience: ROLE, event, payload }),
    toAllNow: (event, payload) => relay?.say({ audience: ROLE, event, payload, now: true }),
    toPlayer: sockets.toPlayer,
    momentsSent: sockets.momentsSent,
  };
  let game: AviatorGame | null = null;
  let journal: RoundJournal<AviatorLine> | null = null;
  let stopServing: (() => void) | null = null;
  let lease: Lease | null = null;

  // Run here: finish what the journal left open (a void round's stakes back, a crashed one paid), then play on.
  const host = async () => {
    journal = coordination.clustered ? new DatabaseJournal<AviatorLine>(db, ROLE, aviatorLineFacts) : new AviatorJournal(journalFile);
    const left = await journaled(options, journalFile);
    const recovered = await recoverAviator(left.rounds, wallet, journal, log, sockets.toPlayer);
    const running = new AviatorGame({ wallet, journal, voice, clock: options.clock ?? scaledClock(speed ?? 1), timing: { ...DEFAULT_TIMING, ...timing }, scope, log, simulatedBettors: options.simulatedBettors });
    running.start(Math.max(left.next, recovered.next), [...left.history, ...recovered.history].slice(-HISTORY));
    game = running;
    stopServing = calls.serve(ROLE, (method, args) => answer(running, method, args as never));
  };
  const unhost = async () => {
    stopServing?.();
    stopServing = null;
    const was = game;
    game = null;
    await was?.stop();
    await journal?.close();
    journal = null;
  };
  return {
    game: () => game,
    async start() {
      relay = await voiceRelay(coordination, 'aviator-voice', sockets.writeHere);
      lease = coordination.lease(ROLE, { held: host, lost: unhost });
    },
    async stop() {
      await lease?.release();
      await relay?.close();
      await wallet.close();
    },
  };
}
