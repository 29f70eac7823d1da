/** The page frame: header, sidebars and footer around the routed page, shaped by the layout table row. */
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Slot, useSlotFilled } from '../plugin-host/Slot';
import { headerTitle, resolveLayout, type LayoutTable } from '../router/layout-table';
import { ScrollToTop } from '../router/route-guards';
import { FallbackLoader } from './FallbackLoader';
import { Footer } from './Footer';
import { Header, HEADER_HEIGHT } from './Header';
import { ToastHost } from './ToastHost';
import { AuthDialogHost } from '../account/AuthDialogHost';
import { ComingSoonHost } from './ComingSoonHost';
import { useWide } from './use-wide';

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
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: 12px;
`;

const LeftSidebar = styled.aside`
  width: 20%;
  flex: none;
  position: sticky;
  top: ${HEADER_HEIGHT.desktop}px;
  padding: 12px 0 12px 12px;
  display: grid;
  gap: 12px;
`;

const RightSidebar = styled.aside`
  width: 24%;
  max-width: 360px;
  flex: none;
  padding: 12px 12px 12px 0;
  display: grid;
  gap: 12px;
`;

export function Shell({ layout }: { layout: LayoutTable }) {
  const { pathname } = useLocation();
  const wide = useWide();
  const { row, segment } = resolveLayout(pathname, layout);
  const mode = wide ? row.header.desktop : row.header.mobile;
  const padding = wide ? row.topPadding.desktop : row.topPadding.mobile;
  const headerSpace = mode === 'fixed' ? (wide ? HEADER_HEIGHT.desktop : HEADER_HEIGHT.mobile) : 0;
  const hasLeft = useSlotFilled('sidebar.left');
  const hasRight = useSlotFilled('sidebar.right');
  return (
    <Frame>
      <ScrollToTop />
      <Header mode={mode} title={headerTitle(pathname, row)} wide={wide} />
      <Body $pad={Math.max(padding, headerSpace)} data-layout-segment={segment} data-top-padding={Math.max(padding, headerSpace)}>
        {wide && row.leftSidebar && hasLeft ? (
          <LeftSidebar aria-label="Sports and games">
            <Slot id="sidebar.left" variant="sidebar" />
          </LeftSidebar>
        ) : null}
        <Main id="main">
          <Suspense fallback={<FallbackLoader />}>
            <Outlet />
          </Suspense>
        </Main>
        {wide && row.rightSidebar && hasRight ? (
          <RightSidebar aria-label="Bet slip and account">
            <Slot id="sidebar.right" variant="sidebar" />
          </RightSidebar>
        ) : null}
      </Body>
      <Footer />
      <Slot id="page.overlay" />
      <AuthDialogHost />
      <ComingSoonHost />
      <ToastHost />
    </Frame>
  );
}
