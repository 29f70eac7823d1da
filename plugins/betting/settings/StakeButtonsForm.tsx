/**
 * The 10 stake buttons of the bet slip. Amounts are whole rupees; an entry that is not a whole number
 * is ignored on save and that button keeps its amount, as the spec says.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Primary, Secondary, SettingsPanel, useServices } from '../../../engine/plugin-api';
import { mergeStakeEdits, saveStakePresets, stakePresets } from '../stake-presets';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  @media (min-width: 640px) { grid-template-columns: repeat(5, minmax(0, 1fr)); }
  label { display: grid; gap: 4px; font-size: 12px; font-weight: 600; color: #475467; }
  input { height: 40px; border: 1px solid #c9cdd4; border-radius: 8px; padding: 0 8px; font-size: 15px; min-width: 0; }
  input[aria-invalid='true'] { border-color: #d92d20; background: #fef3f2; }
`;

const isWhole = (text: string) => /^\d+$/.test(text.trim()) && Number(text) > 0;

export function StakeButtonsForm() {
  const { api, toast } = useServices();
  const { buttons } = useSnapshot(stakePresets);
  const [edits, setEdits] = useState<string[]>(() => buttons.map((b) => String(b.amount)));
  const [busy, setBusy] = useState(false);
  // Saved buttons can arrive after the first render (the page's load, the five-minute refresh): each
  // button takes its new amount unless the player has typed in it since, so nothing typed is lost.
  const savedText = buttons.map((b) => b.amount).join(',');
  const [shownText, setShownText] = useState(savedText);
  if (shownText !== savedText) {
    const shown = shownText.split(',');
    setShownText(savedText);
    setEdits((current) => savedText.split(',').map((amount, i) => (current[i] === undefined || current[i] === shown[i] ? amount : current[i]!)));
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await saveStakePresets(api, mergeStakeEdits(stakePresets.buttons, edits));
    setBusy(false);
    if (outcome.ok) toast.success(outcome.message);
    else toast.error(outcome.message);
    // Ignored entries go back to the amount that stayed.
    setEdits(stakePresets.buttons.map((b) => String(b.amount)));
  };

  return (
    <SettingsPanel aria-labelledby="stake-buttons-title">
      <h2 id="stake-buttons-title">Stake buttons</h2>
      <p className="note">The amounts on your bet slip’s quick-stake buttons, in whole rupees. Anything else is ignored.</p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Stake buttons">
        <Grid>
          {edits.map((text, i) => (
            <label key={i}>
              Button {i + 1}
              <input
                inputMode="numeric"
                autoComplete="off"
                value={text}
                aria-invalid={!isWhole(text)}
                onChange={(e) => setEdits((all) => all.map((value, j) => (j === i ? e.target.value : value)))}
              />
            </label>
          ))}
        </Grid>
        <div className="actions">
          <Secondary type="button" disabled={busy} onClick={() => setEdits(stakePresets.buttons.map((b) => String(b.amount)))}>
            Cancel
          </Secondary>
          <Primary type="submit" disabled={busy}>
            {busy ? 'Please Wait...' : 'Save'}
          </Primary>
        </div>
      </form>
    </SettingsPanel>
  );
}
