/** The feed settles markets as play goes on: a virtual match and a ball-by-ball market, end to end. */
import { backWinRupees } from '../support/wire-fills';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIRTUAL_EVENT_IDS, BALL_BY_BALL_EVENT_IDS } from '../../server/feed/simulator';
import { once, startHarness, type Harness } from '../support/api-harness';

describe('settlement from the feed', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('sqlite', 0, 120);
  });
  afterAll(() => h.close());

  async function player() {
    const login = (await h.call('POST', 'LoginWithDemo', {})).body;
    const socket = await h.socket();
    const ok = once(socket, 'authenticated');
    socket.emit('authenticate', { token: login.token.accessToken });
    await ok;
    return { token: login.token.accessToken as string, socket };
  }

  it('settles a virtual cricket match and pays through the ledger', async () => {
    const { token, socket } = await player();
    // Virtual matches turn over every few seconds (a finished card leaves, the next comes 5 s later): bet on one that is on.
    let market: { marketId: string; runners: Array<{ selectionId: string }> } | undefined;
    let placed: { status: number; body: any } | null = null;
    for (let attempt = 0; attempt < 300 && placed?.body?.result?.[0]?.status !== 'MATCHED'; attempt += 1) {
      if (attempt) await new Promise((r) => setTimeout(r, 100));
      market = (await h.call('GET', `exchange/odds/group/v9/${VIRTUAL_EVENT_IDS[0]}`)).body.result?.matchOdds?.[0];
      if (!market) continue;
      placed = await h.call('POST', 'exchange/order/', [{ side: 0, price: 1.01, selectionId: market.runners[0]!.selectionId, marketId: market.marketId, totalSize: 100, betSlipRef: `v9-${attempt}` }], token);
    }
    expect(placed?.body.result[0].status).toBe('MATCHED');
    // Asked at 1.01, matched at the best prices on offer: a win pays at those prices.
    const win = backWinRupees(placed!.body.result[0].fills);
    expect(win).toBeGreaterThanOrEqual(1);
    const settled = await once<{ marketId: string; pnl: number; orders: Array<{ status: string; profit: number }> }>(socket, 'market-settled', 30_000);
    expect(settled.marketId).toBe(market!.marketId);
    expect([win, -100]).toContain(settled.pnl);
    expect(settled.orders[0]).toMatchObject({ status: 'SETTLED', profit: settled.pnl });
    const details = await h.call('POST', 'getUserDetails', undefined, token);
    expect(details.body.doc).toMatchObject({ balance: 100000 + settled.pnl, exposure: 0 });
  });

  it('settles a ball-by-ball market after the ball', async () => {
    const { token, socket } = await player();
    let placed: { status: number; body: any } | null = null;
    for (let attempt = 0; attempt < 400 && placed?.status !== 200; attempt += 1) {
      const markets = (await h.call('GET', `exchange/odds/sma-event/b9/${BALL_BY_BALL_EVENT_IDS[0]}`)).body.result as Array<{ marketId: string; marketName: string; status: string; yesLine: number; yesRate: number }>;
      const ball = markets.find((m) => m.marketName.startsWith('Ball ') && m.status === 'OPEN');
      if (ball) placed = await h.call('POST', 'exchange/order/', [{ side: 0, price: ball.yesRate, line: ball.yesLine, selectionId: ball.marketId, marketId: ball.marketId, totalSize: 100, betSlipRef: `b9-${attempt}` }], token);
      if (placed?.status !== 200) await new Promise((r) => setTimeout(r, 25));
    }
    expect(placed?.status).toBe(200);
    const settled = await once<{ pnl: number }>(socket, 'market-settled', 10_000);
    expect([45, -100]).toContain(settled.pnl);
  });
});
