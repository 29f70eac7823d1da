/**
 * Contact icons, each only if configured; sidebar and footer variants. Shown on home or at 1024 px
 * and wider, and only when the brand's contactUs flag is on.
 */
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { type SlotProps, useBrand, useWide } from '../../engine/plugin-api';
import { whatsappChatUrl } from './contacts';
import { EmailGlyph, FacebookGlyph, InstagramGlyph, TelegramGlyph, WhatsAppGlyph } from './channel-glyphs';
import { openSupportPanel, supportState } from './state';

const Block = styled.section<{ $variant: 'sidebar' | 'footer' }>`
  display: grid;
  gap: 8px;
  padding: ${(p) => (p.$variant === 'sidebar' ? '12px' : '0')};
  border-radius: 8px;
  background: ${(p) => (p.$variant === 'sidebar' ? 'var(--wl-color-surface, #fff)' : 'transparent')};
  h2 { font-size: 14px; margin: 0; }
  ul { list-style: none; display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; }
  a, button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    border: 0;
    background: var(--wl-color-theme);
    color: var(--wl-color-on-theme, #fff);
    cursor: pointer;
  }
  button.more { width: auto; border-radius: 20px; padding: 0 14px; font-size: 13px; font-weight: 600; }
`;

export function ContactBlock({ variant = 'footer' }: SlotProps) {
  const { pathname } = useLocation();
  const wide = useWide();
  const brand = useBrand();
  const { contacts } = useSnapshot(supportState);
  const shape = variant === 'sidebar' ? 'sidebar' : 'footer';
  if (!brand?.flags.contactUs || !(pathname === '/' || wide)) return null;
  const channels = [
    contacts.whatsapp && { label: 'WhatsApp', href: whatsappChatUrl(contacts.whatsapp), icon: <WhatsAppGlyph /> },
    contacts.instagram && { label: 'Instagram', href: contacts.instagram, icon: <InstagramGlyph /> },
    contacts.telegram && { label: 'Telegram', href: contacts.telegram, icon: <TelegramGlyph /> },
    contacts.facebook && { label: 'Facebook', href: contacts.facebook, icon: <FacebookGlyph /> },
    contacts.email && { label: 'E-mail', href: `mailto:${contacts.email}`, icon: <EmailGlyph /> },
  ].filter((c): c is { label: string; href: string; icon: ReactElement } => Boolean(c));
  if (channels.length === 0) return null;
  const headingId = `contact-heading-${shape}`;
  return (
    <Block $variant={shape} aria-labelledby={headingId} data-testid={`contact-block-${shape}`}>
      <h2 id={headingId}>Contact us</h2>
      <ul>
        {channels.map((c) => (
          <li key={c.label}>
            <a href={c.href} target="_blank" rel="noopener noreferrer" aria-label={c.label} title={c.label}>
              {c.icon}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="more" onClick={openSupportPanel}>
            Help &amp; Support
          </button>
        </li>
      </ul>
    </Block>
  );
}
