/** Phones: the slip slides up from the bottom when a price is picked. */
import { useState } from 'react';
import styled from 'styled-components';
import { BetSlipForm } from './BetSlipForm';
import { EditStakesDialog } from './EditStakesDialog';

const Sheet = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 50;
  max-height: 85vh;
  overflow: auto;
  background: #fff;
  border-radius: 14px 14px 0 0;
  box-shadow: 0 -8px 30px rgba(0, 0, 0, 0.3);
  padding: 12px 12px calc(12px + env(safe-area-inset-bottom));
  animation: slip-up 200ms ease-out;
  @keyframes slip-up { from { transform: translateY(100%); } to { transform: none; } }
`;

export function BetSheet() {
  const [editing, setEditing] = useState(false);
  return (
    <Sheet role="dialog" aria-label="Betslip" data-testid="bet-sheet">
      <BetSlipForm onEditStakes={() => setEditing(true)} />
      <EditStakesDialog open={editing} onClose={() => setEditing(false)} />
    </Sheet>
  );
}
