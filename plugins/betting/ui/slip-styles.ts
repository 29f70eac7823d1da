/** Colours of the slip: back is blue, lay pink, as exchanges show them everywhere. */
import styled from 'styled-components';

export const BACK_COLOUR = '#a7d8fd';
export const LAY_COLOUR = '#f9c9d4';

export const Card = styled.section<{ $side: 'back' | 'lay'; $closing?: boolean }>`
  background: ${(p) => (p.$side === 'back' ? '#e4f2fe' : '#fde9ee')};
  border-left: 4px solid ${(p) => (p.$side === 'back' ? BACK_COLOUR : LAY_COLOUR)};
  border-radius: 8px;
  padding: 10px;
  display: grid;
  gap: 8px;
  color: #1c1c1c;
  transition: opacity 200ms, transform 200ms;
  opacity: ${(p) => (p.$closing ? 0 : 1)};
  transform: ${(p) => (p.$closing ? 'translateY(8px)' : 'none')};
  h3 { margin: 0; font-size: 15px; }
  p { margin: 0; font-size: 13px; }
  .refusal { display: grid; gap: 6px; font-size: 13px; font-weight: 600; color: #7a1b0c; }
  .refusal button { height: 40px; border-radius: 8px; border: 2px solid var(--wl-color-theme, #c10931); background: #fff; color: #1c1c1c; font-weight: 700; font-size: 15px; cursor: pointer; }
  .refusal button:disabled { opacity: 0.6; cursor: default; }
`;

export const Row = styled.div`
  display: flex;
  gap: 6px;
  align-items: center;
`;

export const Field = styled.label`
  flex: 1 1 0;
  min-width: 0;
  &:first-child { flex-grow: 1.4; }
  display: grid;
  gap: 2px;
  font-size: 12px;
  color: #444;
  input { width: 100%; min-width: 0; height: 34px; border: 1px solid #bbb; border-radius: 6px; padding: 0 8px; font-size: 15px; }
`;

export const SmallButton = styled.button`
  height: 34px;
  min-width: 34px;
  padding: 0 6px;
  white-space: nowrap;
  font-size: 12px;
  flex: none;
  border: 1px solid #bbb;
  background: #fff;
  border-radius: 6px;
  font-weight: 700;
  cursor: pointer;
  &:disabled { opacity: 0.5; cursor: default; }
`;

export const StakeGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 4px;
  button { height: 30px; border: 0; border-radius: 6px; background: #fff; font-weight: 600; cursor: pointer; font-size: 13px; }
`;

export const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  button { height: 40px; border-radius: 8px; font-weight: 700; font-size: 15px; cursor: pointer; }
  /* Text on white stays dark: a light brand colour (Sunrise yellow) would not read as text; it draws the border. */
  button.cancel { background: #fff; border: 2px solid var(--wl-color-theme, #c10931); color: #1c1c1c; }
  button.place { background: var(--wl-color-theme, #c10931); border: 0; color: var(--wl-color-on-theme, #fff); }
  button:disabled { opacity: 0.5; cursor: default; }
`;
