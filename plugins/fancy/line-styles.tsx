/** Styles of the line markets: rows, No (lay, pink) and Yes (back, blue) cells, the state cover. */
import styled from 'styled-components';

export const Section = styled.section`
  margin: 8px 0;
  background: #fff;
  color: #1c1c1c;
  border-radius: var(--wl-length-radius, 8px);
  overflow: hidden;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
`;

export const SectionHead = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 12px;
  background: var(--wl-color-theme, #c10931);
  color: var(--wl-color-on-theme, #fff);
  h2 { margin: 0; font-size: 15px; }
  button { border: 1px solid currentColor; background: transparent; color: inherit; border-radius: 4px; padding: 2px 10px; cursor: pointer; font: inherit; font-size: 13px; }
`;

const ColumnHeadBox = styled.div`
  display: grid;
  grid-template-columns: 1fr 132px;
  font-size: 12px;
  font-weight: 600;
  border-bottom: 1px solid #e5e7eb;
  span:first-child { padding: 4px 12px; }
  div { display: grid; grid-template-columns: 1fr 1fr; text-align: center; }
  div span { padding: 4px 0; }
  @media (min-width: 1024px) { grid-template-columns: 1fr 176px; }
`;

export const LineRowBox = styled.div`
  display: grid;
  grid-template-columns: 1fr 132px;
  align-items: stretch;
  border-bottom: 1px solid #e5e7eb;
  min-height: 46px;
  @media (min-width: 1024px) { grid-template-columns: 1fr 176px; }
`;

export const LineName = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 8px;
  padding: 4px 12px;
  font-size: 13px;
  font-weight: 600;
  min-width: 0;
  > span:first-child { flex: 1 1 100%; overflow-wrap: anywhere; }
`;

export const LineLimits = styled.small`
  font-weight: 400;
  color: #6b7280;
  font-size: 11px;
`;

export const BookButton = styled.button`
  border: 1px solid #9ca3af;
  background: #f9fafb;
  border-radius: 4px;
  font-size: 11px;
  padding: 0 6px;
  cursor: pointer;
`;

export const Cells = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 1fr 1fr;
`;

export const LineCell = styled.button<{ $side: 'no' | 'yes' }>`
  display: grid;
  place-content: center;
  border: 0;
  border-left: 1px solid #fff;
  background: ${(p) => (p.$side === 'yes' ? '#72bbef' : '#faa9ba')};
  color: #111;
  cursor: pointer;
  font: inherit;
  line-height: 1.15;
  strong { font-size: 15px; }
  small { font-size: 11px; }
  &:disabled { cursor: not-allowed; }
  &:hover:not(:disabled) { filter: brightness(0.95); }
`;

export const StateCover = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgba(17, 24, 39, 0.86);
  color: #fff;
  font-size: 12px;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Empty = styled.p`
  margin: 0;
  padding: 12px;
  font-size: 13px;
  color: #6b7280;
`;

/** The column labels above the price cells (No / Yes, or Back / Lay). */
export function ColumnHead({ labels }: { labels: readonly [string, string] }) {
  return (
    <ColumnHeadBox aria-hidden="true">
      <span />
      <div>
        <span>{labels[0]}</span>
        <span>{labels[1]}</span>
      </div>
    </ColumnHeadBox>
  );
}
