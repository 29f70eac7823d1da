/**
 * The signed-in side drawer (the account panel): username and close; balance, free cash and net
 * exposure with Deposit and Withdraw where the brand allows them; last login in the player's time
 * setting; help and support (plugins' drawer sections, such as Chat With Us); statements, settings,
 * legal pages; Change Password and Sign Out. Loaded when first opened.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { authApi } from '../account/auth-api';
import { signOut } from '../account/account-actions';
import { useServices } from '../boot/services-context';
import { useAssembly } from '../plugin-host/assembly-context';
import { Slot } from '../plugin-host/Slot';
import { formatInstant } from '../services/time-format';
import { useTimeZone } from '../services/time';
import { BalanceRows } from '../account/BalanceRows';
import { engineStore } from '../state/engine-store';
import { accountSections, DOWNLOAD_APK_PATH, LEGAL_LINKS, type PanelSection } from './account-panel-links';
import { DRAWER_FOOTNOTE, DrawerFootnote, DrawerItem, DrawerSection, SideDrawer } from './drawer-kit';
import { closeSignedInDrawer } from './drawer-state';
import { fetchLastLogin } from './last-login';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 12px;
  margin: 0 0 10px;
  dt { color: #5b6069; }
  dd { margin: 0; font-weight: 700; text-align: right; }
`;

const Money = styled.div`
  display: flex;
  gap: 8px;
  a {
    flex: 1;
    text-align: center;
    padding: 9px 0;
    border-radius: 8px;
    font-weight: 700;
    text-decoration: none;
    border: 1px solid var(--wl-color-theme);
  }
  a.solid { background: var(--wl-color-theme); color: var(--wl-color-on-theme, #fff); }
`;


function usernameOf(user: Record<string, unknown> | null): string {
  const details = user?.details as { username?: unknown } | undefined;
  const name = user?.username ?? details?.username;
  return typeof name === 'string' && name ? name : 'Account';
}

function LinkSection({ section }: { section: PanelSection }) {
  return (
    <DrawerSection aria-label={section.title}>
      <h3>{section.title}</h3>
      <ul>
        {section.links.map((link) => (
          <li key={link.to}>
            <DrawerItem as={Link} to={link.to} onClick={closeSignedInDrawer}>
              {link.label}
            </DrawerItem>
          </li>
        ))}
      </ul>
    </DrawerSection>
  );
}

export default function SignedInDrawer() {
  const { brand, session } = useSnapshot(engineStore);
  const services = useServices();
  const { accountLinks } = useAssembly();
  const sections = useMemo(() => accountSections(accountLinks), [accountLinks]);
  const zone = useTimeZone();
  const auth = useMemo(() => authApi(services.api, services.socket), [services]);
  const [lastLogin, setLastLogin] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void fetchLastLogin(services.api).then((value) => current && setLastLogin(value));
    return () => {
      current = false;
    };
  }, [services]);
  if (!brand) return null;
  return (
    <SideDrawer
      side="right"
      testId="signed-in-drawer"
      closeLabel="Close account panel"
      onClose={closeSignedInDrawer}
      title={<Dialog.Title data-testid="drawer-username">{usernameOf(session.user as Record<string, unknown> | null)}</Dialog.Title>}
    >
      <DrawerSection aria-label="Balance Information">
        <h3>Balance Information</h3>
        <Figures>
          <BalanceRows testIdPrefix="drawer" />
          <dt>Last Login</dt>
          <dd data-testid="drawer-last-login">{lastLogin === undefined ? '…' : formatInstant(lastLogin, undefined, zone)}</dd>
        </Figures>
        {brand.flags.deposit || brand.flags.withdrawal ? (
          <Money>
            {brand.flags.deposit ? (
              <Link to="/deposit" className="solid" onClick={closeSignedInDrawer}>
                Deposit
              </Link>
            ) : null}
            {brand.flags.withdrawal ? (
              <Link to="/withdraw" onClick={closeSignedInDrawer}>
                Withdraw
              </Link>
            ) : null}
          </Money>
        ) : null}
      </DrawerSection>
      <DrawerSection aria-label="Help & Support">
        <h3>Help &amp; Support</h3>
        <Slot id="account.help" variant="drawer" />
        <DrawerItem as="a" href={DOWNLOAD_APK_PATH}>
          Download APK
        </DrawerItem>
      </DrawerSection>
      {sections.map((section) => (
        <LinkSection key={section.title} section={section} />
      ))}
      <LinkSection section={LEGAL_LINKS} />
      <DrawerSection aria-label="Account">
        <h3>Account</h3>
        <DrawerItem as={Link} to="/change-password" onClick={closeSignedInDrawer}>
          Change Password
        </DrawerItem>
        <DrawerItem type="button" onClick={() => void signOut(auth)}>
          Sign Out
        </DrawerItem>
      </DrawerSection>
      <DrawerFootnote>{DRAWER_FOOTNOTE}</DrawerFootnote>
    </SideDrawer>
  );
}
