/** A race type the brand keeps as coming soon: the spec's 'Will Be Available Soon' popup; Close goes home. */
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router-dom';
import { ModalContent, ModalOverlay, Primary } from '../../engine/plugin-api';

export function ComingSoonPopup({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : navigate('/', { replace: true }))}>
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
