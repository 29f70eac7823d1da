/** Saving edited stake buttons from either editor: guests are told to log in; the outcome is a toast. */
import { session } from '../../../engine/plugin-api';
import { bettingServices } from '../betting-services';
import { mergeStakeEdits, saveStakePresets, stakePresets, STAKES_NEED_LOGIN } from '../stake-presets';
import { setEditingStakes } from '../slip-actions';

export async function saveStakeEdits(values: readonly string[]): Promise<void> {
  const services = bettingServices();
  setEditingStakes(false);
  if (!session.isLoggedIn() || !services) return void services?.toast.error(STAKES_NEED_LOGIN);
  const outcome = await saveStakePresets(services.api, mergeStakeEdits(stakePresets.buttons, values));
  if (outcome.ok) services.toast.success(outcome.message);
  else services.toast.error(outcome.message);
}

export const stakeTexts = (): string[] => stakePresets.buttons.map((b) => String(b.amount));
