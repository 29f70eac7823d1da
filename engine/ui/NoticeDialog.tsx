/** A short notice in a modal: title, text, one button that closes it (Esc and the close icon do too). */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Primary } from '../account/auth-form-kit';
import { ModalClose, ModalContent, ModalOverlay } from './Modal';

export interface NoticeDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  button: string;
  width?: number;
  testId?: string;
  /** Extra attributes for the panel, e.g. counters tests and analytics read. */
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}

export function NoticeDialog({ open, onClose, title, button, width = 420, testId, data, children }: NoticeDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <ModalOverlay />
        <ModalContent $width={width} data-testid={testId} {...data}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div>{children}</div>
          </Dialog.Description>
          <Dialog.Close asChild>
            <Primary type="button" style={{ width: '100%', marginTop: 8 }}>
              {button}
            </Primary>
          </Dialog.Close>
          <ModalClose aria-label="Close">×</ModalClose>
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
