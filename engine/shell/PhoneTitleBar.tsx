/**
 * On phones, pages padded for it (130 px: 54 header + 40 menu row + 36) show their back button and
 * title on a bar of their own under the menu row, so the header keeps the logo and the title is not
 * squeezed between the header's controls.
 */
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { HEADER_HEIGHT, IconButton } from './Header';
import { BackIcon } from './header-icons';
import { PHONE_MENU_ROW_HEIGHT } from './PhoneMenuRow';

export const PHONE_TITLE_BAR_HEIGHT = 36;

/** Below a shown menu row, for a page with a title, where the padding holds the bar too. */
export function phoneTitleBarFits(menuRow: boolean, title: string, topPadding: number): boolean {
  return menuRow && title !== '' && topPadding >= HEADER_HEIGHT.mobile + PHONE_MENU_ROW_HEIGHT + PHONE_TITLE_BAR_HEIGHT;
}

const Bar = styled.div`
  position: fixed;
  top: ${HEADER_HEIGHT.mobile + PHONE_MENU_ROW_HEIGHT}px;
  left: 0;
  right: 0;
  z-index: 28;
  height: ${PHONE_TITLE_BAR_HEIGHT}px;
  display: flex;
  align-items: center;
  gap: 2px;
  padding: 0 8px 0 4px;
  background: var(--wl-color-surface, #fff);
  color: #1c1c1c;
  border-bottom: 1px solid #e6e8ec;
  font-weight: 700;
  font-size: 15px;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  @media (min-width: 1024px) { display: none; }
`;

export function PhoneTitleBar({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <Bar data-testid="phone-title-bar">
      <IconButton type="button" aria-label="Back" onClick={() => navigate(-1)}>
        <BackIcon />
      </IconButton>
      <span data-testid="header-title">{title}</span>
    </Bar>
  );
}
