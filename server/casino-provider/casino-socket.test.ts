/**
 * A player opens Dragon Tiger through the launch call, joins the table over socket.io, bets, and the
 * balance moves by exactly what the rules pay on the revealed cards, computed here on its own; the seed
 * revealed matches its commitment. Late bets are refused without a debit; other catalogue games launch
 * to an honest page.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../tests/support/fixtures';
import { createServer, type ExchangeServer } from '../app';
import { buildIfNeeded } from '../build-if-needed';
import { nextEvent } from '../../tests/support/next-event';
import { getOnHost } from '../../tests/support/get-on-host';

type Answer = Record<string, any>;
const RANKS: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };
const rankOf = (code: string) => RANKS[code.slice(0, -1)] ?? Number(code.slice(0, -1));

let app: ExchangeServer;
let base: string;
let dataDir: string;
let bearer: string;

const api = async (path: string, body: unknown, token = bearer) => {
  const response = await fetch(`${base}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer };
};
const available = async () => Math.round((await api('getUserDetails', {})).body.doc.available * 100);
const next = nextEvent;

beforeAll(async () => {
  buildIfNeeded(PROJECT_ROOT, () => {});
  dataDir = mkdtempSync(join(tmpdir(), 'wl-casino-'));
  app = await createServer({ root: PROJECT_ROOT, sandbox: { memory: true, dataDir, log: () => {} }, casino: { timing: { bettingMs: 600, revealMs: 30, resultMs: 150 } } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  bearer = ((await (await fetch(`${base}/api/LoginWithDemo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as Answer).token.accessToken;
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('casino launch', () => {
  it('refuses unknown games and guests, and sends games the sandbox does not run to an honest page', async () => {
    expect((await api('casino/launch', { gameId: '9999' })).body).toEqual({ success: false, message: 'There is no casino game 9999.' });
    expect((await api('casino/launch', { gameId: '7003' }, 'nobody')).status).toBe(401);
    expect((await api('casino/launch', { game: '7003' })).status).toBe(400);
    const slot = await api('casino/launch', { gameId: '7013' });
    expect(slot.body.result).toMatchObject({ available: false, name: 'Monsoon Fortune' });
    // The provider's pages live on an origin of their own; here they are asked of this server's address under that host.
    const slotUrl = new URL(slot.body.result.url);
    expect(slotUrl.hostname).toBe('casino-provider.localhost');
    const page = await getOnHost(`${base}${slotUrl.pathname}${slotUrl.search}`, slotUrl.host);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Monsoon Fortune is not available in the sandbox');
  });
});

describe('the five tables', () => {
  it.each([
    ['7001', 'T001', 'Teen Patti 20-20', ['player-a', 'player-b']],
    ['7002', 'T002', 'Andar Bahar', ['andar', 'bahar']],
    ['7003', 'T003', 'Dragon Tiger', ['dragon', 'tiger', 'tie']],
    ['7004', 'T004', '32 Cards', ['player-8', 'player-9', 'player-10', 'player-11']],
    ['7005', 'T005', 'Lucky 7', ['low', 'high', 'red', 'black']],
  ])('%s launches table %s (%s) with its bets and their returns to player', async (gameId, tableId, name, bets) => {
    const launch = await api('casino/launch', { gameId });
    expect(launch.body.result).toMatchObject({ available: true, tableId, name });
    const socket = io(`${base}/casino`, { transports: ['websocket'], forceNew: true, reconnection: false });
    try {
      const joined = (await socket.emitWithAck('join', { token: decodeURIComponent(String(launch.body.result.url).split('#token=')[1] ?? ''), tableId })) as Answer;
      expect(joined.table.name).toBe(name);
      expect(joined.table.bets.map((b: Answer) => b.id)).toEqual(bets);
      for (const bet of joined.table.bets) expect(bet.returnToPlayerText).toMatch(/^\d+\.\d\d%$/);
    } finally {
      socket.disconnect();
    }
  });
});

describe('a Dragon Tiger round over the socket', () => {
  it('pays exactly what the revealed cards say, and refuses a late bet without a debit', async () => {
    const launch = await api('casino/launch', { gameId: '7003' });
    expect(launch.body.result).toMatchObject({ available: true, tableId: 'T003', name: 'Dragon Tiger' });
    const gameToken = decodeURIComponent(String(launch.body.result.url).split('#token=')[1] ?? '');
    // The table page answers on the provider's host only.
    const launched = new URL(launch.body.result.url);
    expect((await fetch(`${base}${launched.pathname}`)).status).toBe(404);
    const tablePage = await getOnHost(`${base}${launched.pathname}`, launched.host);
    expect(tablePage.status).toBe(200);
    // It loads the built table page, and only the brands' pages may frame it.
    expect(tablePage.body).toMatch(/<script type="module" src="\/assets\/casino-table-[\w-]+\.js"><\/script>/);
    expect(tablePage.headers['content-security-policy']).toMatch(/frame-ancestors [^;]*http:\/\/localhost:\* https:\/\/localhost /);

    const socket = io(`${base}/casino`, { transports: ['websocket'], forceNew: true, reconnection: false });
    try {
      const refused = (await socket.emitWithAck('join', { token: 'not-a-token', tableId: 'T003' })) as Answer;
      expect(refused).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
      const joined = (await socket.emitWithAck('join', { token: gameToken, tableId: 'T003' })) as Answer;
      expect(joined.success).toBe(true);
      expect(joined.table.bets.map((b: Answer) => b.id)).toEqual(['dragon', 'tiger', 'tie']);
      const start = await available();
      expect(joined.balance).toBe(start);

      // A fresh round, so the whole window is ours.
      const round = await next<Answer>(socket, 'round');
      const resultSeen = next<Answer>(socket, 'result', (r) => r.roundId === round.roundId);
      const settled = next<Answer>(socket, 'settlement', (s) => s.roundId === round.roundId);
      const dragon = (await socket.emitWithAck('place-bet', { roundId: round.roundId, betId: 'dragon', amount: 200_00 })) as Answer;
      const tie = (await socket.emitWithAck('place-bet', { roundId: round.roundId, betId: 'tie', amount: 100_00 })) as Answer;
      expect([dragon.success, tie.success]).toEqual([true, true]);
      // The round's bet numbers are zero-padded, so its transaction ids (and their ledger rows) sort as they were made.
      expect([dragon.bet.id, tie.bet.id]).toEqual([`${round.roundId}:bet:000001`, `${round.roundId}:bet:000002`]);
      expect(tie.balance).toBe(start - 300_00);

      const result = await resultSeen;
      expect(createHash('sha256').update(result.seed).digest('hex')).toBe(round.commitment);
      const [d, t] = (result.cards as string[]).map(rankOf) as [number, number];
      const paid = d === t ? 100_00 + 800_00 + 100_00 : d > t ? 400_00 : 0;
      const settlement = await settled;
      expect(settlement).toMatchObject({ staked: 300_00, paid, balance: start - 300_00 + paid });
      expect(await available()).toBe(start - 300_00 + paid);

      // The round after: wait until its window has closed, then bet.
      const following = await next<Answer>(socket, 'round');
      await next<Answer>(socket, 'betting-closed', (c) => c.roundId === following.roundId);
      const late = (await socket.emitWithAck('place-bet', { roundId: following.roundId, betId: 'tiger', amount: 100_00 })) as Answer;
      expect(late).toMatchObject({ success: false, code: 'BETTING_CLOSED' });
      expect(late.message).toMatch(/^Betting is closed for this round/);
      expect(await available()).toBe(start - 300_00 + paid);
    } finally {
      socket.disconnect();
    }
  });
});
