/** Small building blocks shared by the auth popup's forms. */
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  /* One column no wider than the dialog, whatever its rows hold (a phone field with Resend OTP (59s)). */
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  .field { display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px; }
  .hint { margin: 0; font-size: 13px; color: #475467; }
  label { font-size: 13px; font-weight: 600; color: #333; }
  input, select {
    height: 42px;
    border: 1px solid #c9cdd4;
    border-radius: 8px;
    padding: 0 12px;
    font-size: 15px;
    background: #fff;
    color: #111;
  }
  input:focus, select:focus { outline: 2px solid var(--wl-color-theme); outline-offset: 0; border-color: transparent; }
`;

export const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: stretch;
  > :first-child { flex: 1; min-width: 0; }
`;

export const Prefixed = styled.div`
  display: flex;
  align-items: center;
  border: 1px solid #c9cdd4;
  border-radius: 8px;
  background: #fff;
  span { padding: 0 8px 0 12px; color: #555; font-weight: 600; }
  input { border: 0; flex: 1; min-width: 0; padding-left: 0; }
  &:focus-within { outline: 2px solid var(--wl-color-theme); }
  input:focus { outline: none; }
`;

export const FieldError = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  color: #b42318;
  font-size: 12px;
  font-weight: 500;
`;

export const Primary = styled.button`
  height: 44px;
  border: 0;
  border-radius: 8px;
  background: var(--wl-color-theme);
  color: var(--wl-color-on-theme, #fff);
  font-weight: 700;
  font-size: 15px;
  cursor: pointer;
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

export const Secondary = styled(Primary)`
  background: #fff;
  color: #1c1c1c;
  border: 1px solid #c9cdd4;
`;

export const Small = styled(Secondary)`
  height: auto;
  padding: 0 12px;
  font-size: 13px;
  white-space: nowrap;
`;

export const LinkButton = styled.button.attrs({ type: 'button' })`
  background: none;
  border: 0;
  padding: 0;
  color: #1d4ed8;
  font-weight: 600;
  cursor: pointer;
  justify-self: start;
`;

export const Checklist = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  font-size: 12px;
  li[data-ok='true'] { color: #067647; }
  li[data-ok='false'] { color: #667085; }
`;
