/**
 * The right panel on wide screens: Available Credit, then tabs 'Betslip' and 'Open Bets', with the
 * 'Edit Stakes' button that turns the stake buttons into inputs (EDIT STAKES) and saves them (UPDATE).
 */
import { useSession } from '../../../engine/plugin-api';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { setEditingStakes } from '../slip-actions';
import { slipState } from '../slip-state';
import { BalanceWidget } from './BalanceWidget';
import { BetSlipForm } from './BetSlipForm';
import { OpenBetsList } from './OpenBetsList';
import { saveStakeEdits, stakeTexts } from './save-stakes';
import { StakeEditor } from './StakeEditor';
import { useEventFilter } from './use-event-filter';

export const EMPTY_SLIP_TEXT = 'Click on the odds to add selections to the betslip.';

const Panel = styled.div`
  display: grid;
  gap: 10px;
  align-content: start;
`;

const Box = styled.div`
  background: #fff;
  border-radius: 8px;
  overflow: hidden;
  color: #1c1c1c;
  .bar { display: flex; align-items: stretch; border-bottom: 1px solid #ddd; }
  [role='tablist'] { display: flex; align-items: stretch; flex: 1; }
  [role='tab'] { flex: 1; white-space: nowrap; border: 0; background: none; padding: 10px 4px; font-weight: 700; font-size: 14px; cursor: pointer; color: #555; border-bottom: 3px solid transparent; }
  /* Dark text, brand-coloured marks: the brand colour may be too light to read as text on white. */
  [role='tab'][data-state='active'] { color: #1c1c1c; border-bottom-color: var(--wl-color-theme, #c10931); }
  button.edit { flex: none; white-space: nowrap; margin: 6px; border: 2px solid var(--wl-color-theme, #c10931); color: #1c1c1c; background: #fff; border-radius: 6px; font-weight: 700; font-size: 12px; padding: 0 8px; cursor: pointer; }
  .content { padding: 10px; display: grid; gap: 10px; }
  p.empty { margin: 12px 0; text-align: center; color: #555; font-size: 14px; }
`;

export default function BetPanel() {
  const { selection, cashOut } = useSnapshot(slipState);
  const { isLogin } = useSession();
  const [tab, setTab] = useState('betslip');
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(stakeTexts);
  const eventId = useEventFilter();
  // A newly picked price shows the slip; a cash out, started from Open Bets, stays there (its overlay shows the wait).
  const [shownSelection, setShownSelection] = useState(selection);
  if (shownSelection !== selection) {
    setShownSelection(selection);
    if (selection && !cashOut) setTab('betslip');
  }

  const toggleEdit = () => {
    if (editing) void saveStakeEdits(values);
    else {
      setValues(stakeTexts());
      setEditingStakes(true);
      setTab('betslip');
    }
    setEditing(!editing);
  };

  return (
    <Panel data-testid="bet-panel">
      {isLogin ? <BalanceWidget /> : null}
      <Box>
        <Tabs.Root value={tab} onValueChange={setTab}>
          {/* A tab list may hold only tabs, so the stakes button sits beside it in the same bar. */}
          <div className="bar">
            <Tabs.List aria-label="Bets">
              <Tabs.Trigger value="betslip">Betslip</Tabs.Trigger>
              <Tabs.Trigger value="open">Open Bets</Tabs.Trigger>
            </Tabs.List>
            <button type="button" className="edit" onClick={toggleEdit}>
              {editing ? 'UPDATE' : 'EDIT STAKES'}
            </button>
          </div>
          <Tabs.Content value="betslip" className="content">
            {editing ? <StakeEditor values={values} onChange={setValues} /> : null}
            {selection ? <BetSlipForm /> : <p className="empty">{EMPTY_SLIP_TEXT}</p>}
          </Tabs.Content>
          <Tabs.Content value="open" className="content">
            <OpenBetsList wide eventId={eventId} />
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </Panel>
  );
}
