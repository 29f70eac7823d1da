/** One-click betting with its stake, and bet confirmation, saved to the player's one-click settings. */
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { FieldError, Form, Primary, SettingsPanel, Switch, useServices } from '../../../engine/plugin-api';
import { betPreferences, saveBetPreferences } from '../bet-preferences';
import { parseWholeRupees } from '../../../domain/money/whole-rupees';

export const BET_PREFERENCES_SAVED = 'Your betting settings are saved.';
export const ONE_CLICK_STAKE_MESSAGE = 'Enter the one-click stake as a whole number of rupees, for example 1000.';

export function BetPreferencesForm() {
  const { api, toast } = useServices();
  const saved = useSnapshot(betPreferences);
  const [oneClick, setOneClick] = useState(saved.oneClick);
  const [confirmBets, setConfirmBets] = useState(saved.confirmBets);
  const [stakeText, setStakeText] = useState(String(saved.oneClickStake));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The saved values can arrive after the first render (the stored user is read on mount): the form
  // takes them as they come.
  const savedKey = `${saved.oneClick}:${saved.confirmBets}:${saved.oneClickStake}`;
  const [shownKey, setShownKey] = useState(savedKey);
  if (shownKey !== savedKey) {
    setShownKey(savedKey);
    setOneClick(saved.oneClick);
    setConfirmBets(saved.confirmBets);
    setStakeText(String(saved.oneClickStake));
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const stake = parseWholeRupees(stakeText);
    if (stake === null || stake <= 0) {
      setProblem(ONE_CLICK_STAKE_MESSAGE);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await saveBetPreferences(api, { oneClick, oneClickStake: stake, confirmBets });
      toast.success(BET_PREFERENCES_SAVED);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsPanel aria-labelledby="bet-preferences-title">
      <h2 id="bet-preferences-title">Placing bets</h2>
      <p className="note">One-click betting places a bet at the chosen stake as soon as you press a price, with no bet slip. It is switched off each time you log in.</p>
      <Form onSubmit={(e) => void submit(e)} noValidate aria-label="Placing bets">
        <Switch label="One-click betting" note="Place bets straight from the price buttons." checked={oneClick} onChange={setOneClick} />
        <div className="field">
          <label htmlFor="one-click-stake">One-click stake (₹)</label>
          <input
            id="one-click-stake"
            inputMode="numeric"
            autoComplete="off"
            value={stakeText}
            onChange={(e) => setStakeText(e.target.value)}
            aria-invalid={Boolean(problem)}
          />
          {problem ? <FieldError>{problem}</FieldError> : null}
        </div>
        <Switch label="Bet confirmation" note="Show a confirm step before each bet is placed." checked={confirmBets} onChange={setConfirmBets} />
        <div className="actions">
          <Primary type="submit" disabled={busy}>
            {busy ? 'Please Wait...' : 'Save'}
          </Primary>
        </div>
      </Form>
    </SettingsPanel>
  );
}
