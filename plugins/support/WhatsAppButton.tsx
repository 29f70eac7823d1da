/** Floating WhatsApp button: home only, only with a number; expands on hover and collapses after 3 s. */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { whatsappChatUrl } from './contacts';
import { WhatsAppIcon } from './icons';
import { supportState } from './state';

export const COLLAPSE_AFTER_MS = 3000;

const Button = styled.a<{ $expanded: boolean }>`
  position: fixed;
  right: 16px;
  bottom: 24px;
  z-index: 40;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 52px;
  min-width: 52px;
  padding: 0 15px;
  border-radius: 26px;
  background: #1fa855;
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25);
  transition: max-width 0.25s ease;
  max-width: ${(p) => (p.$expanded ? '220px' : '52px')};
  overflow: hidden;
  white-space: nowrap;
  svg { flex: none; }
  span { opacity: ${(p) => (p.$expanded ? 1 : 0)}; transition: opacity 0.2s ease; }
`;

export function WhatsAppButton() {
  const { pathname } = useLocation();
  const { contacts } = useSnapshot(supportState);
  const [expanded, setExpanded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  if (pathname !== '/' || !contacts.whatsapp) return null;

  const expand = () => {
    setExpanded(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setExpanded(false), COLLAPSE_AFTER_MS);
  };

  return (
    <Button
      href={whatsappChatUrl(contacts.whatsapp)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      data-testid="whatsapp-button"
      data-expanded={expanded}
      $expanded={expanded}
      onMouseEnter={expand}
      onFocus={expand}
    >
      <WhatsAppIcon width={24} height={24} />
      <span aria-hidden={!expanded}>Chat with us</span>
    </Button>
  );
}
