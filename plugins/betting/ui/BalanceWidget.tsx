/** Collapsible 'Available Credit': Balance, Free Cash, Net Exposure and Available, the last the header's figure. */
import { useState } from 'react';
import styled from 'styled-components';
import { BalanceRows } from '../../../engine/plugin-api';

const Box = styled.section`
  background: #fff;
  border-radius: 8px;
  color: #1c1c1c;
  > button { width: 100%; display: flex; justify-content: space-between; border: 0; background: var(--wl-color-theme, #c10931); color: var(--wl-color-on-theme, #fff); font-weight: 700; padding: 10px 12px; border-radius: 8px; cursor: pointer; font-size: 15px; }
  dl { margin: 0; padding: 8px 12px; display: grid; grid-template-columns: 1fr auto; gap: 6px; font-size: 14px; }
  dd { margin: 0; font-weight: 700; text-align: right; }
`;

export function BalanceWidget() {
  const [open, setOpen] = useState(true);
  return (
    <Box aria-label="Available Credit">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span>Available Credit</span>
        <span aria-hidden>{open ? '−' : '+'}</span>
      </button>
      {open ? (
        <dl>
          <BalanceRows testIdPrefix="credit" />
        </dl>
      ) : null}
    </Box>
  );
}
