/**
 * The cash-out confirm popup: Cashout cancels the market's unmatched bets (the popup says so when there
 * are any) and places the equalising bet; Cancel closes.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useSnapshot } from 'valtio';
import { ModalContent, ModalOverlay } from '../../../engine/plugin-api';
import { formatRupeesFromPaise } from '../../../domain/format';
import { confirmCashOut, unmatchedOn } from '../cash-out-actions';
import { openBetsState } from '../open-bets-state';
import { cashOutPrompt, dismissCashOut } from '../cash-out-prompt';
import { Actions } from './slip-styles';

export function CashOutConfirm() {
  const { marketId } = useSnapshot(cashOutPrompt);
  const { bets } = useSnapshot(openBetsState);
  const waiting = marketId ? unmatchedOn(marketId, bets ?? []) : [];
  const waitingStake = waiting.reduce((sum, bet) => sum + bet.remaining, 0);
  return (
    <Dialog.Root open={Boolean(marketId)} onOpenChange={(open) => (open ? undefined : dismissCashOut())}>
      <Dialog.Portal>
        <ModalOverlay />
        <ModalContent $width={380}>
          <Dialog.Title>Cash Out</Dialog.Title>
          <Dialog.Description>Close your position on this market at the current price, with the same result whoever wins?</Dialog.Description>
          {waiting.length > 0 && (
            <p data-testid="cash-out-unmatched">
              Your {waiting.length === 1 ? 'unmatched bet' : `${waiting.length} unmatched bets`} on this market ({formatRupeesFromPaise(waitingStake)}) will be cancelled first.
            </p>
          )}
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
