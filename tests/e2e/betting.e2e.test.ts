/**
 * The bet slip in Chromium against the sandbox, for each brand at 375 and 1280 px: a visitor picking a
 * price gets Log In; a demo player backs and lays the match odds of an in-play cricket event and sees both
 * matched (at the price asked or better), with balance and exposure as the exchange arithmetic gives them
 * from the orders and as the server's getUserDetails says, the header's figure labelled Available; a back
 * above the best back price waits unmatched, and cancelling it gives the exposure back; cash out leaves
 * every runner's P&L equal within a paisa at the price it asked (a better fill only adds); stale prices
 * (the network cut) block placement with a message. One server for the file and one page per brand and
 * width; bets wait 300 ms, so a price can move under a bet as it would in play.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { STALE_PRICES_MESSAGE } from '../../plugins/betting/slip-actions';
import { fromHundredths, priceUp, toHundredths } from '../../domain/exchange/price-ladder';
import { formatRupeesFromPaise } from '../../domain/format';
import { describeInChromium, SHOTS } from '../support/browser-suite';

const BET_DELAY_MS = 300;
const START_PAISE = 100_000 * 100;
const BRANDS = ['localhost', 'green.localhost', 'yellow.localhost'] as const;
const WIDTHS = [375, 1280] as const;

interface WireOrder {
  _id: string;
  marketId: string;
  runnerId: string;
  type: 'Back' | 'Lay';
  rate: number;
  sizeMatched: number;
  sizeRemaining: number;
  fills: Array<{ price: number; size: number }>;
}

interface Figures {
  balance: number;
  available: number;
  exposure: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);

/** Calls the sandbox as the logged-in player, with the token the app stored. */
function asPlayer<T>(page: Page, path: string, method = 'GET'): Promise<T> {
  return page.evaluate(
    async ([p, m]) => {
      const token = localStorage.getItem('id_token');
      const response = await fetch(`/api/${p}`, { method: m, headers: { Authorization: `Bearer ${token}` } });
      return (await response.json()) as T;
    },
    [path, method] as const,
  );
}

async function serverFigures(page: Page): Promise<Figures> {
  const { doc } = await asPlayer<{ doc: { balance: number; available: number; exposure: number } }>(page, 'getUserDetails', 'POST');
  return { balance: paise(doc.balance), available: paise(doc.available), exposure: paise(doc.exposure) };
}

async function marketOrders(page: Page, marketId: string): Promise<WireOrder[]> {
  const memberCode = await page.evaluate(() => String(JSON.parse(localStorage.getItem('user_data') ?? '{}').memberCode));
  const list = await asPlayer<{ result: WireOrder[] }>(page, `account/${memberCode}/order-list?orderStatus=open`);
  return list.result.filter((o) => o.marketId === marketId);
}

/**
 * What a bet of `stake` rupees at decimal `price` makes, in paise, if its runner wins and if it does not,
 * by the exchange's table: a back wins s·(p − 1) or loses s; a lay loses s·(p − 1) (its liability) or wins
 * s. A win is rounded down and a loss up to the paisa (so exposure never falls short of a settlement).
 */
function betOutcomes(type: WireOrder['type'], stake: number, price: number): { wins: number; loses: number } {
  const odds = paise(stake) * (Math.round(price * 100) - 100);
  return type === 'Back' ? { wins: Math.floor(odds / 100), loses: -paise(stake) } : { wins: -Math.ceil(odds / 100), loses: paise(stake) };
}

/**
 * The player's P&L in paise if each runner wins, worked from the orders with the table above (not with
 * the exchange's own code): each matched part at the price it was matched at (never worse than asked);
 * an unmatched part adds only its losing side, at the price asked. Exposure = max(0, −worst outcome).
 */
function position(runners: readonly string[], orders: readonly WireOrder[]) {
  for (const o of orders) {
    expect(paise(o.fills.reduce((sum, f) => sum + f.size, 0))).toBe(paise(o.sizeMatched));
    for (const f of o.fills) expect(o.type === 'Back' ? f.price >= o.rate : f.price <= o.rate, 'matched at the price asked or better').toBe(true);
  }
  const byRunner = Object.fromEntries(runners.map((runner) => [runner, 0]));
  const add = (o: WireOrder, stake: number, price: number, losingSideOnly: boolean) => {
    const { wins, loses } = betOutcomes(o.type, stake, price);
    for (const runner of runners) {
      const pnl = runner === o.runnerId ? wins : loses;
      byRunner[runner]! += losingSideOnly ? Math.min(0, pnl) : pnl;
    }
  };
  for (const o of orders) {
    for (const f of o.fills) add(o, f.size, f.price, false);
    if (o.sizeRemaining > 0) add(o, o.sizeRemaining, o.rate, true);
  }
  return { byRunner, exposure: Math.max(0, -Math.min(...runners.map((runner) => byRunner[runner]!))) };
}

describeInChromium(
  'bet slip in Chromium',
  (suite) => {
    for (const host of BRANDS) {
      for (const width of WIDTHS) {
        it(`${host} at ${width} px: guest Log In, back and lay matched, unmatched and cancelled, cash out, stale prices`, async () => {
          const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
          const page = await context.newPage();
          try {
            await journey(page, host, width);
          } catch (error) {
            // What the page showed when a step failed, for the one reading the failure.
            await page.screenshot({ path: join(SHOTS, `betting-failed-${host}-${width}.png`) }).catch(() => {});
            throw error;
          } finally {
            await context.close();
          }
        }, 150_000);
      }
    }

    /** Where the slip is drawn: the phone bottom sheet, or the right panel. */
    const slipOf = (page: Page, width: number): Locator => (width < 1024 ? page.getByTestId('bet-sheet') : page.getByTestId('bet-slip'));

    async function journey(page: Page, host: string, width: number): Promise<void> {
      await page.goto(suite.server.url(host));
      await page.waitForSelector('html[data-boot="mounted"]');

      // A visitor picking a price gets Log In, which opens the login popup.
      const homeCell = page.locator('button[data-side="back"][data-level="0"]:enabled').first();
      await homeCell.click();
      const guestSlip = slipOf(page, width);
      await expect.poll(() => guestSlip.getByRole('button', { name: 'Log In' }).isVisible()).toBe(true);
      expect(await guestSlip.getByRole('button', { name: 'Place Bet' }).count()).toBe(0);
      await guestSlip.getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('button', { name: 'Login With Demo Id' }).click();
      await expect.poll(() => page.getByTestId('header-balance').first().innerText(), { timeout: 15_000 }).toBe('₹1,00,000.00');

      // An in-play cricket event with open match odds.
      const events = await asPlayer<{ result: Array<{ eventId: string; inPlay: boolean; markets: Array<{ marketId: string; marketType: string; status: string; runners: Array<{ selectionId: string; runnerName: string }> }> }> }>(page, 'exchange/odds/eventType/4');
      const event = events.result.find((e) => e.inPlay && e.markets.some((m) => m.marketType === 'MATCH_ODDS' && m.status === 'OPEN'));
      expect(event, 'an in-play cricket event with open match odds').toBeTruthy();
      const market = event!.markets.find((m) => m.marketType === 'MATCH_ODDS')!;
      const runners = market.runners.map((r) => r.selectionId);
      const [first, second] = market.runners as [(typeof market.runners)[0], (typeof market.runners)[0]];
      await page.goto(suite.server.url(host, `/event-page/4/${event!.eventId}`));
      const cell = (selectionId: string, side: 'back' | 'lay') => page.locator(`button[data-market-id="${market.marketId}"][data-selection-id="${selectionId}"][data-side="${side}"][data-level="0"]`);
      await cell(first.selectionId, 'back').waitFor();
      const slip = slipOf(page, width);

      let slipShown = false;
      /** Opens the slip on a runner's best price, sets the price (`adjust`) and stake, and presses Place Bet. */
      const placeThroughSlip = async (selectionId: string, side: 'back' | 'lay', stake: number, adjust: () => Promise<void>) => {
        const target = cell(selectionId, side);
        await expect.poll(() => target.isEnabled(), { timeout: 30_000 }).toBe(true);
        await target.click();
        await slip.waitFor();
        await adjust();
        await slip.getByRole('textbox', { name: 'Stake' }).fill(String(stake));
        // The first slip of the journey, filled in, as the player sees it before placing.
        if (!slipShown) {
          slipShown = true;
          await page.screenshot({ path: join(SHOTS, `exchange-slip-${host.split('.')[0]}-${width}.png`) });
        }
        await slip.getByRole('button', { name: 'Place Bet' }).click();
      };

      const orderIds = async () => new Set((await marketOrders(page, market.marketId)).map((o) => o._id));
      /** Waits for the answer to a bet: the new order, or null when the exchange refused it. */
      const nextOrder = async (known: Set<string>): Promise<WireOrder | null> => {
        const fresh = async () => (await marketOrders(page, market.marketId)).find((o) => !known.has(o._id));
        const found = await expect
          .poll(async () => Boolean(await fresh()), { timeout: 5000 })
          .toBe(true)
          .then(() => true, () => false);
        await slip.waitFor({ state: 'hidden', timeout: 12_000 });
        return found ? ((await fresh()) ?? null) : null;
      };

      /**
       * Backs or lays at two ticks worse than the best price, so a price moving a tick under the bet still
       * matches it; a bet the market moved away from is cancelled and tried again.
       */
      const placeMatched = async (selectionId: string, side: 'back' | 'lay', stake: number): Promise<void> => {
        for (let attempt = 0; attempt < 8; attempt += 1) {
          const known = await orderIds();
          await placeThroughSlip(selectionId, side, stake, async () => {
            for (let tick = 0; tick < 2; tick += 1) await slip.getByRole('button', { name: side === 'back' ? 'Lower price' : 'Raise price' }).click();
          });
          const order = await nextOrder(known);
          if (order && order.sizeMatched === stake && order.sizeRemaining === 0) return;
          if (order) await asPlayer(page, `exchange/order/${order._id}`, 'DELETE');
        }
        throw new Error(`could not get a ${side} of ₹${stake} matched`);
      };

      /** Available = cash − exposure, the exposure worked from the orders; the server and the page agree. */
      const expectFigures = async (exposure: number) => {
        const expected: Figures = { balance: START_PAISE, available: START_PAISE - exposure, exposure };
        await expect.poll(() => serverFigures(page)).toEqual(expected);
        await expect.poll(() => page.getByTestId('header-balance').first().innerText(), { timeout: 10_000 }).toBe(formatRupeesFromPaise(expected.available));
        // The header says what its figure is: what can be staked, exposure already taken off.
        expect(await page.getByTestId('header-balance-label').first().textContent()).toBe('Available');
        if (width >= 1024) {
          await expect.poll(() => page.getByTestId('credit-available').innerText()).toBe(formatRupeesFromPaise(expected.available));
          await expect.poll(() => page.getByTestId('credit-balance').innerText()).toBe(formatRupeesFromPaise(expected.balance));
          await expect.poll(() => page.getByTestId('credit-exposure').innerText()).toBe(formatRupeesFromPaise(exposure));
        }
      };

      /** The open bets of this market: the panel's tab on wide screens, the bottom sheet on phones. */
      const openBets = async (): Promise<Locator> => {
        if (width >= 1024) await page.getByRole('tab', { name: 'Open Bets' }).click();
        else await page.getByTestId('phone-open-bets').click();
        return page.locator(`section[data-market-id="${market.marketId}"]`);
      };
      const closeOpenBets = async () => {
        if (width < 1024) await page.getByRole('button', { name: 'Close open bets' }).click();
      };

      // Back one runner and lay the other: both matched, exposure as worked below.
      await placeMatched(first.selectionId, 'back', 200);
      await placeMatched(second.selectionId, 'lay', 100);
      const matchedOrders = await marketOrders(page, market.marketId);
      const matchedExposure = position(runners, matchedOrders).exposure;
      // Worked: back ₹200 on the first at p, lay ₹100 on the second at q. Second wins: −₹200 − ₹100·(q − 1);
      // first wins: +₹200·(p − 1) + ₹100; any other: −₹200 + ₹100 = −₹100. The worst is the second
      // winning, so exposure = the backs' stakes + the lays' liability (at q = 1.70: ₹200 + ₹70 = ₹270).
      // (A retried bet left partly matched only adds to either sum.)
      const backStakes = matchedOrders.filter((o) => o.type === 'Back').reduce((sum, o) => sum + paise(o.sizeMatched), 0);
      const layLiability = matchedOrders.filter((o) => o.type === 'Lay').flatMap((o) => o.fills).reduce((sum, f) => sum - betOutcomes('Lay', f.size, f.price).wins, 0);
      expect(backStakes).toBeGreaterThanOrEqual(200_00);
      expect(matchedExposure).toBe(backStakes + layLiability);
      await expectFigures(matchedExposure);
      let group = await openBets();
      await expect.poll(() => group.getByTestId('matched-bet').count()).toBe(2);
      expect(await group.getByTestId('unmatched-bet').count()).toBe(0);
      await closeOpenBets();

      // A back above the best back price waits unmatched; its losing side adds to the exposure until cancelled.
      const known = await orderIds();
      await placeThroughSlip(first.selectionId, 'back', 100, async () => {
        const best = toHundredths(Number(await slip.getByRole('textbox', { name: 'Price' }).inputValue()));
        let high = best;
        for (let tick = 0; tick < 10; tick += 1) high = priceUp(high);
        // Typed a little off the ladder, the price snaps up to the next tick for a back (never against the player).
        await slip.getByRole('textbox', { name: 'Price' }).fill((fromHundredths(high) + 0.001).toFixed(3));
        await slip.getByRole('textbox', { name: 'Stake' }).click();
        expect(await slip.getByRole('textbox', { name: 'Price' }).inputValue()).toBe(String(fromHundredths(priceUp(high))));
      });
      const waiting = await nextOrder(known);
      expect(waiting && { matched: waiting.sizeMatched, remaining: waiting.sizeRemaining }).toEqual({ matched: 0, remaining: 100 });
      const withUnmatched = position(runners, await marketOrders(page, market.marketId)).exposure;
      // Its losing side is −₹100 on every runner but the first: the worst outcome (the second winning) falls by ₹100.
      expect(withUnmatched).toBe(matchedExposure + 100_00);
      await expectFigures(withUnmatched);
      // The runners show matched P&L only; what the waiting bet could still cost is said apart.
      expect(await page.locator(`[data-market="${market.marketId}"]`).getByTestId('unmatched-liability').innerText()).toContain('₹100.00');
      await page.screenshot({ path: join(SHOTS, `betting-unmatched-${host.split('.')[0]}-${width}.png`) });
      group = await openBets();
      await expect.poll(() => group.getByTestId('unmatched-bet').count()).toBe(1);
      await group.getByRole('button', { name: `Cancel ${first.runnerName} bet` }).click();
      await expect.poll(() => group.getByTestId('unmatched-bet').count()).toBe(0);
      await closeOpenBets();
      await expectFigures(matchedExposure);

      // Cash out: one more bet leaves every runner's P&L equal within a paisa at the price it asked, by the
      // exchange arithmetic and the server's book; a better price on the day only adds to a runner's P&L.
      const beforeCashOut = new Set((await marketOrders(page, market.marketId)).map((o) => o._id));
      const memberCode = await page.evaluate(() => String(JSON.parse(localStorage.getItem('user_data') ?? '{}').memberCode));
      const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
      let equalised = false;
      for (let attempt = 0; attempt < 6 && !equalised; attempt += 1) {
        const count = (await marketOrders(page, market.marketId)).length;
        group = await openBets();
        await group.getByRole('button', { name: 'Cash Out' }).click();
        await page.getByRole('dialog', { name: 'Cash Out' }).getByRole('button', { name: 'Cashout' }).click();
        const found = await expect
          .poll(async () => (await marketOrders(page, market.marketId)).length, { timeout: 5000 })
          .toBeGreaterThan(count)
          .then(() => true, () => false);
        await page.getByTestId('processing-overlay').waitFor({ state: 'hidden', timeout: 12_000 });
        if (!found) continue;
        const orders = await marketOrders(page, market.marketId);
        const unmatched = orders.filter((o) => o.sizeRemaining > 0);
        for (const order of unmatched) await asPlayer(page, `exchange/order/${order._id}`, 'DELETE');
        equalised = unmatched.length === 0;
      }
      expect(equalised, 'a cash out matched in full').toBe(true);
      const finalOrders = await marketOrders(page, market.marketId);
      const final = position(runners, finalOrders);
      const asAsked = position(runners, finalOrders.map((o) => (beforeCashOut.has(o._id) || o.sizeMatched === 0 ? o : { ...o, fills: [{ price: o.rate, size: o.sizeMatched }] })));
      expect(spread(Object.values(asAsked.byRunner))).toBeLessThanOrEqual(1);
      for (const id of runners) expect(final.byRunner[id]).toBeGreaterThanOrEqual(asAsked.byRunner[id]!);
      const book = await asPlayer<{ result: { runners: Record<string, number> } }>(page, `exposure/pnl/${memberCode}/markets/${market.marketId}/ladder`);
      expect(Object.fromEntries(Object.entries(book.result.runners).map(([id, pnl]) => [id, paise(pnl)]))).toEqual(final.byRunner);
      await expectFigures(final.exposure);

      // Stale prices: with the network cut, the feed says so and the slip refuses to place.
      const count = (await marketOrders(page, market.marketId)).length;
      const target = cell(first.selectionId, 'back');
      await expect.poll(() => target.isEnabled(), { timeout: 30_000 }).toBe(true);
      await target.click();
      await slip.getByRole('textbox', { name: 'Stake' }).fill('100');
      await page.context().setOffline(true);
      await page.getByTestId('stale-notice').waitFor({ timeout: 15_000 });
      await slip.getByRole('button', { name: 'Place Bet' }).click();
      await expect.poll(() => page.getByText(STALE_PRICES_MESSAGE).isVisible()).toBe(true);
      await page.context().setOffline(false);
      expect((await marketOrders(page, market.marketId)).length).toBe(count);
    }
  },
  { sandbox: { betDelayMs: BET_DELAY_MS } },
);
