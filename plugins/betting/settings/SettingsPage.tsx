/**
 * /settings: one-click betting (on/off and its stake), bet confirmation (on/off), and the 10 stake
 * buttons. The state and the calls belong to the betting modules (bet-preferences, stake-presets);
 * this page only edits them.
 */
import { useEffect } from 'react';
import { PageCard, useServices, useSession } from '../../../engine/plugin-api';
import { applyUserBetPreferences } from '../bet-preferences';
import { loadStakePresets } from '../stake-presets';
import { BetPreferencesForm } from './BetPreferencesForm';
import { StakeButtonsForm } from './StakeButtonsForm';

export default function SettingsPage() {
  const { api } = useServices();
  const { user } = useSession();
  useEffect(() => {
    applyUserBetPreferences(user);
    void loadStakePresets(api);
  }, [api, user]);
  return (
    <PageCard title="Settings" lead="How your bets are placed, and the stake buttons on your bet slip." testId="settings-page">
      <BetPreferencesForm />
      <StakeButtonsForm />
    </PageCard>
  );
}
