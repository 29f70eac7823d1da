/** The side panels' parts (Radix Dialog: focus stays inside, Escape closes, focus returns to the opener). */
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon } from './header-icons';

export const DRAWER_FOOTNOTE = 'Register online and play online';

export const DrawerOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.5);
  z-index: 50;
`;

/** Mobile menu: 70 % wide, at most 384 px, from the left; the account panel a little wider, from the right. */
export const DrawerPanel = styled(Dialog.Content)<{ $side: 'left' | 'right' }>`
  position: fixed;
  z-index: 51;
  top: 0;
  bottom: 0;
  ${(p) => (p.$side === 'left' ? 'left: 0; width: min(70%, 384px);' : 'right: 0; width: min(88%, 384px);')}
  overflow-y: auto;
  background: var(--wl-color-surface, #fff);
  color: #1c1c1c;
  box-shadow: 0 0 32px rgba(0, 0, 0, 0.3);
  display: flex;
  flex-direction: column;
  font-size: 14px;
`;

export const DrawerHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 54px;
  padding: 0 8px 0 14px;
  background: var(--wl-color-header, var(--wl-color-theme));
  color: var(--wl-color-header-text, #fff);
  :focus-visible { outline-color: var(--wl-color-header-text, #fff); }
  h2 { margin: 0; font-size: 16px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  img { height: 32px; max-width: 150px; object-fit: contain; object-position: left; }
`;

export const DrawerClose = styled(Dialog.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 8px;
  background: none;
  color: inherit;
  cursor: pointer;
`;

export const DrawerSection = styled.section`
  padding: 10px 14px;
  border-bottom: 1px solid #e6e8ec;
  h3 { margin: 0 0 6px; font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: #5b6069; }
  ul { list-style: none; margin: 0; padding: 0; }
`;

/** A row link or button filling the drawer's width. */
export const DrawerItem = styled.button`
  display: block;
  width: 100%;
  text-align: left;
  padding: 10px 4px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: none;
  cursor: pointer;
  border-radius: 6px;
  &:hover { background: #f1f2f4; }
`;

export const DrawerFootnote = styled.p`
  margin: auto 0 0;
  padding: 14px;
  text-align: center;
  font-size: 13px;
  color: #5b6069;
`;

interface SideDrawerProps {
  side: 'left' | 'right';
  testId: string;
  /** The panel's heading (its accessible name). */
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** An open side panel: overlay, heading with a close control, then its sections. */
export function SideDrawer({ side, testId, title, closeLabel, onClose, children }: SideDrawerProps) {
  // Opened from engine state rather than a Dialog.Trigger, so Radix has no trigger to refocus: remember
  // the control that had focus when the drawer mounted and give focus back to it on close.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <DrawerOverlay />
        <DrawerPanel
          $side={side}
          data-testid={testId}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener?.isConnected) opener.focus();
          }}
        >
          <DrawerHead>
            {title}
            <DrawerClose aria-label={closeLabel}>
              <CloseIcon />
            </DrawerClose>
          </DrawerHead>
          {children}
        </DrawerPanel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
