/** Every call's contract (success and error shapes) against the sandbox exchange, on SQLite and PostgreSQL. */
import { backWinRupees } from '../support/wire-fills';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountId, ensureAccount, post } from '../../server/exchange/ledger';
import { postgresReachable } from '../../server/exchange/test-support';
import { priceUp } from '../../domain/exchange/price-ladder';
import { once, startHarness, type Harness } from '../support/api-harness';
import { expectShape } from '../support/response-shapes';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL contract tests skipped: nothing answers at 127.0.0.1:5432');

let phoneSerial = 0;
/** An ISO instant as the server words it, in India time: "08/12/2026, 05:35 PM IST" (worked out here on its own). */
function indiaTimeText(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 330 * 60_000).toISOString();
  const [year, month, day] = shifted.slice(0, 10).split('-');
  const hours = Number(shifted.slice(11, 13));
  return `${day}/${month}/${year}, ${String(hours % 12 || 12).padStart(2, '0')}:${shifted.slice(14, 16)} ${hours < 12 ? 'AM' : 'PM'} IST`;
}

/** Resolves once the wall clock reads a later millisecond than `ms`: what happens next is stamped after it. */
const clockPast = (ms: number) => vi.waitFor(() => expect(Date.now()).toBeGreaterThan(ms), { interval: 1 });

const newPhone = () => `9${String(Date.now() % 100_000_000).padStart(8, '0')}${(phoneSerial++ % 10)}`.slice(0, 10);

describe.each<'sqlite' | 'postgres'>(['sqlite', ...(pgUp ? (['postgres'] as const) : [])])('sandbox API on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h.close());

  async function demo(): Promise<{ token: string; memberCode: string }> {
    const res = await h.call('POST', 'LoginWithDemo', { siteurl: 'crimsonexchange.in' });
    return { token: res.body.token.accessToken, memberCode: res.body.data.memberCode };
  }

  async function register(phone = newPhone(), password = 'Cricket@2026'): Promise<{ phone: string; password: string; token: string }> {
    const otp = await h.call('POST', 'createOtp/', { phone, managerId: 'red-manager' });
    expect(otp.body).toMatchObject({ success: true, message: `OTP sent to +91 ${phone}` });
    const created = await h.call('POST', 'createUserOtp/', {
      details: { _id: 'red-manager', username: 'redadmin', role: 'admin' },
      newUser: { username: phone, fullname: '', password, referrBy: 'WELCOME100' },
      otp: h.lastOtp(phone),
      orderId: otp.body.orderId,
      type: 'FIRST_DEPOSIT',
    });
    expect(created.status).toBe(200);
    return { phone, password, token: created.body.output.token };
  }

  describe('auth', () => {
    it('logs in a demo player with a demo balance', async () => {
      const res = await h.call('POST', 'LoginWithDemo', { siteurl: 'crimsonexchange.in' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: true, success: true, isDemo: true, result: { isB2C: true }, data: { isDemo: true, role: 'user', settings: { oneClickSettings: { active: false } } } });
      expect(res.body.data.verifytoken).toBe(res.body.token.accessToken);
      expectShape('userLogin', res.body);
      const details = await h.call('POST', 'getUserDetails', undefined, res.body.token.accessToken);
      expectShape('userDetails', details.body);
      expect(details.body).toEqual({ success: true, logout: false, doc: { balance: 100000, available: 100000, bounsBalance: 0, exposure: 0, lastActivityDate: expect.any(Number) } });
    });

    it('signs up with an OTP and a promo code, then logs in by phone or id, form-encoded', async () => {
      const { phone, password } = await register();
      const form = `username=${phone}&password=${encodeURIComponent(password)}&siteurl=crimsonexchange.in&manager=`;
      const login = await h.call('POST', 'user/userLogin', form, null, { 'content-type': 'application/x-www-form-urlencoded' });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ status: true, data: { username: phone }, token: { accessToken: expect.any(String) }, result: { isB2C: true } });
      expect(login.headers.authorization).toBe(login.body.token.accessToken);
      expectShape('userLogin', login.body);
      const wrong = await h.call('POST', 'user/userLogin', { username: phone, password: 'Nope@1234' });
      expectShape('failure', wrong.body);
      expect([wrong.status, wrong.body]).toEqual([401, { success: false, status: false, message: 'Invalid username or password.' }]);
      const unknown = await h.call('POST', 'user/userLogin', { username: '0000000000', password: 'Nope@1234' });
      expect(unknown.body.message).toBe('Invalid username or password.');
    });

    it('shows as Last Login the login before this one, not this one', async () => {
      const { phone, password } = await register();
      const realNow = h.app.sandbox.now;
      const logInAt = async (at: number) => {
        h.app.sandbox.now = () => at;
        try {
          return (await h.call('POST', 'user/userLogin', { username: phone, password })).body.token.accessToken as string;
        } finally {
          h.app.sandbox.now = realNow;
        }
      };
      const first = Date.now() - 120_000;
      await logInAt(first);
      const second = await logInAt(first + 60_000);
      expect((await h.call('POST', 'getActivityDetails', {}, second)).body).toEqual({ success: true, doc: [{ lastLogin: new Date(first).toISOString() }] });
    });

    it('checks promo codes first, and tells a taken number so in a message to it, answering as for any number', async () => {
      expect((await h.call('POST', 'verifyRefferalCode', { bonusCode: 'welcome100', siteurl: 'x' })).body).toEqual({ success: true, message: '100% first deposit bonus', type: 'FIRST_DEPOSIT' });
      expect((await h.call('POST', 'verifyRefferalCode', { bonusCode: 'FAKE' })).body).toEqual({ success: false, message: 'This promo code is not valid.' });
      const { phone } = await register();
      const taken = await h.call('POST', 'createOtp/', { phone });
      expect([taken.status, taken.body]).toEqual([200, { success: true, message: `OTP sent to +91 ${phone}`, orderId: expect.any(String) }]);
      expect(h.outbox(phone).at(-1)).toEqual({ phone, purpose: 'signup', message: expect.stringMatching(/^This mobile number is already registered\. Please log in/), at: expect.any(String) });
    });

    it('stops OTP guessing: wrong codes count down, five wrong tries end the code, a code works once', async () => {
      const phone = newPhone();
      const otp = await h.call('POST', 'createOtp/', { phone });
      const payload = (code: string) => ({ details: { _id: 'm', username: 'a', role: 'admin' }, newUser: { username: phone, password: 'Cricket@2026' }, otp: code, orderId: otp.body.orderId });
      const right = h.lastOtp(phone);
      const wrong = right === '0000' ? '1111' : '0000';
      const messages: string[] = [];
      for (let i = 0; i < 5; i += 1) messages.push((await h.call('POST', 'createUserOtp/', payload(wrong))).body.message);
      expect(messages).toEqual(['Incorrect OTP. 4 tries left.', 'Incorrect OTP. 3 tries left.', 'Incorrect OTP. 2 tries left.', 'Incorrect OTP. 1 try left.', 'Too many wrong attempts. Please request a new OTP.']);
      expect((await h.call('POST', 'createUserOtp/', payload(right))).body.message).toBe('Too many wrong attempts. Please request a new OTP.');

      const phone2 = newPhone();
      const otp2 = await h.call('POST', 'createOtp/', { phone: phone2 });
      const ok = await h.call('POST', 'createUserOtp/', { ...payload(h.lastOtp(phone2)), newUser: { username: phone2, password: 'Cricket@2026' }, orderId: otp2.body.orderId });
      expect(ok.body.success).toBe(true);
      const again = await h.call('POST', 'createUserOtp/', { ...payload(h.lastOtp(phone2)), newUser: { username: phone2, password: 'Cricket@2026' }, orderId: otp2.body.orderId });
      expect(again.body.success).toBe(false);
    });

    it('expires an OTP after 5 minutes', async () => {
      const phone = newPhone();
      const otp = await h.call('POST', 'createOtp/', { phone });
      await h.app.sandbox.database.db.updateTable('otps').set({ expires_at: Date.now() - 1 }).where('id', '=', otp.body.orderId).execute();
      const res = await h.call('POST', 'createUserOtp/', { details: { _id: 'm', username: 'a', role: 'admin' }, newUser: { username: phone, password: 'Cricket@2026' }, otp: h.lastOtp(phone), orderId: otp.body.orderId });
      expect(res.body).toEqual({ success: false, status: false, message: 'This OTP has expired. Please request a new OTP.' });
    });

    it('rate limits OTPs per phone', async () => {
      const phone = newPhone();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await h.call('POST', 'createOtp/', { phone })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await h.call('POST', 'createOtp/', { phone })).body.message).toBe('Too many OTP requests for this number. Please try again in an hour.');
    });

    it('logs in with an OTP over the socket', async () => {
      const { phone } = await register();
      const otp = await h.call('POST', 'createOtp/', { phone, purpose: 'login' });
      const socket = await h.socket();
      const reply = once(socket, 'login-otp-success');
      socket.emit('newloginWithOtp', { phone, otp: h.lastOtp(phone), orderId: otp.body.orderId, managerId: 'm', activity_details: {} });
      const otpLogin = await reply;
      expect(otpLogin).toMatchObject({ success: true, message: 'User Login Success', output: { user: { username: phone }, token: expect.any(String) } });
      expectShape('loginOutput', otpLogin.output);
      const bad = once(socket, 'login-otp-success');
      socket.emit('newloginWithOtp', { phone, otp: '12', orderId: otp.body.orderId });
      expect((await bad).success).toBe(false);
    });

    it('logs in over the socket and changes the password there', async () => {
      const { phone, password } = await register();
      const socket = await h.socket();
      const login = once(socket, 'login-success');
      socket.emit('login', { username: phone, password, siteurl: 'x', manager: '', activity_details: {} });
      const session = await login;
      expect(session.success).toBe(true);
      const failed = once(socket, 'password-changed-error');
      socket.emit('password-changed', { token: session.output.token, oldPassword: 'wrong', newPassword: 'Better@2027' });
      expect(await failed).toEqual({ success: false, message: 'Your current password is not correct.' });
      const weak = once(socket, 'password-changed-error');
      socket.emit('password-changed', { token: session.output.token, oldPassword: password, newPassword: 'short' });
      expect((await weak).message).toBe('Must be at least 8 characters');
      const done = once(socket, 'password-changed-success');
      const forced = once(socket, 'logout');
      socket.emit('password-changed', { token: session.output.token, oldPassword: password, newPassword: 'Better@2027' });
      expect((await done).success).toBe(true);
      expect((await forced).message).toBe('Your password was changed. Please Login Again');
      expect((await h.call('POST', 'getUserDetails', undefined, session.output.token)).status).toBe(401);
      expect((await h.call('POST', 'user/userLogin', { username: phone, password: 'Better@2027' })).status).toBe(200);
    });

    it('resets a forgotten password with an OTP', async () => {
      const { phone } = await register();
      const sent = await h.call('POST', 'auth/forgotPassword', { phone });
      const res = await h.call('POST', 'auth/verifyforgotPassword', { phone, otp: h.lastOtp(phone), orderId: sent.body.orderId, password: 'Reset@2026x' });
      expect(res.body).toMatchObject({ success: true, message: 'Your password has been changed.' });
      expect(res.headers.authorization).toBe(res.body.output.token);
      expect((await h.call('POST', 'user/userLogin', { username: phone, password: 'Reset@2026x' })).status).toBe(200);
    });

    it('answers 401 for a missing, forged, expired or logged-out token and 403 for a locked account', async () => {
      expect((await h.call('POST', 'getUserDetails')).status).toBe(401);
      expect((await h.call('POST', 'getUserDetails', undefined, 'a.b.c')).status).toBe(401);
      const { token } = await demo();
      const [head, , sig] = token.split('.');
      const forged = `${head}.${Buffer.from(JSON.stringify({ sub: 'x', jti: 'y', exp: 9e9, iat: 1, role: 'user' })).toString('base64url')}.${sig}`;
      expect((await h.call('POST', 'getUserDetails', undefined, forged)).body).toMatchObject({ success: false, logout: true, message: 'Please Login Again' });
      const expired = h.app.sandbox.tokens.issue('someone', 'user', Date.now() - 24 * 3600_000).token;
      expect((await h.call('POST', 'getUserDetails', undefined, expired)).body.message).toBe('Your session has expired. Please Login Again');
      expect((await h.call('POST', 'logout', undefined, token)).body).toEqual({ success: true, message: 'Logged out' });
      expect((await h.call('POST', 'getUserDetails', undefined, token)).status).toBe(401);
      const other = await demo();
      const user = await h.app.sandbox.database.db.selectFrom('users').select('id').where('member_code', '=', other.memberCode).executeTakeFirstOrThrow();
      await h.app.sandbox.database.db.updateTable('users').set({ status: 'locked' }).where('id', '=', user.id).execute();
      expect((await h.call('POST', 'getUserDetails', undefined, other.token)).status).toBe(403);
    });
  });

  describe('account', () => {
    it('serves stake buttons, defaults 1K to 2M, and saves changes', async () => {
      const { token } = await demo();
      const stakes = await h.call('POST', 'getStackButton', undefined, token);
      expectShape('stakeButtons', stakes.body);
      expect(stakes.body.data.priceArray).toEqual([
        { price1: 1000, label1: '1K' }, { price2: 5000, label2: '5K' }, { price3: 10000, label3: '10K' }, { price4: 25000, label4: '25K' }, { price5: 50000, label5: '50K' },
        { price6: 100000, label6: '100K' }, { price7: 200000, label7: '200K' }, { price8: 500000, label8: '500K' }, { price9: 1000000, label9: '1M' }, { price10: 2000000, label10: '2M' },
      ]);
      const saved = await h.call('POST', 'updateButton', { price1: 500, label1: '500' }, token);
      expect(saved.body).toMatchObject({ success: true, message: 'Stakes Updated Successfully' });
      expect(saved.body.data.priceArray[0]).toEqual({ price1: 500, label1: '500' });
      expect((await h.call('POST', 'updateButton', { price2: 12.5 }, token)).body).toEqual({ success: false, message: 'price2 must be a whole number of rupees from 1 to 1,00,00,000.' });
    });

    it('answers the small account calls', async () => {
      const { token, memberCode } = await demo();
      expect((await h.call('GET', 'server-time')).body).toEqual({ success: true, result: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
      expect((await h.call('POST', 'getSetting', { siteurl: 'x' })).body).toEqual({ success: true, data: { istenpaisa: true } });
      // A first login has no login before it.
      expect((await h.call('POST', 'getActivityDetails', {}, token)).body).toEqual({ success: true, doc: [{ lastLogin: null }] });
      expect((await h.call('POST', 'getUserEvenets', {}, token)).body.parent.map((p: { eventType: string }) => p.eventType)).toEqual(['1', '2', '4', 'c1', 'c9', 'v9', 'b9']);
      expect((await h.call('GET', 'promotions')).body.result.map((p: { code: string }) => p.code)).toEqual(['WELCOME100', 'IPL500']);
      expect((await h.call('GET', `account/${memberCode}/notification/message`, undefined, token)).body.success).toBe(true);
      const freeCash = await h.call('GET', 'account/wagering-details?walletType=bonus', undefined, token);
      expectShape('freeCash', freeCash.body);
      expect(freeCash.body.result.walletType).toBe('bonus');
      expect((await h.call('PUT', `account/${memberCode}/settings/switch-wallet?useBonusWallet=true&walletCode=bonus`, undefined, token)).body).toMatchObject({ success: true, message: 'You have no Free Cash to put into play.', result: { useBonusWallet: true, walletCode: 'bonus', moved: 0, bonus: 0, locked: 0 } });
      const oneClick = await h.call('POST', `account/${memberCode}/settings/one-click`, { active: true, settings: { stake: 500 } }, token);
      expect(oneClick.body.result.settings.oneClickSettings).toEqual({ active: true, settings: { stake: 500 } });
      expect((await h.call('POST', `account/${memberCode}/settings/one-click`, { active: 'yes' }, token)).status).toBe(400);
      expect((await h.call('POST', 'getUserWpNumber', { siteurl: 'crimsonexchange.in' }, token)).body.data.wpnumber).toBe('919876543210');
    });
  });

  describe('markets and orders', () => {
    const openMatchOdds = () => h.app.sandbox.board.all().find((m) => m.type === 'MATCH_ODDS' && m.status === 'OPEN' && m.eventTypeId === '4' && m.runners[0]!.back.length)!;

    it('sends whole, on subscribing, the markets that moved past the version the client names, and nothing for the others', async () => {
      const moved = openMatchOdds();
      const current = h.app.sandbox.board.all().find((m) => m.type === 'MATCH_ODDS' && m.status === 'OPEN' && m.id !== moved.id)!;
      const socket = await h.socket();
      const updates: Array<{ marketId: string; full?: boolean; version: number }> = [];
      socket.on('market-update', (payload: { marketId: string; full?: boolean; version: number }) => updates.push(payload));
      socket.emit('subscribe-markets', { marketIds: [moved.id, current.id], versions: { [moved.id]: moved.version - 1, [current.id]: Number.MAX_SAFE_INTEGER } });
      await expect.poll(() => updates.find((u) => u.marketId === moved.id && u.full)).toBeTruthy();
      const whole = updates.find((u) => u.marketId === moved.id && u.full)!;
      expect(whole.version).toBeGreaterThanOrEqual(moved.version);
      expect(updates.some((u) => u.marketId === current.id && u.full)).toBe(false);
      socket.disconnect();
    });

    it('lists events and markets, and serves the match centre', async () => {
      const list = await h.call('GET', 'exchange/odds/eventType/4');
      expectShape('eventTypeOdds', list.body);
      // Races add their card to the event: venue, status, placings and each runner's details.
      for (const raceType of ['7', '4339']) expectShape('eventTypeOdds', (await h.call('GET', `exchange/odds/eventType/${raceType}`)).body);
      expect(list.body.result.length).toBeGreaterThan(2);
      const event = list.body.result.find((e: { inPlay: boolean }) => e.inPlay);
      expect(event.markets[0].runners[0].back).toHaveLength(3);
      const group = await h.call('GET', `exchange/odds/group/4/${event.eventId}`);
      expect(group.body.result.matchOdds).toHaveLength(1);
      expect(group.body.result.bookmaker).toHaveLength(1);
      expect(group.body.result.fancy.length).toBeGreaterThan(0);
      expect(group.body.result.score.kind).toBe('cricket');
      expect((await h.call('GET', 'exchange/odds/sma-event/4/nope')).body).toEqual({ success: true, result: [] });
      expect((await h.call('POST', 'getFreeHomeAllCompitition', { eventTypeId: '4' })).body.response).toContainEqual({ id: '101480', name: 'Indian Premier League' });
      expect((await h.call('POST', 'getFreeHomeAllEvents', { eventTypeId: '4', competitionId: '101480' })).body.response.length).toBeGreaterThan(0);
      const access = await h.call('POST', 'open/match-center/stats/access-token', { eventTypeId: '4', eventId: event.eventId });
      expect(access.body.result.url).toMatch(new RegExp(`/api/match-center/scorecard/${event.eventId}$`));
      const page = await h.call('GET', `match-center/scorecard/${event.eventId}`);
      expect(page.body).toContain(event.eventName.replace(/&/g, '&amp;'));
      expect((await h.call('GET', `match-center/stats/4/${event.eventId}/video`)).body.result.config.videoId).toBe(`sandbox-${event.eventId}`);
    });

    it('gives order settings with the spec limits and delay', async () => {
      const market = openMatchOdds();
      const res = await h.call('POST', 'exchange/order/settings/', { marketId: market.id, runnerId: market.runners[0]!.id });
      expectShape('orderSettings', res.body);
      expect(res.body).toEqual({ success: true, result: { minBet: 1, maxBet: 100000, maxWinPerMarket: 1000000, mType: 'MATCH_ODDS', eventTypeId: '4', eventId: market.eventId, competitionId: market.competitionId, betDelay: { matchoddsBetDelay: 0 } } });
    });

    it('places, lists, repeats and cancels orders over HTTP', async () => {
      const { token, memberCode } = await demo();
      const market = openMatchOdds();
      const runner = market.runners[0]!;
      const order = (overrides: Record<string, unknown>) => [{ side: 0, price: runner.back[0]!.price / 100, selectionId: runner.id, btype: 'MATCH_ODDS', oddsType: 'MATCH_ODDS', eventTypeId: '4', marketId: market.id, totalSize: 100, betSlipRef: `http-${Math.random()}`, fromOneClick: 0, betDelay: 0, line: null, ...overrides }];
      const placed = await h.call('POST', 'exchange/order/', order({ betSlipRef: 'slip-A' }), token);
      expect(placed.status).toBe(200);
      expect(placed.body).toMatchObject({ success: true, message: 'Bet Matched', result: [{ type: 'Back', stake: 100, status: 'MATCHED', betSlipRef: 'slip-A', sizeRemaining: 0 }] });
      expect(placed.headers.authorization).toEqual(expect.any(String));
      expectShape('placeOrder', placed.body);
      const repeat = await h.call('POST', 'exchange/order/', order({ betSlipRef: 'slip-A', totalSize: 5000 }), token);
      expect(repeat.body.result[0]._id).toBe(placed.body.result[0]._id);
      // A stake of 100.123 or the string "100" is refused as the schema says, not read as ₹100.12 or ₹100.
      const thousandths = await h.call('POST', 'exchange/order/', order({ totalSize: 100.123 }), token);
      expect([thousandths.status, thousandths.body.message]).toEqual([422, 'A stake is in rupees with at most two decimals, like 100.50.']);
      const text = await h.call('POST', 'exchange/order/', order({ totalSize: '100' }), token);
      expect(text.status).toBe(400);
      expect(text.body.message).toMatch(/totalSize.*number/);
      const waiting = await h.call('POST', 'exchange/order/', order({ price: 1000, betSlipRef: 'slip-B' }), token);
      expect(waiting.body.result[0]).toMatchObject({ status: 'UNMATCHED', sizeRemaining: 100 });
      const open = await h.call('GET', `account/${memberCode}/order-list?orderStatus=open&eventId=${market.eventId}`, undefined, token);
      expect(open.body.result.map((o: { betSlipRef: string }) => o.betSlipRef).sort()).toEqual(['slip-A', 'slip-B']);
      expectShape('orderList', open.body);
      // Settled bets are listed by when they ended: this one, placed before `from`, is cancelled after it
      // (each a millisecond of the clock apart).
      await clockPast(Date.now());
      const afterPlacing = new Date().toISOString();
      await clockPast(Date.parse(afterPlacing));
      const cancelled = await h.call('DELETE', `exchange/order/${waiting.body.result[0]._id}`, undefined, token);
      expect(cancelled.body.result[0]).toMatchObject({ status: 'CANCELLED', sizeCancelled: 100 });
      expect((await h.call('DELETE', 'exchange/order/no-such', undefined, token)).status).toBe(404);
      expect((await h.call('DELETE', 'exchange/order', undefined, token)).body).toEqual({ success: true, result: [] });
      const settled = await h.call('GET', `account/${memberCode}/order-list?orderStatus=settled&from=2020-01-01&to=2099-01-01`, undefined, token);
      expect(settled.body.result.map((o: { status: string }) => o.status)).toEqual(['CANCELLED']);
      const endedSince = await h.call('GET', `account/${memberCode}/order-list?orderStatus=settled&from=${afterPlacing}`, undefined, token);
      expect(endedSince.body.result.map((o: { betSlipRef: string }) => o.betSlipRef)).toEqual(['slip-B']);
      const openSince = await h.call('GET', `account/${memberCode}/order-list?orderStatus=open&from=${afterPlacing}`, undefined, token);
      expect(openSince.body.result).toEqual([]);
      expect((await h.call('GET', `account/OTHER/order-list`, undefined, token)).status).toBe(403);
      const details = await h.call('POST', 'getUserDetails', undefined, token);
      expect(details.body.doc.exposure).toBe(100);
    });

    it('places over the socket, with errors for bad bets, and lists open bets', async () => {
      const { token } = await demo();
      const market = openMatchOdds();
      const runner = market.runners[1]!;
      const socket = await h.socket();
      const ok = once(socket, 'place-bet-success');
      // Five ladder steps above the best lay price, so a price that moves on before the bet arrives still
      // leaves it matched (at the best price then on offer).
      const rate = [1, 2, 3, 4, 5].reduce((price) => priceUp(price), runner.lay[0]!.price) / 100;
      socket.emit('create-bet', { token, bet: { runnerId: runner.id, selectionName: runner.name, rate, stake: 200, marketId: market.id, marketName: market.name, marketType: 'MATCH_ODDS', eventId: market.eventId, eventName: market.eventName, type: 'Lay', browserdetail: 'test', ipaddress: '1.2.3.4', betSlipRef: 'sock-1' } });
      const success = await ok;
      expect(success).toMatchObject({ success: true, message: 'Bet Matched', bet: { type: 'Lay', stake: 200, betSlipRef: 'sock-1' } });
      expectShape('placeBetSuccess', success);
      const bad = once(socket, 'place-bet-error');
      socket.emit('create-bet', { token, bet: { runnerId: runner.id, rate: 'high', stake: -5, marketId: market.id, type: 'Sideways' } });
      expect((await bad).message).toMatch(/^Invalid bet: /);
      const small = once(socket, 'place-bet-error');
      socket.emit('create-bet', { token, bet: { runnerId: runner.id, rate: runner.lay[0]!.price / 100, stake: 0.5, marketId: market.id, type: 'Lay' } });
      const smallError = await small;
      expect(smallError.message).toBe('The minimum stake on this market is ₹1.00.');
      expectShape('placeBetError', smallError);
      for (const [stake, message] of [[100.123, 'A stake is in rupees with at most two decimals, like 100.50.'], ['100', /^Invalid bet: stake/]] as const) {
        const refused = once(socket, 'place-bet-error');
        socket.emit('create-bet', { token, bet: { runnerId: runner.id, rate: runner.lay[0]!.price / 100, stake, marketId: market.id, type: 'Lay' } });
        expect((await refused).message).toMatch(message);
      }
      const noAuth = once(socket, 'place-bet-error');
      socket.emit('create-bet', { token: 'nope', bet: { runnerId: runner.id, rate: 2, stake: 10, marketId: market.id, type: 'Back' } });
      expect((await noAuth).message).toBe('Please Login Again');
      const bets = once(socket, 'get-bets-success');
      socket.emit('get-bets', { token, filter: { eventId: market.eventId }, sort: { placedTime: -1 } });
      expect((await bets).bets.map((b: { betSlipRef: string }) => b.betSlipRef)).toEqual(['sock-1']);
    });

    it.runIf(kind === 'postgres')('answers a database that stays deadlocked with 503 and a message, and refuses a bet, never a 500', async () => {
      const { token, memberCode } = await demo();
      const market = h.app.sandbox.board.all().find((m) => m.type === 'MATCH_ODDS' && m.status === 'OPEN' && m.eventTypeId === '4')!;
      const pool = h.app.sandbox.database.postgres!.pool;
      // Every try fails as a deadlock would: the retries run out.
      await pool.query(`create or replace function always_deadlocked() returns trigger language plpgsql as $$ begin raise exception 'injected deadlock' using errcode = '40P01'; end $$;
        create trigger always_deadlocked before insert on payout_accounts for each row execute function always_deadlocked();
        create trigger always_deadlocked before insert on orders for each row execute function always_deadlocked();`);
      try {
        const saved = await h.call('POST', `account/${memberCode}/payout-accounts`, { kind: 'upi', holderName: 'Asha Rao', upiId: 'asha@okbank' }, token);
        expect(saved.status).toBe(503);
        expect(saved.body).toEqual({ success: false, status: false, message: 'We are busy right now and could not finish that. Please try again in a moment.' });
        expect(saved.headers['retry-after']).toBe('1');
        const bet = await h.call('POST', 'exchange/order/', [{ side: 0, price: 1.01, selectionId: market.runners[0]!.id, marketId: market.id, totalSize: 10, betSlipRef: 'busy-1' }], token);
        expect(bet.status).toBe(422);
        expect(bet.body).toEqual({ success: false, message: 'The exchange is busy right now and could not take your bet. Please try again.' });
      } finally {
        await pool.query('drop trigger always_deadlocked on payout_accounts; drop trigger always_deadlocked on orders');
      }
      // The same bet slip again, the database well: taken once.
      const again = await h.call('POST', 'exchange/order/', [{ side: 0, price: 1.01, selectionId: market.runners[0]!.id, marketId: market.id, totalSize: 10, betSlipRef: 'busy-1' }], token);
      expect(again.status).toBe(200);
    });

    it('reads statements from the ledger', async () => {
      const { token, memberCode } = await demo();
      // The last open market, settled here behind the feed's back: the other tests bet on the first.
      const market = h.app.sandbox.board.all().filter((m) => m.type === 'MATCH_ODDS' && m.status === 'OPEN' && m.eventTypeId === '4').at(-1)!;
      const runner = market.runners[0]!;
      await h.call('POST', 'exchange/order/', [{ side: 0, price: 1.01, selectionId: runner.id, marketId: market.id, totalSize: 100, betSlipRef: 'stmt-1' }], token);
      const matched = (await h.call('GET', `account/${memberCode}/order-list?orderStatus=open`, undefined, token)).body.result[0];
      await h.app.runtime.idle();
      const { settleMarket } = await import('../../server/exchange/settlement');
      await settleMarket(h.app.sandbox.exchange, market.id, { kind: 'winner', runnerId: runner.id });
      // Asked at 1.01, matched at the best prices on offer: each part wins at its own price.
      expect(matched.fills.length).toBeGreaterThan(0);
      expect(matched.fills.every((f: { price: number }) => f.price >= 1.01)).toBe(true);
      const won = backWinRupees(matched.fills);

      const statement = await h.call('GET', `account/${memberCode}/account-statement`, undefined, token);
      expectShape('accountStatement', statement.body);
      expect(statement.body.result.openingBalance).toBe(0);
      expect(statement.body.result.closingBalance).toBe(100000 + won);
      expect(statement.body.result.rows.map((r: { type: string; credit: number; balance: number }) => [r.type, r.credit, r.balance])).toEqual([
        ['settlement', won, 100000 + won],
        ['deposit', 100000, 100000],
      ]);
      const pnl = await h.call('GET', `account/${memberCode}/betting-profit-loss?from=2020-01-01`, undefined, token);
      expect(pnl.body.result).toMatchObject({ total: won, rows: [{ marketId: market.id, marketName: 'Match Odds', eventName: market.eventName, profitLoss: won }] });
      expectShape('marketBets', (await h.call('GET', `account/${memberCode}/betting-profit-loss/${encodeURIComponent(market.id)}`, undefined, token)).body);
      const transfers = await h.call('GET', `account/${memberCode}/transfer-statement`, undefined, token);
      expect(transfers.body.result.map((r: { type: string; amount: number }) => [r.type, r.amount])).toEqual([['deposit', 100000]]);
      expect((await h.call('GET', `account/${memberCode}/account-statement?from=nonsense`, undefined, token)).body).toEqual({ success: false, message: 'from and to must be dates like 2026-11-22.' });
      expect((await h.call('GET', `account/someone-else/account-statement`, undefined, token)).status).toBe(403);
    });

    it('lists casino games, payment methods and wallet transactions (none for a new demo)', async () => {
      const { token, memberCode } = await demo();
      const lobby = await h.call('GET', 'casino/games?category=indian-card-games');
      expectShape('casinoGames', lobby.body);
      expect(lobby.body.result.games.map((g: { name: string }) => g.name)).toContain('Teen Patti 20-20');
      expect(lobby.body.result.games.every((g: { category: string; eventTypeId: string }) => g.category === 'indian-card-games' && g.eventTypeId === '77777')).toBe(true);
      expect((await h.call('GET', 'casino/games?search=avi')).body.result.games.map((g: { name: string }) => g.name)).toEqual(['Aviator']);
      expect((await h.call('GET', 'casino/games?category=poker')).status).toBe(400);
      const thumb = await h.call('GET', lobby.body.result.games[0].thumbnail.replace('/api/', ''));
      expect(thumb.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect((await h.call('GET', 'casino/thumbnail/..%2Fx.svg')).status).toBe(404);
      expect((await h.call('GET', 'wallet/payment-methods')).body.result.map((m: { id: string }) => m.id)).toEqual(['upi', 'bank']);
      const transactions = await h.call('GET', `account/${memberCode}/transactions`, undefined, token);
      // The demo's starting credit is not a deposit request: tests/contract/wallet.test.ts has the requests.
      expect(transactions.body).toEqual({ success: true, result: [] });
    });

    it('enforces a daily loss limit and self-exclusion set by the player', async () => {
      const { token, memberCode } = await demo();
      const market = h.app.sandbox.board.all().find((m) => m.type === 'MATCH_ODDS' && m.status === 'OPEN' && m.eventTypeId === '4')!;
      const bet = (stake: number, ref: string) => h.call('POST', 'exchange/order/', [{ side: 0, price: 1.01, selectionId: market.runners[0]!.id, marketId: market.id, totalSize: stake, betSlipRef: ref }], token);
      const path = `account/${memberCode}/responsible-gambling`;
      expect((await h.call('GET', path, undefined, token)).body.result).toMatchObject({ dailyLossLimit: null, lossToday: 0, selfExcludedUntil: null });
      expect((await h.call('POST', path, { dailyLossLimit: 150 }, token)).body.result.dailyLossLimit).toBe(150);
      expect((await bet(200, 'rg-1')).body.message).toBe('This bet could take your losses today past your daily loss limit of ₹150.00. You can lose at most ₹150.00 more today.');
      expect((await bet(100, 'rg-2')).status).toBe(200);
      expect((await bet(100, 'rg-3')).body.message).toBe('This bet could take your losses today past your daily loss limit of ₹150.00. You can lose at most ₹50.00 more today.');

      const raised = await h.call('POST', path, { dailyLossLimit: 1000 }, token);
      expect(raised.body.result).toMatchObject({ dailyLossLimit: 150, pendingDailyLossLimit: 1000 });
      expect((await bet(100, 'rg-4')).status).toBe(422);
      const user = await h.app.sandbox.database.db.selectFrom('users').select('id').where('member_code', '=', memberCode).executeTakeFirstOrThrow();
      await h.app.sandbox.database.db.updateTable('users').set({ daily_loss_limit_next_at: Date.now() - 1 }).where('id', '=', user.id).execute();
      expect((await bet(100, 'rg-5')).status).toBe(200);

      const excluded = await h.call('POST', path, { selfExcludeDays: 7 }, token);
      const until = excluded.body.result.selfExcludedUntil;
      expect(Date.parse(until) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
      expect((await bet(100, 'rg-6')).body.message).toBe(`You are self-excluded from betting until ${indiaTimeText(until)}.`);
      // Casino games are closed at the door, with the reason, not left to refuse bets one by one.
      const launch = await h.call('POST', 'casino/launch', { gameId: '7003' }, token);
      expect([launch.status, launch.body.message]).toEqual([403, `You are self-excluded from betting until ${indiaTimeText(until)}. Casino games stay closed while you cannot bet.`]);
      expect((await h.call('POST', path, { selfExcludeDays: 1 }, token)).body.result.selfExcludedUntil).toBe(until);
      expect((await h.call('POST', path, { dailyLossLimit: 'lots' }, token)).status).toBe(400);
      expect((await h.call('POST', path, { selfExcludeDays: 3 }, token)).body.message).toBe('selfExcludeDays must be one of 1, 7, 30, 90, 180.');
    });

    it('counts casino stakes and wins in the daily loss limit of exchange bets and in the loss shown', async () => {
      const { token, memberCode } = await demo();
      const market = h.app.sandbox.board.all().find((m) => m.type === 'MATCH_ODDS' && m.status === 'OPEN' && m.eventTypeId === '4')!;
      const bet = (stake: number, ref: string) => h.call('POST', 'exchange/order/', [{ side: 0, price: 1.01, selectionId: market.runners[0]!.id, marketId: market.id, totalSize: stake, betSlipRef: ref }], token);
      const path = `account/${memberCode}/responsible-gambling`;
      const { db } = h.app.sandbox.database;
      const user = await db.selectFrom('users').select('id').where('member_code', '=', memberCode).executeTakeFirstOrThrow();
      const casino = await ensureAccount(db, 'loss-test-provider', 'casino');
      const cash = accountId(user.id, 'cash');
      const casinoPosting = (kind: 'casino-debit' | 'casino-credit', paise: number, ref: string) =>
        post(db, { kind, reference: ref, description: `casino ${kind}`, entries: [{ accountId: cash, amount: kind === 'casino-debit' ? -paise : paise }, { accountId: casino, amount: kind === 'casino-debit' ? paise : -paise }], at: Date.now() });
      expect((await h.call('POST', path, { dailyLossLimit: 150 }, token)).body.result.dailyLossLimit).toBe(150);
      // ₹120 staked at a casino table and lost: ₹30 of the limit is left for exchange bets.
      await casinoPosting('casino-debit', 120_00, `loss-test:${memberCode}:d1`);
      expect((await h.call('GET', path, undefined, token)).body.result.lossToday).toBe(120);
      expect((await bet(40, 'rgc-1')).body.message).toBe('This bet could take your losses today past your daily loss limit of ₹150.00. You can lose at most ₹30.00 more today.');
      // A ₹50 casino win brings today's loss to ₹70: ₹80 is left.
      await casinoPosting('casino-credit', 50_00, `loss-test:${memberCode}:c1`);
      expect((await h.call('GET', path, undefined, token)).body.result.lossToday).toBe(70);
      expect((await bet(90, 'rgc-2')).body.message).toBe('This bet could take your losses today past your daily loss limit of ₹150.00. You can lose at most ₹80.00 more today.');
      expect((await bet(80, 'rgc-3')).status).toBe(200);
    });

    it('reads the book of a session market', async () => {
      const { token, memberCode } = await demo();
      const session = h.app.sandbox.board.all().find((m) => m.type === 'SESSION' && m.status === 'OPEN' && m.eventTypeId === '4')!;
      const placed = await h.call('POST', 'exchange/order/', [{ side: 0, price: session.line!.yesRate, selectionId: session.id, marketId: session.id, totalSize: 100, betSlipRef: 'book-1', line: session.line!.yesLine }], token);
      if (placed.status !== 200) expect(placed.body.message).toMatch(/odds of your selection have changed|Ball running|suspended/);
      else {
        const ladder = await h.call('GET', `exposure/pnl/${memberCode}/markets/${session.id}/ladder`, undefined, token);
        expect(ladder.body.result.ladder).toEqual([
          { runs: 0, pnl: -100 },
          { runs: session.line!.yesLine, pnl: 100 },
        ]);
      }
    });
  });

  describe('bad input', () => {
    const hostile = ['', 'null', '[]', '{"__proto__":{"admin":true}}', '{"username":{"$gt":""}}', '"string"', '{"a":' + '['.repeat(500), 'x'.repeat(70_000)];
    const routes: Array<[string, string]> = [
      ['POST', 'user/userLogin'], ['POST', 'createOtp/'], ['POST', 'verifyRefferalCode'], ['POST', 'createUserOtp/'], ['POST', 'auth/forgotPassword'], ['POST', 'auth/verifyforgotPassword'],
      ['POST', 'getUserDetails'], ['POST', 'updateButton'], ['POST', 'exchange/order/settings/'], ['POST', 'exchange/order/'], ['POST', 'getWpNumber'], ['POST', 'LoginWithDemo'],
      ['POST', 'getFreeHomeAllEvents'], ['POST', 'open/match-center/stats/access-token'], ['DELETE', 'exchange/order/x'], ['GET', 'account/x/order-list?orderStatus=weird&from=nope'],
    ];
    it('gets a 4xx with a message on every route, never a 500, and no balance change', async () => {
      const { token } = await demo();
      const before = (await h.call('POST', 'getUserDetails', undefined, token)).body.doc;
      for (const [method, path] of routes) {
        for (const payload of hostile) {
          for (const auth of [null, token]) {
            const res = await h.call(method, path, payload, auth, { 'content-type': 'application/json' });
            expect(res.status, `${method} ${path} ${payload.slice(0, 30)}`).toBeLessThan(500);
            // These take no body: with a valid login (or none needed) ignoring it is right.
            if (res.status === 200 && (path === 'LoginWithDemo' || (path === 'getUserDetails' && auth))) continue;
            expect(res.status, `${method} ${path} ${payload.slice(0, 30)}`).toBeGreaterThanOrEqual(400);
            expect(res.status, `${method} ${path} ${payload.slice(0, 30)}`).toBeLessThan(500);
            expectShape('failure', res.body);
          }
        }
      }
      expect((await h.call('POST', 'getUserDetails', undefined, token)).body.doc).toEqual(before);
    });

    it('gets error events for hostile socket payloads', async () => {
      const socket = await h.socket();
      for (const [event, reply] of [['login', 'login-success'], ['newloginWithOtp', 'login-otp-success'], ['create-bet', 'place-bet-error'], ['get-bets', 'get-bets-error'], ['password-changed', 'password-changed-error']] as const) {
        for (const payload of [null, 42, 'x', [], { token: { $ne: 1 } }]) {
          const answer = once(socket, reply);
          socket.emit(event, payload);
          const body = await answer;
          expect(typeof body.message, `${event} ${JSON.stringify(payload)}`).toBe('string');
          expect(body.success ?? false).toBe(false);
        }
      }
    });
  });
});
