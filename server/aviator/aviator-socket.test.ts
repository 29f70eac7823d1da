/**
 * Aviator through the whole server: a demo player's game session, the `/aviator` namespace, the
 * operator's wallet over signed HTTP. Two bets (one with auto cash-out, one cashed out by hand), the
 * balance moves by exactly what the crash point and the acks say, and the crash reveals seeds that
 * recompute the crash point. The clock runs 25× fast so a round takes about a second.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crashPoint, webCrypto } from '../../domain/games';
import { PROJECT_ROOT } from '../../tests/support/fixtures';
import { authenticateToken } from '../api/auth-guard';
import { createServer, type ExchangeServer } from '../app';
import { buildIfNeeded } from '../build-if-needed';
import { openGameSession } from '../casino-wallet/sessions';
import { nextEvent } from '../../tests/support/next-event';

type Answer = Record<string, any>;
let app: ExchangeServer;
let base: string;
let dataDir: string;

const post = async (path: string, body: unknown, bearer?: string) =>
  (await (await fetch(`${base}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) }, body: JSON.stringify(body) })).json()) as Answer;
const next = nextEvent;

/** A demo player with an Aviator game session: the bearer for the operator's API and the game token. */
async function demoPlayer(): Promise<{ bearer: string; token: string }> {
  const bearer = (await post('LoginWithDemo', {})).token.accessToken as string;
  const player = await authenticateToken(app.sandbox, bearer);
  if (!player.ok) throw new Error(player.message);
  const { token } = await openGameSession(app.sandbox.database.db, { providerId: app.sandbox.casino.providerId, userId: player.user.id, gameId: '7019', tableId: 'T019', now: Date.now(), ttlMs: 3_600_000 });
  return { bearer, token };
}

beforeAll(async () => {
  buildIfNeeded(PROJECT_ROOT, () => {});
  dataDir = mkdtempSync(join(tmpdir(), 'wl-aviator-'));
  app = await createServer({ root: PROJECT_ROOT, sandbox: { memory: true, dataDir, log: () => {} }, casino: { off: true }, aviator: { timing: { bettingMs: 5_000, pauseMs: 2_000, speed: 25 } } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Aviator over socket.io', () => {
  it('refuses a bad token and a bet before joining', async () => {
    const socket = io(`${base}/aviator`, { transports: ['websocket'], forceNew: true, reconnection: false });
    try {
      expect(await socket.emitWithAck('place-bet', { slot: 1, amount: 100_00 })).toMatchObject({ success: false, code: 'NOT_JOINED' });
      expect(await socket.emitWithAck('join', { token: 'nope' })).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
    } finally {
      socket.disconnect();
    }
  });

  it('plays two bets: auto cash-out and a manual one, paid exactly, with the seeds revealed', { timeout: 60_000 }, async () => {
    const { bearer, token } = await demoPlayer();
    const available = async () => Math.round((await post('getUserDetails', {}, bearer)).doc.available * 100);
    const socket = io(`${base}/aviator`, { transports: ['websocket'], forceNew: true, reconnection: false });
    try {
      const joined = (await socket.emitWithAck('join', { token, clientSeed: 'my-seed' })) as Answer;
      expect(joined).toMatchObject({ success: true, clientSeed: 'my-seed', state: { limits: { minStake: 10_00, maxStake: 10_000_00 } } });
      const start = await available();
      expect(joined.balance).toBe(start);

      const round = await next<Answer>(socket, 'round');
      const takeOff = next<Answer>(socket, 'take-off', (t) => t.roundId === round.roundId);
      const crashed = next<Answer>(socket, 'crash', (c) => c.roundId === round.roundId);
      const bets = next<Answer>(socket, 'bets', (b) => b.roundId === round.roundId);
      const auto = (await socket.emitWithAck('place-bet', { slot: 1, amount: 100_00, autoCashOut: 110 })) as Answer;
      const manual = (await socket.emitWithAck('place-bet', { slot: 2, amount: 250_00 })) as Answer;
      expect(auto).toMatchObject({ success: true, bet: { roundId: round.roundId, slot: 1, autoCashOut: 110, queued: false } });
      expect(manual).toMatchObject({ success: true, balance: start - 350_00 });
      expect(await socket.emitWithAck('place-bet', { slot: 2, amount: 250_00 })).toMatchObject({ success: false, code: 'SLOT_TAKEN' });
      expect((await bets).bets).toEqual(expect.arrayContaining([[expect.any(String), 1, 100_00, 110]]));

      const flight = await takeOff;
      // Cashed out by hand once the plane has passed the auto cash-out's 1.10×, or after the crash.
      await Promise.race([next<Answer>(socket, 'cashed-out', (c) => c.roundId === round.roundId && c.slot === 1), crashed]);
      const cashed = (await socket.emitWithAck('cash-out', { slot: 2 })) as Answer;
      const crash = await crashed;
      expect(createHash('sha256').update(crash.seed).digest('hex')).toBe(round.commitment);
      expect(crash.clientSeeds).toEqual(['my-seed', round.fallbackSeeds[1], round.fallbackSeeds[2]]);
      expect(await crashPoint(webCrypto, crash.seed, crash.clientSeeds)).toBe(crash.crashPoint);
      if (cashed.success) {
        expect(cashed.cashOut.at).toBeLessThan(crash.at);
        expect(cashed.cashOut.payout).toBe(Math.floor((250_00 * cashed.cashOut.multiplier) / 100));
        expect(cashed.cashOut.multiplier).toBe(Math.floor(100 * Math.exp(0.00006 * (cashed.cashOut.at - flight.at))));
      } else expect(cashed.code).toBe('CRASHED');
      const paid = (crash.crashPoint >= 110 ? 110_00 : 0) + (cashed.success ? cashed.cashOut.payout : 0);
      // The credits follow the crash; the balance settles on the exact figure.
      await vi.waitFor(async () => expect(await available()).toBe(start - 350_00 + paid), { timeout: 5_000, interval: 20 });

      // During a flight a bet waits for the next round, and can be cancelled before it takes off.
      const following = await next<Answer>(socket, 'take-off');
      const queued = (await socket.emitWithAck('place-bet', { slot: 1, amount: 50_00 })) as Answer;
      if (queued.bet?.queued) {
        expect(queued.message).toMatch(/next round/);
        expect(queued.bet.roundId).not.toBe(following.roundId);
        expect(await socket.emitWithAck('cancel-bet', { slot: 1 })).toMatchObject({ success: true, balance: start - 350_00 + paid });
      }
    } finally {
      socket.disconnect();
    }
  });
});
