/** Calls to the sandbox from a browser page as its logged-in player, with the token the app stored. */
import type { Page } from 'playwright-core';

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
