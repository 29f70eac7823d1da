/** The header's menu: sport tabs, Live Casino, casino and racing entries from the brand's menu. */
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { openAuth } from '../account/account-actions';
import { engineStore } from '../state/engine-store';
import { menuAction, visibleEntries } from './menu-visibility';

const List = styled.ul`
  display: flex;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    height: 36px;
    padding: 0 9px;
    font-size: 14px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: var(--wl-color-header-text, #fff);
    font-weight: 600;
    cursor: pointer;
    white-space: nowrap;
  }
  button[aria-current='page'] { background: rgba(255, 255, 255, 0.18); }
  @media (max-width: 1023px) { display: none; }
`;

export function HeaderNav() {
  const { brand, session, eventTypes } = useSnapshot(engineStore);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!brand) return null;
  const entries = visibleEntries(brand.menu, 'header', session.isLogin, eventTypes);
  return (
    <List>
      {entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            aria-current={pathname === entry.to || (entry.to !== '/' && pathname.startsWith(entry.to)) ? 'page' : undefined}
            onClick={() => {
              const action = menuAction(entry, session.isLogin);
              if (action.kind === 'coming-soon') Object.assign(engineStore.comingSoon, { isOpen: true, type: action.type });
              else if (action.kind === 'login') openAuth('login', action.pending);
              else navigate(action.to);
            }}
          >
            {entry.label}
          </button>
        </li>
      ))}
    </List>
  );
}
