/**
 * "Skip to content": the first thing Tab reaches, hidden until it has focus, so a keyboard or
 * screen-reader player goes past the header and menus to the page in one key. Focus moves to the
 * page's <main> (the router is left alone: no hash in the address).
 */
import styled from 'styled-components';

const Link = styled.a`
  position: fixed;
  left: 8px;
  top: -64px;
  z-index: 100;
  padding: 10px 14px;
  border-radius: 8px;
  background: #fff;
  color: #111;
  font-weight: 700;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.3);
  &:focus { top: 8px; outline: 3px solid var(--wl-color-theme, #c10931); }
`;

export function SkipLink({ target }: { target: string }) {
  return (
    <Link
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(target);
        main?.focus();
        main?.scrollIntoView({ block: 'start' });
      }}
    >
      Skip to content
    </Link>
  );
}
