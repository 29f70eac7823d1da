/** The page frame: header, sidebars and footer around the routed page, shaped by the layout table row. */
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAssembly } from '../plugin-host/assembly-context';
import { Slot } from '../plugin-host/Slot';
import { headerTitle, resolveLayout } from '../router/layout-table';
import { ScrollToTop } from '../router/route-guards';
import { FallbackLoader } from './FallbackLoader';
import { Footer } from './Footer';
import { Header, HEADER_HEIGHT } from './Header';
import { MobileDrawerHost, SignedInDrawerHost } from './DrawerHosts';
import { ToastHost } from './ToastHost';
import { AuthDialogHost } from '../account/AuthDialogHost';
import { ComingSoonHost } from './ComingSoonHost';
import { PhoneMenuRow, phoneMenuRowFits } from './PhoneMenuRow';
import { PhoneTitleBar, phoneTitleBarFits } from './PhoneTitleBar';
import { useWide } from './use-wide';
import { SkipLink } from './SkipLink';
import { LeftSidebarColumn } from './left-sidebar-column';

// Desktop only: phones never fetch the sidebar's code.
const LeftSidebar = lazy(() => import('./LeftSidebar').then((m) => ({ default: m.LeftSidebar })));

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Body = styled.div<{ $pad: number }>`
  padding-top: ${(p) => p.$pad}px;
  display: flex;
  gap: 16px;
  align-items: flex-start;
  flex: 1;
  /* The footer starts below the first screen, so pages filling in after the first paint never push
     a visible footer down (no layout shift). */
  min-height: 100vh;
  box-sizing: border-box;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: 12px;
  &:focus { outline: none; }
`;

const RightSidebar = styled.aside`
  width: 24%;
  max-width: 360px;
  flex: none;
  padding: 12px 12px 12px 0;
  display: grid;
  gap: 12px;
`;

export function Shell() {
  const { pathname } = useLocation();
  const wide = useWide();
  const { layout, routes } = useAssembly();
  const { row, segment } = resolveLayout(pathname, layout);
  const mode = wide ? row.header.desktop : row.header.mobile;
  const padding = wide ? row.topPadding.desktop : row.topPadding.mobile;
  const headerSpace = mode === 'fixed' ? (wide ? HEADER_HEIGHT.desktop : HEADER_HEIGHT.mobile) : 0;
  // Phones fill the band between the header and the page with the menu row where the padding holds it,
  // and a titled page's back button and title below it where there is room for those too (130 px).
  const menuRow = !wide && phoneMenuRowFits(mode, padding);
  const title = pathname === '/' ? '' : headerTitle(pathname, row, routes);
  const titleBar = phoneTitleBarFits(menuRow, title, padding);
  return (
    <Frame>
      <SkipLink target="main" />
      <ScrollToTop />
      <Header mode={mode} title={titleBar ? '' : title} wide={wide} />
      {menuRow ? <PhoneMenuRow /> : null}
      {titleBar ? <PhoneTitleBar title={title} /> : null}
      <Body $pad={Math.max(padding, headerSpace)} data-layout-segment={segment} data-top-padding={Math.max(padding, headerSpace)}>
        {wide && row.leftSidebar ? (
          <Suspense fallback={<LeftSidebarColumn aria-hidden="true" />}>
            <LeftSidebar />
          </Suspense>
        ) : null}
        <Main id="main" tabIndex={-1}>
          <Suspense fallback={<FallbackLoader />}>
            <Outlet />
          </Suspense>
        </Main>
        {/* Drawn whenever the row allows it, even before any plugin fills it. */}
        {wide && row.rightSidebar ? (
          <RightSidebar aria-label="Right sidebar" data-testid="right-sidebar">
            <Slot id="sidebar.right" variant="sidebar" />
          </RightSidebar>
        ) : null}
      </Body>
      <Footer />
      <Slot id="page.overlay" />
      <AuthDialogHost />
      <ComingSoonHost />
      <MobileDrawerHost />
      <SignedInDrawerHost />
      <ToastHost />
    </Frame>
  );
}
