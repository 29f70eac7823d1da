/**
 * Phones have no right panel: on an event page where the player has open bets, a button at the bottom
 * shows how many and opens them in a bottom sheet (the simple list, with Cancel and Cash Out).
 * Cash Out closes the sheet, so its confirm is the only dialog open.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { ModalClose, ModalOverlay } from '../../../engine/plugin-api';
import { cashOutPrompt } from '../cash-out-prompt';
import { openBetsState } from '../open-bets-state';
import { OpenBetsList } from './OpenBetsList';
import { useEventFilter } from './use-event-filter';

const Toggle = styled.button`
  position: fixed;
  right: 12px;
  bottom: calc(12px + env(safe-area-inset-bottom));
  z-index: 40;
  height: 40px;
  padding: 0 16px;
  border: 0;
  border-radius: 20px;
  background: var(--wl-color-theme, #c10931);
  color: var(--wl-color-on-theme, #fff);
  font-weight: 700;
  font-size: 14px;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.3);
  cursor: pointer;
`;

const Sheet = styled(Dialog.Content)`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 61;
  max-height: 80vh;
  overflow: auto;
  background: #f1f1f1;
  border-radius: 14px 14px 0 0;
  padding: 14px 12px calc(14px + env(safe-area-inset-bottom));
  h2 { margin: 0 0 10px; font-size: 18px; color: #1c1c1c; }
`;

export function PhoneOpenBets() {
  const eventId = useEventFilter();
  const { bets } = useSnapshot(openBetsState);
  const { marketId: cashingOut } = useSnapshot(cashOutPrompt);
  const [open, setOpen] = useState(false);
  // A cash out started from the sheet closes it: its confirm takes the screen.
  if (cashingOut && open) setOpen(false);
  const count = (bets ?? []).filter((bet) => bet.eventId === eventId).length;
  // Nothing to show, nothing drawn over the page; an open sheet stays while its last bet is cancelled.
  if (!eventId || (count === 0 && !open)) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Toggle type="button" data-testid="phone-open-bets">
          Open Bets ({count})
        </Toggle>
      </Dialog.Trigger>
      <Dialog.Portal>
        <ModalOverlay />
        <Sheet aria-describedby={undefined}>
          <Dialog.Title>Open Bets</Dialog.Title>
          <ModalClose aria-label="Close open bets">×</ModalClose>
          <OpenBetsList wide={false} eventId={eventId} />
        </Sheet>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
