/** The Edit Stakes popup: title, a grid of number inputs, Cancel and Save; it closes after either. */
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { ModalClose, ModalContent, ModalOverlay } from '../../../engine/plugin-api';
import { setEditingStakes } from '../slip-actions';
import { Actions } from './slip-styles';
import { StakeEditor } from './StakeEditor';
import { saveStakeEdits, stakeTexts } from './save-stakes';

export function EditStakesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState(stakeTexts);
  const close = () => {
    setEditingStakes(false);
    onClose();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setValues(stakeTexts()) : close())}>
      <Dialog.Portal>
        <ModalOverlay />
        <ModalContent $width={420} aria-describedby={undefined}>
          <Dialog.Title>Edit Stakes</Dialog.Title>
          <ModalClose aria-label="Close">×</ModalClose>
          <StakeEditor values={values} onChange={setValues} />
          <Actions style={{ marginTop: 12 }}>
            <button type="button" className="cancel" onClick={close}>
              Cancel
            </button>
            <button
              type="button"
              className="place"
              onClick={() => {
                onClose();
                void saveStakeEdits(values);
              }}
            >
              Save
            </button>
          </Actions>
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
