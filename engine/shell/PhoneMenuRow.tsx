/**
 * The phone's second fixed bar, under the 54 px header: the brand's header menu (sports, casino,
 * racing, Aviator) as one row that scrolls sideways. It fills the band the layout table's top padding
 * keeps for it (94 px on home = 54 + 40). Only this frame is in the boot chunk: the entries are the
 * desktop menu row's component, fetched once the page has painted.
 */
import styled from 'styled-components';
import type { HeaderMode } from '../../domain/manifest/types';
import { lazyAfterPaint } from '../ui/lazy-after-paint';
import { HEADER_HEIGHT } from './Header';

export const PHONE_MENU_ROW_HEIGHT = 40;

/** Only under a fixed header, and only where the page's top padding leaves the row its room. */
export function phoneMenuRowFits(mode: HeaderMode, topPadding: number): boolean {
  return mode === 'fixed' && topPadding >= HEADER_HEIGHT.mobile + PHONE_MENU_ROW_HEIGHT;
}

const HeaderNav = lazyAfterPaint<{ phone?: boolean }>(() => import('./HeaderNav').then((m) => ({ default: m.HeaderNav })));

const Bar = styled.nav`
  position: fixed;
  top: ${HEADER_HEIGHT.mobile}px;
  left: 0;
  right: 0;
  z-index: 29;
  height: ${PHONE_MENU_ROW_HEIGHT}px;
  display: flex;
  align-items: center;
  background: var(--wl-color-header, var(--wl-color-theme));
  color: var(--wl-color-header-text, #fff);
  border-top: 1px solid rgba(255, 255, 255, 0.16);
  box-shadow: 0 2px 6px rgba(0, 0, 0, 0.18);
  :focus-visible { outline-color: var(--wl-color-header-text, #fff); }
  @media (min-width: 1024px) { display: none; }
`;

export function PhoneMenuRow() {
  return (
    <Bar aria-label="Main" data-testid="phone-menu-row">
      <HeaderNav phone />
    </Bar>
  );
}
