/**
 * The header. Phones (54 px): back button and page title when the layout row names the page (else the
 * logo), Home pill, search icon opening an input, account end, hamburger opening the drawer. Desktop
 * (72 px, two rows so every entry fits from 1024 px): logo; search, clock and account end; the menu.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { HeaderMode } from '../../domain/manifest/types';
import { assetUrl } from '../../domain/brand/asset-url';
import { AccountActions } from '../account/AccountActions';
import { SearchLauncher } from '../search/SearchLauncher';
import { Slot } from '../plugin-host/Slot';
import { engineStore } from '../state/engine-store';
import { openMobileDrawer } from './drawer-state';
import { BackIcon, MenuIcon, SearchIcon } from './header-icons';

export const HEADER_HEIGHT = { mobile: 54, desktop: 72 } as const;

// Desktop only: phones never fetch the menu row's and the clock's code.
const HeaderNav = lazy(() => import('./HeaderNav').then((m) => ({ default: m.HeaderNav })));
const HeaderClock = lazy(() => import('./HeaderClock').then((m) => ({ default: m.HeaderClock })));

const Bar = styled.header<{ $mode: HeaderMode }>`
  position: ${(p) => (p.$mode === 'fixed' ? 'fixed' : 'relative')};
  display: ${(p) => (p.$mode === 'hidden' ? 'none' : 'flex')};
  top: 0;
  left: 0;
  right: 0;
  z-index: 30;
  height: ${HEADER_HEIGHT.mobile}px;
  align-items: center;
  gap: 4px;
  padding: 0 6px;
  background: var(--wl-color-header, var(--wl-color-theme));
  color: var(--wl-color-header-text, #fff);
  /* The page's focus ring is the theme colour, which this bar is painted in. */
  :focus-visible { outline-color: var(--wl-color-header-text, #fff); }
  .desktop { display: none; }
  @media (min-width: 1024px) {
    display: ${(p) => (p.$mode === 'hidden' ? 'none' : 'grid')};
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-rows: 40px 30px;
    grid-template-areas: 'logo search clock actions' 'logo nav nav nav';
    column-gap: 16px;
    row-gap: 0;
    height: ${HEADER_HEIGHT.desktop}px;
    padding: 0 20px;
    .desktop { display: block; }
    .mobile { display: none; }
  }
`;

/**
 * Phones: the brand's mobile logo (the compact one) 36 px high; a brand without one shows its wide logo
 * 32 px high in the room the header's controls leave, up to 150 px.
 */
const Logo = styled(Link)`
  grid-area: logo;
  display: flex;
  align-items: center;
  flex: 0 1 auto;
  min-width: 0;
  img { display: block; height: 32px; width: auto; max-width: min(100%, 150px); object-fit: contain; object-position: left; }
  img[data-logo='mobile'] { height: 36px; max-width: min(100%, 120px); }
  @media (min-width: 1024px) { img, img[data-logo='mobile'] { height: 44px; max-width: 200px; } }
  @media (min-width: 1024px) and (max-width: 1199px) { img { max-width: 150px; } }
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  min-width: 0;
  font-weight: 600;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 8px;
  background: none;
  color: inherit;
  cursor: pointer;
  padding: 0;
`;

const HomePill = styled(Link)`
  flex: none;
  height: 26px;
  padding: 0 9px;
  border-radius: 13px;
  display: inline-flex;
  align-items: center;
  font-size: 13px;
  font-weight: 700;
  text-decoration: none;
  background: var(--wl-header-overlay, rgba(0, 0, 0, 0.2));
`;

const DesktopSearch = styled.div`
  grid-area: search;
  align-self: end;
  width: min(100%, 280px);
`;

const Nav = styled.nav`
  grid-area: nav;
  display: flex;
  align-items: center;
  min-width: 0;
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  gap: 4px;
  margin-left: auto;
  flex: none;
  @media (min-width: 1024px) { align-self: end; gap: 8px; }
`;

const ClockArea = styled.div`
  grid-area: clock;
  align-self: end;
`;

const MobileSearchRow = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  padding: 8px;
  background: var(--wl-color-header, var(--wl-color-theme));
  @media (min-width: 1024px) { display: none; }
`;

interface Props {
  mode: HeaderMode;
  title: string;
  wide: boolean;
}

export function Header({ mode, title, wide }: Props) {
  const { brand } = useSnapshot(engineStore);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searching, setSearching] = useState(false);
  const searchButton = useRef<HTMLButtonElement>(null);
  if (!brand) return null;
  const mobileLogo = !wide && brand.flags.mobileLogo && brand.assets.mobileLogo ? brand.assets.mobileLogo : undefined;
  const showTitle = !wide && title && pathname !== '/';
  const endSearch = () => {
    setSearching(false);
    searchButton.current?.focus();
  };
  return (
    <Bar $mode={mode} data-header-mode={mode}>
      {showTitle ? (
        <Title>
          <IconButton type="button" aria-label="Back" onClick={() => navigate(-1)}>
            <BackIcon />
          </IconButton>
          <span data-testid="header-title">{title}</span>
        </Title>
      ) : (
        <Logo to="/" aria-label={`${brand.identity.appName} home`}>
          <img src={assetUrl(brand.id, mobileLogo ?? brand.assets.logo)} alt={brand.identity.appName} data-logo={mobileLogo ? 'mobile' : 'wide'} />
        </Logo>
      )}
      {wide ? null : <HomePill to="/">Home</HomePill>}
      {wide ? (
        <DesktopSearch>
          <SearchLauncher onTheme />
        </DesktopSearch>
      ) : null}
      {wide ? (
        <ClockArea>
          <Suspense fallback={null}>
            <HeaderClock />
          </Suspense>
        </ClockArea>
      ) : null}
      {wide ? (
        <Nav aria-label="Main">
          <Suspense fallback={null}>
            <HeaderNav />
          </Suspense>
          <Slot id="header.nav" />
        </Nav>
      ) : null}
      <Actions>
        {wide ? null : (
          <IconButton ref={searchButton} type="button" aria-label="Search" aria-expanded={searching} onClick={() => setSearching((s) => !s)}>
            <SearchIcon />
          </IconButton>
        )}
        <Slot id="header.actions" />
        <AccountActions />
        {wide ? null : (
          <IconButton type="button" aria-label="Open menu" data-testid="open-mobile-drawer" onClick={openMobileDrawer}>
            <MenuIcon />
          </IconButton>
        )}
      </Actions>
      {searching && !wide ? (
        <MobileSearchRow>
          <SearchLauncher onTheme autoFocus onDone={endSearch} />
        </MobileSearchRow>
      ) : null}
    </Bar>
  );
}
