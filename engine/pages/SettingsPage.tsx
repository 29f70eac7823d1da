/**
 * /settings: one-click betting (on/off and its stake), bet confirmation (on/off), and the 10 stake
 * buttons. The state and the calls belong to the betting modules (bet-preferences, stake-presets);
 * this page only edits them.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../boot/services-context';
import { applyUserBetPreferences } from '../betting/bet-preferences';
import { loadStakePresets } from '../betting/stake-presets';
import { engineStore } from '../state/engine-store';
import { PageCard } from './page-kit';
import { BetPreferencesForm } from './BetPreferencesForm';
import { StakeButtonsForm } from './StakeButtonsForm';

export default function SettingsPage() {
  const { api } = useServices();
  const { session } = useSnapshot(engineStore);
  useEffect(() => {
    applyUserBetPreferences(engineStore.session.user);
    void loadStakePresets(api);
  }, [api, session.user]);
  return (
    <PageCard title="Settings" lead="How your bets are placed, and the stake buttons on your bet slip." testId="settings-page">
      <BetPreferencesForm />
      <StakeButtonsForm />
    </PageCard>
  );
}
