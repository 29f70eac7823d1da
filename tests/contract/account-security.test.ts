/**
 * Account security of the sandbox API, on SQLite and PostgreSQL, over HTTP and the socket: sessions end
 * on logout and password changes, logins are throttled, proxy headers count only from trusted proxies,
 * answers do not tell which numbers are registered, and sockets follow only real markets, a bounded
 * number, from the brands' own pages.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fund } from '../../server/accounts/users';
import { matchOdds, postgresReachable } from '../../server/exchange/test-support';
import { MAX_SUBSCRIPTIONS } from '../../server/realtime/sockets';
import { once, startHarness, type Harness } from '../support/api-harness';

const pgUp = await postgresReachable();
if (!pgUp) console.warn('PostgreSQL account security tests skipped: nothing answers at 127.0.0.1:5432');

const PASSWORD = 'Cricket@2026';
let serial = 0;
const newPhone = () => `8${String(Date.now() % 100_000_000).padStart(8, '0')}${serial++ % 10}`.slice(0, 10);
/** Each test calls from addresses of its own, so the per-address limits of one do not reach another. */
const newAddress = () => `10.50.${(serial >> 8) & 255}.${serial++ & 255}`;

describe.each<'sqlite' | 'postgres'>(['sqlite', ...(pgUp ? (['postgres'] as const) : [])])('account security on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h.close());

  async function register(from = newAddress()): Promise<{ phone: string; token: string }> {
    const phone = newPhone();
    const otp = await h.call('POST', 'createOtp/', { phone, managerId: 'm' }, null, {}, from);
    const created = await h.call('POST', 'createUserOtp/', { details: { _id: 'm', username: 'a', role: 'admin' }, newUser: { username: phone, password: PASSWORD }, otp: h.lastOtp(phone), orderId: otp.body.orderId }, null, {}, from);
    expect(created.body.success).toBe(true);
    return { phone, token: created.body.output.token };
  }
  const login = (username: string, password: string, from: string) => h.call('POST', 'user/userLogin', { username, password }, null, {}, from);
  const isLoggedIn = async (token: string) => (await h.call('POST', 'getUserDetails', undefined, token)).status === 200;
  const openMatchOdds = () => h.app.sandbox.board.all().find((m) => m.type === 'MATCH_ODDS' && m.status === 'OPEN' && m.eventTypeId === '4' && m.runners[0]!.back.length)!;

  describe('sessions', () => {
    it('logout ends the token it was called with and every token order replies refreshed from it', async () => {
      const { phone } = await register();
      const user = await h.app.sandbox.database.db.selectFrom('users').select('id').where('username', '=', phone).executeTakeFirstOrThrow();
      await fund(h.app.sandbox.database.db, user.id, 100_00, `test:${phone}`, 'Test credit', Date.now());
      const session = (await login(phone, PASSWORD, newAddress())).body.token.accessToken as string;
      const other = (await login(phone, PASSWORD, newAddress())).body.token.accessToken as string;
      const market = openMatchOdds();
      const placed = await h.call('POST', 'exchange/order/', [{ side: 0, price: 1000, selectionId: market.runners[0]!.id, marketId: market.id, totalSize: 10, betSlipRef: `s-${phone}` }], session);
      expect(placed.body.success, JSON.stringify(placed.body)).toBe(true);
      const refreshed = placed.headers.authorization as string;
      expect(refreshed).not.toBe(session);
      expect(await isLoggedIn(refreshed)).toBe(true);
      expect((await h.call('POST', 'logout', undefined, refreshed)).body).toEqual({ success: true, message: 'Logged out' });
      expect([await isLoggedIn(session), await isLoggedIn(refreshed)]).toEqual([false, false]);
      expect(await isLoggedIn(other)).toBe(true);
    });

    it('a password reset ends every session of the player', async () => {
      const { phone, token } = await register();
      const from = newAddress();
      const second = (await login(phone, PASSWORD, from)).body.token.accessToken as string;
      const sent = await h.call('POST', 'auth/forgotPassword', { phone }, null, {}, from);
      const reset = await h.call('POST', 'auth/verifyforgotPassword', { phone, otp: h.lastOtp(phone), orderId: sent.body.orderId, password: 'Reset@2026x' }, null, {}, from);
      expect(reset.body.success).toBe(true);
      expect([await isLoggedIn(token), await isLoggedIn(second)]).toEqual([false, false]);
      expect(await isLoggedIn(reset.body.output.token)).toBe(true);
    });

    it('a password change over the socket ends every session of the player, not only its own', async () => {
      const { phone, token } = await register();
      const socket = await h.socket();
      const loggedIn = once(socket, 'login-success');
      socket.emit('login', { username: phone, password: PASSWORD });
      const session = (await loggedIn).output.token as string;
      const done = once(socket, 'password-changed-success');
      socket.emit('password-changed', { token: session, oldPassword: PASSWORD, newPassword: 'Better@2027' });
      expect((await done).success).toBe(true);
      expect([await isLoggedIn(session), await isLoggedIn(token)]).toEqual([false, false]);
    });
    it("an ended session's sockets are told at once and stop hearing the player's order events; other sessions' go on", async () => {
      const { phone } = await register();
      const user = await h.app.sandbox.database.db.selectFrom('users').select('id').where('username', '=', phone).executeTakeFirstOrThrow();
      await fund(h.app.sandbox.database.db, user.id, 100_00, `test:${phone}`, 'Test credit', Date.now());
      const session = (await login(phone, PASSWORD, newAddress())).body.token.accessToken as string;
      const other = (await login(phone, PASSWORD, newAddress())).body.token.accessToken as string;
      const [ended, going] = [await h.socket(), await h.socket()];
      for (const [socket, token] of [[ended, session], [going, other]] as const) {
        const bets = once(socket, 'get-bets-success');
        socket.emit('get-bets', { token, filter: {}, sort: {} });
        await bets;
      }
      const heard = { ended: 0, going: 0 };
      ended.on('order-update', () => (heard.ended += 1));
      going.on('order-update', () => (heard.going += 1));
      const told = once<{ message: string }>(ended, 'logout');
      await h.call('POST', 'logout', undefined, session);
      expect((await told).message).toBe('Please Login Again');
      const market = openMatchOdds();
      const placed = await h.call('POST', 'exchange/order/', [{ side: 0, price: 1000, selectionId: market.runners[0]!.id, marketId: market.id, totalSize: 10, betSlipRef: `after-${phone}` }], other);
      expect(placed.body.success, JSON.stringify(placed.body)).toBe(true);
      await expect.poll(() => heard.going).toBe(1);
      expect(heard.ended).toBe(0);
      // A password reset ends the rest: that socket is told too.
      const goingTold = once<{ message: string }>(going, 'logout');
      const from = newAddress();
      const sent = await h.call('POST', 'auth/forgotPassword', { phone }, null, {}, from);
      await h.call('POST', 'auth/verifyforgotPassword', { phone, otp: h.lastOtp(phone), orderId: sent.body.orderId, password: 'Reset@2026x' }, null, {}, from);
      expect((await goingTold).message).toBe('Your password was changed. Please Login Again');
    });
  });

  describe('login throttling', () => {
    it('refuses an account after 5 wrong passwords over HTTP and the socket together, saying when to try again, the right password too', async () => {
      const { phone } = await register();
      const from = newAddress();
      const socket = await h.socket();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await login(phone, 'Wrong@1234', from)).status);
      for (let i = 0; i < 2; i += 1) {
        const answer = once(socket, 'login-success');
        socket.emit('login', { username: phone, password: 'Wrong@1234' });
        expect((await answer).message).toBe('Invalid username or password.');
      }
      expect(statuses).toEqual([401, 401, 401]);
      const refused = await login(phone, PASSWORD, from);
      expect([refused.status, refused.body]).toEqual([429, { success: false, status: false, message: 'Too many failed login attempts. Please try again in 15 minutes.' }]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      const bySocket = once(socket, 'login-success');
      socket.emit('login', { username: phone, password: PASSWORD });
      expect(await bySocket).toEqual({ success: false, message: 'Too many failed login attempts. Please try again in 15 minutes.' });
    });

    it('refuses demo logins from an address that has had its share, saying when to try again', async () => {
      const from = newAddress();
      await h.app.sandbox.database.db.insertInto('throttles').values({ key: `demo-address:${from}`, attempts: 0, window_start: Date.now(), locked_until: Date.now() + 30 * 60_000, lockouts: 1 }).execute();
      const refused = await h.call('POST', 'LoginWithDemo', { siteurl: 'x' }, null, {}, from);
      expect([refused.status, refused.body]).toEqual([429, { success: false, status: false, isDemo: true, data: null, message: 'Too many demo logins from this network. Please try again in 30 minutes.' }]);
      expect((await h.call('POST', 'LoginWithDemo', { siteurl: 'x' }, null, {}, newAddress())).status).toBe(200);
    });
  });

  describe('answers that do not tell which numbers are registered', () => {
    it('answers an OTP request alike for a registered and a free number, for every purpose', async () => {
      const { phone: registered } = await register();
      const free = newPhone();
      for (const [path, body] of [['createOtp/', { purpose: 'signup' }], ['createOtp/', { purpose: 'login' }], ['createOtp/', { purpose: 'forgot' }], ['auth/forgotPassword', {}]] as const) {
        const answers = [];
        for (const phone of [registered, free]) {
          const res = await h.call('POST', path, { phone, ...body }, null, {}, newAddress());
          answers.push([res.status, res.body.success, res.body.message.replace(phone, 'PHONE'), typeof res.body.orderId]);
        }
        expect(answers[0], `${path} ${JSON.stringify(body)}`).toEqual(answers[1]);
        expect(answers[0]).toEqual([200, true, 'OTP sent to +91 PHONE', 'string']);
      }
      // What reaches the phones: the registered one a message for the sign-up and codes for the rest; the free one a sign-up code only.
      expect(h.outbox(registered).slice(-4).map((l) => [l.purpose, l.code ? 'code' : 'message'])).toEqual([['signup', 'message'], ['login', 'code'], ['forgot', 'code'], ['forgot', 'code']]);
      expect(h.outbox(free).map((l) => [l.purpose, l.code ? 'code' : 'message'])).toEqual([['signup', 'code']]);
    });

    it('refuses a guess at a code never sent exactly as a wrong guess at a real one', async () => {
      const { phone: registered } = await register();
      const free = newPhone();
      const from = newAddress();
      const signup = await h.call('POST', 'createOtp/', { phone: registered }, null, {}, from);
      const attempt = await h.call('POST', 'createUserOtp/', { details: { _id: 'm', username: 'a', role: 'admin' }, newUser: { username: registered, password: PASSWORD }, otp: '1234', orderId: signup.body.orderId }, null, {}, from);
      expect(attempt.body).toEqual({ success: false, status: false, message: 'Incorrect OTP. 4 tries left.' });
      const forgot = await h.call('POST', 'auth/forgotPassword', { phone: free }, null, {}, from);
      const reset = await h.call('POST', 'auth/verifyforgotPassword', { phone: free, otp: '1234', orderId: forgot.body.orderId, password: 'Reset@2026x' }, null, {}, from);
      expect(reset.body).toEqual({ success: false, status: false, message: 'Incorrect OTP. 4 tries left.' });
    });
  });

  describe('proxy headers from anyone but a trusted proxy', () => {
    it('ignores X-Forwarded-For: it neither escapes the per-address OTP limit nor becomes the order address', async () => {
      const from = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) statuses.push((await h.call('POST', 'createOtp/', { phone: newPhone() }, null, { 'x-forwarded-for': `203.0.113.${i}` }, from)).status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.at(-1)).toBe(429);
      const demo = await h.call('POST', 'LoginWithDemo', {}, null, {}, newAddress());
      const market = openMatchOdds();
      await h.call('POST', 'exchange/order/', [{ side: 0, price: 1000, selectionId: market.runners[0]!.id, marketId: market.id, totalSize: 10, betSlipRef: 'xff-1' }], demo.body.token.accessToken, { 'x-forwarded-for': '6.6.6.6' }, from);
      const order = await h.app.sandbox.database.db.selectFrom('orders').select('client_ip').where('bet_slip_ref', '=', 'xff-1').executeTakeFirstOrThrow();
      expect(order.client_ip).toBe(from);
    });

    it("writes scorecard urls on the brands' declared hosts only, never from Host or X-Forwarded-Proto", async () => {
      const eventId = h.app.runtime.feed.events()[0]!.id;
      const url = async (headers: Record<string, string>) => (await h.call('POST', 'open/match-center/stats/access-token', { eventId }, null, headers)).body.result.url;
      expect(await url({ host: 'green.localhost:8080' })).toBe(`http://green.localhost:8080/api/match-center/scorecard/${eventId}`);
      expect(await url({ host: 'green.localhost:8080', 'x-forwarded-proto': 'javascript' })).toBe(`http://green.localhost:8080/api/match-center/scorecard/${eventId}`);
      expect(await url({ host: 'evil.example', 'x-forwarded-proto': 'javascript' })).toBe(`/api/match-center/scorecard/${eventId}`);
      expect(await url({ host: 'localhost', 'x-forwarded-host': 'evil.example' })).toBe(`http://localhost/api/match-center/scorecard/${eventId}`);
    });
  });

  describe('sockets', () => {
    it('follows only markets the exchange knows, at most 200 at once, and says so when asked for more', async () => {
      const socket = await h.socket();
      const server = () => h.app.realtime.main.sockets.get(socket.id!)!;
      const followed = () => [...server().rooms].filter((r) => r.startsWith('market:') || r.startsWith('event:')).length;
      for (let i = 0; i < 20; i += 1) socket.emit('subscribe-markets', { marketIds: Array.from({ length: 200 }, (_, j) => `junk-${i}-${j}`), eventId: `junk-${i}` });
      socket.emit('subscribe-markets', { marketIds: ['x'.repeat(500), 42, null, '../1'] });
      const event = h.app.runtime.feed.events()[0]!;
      socket.emit('subscribe-markets', { marketIds: event.marketIds, eventId: event.id });
      // Only the last asks for markets the exchange knows: its event and markets are all that is followed.
      await vi.waitFor(() => expect(followed()).toBe(event.marketIds.length + 1));

      // More markets than one socket may follow.
      const known = Array.from({ length: 300 }, (_, i) => h.app.sandbox.board.put({ ...matchOdds(`cap.${i}`, 200, 202), eventId: 'cap' }).id);
      const refused = once(socket, 'subscribe-markets-error');
      socket.emit('subscribe-markets', { marketIds: known.slice(0, 150) });
      socket.emit('subscribe-markets', { marketIds: known.slice(150, 300) });
      expect(await refused).toEqual({ success: false, message: 'You can follow at most 200 markets at once. Leave some before following more.' });
      expect(followed()).toBe(MAX_SUBSCRIPTIONS);
      socket.emit('unsubscribe-markets', { marketIds: known.slice(0, 10) });
      await vi.waitFor(() => expect(followed()).toBe(MAX_SUBSCRIPTIONS - 10));
    });

    it("lets only the brands' pages and the server's own origin open a socket", async () => {
      const handshake = (origin?: string) => fetch(`${h.url}/socket.io/?EIO=4&transport=polling`, { headers: origin ? { origin } : {} });
      const refused = await handshake('https://evil.example');
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      const brand = await handshake('http://green.localhost:8080');
      expect([brand.status, brand.headers.get('access-control-allow-origin'), brand.headers.get('access-control-allow-credentials')]).toEqual([200, 'http://green.localhost:8080', 'true']);
      expect((await handshake(h.url)).status).toBe(200);
      expect((await handshake()).status).toBe(200);
      expect((await handshake('null')).status).toBe(403);
    });
  });
});

describe('behind a trusted proxy', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('sqlite', 0, 1000, { trustedProxies: '10.60.0.1' });
  });
  afterAll(() => h.close());

  it('takes the client address and protocol from the proxy, and from no one else', async () => {
    const demo = await h.call('POST', 'LoginWithDemo', {});
    const market = h.app.sandbox.board.all().find((m) => m.type === 'MATCH_ODDS' && m.status === 'OPEN' && m.eventTypeId === '4')!;
    const order = (ref: string, from: string) => h.call('POST', 'exchange/order/', [{ side: 0, price: 1000, selectionId: market.runners[0]!.id, marketId: market.id, totalSize: 10, betSlipRef: ref }], demo.body.token.accessToken, { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' }, from);
    await order('proxied', '10.60.0.1');
    await order('direct', '10.60.0.2');
    const ips = await h.app.sandbox.database.db.selectFrom('orders').select(['bet_slip_ref', 'client_ip']).where('bet_slip_ref', 'in', ['proxied', 'direct']).orderBy('bet_slip_ref').execute();
    expect(ips).toEqual([{ bet_slip_ref: 'direct', client_ip: '10.60.0.2' }, { bet_slip_ref: 'proxied', client_ip: '203.0.113.9' }]);

    const eventId = h.app.runtime.feed.events()[0]!.id;
    const url = async (from: string, headers: Record<string, string>) => (await h.call('POST', 'open/match-center/stats/access-token', { eventId }, null, headers, from)).body.result.url;
    expect(await url('10.60.0.1', { host: 'internal:3000', 'x-forwarded-host': 'green.localhost', 'x-forwarded-proto': 'https' })).toBe(`https://green.localhost/api/match-center/scorecard/${eventId}`);
    expect(await url('10.60.0.1', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' })).toBe(`/api/match-center/scorecard/${eventId}`);
    expect(await url('10.60.0.2', { host: 'localhost', 'x-forwarded-proto': 'https' })).toBe(`http://localhost/api/match-center/scorecard/${eventId}`);
  });
});
