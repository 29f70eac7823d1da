/** The cash-out confirm popup: Cashout places the equalising bet; Cancel closes. */
import * as Dialog from '@radix-ui/react-dialog';
import { useSnapshot } from 'valtio';
import { ModalContent, ModalOverlay } from '../../../engine/plugin-api';
import { confirmCashOut } from '../cash-out-actions';
import { cashOutPrompt, dismissCashOut } from '../cash-out-prompt';
import { Actions } from './slip-styles';

export function CashOutConfirm() {
  const { marketId } = useSnapshot(cashOutPrompt);
  return (
    <Dialog.Root open={Boolean(marketId)} onOpenChange={(open) => (open ? undefined : dismissCashOut())}>
      <Dialog.Portal>
        <ModalOverlay />
        <ModalContent $width={380}>
          <Dialog.Title>Cash Out</Dialog.Title>
          <Dialog.Description>Close your position on this market at the current price, with the same result whoever wins?</Dialog.Description>
          <Actions style={{ marginTop: 16 }}>
            <button type="button" className="cancel" onClick={dismissCashOut}>
              Cancel
            </button>
            <button type="button" className="place" onClick={() => void confirmCashOut(marketId)}>
              Cashout
            </button>
          </Actions>
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
