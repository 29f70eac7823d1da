/**
 * The left sidebar's column. The shell draws it empty while the sidebar's code loads, so the page beside
 * it never moves sideways when the sidebar arrives (a desktop layout shift).
 */
import styled from 'styled-components';
import { HEADER_HEIGHT } from './Header';

export const LeftSidebarColumn = styled.aside`
  width: 20%;
  flex: none;
  position: sticky;
  top: ${HEADER_HEIGHT.desktop}px;
  padding: 12px 0 12px 12px;
  display: grid;
  gap: 12px;
  align-content: start;
`;
