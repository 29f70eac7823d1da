/** The player's account: balance, activity, settings, stake buttons, support, promotions and event types. */
import type { FastifyInstance } from 'fastify';
import type { FreeCash, FreeCashBonus, StakeButtons, UserDetails } from '../../schemas/wire';
import { accountId, balanceOf } from '../exchange/ledger';
import { totalExposure } from '../exchange/orders';
import { PROMOTIONS } from '../accounts/promotions';
import { formatRupeesFromPaise, stakeLabel } from '../../domain/format';
import { putFreeCashInPlay, wageringDetails, type WageringDetails } from '../wallet/bonuses';
import type { Sandbox } from '../sandbox';
import type { BrandData } from '../brand-files';
import { supportWire } from '../brand-files';
import { requirePlayer } from './auth-guard';
import { toRupees } from './wire';

/** Spec section 9: 1K … 2M. */
export const DEFAULT_STAKES = [1000, 5000, 10_000, 25_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000];

export function defaultStakeButtons(): Record<string, number | string> {
  const merged: Record<string, number | string> = {};
  DEFAULT_STAKES.forEach((value, i) => {
    merged[`price${i + 1}`] = value;
    merged[`label${i + 1}`] = stakeLabel(value);
  });
  return merged;
}

function asPriceArray(merged: Record<string, number | string>): Array<Record<string, number | string>> {
  const array: Array<Record<string, number | string>> = [];
  for (let n = 1; merged[`price${n}`] !== undefined; n += 1) array.push({ [`price${n}`]: merged[`price${n}`]!, [`label${n}`]: merged[`label${n}`] ?? String(merged[`price${n}`]) });
  return array;
}

/** The event types a player may see: 1, 2, 4, c1, c9, v9, b9 all on in the sandbox. */
export const EVENT_TYPES = ['1', '2', '4', 'c1', 'c9', 'v9', 'b9'];

export function accountRoutes(app: FastifyInstance, sandbox: Sandbox, brands: BrandData): void {
  playerDetailsRoutes(app, sandbox, brands);
  stakeButtonRoutes(app, sandbox);
  accountSettingsRoutes(app, sandbox);

  app.get('/promotions', async () => ({ success: true, result: PROMOTIONS.map(({ code, type, title, description }) => ({ code, type, title, description })) }));

  app.post('/getUserEvenets', async (request, reply) => {
    const player = await requirePlayer(sandbox, request, reply);
    if (!player) return reply;
    return { success: true, parent: EVENT_TYPES.map((id) => ({ eventType: id, status: true })) };
  });
}

/** Who the player is to the header: balances, last activity, the clock, site settings and support. */
function playerDetailsRoutes(app: FastifyInstance, sandbox: Sandbox, brands: BrandData): void {
  const db = sandbox.database.db;

  app.post('/getUserDetails', async (request, reply) => {
    const player = await requirePlayer(sandbox, request, reply);
    if (!player) return reply;
    const [balance, bonus, exposure] = await Promise.all([
      balanceOf(db, accountId(player.user.id, 'cash')),
      balanceOf(db, accountId(player.user.id, 'bonus')),
      totalExposure(db, player.user.id),
    ]);
    return { success: true, logout: false, doc: { balance: toRupees(balance), available: toRupees(balance - exposure), bounsBalance: toRupees(bonus), exposure: toRupees(exposure), lastActivityDate: player.user.last_login_at } } satisfies UserDetails;
  });

  app.post('/getActivityDetails', async (request, reply) => {
    const player = await requirePlayer(sandbox, request, reply);
    if (!player) return reply;
    const previous = player.user.previous_login_at;
    return { success: true, doc: [{ lastLogin: previous ? new Date(Number(previous)).toISOString() : null }] };
  });

  app.get('/server-time', async () => ({ success: true, result: new Date(sandbox.now()).toISOString() }));

  app.post('/getSetting', async () => ({ success: true, data: { istenpaisa: true } }));

  app.post('/getUserWpNumber', async (request, reply) => {
    const player = await requirePlayer(sandbox, request, reply);
    if (!player) return reply;
    const siteurl = (request.body as { siteurl?: string } | undefined)?.siteurl ?? player.user.site_url;
    return { success: true, data: supportWire(brands.supportBySite.get(siteurl)) };
  });
}

/** The player's stake buttons: read, and changed a few at a time. */
function stakeButtonRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const db = sandbox.database.db;

  app.post('/getStackButton', async (request, reply) => {
    const player = await requirePlayer(sandbox, request, reply);
    if (!player) return reply;
    const stored = player.user.stake_buttons ? (JSON.parse(player.user.stake_buttons) as Record<string, number | string>) : defaultStakeButtons();
    return { success: true, data: { priceArray: asPriceArray(stored) } } satisfies StakeButtons;
  });

  app.post('/updateButton', async (request, reply) => {
    const player = await requirePlayer(sandbox, request, reply);
    if (!player) return reply;
    const body = (request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {}) as Record<string, unknown>;
    if (!Object.keys(body).some((key) => /^(price|label)\d{1,2}$/.test(key))) {
      return reply.code(400).send({ success: false, message: 'Nothing to update: send price1 to price10 (and optionally label1 to label10).' });
    }
    const current = player.user.stake_buttons ? (JSON.parse(player.user.stake_buttons) as Record<string, number | string>) : defaultStakeButtons();
    const refusal = applyStakeButtons(current, body);
    if (refusal) return reply.code(400).send({ success: false, message: refusal });
    await db.updateTable('users').set({ stake_buttons: JSON.stringify(current) }).where('id', '=', player.user.id).execute();
    return { success: true, message: 'Stakes Updated Successfully', data: { priceArray: asPriceArray(current) } } satisfies StakeButtons;
  });
}

/**
 * Writes the body's prices and labels into the buttons, in the body's order; a price without its label
 * gets the short label of its amount. Returns the message refusing the first bad price (the buttons are
 * then not saved), or null.
 */
function applyStakeButtons(current: Record<string, number | string>, body: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(body)) {
    const n = /^price(\d{1,2})$/.exec(key)?.[1];
    if (n) {
      const amount = Number(value);
      if (!Number.isInteger(amount) || amount < 1 || amount > 10_000_000) return `${key} must be a whole number of rupees from 1 to 1,00,00,000.`;
      if (Number(n) < 1 || Number(n) > 10) return 'There are 10 stake buttons: price1 to price10.';
      current[key] = amount;
      if (body[`label${n}`] === undefined) current[`label${n}`] = stakeLabel(amount);
    } else if (/^label\d{1,2}$/.test(key) && typeof value === 'string' && value.length <= 12) {
      current[key] = value;
    }
  }
  return null;
}

/** One-click betting, the welcome message, and the Free Cash wallet's wagering and switch. */
function accountSettingsRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const db = sandbox.database.db;

  app.post('/account/:id/settings/one-click', async (request, reply) => {
    const player = await requirePlayer(sandbox, request, reply);
    if (!player) return reply;
    const body = (request.body ?? {}) as { active?: unknown; settings?: unknown };
    if (body.active !== undefined && typeof body.active !== 'boolean') return reply.code(400).send({ success: false, message: 'active must be true or false.' });
    const settings = JSON.parse(player.user.settings) as Record<string, unknown>;
    settings.oneClickSettings = { active: Boolean(body.active), settings: typeof body.settings === 'object' && body.settings ? body.settings : {} };
    await db.updateTable('users').set({ settings: JSON.stringify(settings) }).where('id', '=', player.user.id).execute();
    return { success: true, result: { settings } };
  });

  app.get('/account/:id/notification/message', async (request, reply) => {
    const player = await requirePlayer(sandbox, request, reply);
    if (!player) return reply;
    return { success: true, result: { message: 'Welcome to the sandbox exchange. Markets are simulated; money is not real.' } };
  });

  app.get('/account/wagering-details', async (request, reply) => {
    const player = await requirePlayer(sandbox, request, reply);
    if (!player) return reply;
    return { success: true, result: { walletType: (request.query as { walletType?: string }).walletType ?? 'cash', ...wageringWire(await wageringDetails(db, player.user.id)) } } satisfies FreeCash;
  });

  // Free Cash into play: it joins the balance to bet with, locked against withdrawal until wagered.
  app.put('/account/:id/settings/switch-wallet', async (request, reply) => {
    const player = await requirePlayer(sandbox, request, reply);
    if (!player) return reply;
    const query = request.query as { useBonusWallet?: string; walletCode?: string };
    const useBonus = query.useBonusWallet === 'true' || query.walletCode === 'bonus';
    if (useBonus) {
      const moved = await putFreeCashInPlay(db, player.user.id, sandbox.now(), sandbox.database.dialect);
      const details = wageringWire(await wageringDetails(db, player.user.id));
      const message = moved > 0 ? `${formatRupeesFromPaise(moved)} Free Cash is now in your balance to bet with.` : 'You have no Free Cash to put into play.';
      return { success: true, message, result: { useBonusWallet: true, walletCode: 'bonus', moved: toRupees(moved), ...details } };
    }
    const details = wageringWire(await wageringDetails(db, player.user.id));
    const message = details.locked > 0 ? 'Free Cash already in play stays in your balance until its wagering is complete.' : 'You are betting with your cash balance.';
    return { success: true, message, result: { useBonusWallet: false, walletCode: 'cash', moved: 0, ...details } };
  });
}

/** Wagering details in the wire's rupees. */
function wageringWire(details: WageringDetails): Omit<FreeCash['result'], 'walletType'> {
  return {
    bonus: toRupees(details.freeCash),
    locked: toRupees(details.locked),
    wageringRequired: toRupees(details.wageringRequired),
    wageringDone: toRupees(details.wageringDone),
    bonuses: details.bonuses.map((b): FreeCashBonus => ({ code: b.code, title: b.title, description: b.description, status: b.status, amount: toRupees(b.amount), wageringRequired: toRupees(b.wagering_required), wageringDone: toRupees(b.wagering_done) })),
  };
}
