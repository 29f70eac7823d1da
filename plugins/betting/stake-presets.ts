/**
 * The player's stake buttons: loaded from `getStackButton` (bearer; skipped without a login), re-polled
 * every 5 minutes, saved through `updateButton`. Wire names (priceArray, price{n}, label{n}) stay here.
 * A failed load keeps the defaults 1K … 2M, as the spec says settings failures do.
 */
import { proxy } from 'valtio';
import { stakeLabel } from '../../domain/format';
import { session, type ApiService, type Wire } from '../../engine/plugin-api';

export interface StakeButton {
  /** Rupees, whole. */
  amount: number;
  label: string;
}

export const STAKE_PRESETS_POLL_MS = 300_000;
export const DEFAULT_STAKE_AMOUNTS = [1000, 5000, 10_000, 25_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000] as const;

export const STAKES_SAVED = 'Stakes Updated Successfully';
export const STAKES_NEED_LOGIN = 'Please Login In to Change Stakes';
export const STAKES_NOT_SAVED = 'Failed to save the stakes';

export const defaultStakeButtons = (): StakeButton[] => DEFAULT_STAKE_AMOUNTS.map((amount) => ({ amount, label: stakeLabel(amount) }));

export const stakePresets = proxy({ buttons: defaultStakeButtons() });

/** priceArray `[{ price1, label1 }, { price2, label2 }, …]` → buttons; anything unreadable is skipped. */
export function readPriceArray(priceArray: unknown): StakeButton[] {
  if (!Array.isArray(priceArray)) return [];
  const buttons: StakeButton[] = [];
  priceArray.forEach((entry: Record<string, unknown>, i) => {
    const amount = Number(entry?.[`price${i + 1}`]);
    if (!Number.isFinite(amount) || amount <= 0) return;
    const label = entry[`label${i + 1}`];
    buttons.push({ amount, label: typeof label === 'string' && label ? label : stakeLabel(amount) });
  });
  return buttons;
}

export async function loadStakePresets(api: ApiService): Promise<void> {
  if (!session.isLoggedIn()) return;
  try {
    const response = await api.post<Partial<Wire.StakeButtons>>('getStackButton');
    const buttons = response.success ? readPriceArray(response.data?.priceArray) : [];
    stakePresets.buttons = buttons.length ? buttons : defaultStakeButtons();
  } catch {
    stakePresets.buttons = defaultStakeButtons();
  }
}

/** Loads now and every 5 minutes while logged in; returns the stop function. */
export function watchStakePresets(api: ApiService): () => void {
  void loadStakePresets(api);
  const timer = setInterval(() => void loadStakePresets(api), STAKE_PRESETS_POLL_MS);
  return () => clearInterval(timer);
}

/** Edited amounts as typed: whole numbers only; anything else is ignored (the old amount stays). */
export function mergeStakeEdits(current: readonly StakeButton[], edits: readonly string[]): StakeButton[] {
  return current.map((button, i) => {
    const text = (edits[i] ?? '').trim();
    if (!/^\d+$/.test(text) || Number(text) <= 0) return button;
    const amount = Number(text);
    return amount === button.amount ? button : { amount, label: stakeLabel(amount) };
  });
}

export type SaveStakesOutcome = { ok: true; message: string } | { ok: false; message: string };

export async function saveStakePresets(api: ApiService, buttons: readonly StakeButton[]): Promise<SaveStakesOutcome> {
  if (!session.isLoggedIn()) return { ok: false, message: STAKES_NEED_LOGIN };
  const body: Record<string, number | string> = {};
  buttons.forEach((button, i) => {
    body[`price${i + 1}`] = button.amount;
    body[`label${i + 1}`] = button.label;
  });
  try {
    const response = await api.post<Partial<Wire.StakeButtons>>('updateButton', body);
    if (!response.success) return { ok: false, message: response.message || STAKES_NOT_SAVED };
    const saved = readPriceArray(response.data?.priceArray);
    stakePresets.buttons = saved.length ? saved : [...buttons];
    return { ok: true, message: STAKES_SAVED };
  } catch {
    return { ok: false, message: STAKES_NOT_SAVED };
  }
}
