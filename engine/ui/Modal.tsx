/** The UI kit's modal parts (Radix Dialog), shared by the engine's popups and plugins' panels. */
import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';

export const ModalOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.55);
  z-index: 60;
`;

export const ModalContent = styled(Dialog.Content)<{ $width?: number }>`
  position: fixed;
  z-index: 61;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  width: min(94vw, ${(p) => p.$width ?? 450}px);
  max-height: 92vh;
  overflow: auto;
  background: #fff;
  color: #1c1c1c;
  border-radius: 14px;
  padding: 20px;
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.35);
  h2 { margin: 0 0 12px; font-size: 20px; }
`;

export const ModalClose = styled(Dialog.Close)`
  position: absolute;
  top: 10px;
  right: 10px;
  border: 0;
  background: none;
  font-size: 24px;
  line-height: 1;
  padding: 6px 10px;
  cursor: pointer;
`;
