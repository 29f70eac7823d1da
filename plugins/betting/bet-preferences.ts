/**
 * One-click betting (on/off and its stake) and bet confirmation (on/off). Both live in the player's
 * one-click settings (`account/{memberCode}/settings/one-click`), so they follow the player across
 * devices; the server forces one-click off at every login, as the spec says. Wire names stay here.
 */
import { proxy } from 'valtio';
import { session, type ApiService } from '../../engine/plugin-api';

export interface BetPreferences {
  oneClick: boolean;
  /** Rupees placed by a one-click bet. */
  oneClickStake: number;
  /** Show the confirm step before placing. */
  confirmBets: boolean;
}

export const DEFAULT_ONE_CLICK_STAKE = 1000;

export const betPreferences = proxy<BetPreferences>({ oneClick: false, oneClickStake: DEFAULT_ONE_CLICK_STAKE, confirmBets: false });

interface WireOneClick {
  active?: unknown;
  settings?: { stake?: unknown; confirmBets?: unknown };
}

/** Reads the preferences from the user record a login returns. */
export function readBetPreferences(user: Record<string, unknown> | null): BetPreferences {
  const wire = ((user?.settings as Record<string, unknown> | undefined)?.oneClickSettings ?? {}) as WireOneClick;
  const stake = Number(wire.settings?.stake);
  return {
    oneClick: wire.active === true,
    oneClickStake: Number.isFinite(stake) && stake > 0 ? stake : DEFAULT_ONE_CLICK_STAKE,
    confirmBets: wire.settings?.confirmBets === true,
  };
}

export function applyUserBetPreferences(user: Readonly<Record<string, unknown>> | null): void {
  Object.assign(betPreferences, readBetPreferences(user));
}

export class BetPreferencesError extends Error {}

/** Saves the preferences; on success the stored user carries them too. Failures rethrow with a message. */
export async function saveBetPreferences(api: ApiService, next: BetPreferences): Promise<void> {
  const code = session.memberCode();
  if (!code) throw new BetPreferencesError('Please log in to change your betting settings.');
  if (!Number.isFinite(next.oneClickStake) || next.oneClickStake <= 0) throw new BetPreferencesError('The one-click stake must be more than 0.');
  const body = { active: next.oneClick, settings: { stake: next.oneClickStake, confirmBets: next.confirmBets } };
  let response: { success?: boolean; message?: string; result?: { settings?: Record<string, unknown> } };
  try {
    response = await api.post(`account/${encodeURIComponent(code)}/settings/one-click`, body);
  } catch (error) {
    throw new BetPreferencesError(api.errorText(error));
  }
  if (!response.success) throw new BetPreferencesError(response.message || 'Your betting settings could not be saved.');
  Object.assign(betPreferences, next);
  const user = session.user();
  if (user) session.saveUser({ ...user, settings: { ...((user.settings as Record<string, unknown>) ?? {}), oneClickSettings: body } });
}

export function setConfirmBets(api: ApiService, on: boolean): Promise<void> {
  return saveBetPreferences(api, { ...betPreferences, confirmBets: on });
}

export function setOneClick(api: ApiService, on: boolean, stake: number = betPreferences.oneClickStake): Promise<void> {
  return saveBetPreferences(api, { ...betPreferences, oneClick: on, oneClickStake: stake });
}
