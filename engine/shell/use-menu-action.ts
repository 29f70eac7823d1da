/**
 * Follows a menu entry or search result the way the header does everywhere: racing opens the
 * coming-soon popup, login-only targets give visitors the login popup with the page and the menu
 * choice remembered, the rest navigate; a player heading for a casino page also gets the casino notice
 * unless already there.
 */
import { useLocation, useNavigate } from 'react-router-dom';
import { openAuth } from '../account/account-actions';
import { isCasinoPath, openCasinoNotice } from '../account/casino-notice';
import { rememberLoginNavigation } from '../account/login-navigation';
import type { MenuEntry } from '../../domain/manifest/types';
import { engineStore } from '../state/engine-store';
import { menuAction } from './menu-visibility';

export type MenuTarget = Pick<MenuEntry, 'label' | 'to'> & Partial<Pick<MenuEntry, 'comingSoon' | 'requiresLogin'>>;

export function useMenuAction(): (target: MenuTarget) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (target) => {
    const action = menuAction({ comingSoon: false, requiresLogin: false, ...target }, engineStore.session.isLogin);
    if (action.kind === 'coming-soon') Object.assign(engineStore.comingSoon, { isOpen: true, type: action.type });
    else if (action.kind === 'login') {
      rememberLoginNavigation({ navigationName: isCasinoPath(target.to) ? 'casino' : target.label });
      openAuth('login', action.pending);
    } else {
      if (isCasinoPath(action.to) && pathname !== action.to) openCasinoNotice();
      navigate(action.to);
    }
  };
}
