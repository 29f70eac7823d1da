/** The support panel: every configured channel with its address, and the operator's message. */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { ModalClose, ModalContent, ModalOverlay } from '../../engine/plugin-api';
import { whatsappChatUrl } from './contacts';
import { EmailIcon, FacebookIcon, InstagramIcon, TelegramIcon, TwitterIcon, WhatsAppIcon } from './icons';
import { closeSupportPanel, supportState } from './state';

const Content = styled(ModalContent)`
  ul { list-style: none; margin: 16px 0 0; padding: 0; display: grid; gap: 8px; }
  li a {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 10px 12px;
    border-radius: 8px;
    background: #f3f4f6;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  li svg { color: var(--wl-color-theme); flex: none; }
`;

const Message = styled.p`
  margin: 16px 0 0;
  padding: 10px 12px;
  border-left: 3px solid var(--wl-color-theme);
  background: #fafafa;
`;

/** https://instagram.com/name → instagram.com/name: what a player would type or recognise. */
function shortLink(url: string): string {
  return url.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '');
}

interface Row {
  label: string;
  value: string;
  href: string;
  icon: ReactNode;
}

export default function SupportPanel() {
  const { contacts, panelOpen } = useSnapshot(supportState);
  const rows: Row[] = [];
  if (contacts.whatsapp) rows.push({ label: 'WhatsApp', value: `+${contacts.whatsapp}`, href: whatsappChatUrl(contacts.whatsapp), icon: <WhatsAppIcon /> });
  if (contacts.instagram) rows.push({ label: 'Instagram', value: shortLink(contacts.instagram), href: contacts.instagram, icon: <InstagramIcon /> });
  if (contacts.facebook) rows.push({ label: 'Facebook', value: shortLink(contacts.facebook), href: contacts.facebook, icon: <FacebookIcon /> });
  if (contacts.twitter) rows.push({ label: 'Twitter', value: shortLink(contacts.twitter), href: contacts.twitter, icon: <TwitterIcon /> });
  if (contacts.telegram) rows.push({ label: 'Telegram', value: shortLink(contacts.telegram), href: contacts.telegram, icon: <TelegramIcon /> });
  if (contacts.email) rows.push({ label: 'E-mail', value: contacts.email, href: `mailto:${contacts.email}`, icon: <EmailIcon /> });
  return (
    <Dialog.Root open={panelOpen} onOpenChange={(open) => (open ? undefined : closeSupportPanel())}>
      <Dialog.Portal>
        <ModalOverlay />
        <Content data-testid="support-panel" $width={420}>
          <Dialog.Title>Help &amp; Support</Dialog.Title>
          <Dialog.Description>Reach us on any of these channels.</Dialog.Description>
          {rows.length ? (
            <ul>
              {rows.map((row) => (
                <li key={row.label}>
                  <a href={row.href} target="_blank" rel="noopener noreferrer">
                    {row.icon}
                    <span>
                      <strong>{row.label}</strong>
                      <br />
                      {row.value}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>No support channels are configured yet.</p>
          )}
          {contacts.message && contacts.showMessage ? <Message>{contacts.message}</Message> : null}
          <ModalClose aria-label="Close">×</ModalClose>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
