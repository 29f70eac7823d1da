/** 'Will Be Available Soon', for entries such as Horse Racing and Greyhound Racing. */
import * as Dialog from '@radix-ui/react-dialog';
import { useSnapshot } from 'valtio';
import { engineStore } from '../state/engine-store';
import { ModalContent, ModalOverlay } from '../ui/Modal';
import { Primary } from '../account/auth-form-kit';

export default function ComingSoonDialog() {
  const { comingSoon } = useSnapshot(engineStore);
  const close = () => Object.assign(engineStore.comingSoon, { isOpen: false, type: '' });
  return (
    <Dialog.Root open={comingSoon.isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <ModalOverlay />
        <ModalContent $width={360} data-testid="coming-soon">
          <Dialog.Title>{comingSoon.type}</Dialog.Title>
          <Dialog.Description>Will Be Available Soon</Dialog.Description>
          <Dialog.Close asChild>
            <Primary type="button" style={{ width: '100%', marginTop: 16 }}>
              Close
            </Primary>
          </Dialog.Close>
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
