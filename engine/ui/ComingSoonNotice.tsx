/** The spec's 'Will Be Available Soon' popup, titled with what is coming; the engine's menu entries and plugins open it. */
import * as Dialog from '@radix-ui/react-dialog';
import { Primary } from '../account/auth-form-kit';
import { ModalContent, ModalOverlay } from './Modal';

export function ComingSoonNotice({ title, open = true, onClose }: { title: string; open?: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <ModalOverlay />
        <ModalContent $width={360} data-testid="coming-soon">
          <Dialog.Title>{title}</Dialog.Title>
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
