/** Calls to the sandbox from a browser page as its logged-in player, with the token the app stored, and a bet on a session line through the slip. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function asPlayer<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const token = localStorage.getItem('id_token') ?? sessionStorage.getItem('id_token');
    const response = await fetch(`/api/${p}`, { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as T;
  }, path);
}

export async function memberCode(page: Page): Promise<string> {
  return page.evaluate(() => String(JSON.parse(localStorage.getItem('user_data') ?? sessionStorage.getItem('user_data') ?? '{}').memberCode));
}

/** Matched stakes (₹) the player holds on a market, open or settled. */
export async function matchedOn(page: Page, marketId: string, status: 'open' | 'settled' = 'open'): Promise<number> {
  const list = await asPlayer<{ result: Array<{ marketId: string; sizeMatched: number }> }>(page, `account/${await memberCode(page)}/order-list?orderStatus=${status}`);
  return list.result.filter((o) => o.marketId === marketId).reduce((sum, o) => sum + o.sizeMatched, 0);
}

/**
 * Clicks a line's No or Yes cell and places `stake` through the slip. Lines move every ball and take
 * bets whole at the quoted line or not at all, so it tries again on the next ball when refused.
 * `patienceMs`: how long each step (the cell shown and enabled, the slip's controls) may take before the
 * line counts as gone. A ball's own market goes with its ball, so its test gives about two balls and can
 * move on to the next ball's; a line that lasts an over or more is only away while a ball is bowled, and
 * a busy machine is given Playwright's usual 30 s.
 */
export async function betOnLine(page: Page, marketId: string, side: 'back' | 'lay', stake: number, patienceMs = 30_000): Promise<void> {
  const before = await matchedOn(page, marketId);
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const cell = page.locator(`button[data-market-id="${marketId}"][data-side="${side}"]`);
    const step = { timeout: patienceMs };
    await cell.waitFor(step);
    await expect.poll(() => cell.isEnabled(), step).toBe(true);
    await cell.click(step);
    const slip = page.getByTestId('bet-slip');
    await slip.getByRole('textbox', { name: 'Stake' }).fill(String(stake), step);
    await slip.getByRole('button', { name: 'Place Bet' }).click(step);
    const placed = await expect
      .poll(() => matchedOn(page, marketId), { timeout: 4000 })
      .toBe(before + stake)
      .then(() => true, () => false);
    if (placed) return;
    if (await slip.isVisible()) await slip.getByRole('button', { name: 'Cancel Bet' }).click().catch(() => {});
  }
  throw new Error(`Could not place ${side} ₹${stake} on ${marketId}`);
}
