/** The search input's look, shared by the light launcher on the home page and the full search box. */
import styled from 'styled-components';

export const SearchField = styled.div<{ $onTheme: boolean }>`
  position: relative;
  min-width: 0;
  input {
    width: 100%;
    height: 36px;
    padding: 0 12px;
    border-radius: 18px;
    font: inherit;
    font-size: 14px;
    border: 1px solid ${(p) => (p.$onTheme ? 'rgba(255, 255, 255, 0.6)' : '#c9ccd2')};
    background: ${(p) => (p.$onTheme ? 'rgba(255, 255, 255, 0.16)' : '#fff')};
    color: ${(p) => (p.$onTheme ? 'var(--wl-color-header-text, #fff)' : '#1c1c1c')};
  }
  input::placeholder { color: inherit; opacity: 0.75; }
`;

export const SEARCH_LABEL = 'Search events';
