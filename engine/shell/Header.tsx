/** The header frame: logo home, page title on phones, and the header slots. */
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { HeaderMode } from '../manifest/types';
import { assetUrl } from '../manifest/asset-url';
import { AccountActions } from '../account/AccountActions';
import { HeaderClock } from './HeaderClock';
import { HeaderNav } from './HeaderNav';
import { Slot } from '../plugin-host/Slot';
import { engineStore } from '../state/engine-store';

export const HEADER_HEIGHT = { mobile: 54, desktop: 72 } as const;

const Bar = styled.header<{ $mode: HeaderMode }>`
  position: ${(p) => (p.$mode === 'fixed' ? 'fixed' : 'relative')};
  display: ${(p) => (p.$mode === 'hidden' ? 'none' : 'flex')};
  top: 0;
  left: 0;
  right: 0;
  z-index: 30;
  height: ${HEADER_HEIGHT.mobile}px;
  align-items: center;
  gap: 12px;
  padding: 0 12px;
  background: var(--wl-color-header, var(--wl-color-theme));
  color: var(--wl-color-header-text, #fff);
  @media (min-width: 1024px) {
    height: ${HEADER_HEIGHT.desktop}px;
    padding: 0 24px;
  }
`;

const Logo = styled(Link)`
  display: flex;
  align-items: center;
  img { height: 34px; max-width: 150px; object-fit: contain; }
  @media (min-width: 1024px) { img { height: 44px; max-width: 200px; } }
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  button { background: none; border: 0; color: inherit; font-size: 20px; cursor: pointer; padding: 4px 8px; }
  @media (min-width: 1024px) { display: none; }
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 4px;
  flex: 1;
  min-width: 0;
  overflow-x: auto;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-left: auto;
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
  if (!brand) return null;
  const logo = !wide && brand.flags.mobileLogo && brand.assets.mobileLogo ? brand.assets.mobileLogo : brand.assets.logo;
  const showTitle = !wide && title && pathname !== '/';
  return (
    <Bar $mode={mode} data-header-mode={mode}>
      {showTitle ? (
        <Title>
          <button type="button" aria-label="Back" onClick={() => navigate(-1)}>
            ‹
          </button>
          <span data-testid="header-title">{title}</span>
        </Title>
      ) : (
        <Logo to="/" aria-label={`${brand.identity.appName} home`}>
          <img src={assetUrl(brand.id, logo)} alt={brand.identity.appName} />
        </Logo>
      )}
      <Nav aria-label="Main">
        <HeaderNav />
        <Slot id="header.nav" />
      </Nav>
      <Actions>
        <HeaderClock />
        <Slot id="header.actions" />
        <AccountActions />
      </Actions>
    </Bar>
  );
}
