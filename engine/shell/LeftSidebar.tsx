/**
 * The desktop left sidebar on home-like pages: the brand's sidebar entries (sports the player may
 * see, racing's coming-soon popup, casino and Aviator asking visitors to log in), then the plugins'
 * `sidebar.left` sections. A plugin that claims the sidebar (a sport tree on its own pages) replaces
 * the engine's menu while it is mounted.
 */
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useAssembly } from '../plugin-host/assembly-context';
import { Slot } from '../plugin-host/Slot';
import { engineStore } from '../state/engine-store';
import { LeftSidebarColumn } from './left-sidebar-column';
import { useLeftSidebarClaimed } from './left-sidebar-claim';
import { visibleEntries } from './menu-visibility';
import { useMenuAction } from './use-menu-action';

const Menu = styled.nav`
  background: var(--wl-color-surface, #fff);
  border-radius: var(--wl-length-radius, 8px);
  padding: 6px;
  ul { list-style: none; margin: 0; padding: 0; }
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 10px 12px;
    border: 0;
    border-radius: 6px;
    background: none;
    font: inherit;
    font-size: 14px;
    font-weight: 600;
    color: inherit;
    cursor: pointer;
  }
  button:hover, button[aria-current='page'] { background: #f1f2f4; }
  button[aria-current='page'] { box-shadow: inset 3px 0 0 var(--wl-color-theme); }
`;

export function LeftSidebar() {
  const { brand, session, eventTypes } = useSnapshot(engineStore);
  const { menu } = useAssembly();
  const claimed = useLeftSidebarClaimed();
  const follow = useMenuAction();
  const { pathname } = useLocation();
  const entries = brand ? visibleEntries(menu, 'sidebar', session.isLogin, eventTypes) : [];
  return (
    <LeftSidebarColumn aria-label="Sports and games" data-testid="left-sidebar">
      {claimed ? null : (
        <Menu aria-label="Sports and games menu">
          <ul>
            {entries.map((entry) => (
              <li key={entry.id}>
                <button type="button" aria-current={pathname.startsWith(entry.to) ? 'page' : undefined} onClick={() => follow(entry)}>
                  {entry.label}
                </button>
              </li>
            ))}
          </ul>
        </Menu>
      )}
      <Slot id="sidebar.left" variant="sidebar" />
    </LeftSidebarColumn>
  );
}
