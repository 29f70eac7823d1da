import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: var(--wl-font-body, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
    color: var(--wl-color-text, #1c1c1c);
    background: var(--wl-color-page, #f1f2f4);
  }
  a { color: inherit; }
  button { font: inherit; }
  :focus-visible { outline: 2px solid var(--wl-color-theme); outline-offset: 2px; }
`;
