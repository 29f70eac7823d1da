/** The statement calls over HTTP: cursor pages, date ranges, the bets of a settled market, and other players refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../server/accounts/users';
import { postgresReachable } from '../../server/exchange/test-support';
import { startHarness, type Harness } from '../support/api-harness';
import { expectShape } from '../support/response-shapes';

const pgUp = await postgresReachable();
const DAY = 86_400_000;

describe.each<'sqlite' | 'postgres'>(['sqlite', ...(pgUp ? (['postgres'] as const) : [])])('statement calls on %s', (kind) => {
  let h: Harness;
  let token = '';
  let memberCode = '';
  let otherToken = '';
  let otherCode = '';
  const today = () => new Date(h.app.sandbox.now()).toISOString().slice(0, 10);
  const daysAgo = (n: number) => new Date(h.app.sandbox.now() - n * DAY).toISOString().slice(0, 10);

  beforeAll(async () => {
    h = await startHarness(kind);
    const demo = async () => {
      const res = await h.call('POST', 'LoginWithDemo', { siteurl: 'crimsonexchange.in' });
      return { token: res.body.token.accessToken as string, memberCode: res.body.data.memberCode as string };
    };
    ({ token, memberCode } = await demo());
    ({ token: otherToken, memberCode: otherCode } = await demo());
    const db = h.app.sandbox.database.db;
    const user = await db.selectFrom('users').select('id').where('member_code', '=', memberCode).executeTakeFirstOrThrow();
    // Twelve credits of ₹1 to ₹12, one a day from 12 days ago to yesterday's end.
    const now = h.app.sandbox.now();
    for (let i = 1; i <= 12; i += 1) await fund(db, user.id, i * 100, `credit-${i}`, `Credit ${i}`, now - (13 - i) * DAY);
  });
  afterAll(() => h.close());

  const statement = (query: string, as = token, code = memberCode) => h.call('GET', `account/${code}/account-statement${query}`, undefined, as);

  it('pages newest first by cursor, each page carrying the range’s balances', async () => {
    const seen: Array<{ type: string; credit: number; balance: number; refrenceNo: string }> = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await statement(`?from=${daysAgo(40)}&limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expectShape('accountStatement', page.body);
      expect(page.body.result.openingBalance).toBe(0);
      expect(page.body.result.closingBalance).toBe(100000 + 78);
      seen.push(...page.body.result.rows);
      cursor = page.body.result.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.map((r) => r.credit)).toEqual([100000, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(seen.map((r) => r.balance)).toEqual([100078, 78, 66, 55, 45, 36, 28, 21, 15, 10, 6, 3, 1]);
    expect(new Set(seen.map((r) => r.refrenceNo)).size).toBe(13);
  });

  it('keeps to the dates asked, days or instants, and says what is wrong with a bad query', async () => {
    const lastWeek = await statement(`?from=${daysAgo(3)}&to=${daysAgo(1)}`);
    expect(lastWeek.body.result.rows.map((r: { credit: number }) => r.credit)).toEqual([12, 11, 10]);
    expect(lastWeek.body.result.openingBalance).toBe(45);
    expect(lastWeek.body.result.closingBalance).toBe(78);
    const instants = await statement(`?from=${new Date(h.app.sandbox.now() - 2.5 * DAY).toISOString()}&to=${new Date(h.app.sandbox.now() - 0.5 * DAY).toISOString()}`);
    expect(instants.body.result.rows.map((r: { credit: number }) => r.credit)).toEqual([12, 11]);
    const defaultRange = await statement('');
    expect(defaultRange.body.result.rows.length).toBe(13);
    expect((await statement(`?from=${today()}&to=${daysAgo(2)}`)).body).toEqual({ success: false, message: 'from must not be after to.' });
    expect((await statement('?limit=0')).body).toEqual({ success: false, message: 'limit must be a whole number from 1 to 500.' });
    expect((await statement('?limit=abc')).status).toBe(400);
    expect((await statement('?cursor=x; drop table users')).body).toEqual({ success: false, message: 'cursor must be the nextCursor of an earlier page.' });
    const empty = await statement(`?from=2020-01-01&to=2020-01-31`);
    expect(empty.body.result).toEqual({ openingBalance: 0, closingBalance: 0, rows: [], nextCursor: null });
  });

  it("refuses another player's statements, and answers nothing of theirs", async () => {
    for (const path of ['account-statement', 'betting-profit-loss', 'transfer-statement', 'betting-profit-loss/some-market']) {
      const refused = await h.call('GET', `account/${otherCode}/${path}`, undefined, token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, message: 'You can only see your own statements.' });
      expect((await h.call('GET', `account/${memberCode}/${path}`)).status).toBe(401);
    }
    const theirs = await statement('', otherToken, otherCode);
    expect(theirs.body.result.rows.map((r: { credit: number }) => r.credit)).toEqual([100000]);
    // A cursor from my pages reads nothing of mine in theirs.
    const mine = await statement('?limit=2');
    const crossed = await statement(`?cursor=${mine.body.result.nextCursor}`, otherToken, otherCode);
    expect(crossed.body.result.rows.every((r: { credit: number }) => r.credit === 100000)).toBe(true);
  });

  it('lists transfers and betting profit and loss in their shapes', async () => {
    const transfers = await h.call('GET', `account/${memberCode}/transfer-statement?from=${daysAgo(40)}`, undefined, token);
    expectShape('transferStatement', transfers.body);
    expect(transfers.body.result.map((r: { amount: number }) => r.amount)).toEqual([100000, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const pnl = await h.call('GET', `account/${memberCode}/betting-profit-loss`, undefined, token);
    expectShape('bettingProfitLoss', pnl.body);
    expect(pnl.body.result).toEqual({ total: 0, rows: [] });
    const none = await h.call('GET', `account/${memberCode}/betting-profit-loss/no-such-market`, undefined, token);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ success: false, message: 'No settled bets of yours on this market.' });
  });
});
