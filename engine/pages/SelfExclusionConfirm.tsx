/** Asks before a self-exclusion starts: it cannot be shortened or cancelled once set. */
import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { Primary, Secondary } from '../account/auth-form-kit';
import { ModalContent, ModalOverlay } from '../ui/Modal';

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  margin-top: 18px;
`;

export function SelfExclusionConfirm({ days, until, busy, onConfirm, onCancel }: { days: number; until: string; busy: boolean; onConfirm(): void; onCancel(): void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <ModalOverlay />
        <ModalContent $width={420} data-testid="self-exclusion-confirm">
          <Dialog.Title>
            Exclude yourself for {days} {days === 1 ? 'day' : 'days'}?
          </Dialog.Title>
          <Dialog.Description>
            Every new bet will be refused until {until}. The exclusion cannot be shortened or cancelled, by you or by support. Bets already placed stay open.
          </Dialog.Description>
          <Buttons>
            <Dialog.Close asChild>
              <Secondary type="button">Cancel</Secondary>
            </Dialog.Close>
            <Primary type="button" disabled={busy} onClick={onConfirm}>
              Yes, exclude me
            </Primary>
          </Buttons>
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
