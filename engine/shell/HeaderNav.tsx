/**
 * The header's menu: sport tabs, Live Casino, casino and racing entries from the brand's menu. On
 * desktop the header's second row; on phones (`phone`) the fixed row under the header, scrolling
 * sideways with the current entry brought into view.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useSnapshot } from 'valtio';
import { useAssembly } from '../plugin-host/assembly-context';
import { engineStore } from '../state/engine-store';
import { visibleEntries } from './menu-visibility';
import { useMenuAction } from './use-menu-action';

const phoneRow = css`
  flex: 1;
  height: 100%;
  align-items: center;
  gap: 6px;
  padding: 0 8px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
  button { height: 28px; padding: 0 12px; border-radius: 14px; background: var(--wl-header-overlay, rgba(0, 0, 0, 0.2)); }
  button[aria-current='page'] { background: var(--wl-header-overlay, rgba(0, 0, 0, 0.2)); box-shadow: inset 0 -2px 0 var(--wl-color-header-text, #fff); }
  @media (min-width: 1024px) { display: none; }
`;

const desktopRow = css`
  @media (max-width: 1023px) { display: none; }
  /* From 1024 px every entry still fits on the header's second row. */
  @media (max-width: 1199px) { button { padding: 0 6px; font-size: 13px; } }
`;

const List = styled.ul<{ $phone: boolean }>`
  display: flex;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  li { flex: none; }
  button {
    height: 28px;
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
  button[aria-current='page'] { background: var(--wl-header-overlay, rgba(0, 0, 0, 0.2)); box-shadow: inset 0 -2px 0 var(--wl-color-header-text, #fff); }
  ${(p) => (p.$phone ? phoneRow : desktopRow)}
`;

export function HeaderNav({ phone = false }: { phone?: boolean }) {
  const { brand, session, eventTypes } = useSnapshot(engineStore);
  const { menu } = useAssembly();
  const follow = useMenuAction();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // A phone shows a few entries at a time: keep the current one on screen.
  useEffect(() => {
    if (phone) list.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [phone, pathname]);
  if (!brand) return null;
  const entries = visibleEntries(menu, 'header', session.isLogin, eventTypes);
  return (
    <List ref={list} $phone={phone}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            aria-current={pathname === entry.to || (entry.to !== '/' && pathname.startsWith(entry.to)) ? 'page' : undefined}
            onClick={() => follow(entry)}
          >
            {entry.label}
          </button>
        </li>
      ))}
    </List>
  );
}
