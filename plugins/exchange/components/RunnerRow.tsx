/**
 * One runner of a market: its name, its P&L if the market settled now (and with the slip's bet), three
 * back and three lay prices (best in the middle), and a SUSPENDED or BALL RUNNING band drawn over the row.
 */
import { memo } from 'react';
import styled from 'styled-components';
import { formatPaise } from '../../../domain/format';
import { PriceCell, priceCellCss } from './PriceCell';
import { useRunnerFigures, type FigureBoard } from './runner-figures';

export type Blocked = 'SUSPENDED' | 'BALL RUNNING' | null;

/**
 * Laid out as a block of two inline blocks, not a grid: a price box of fixed size with strict
 * containment is where a layout for a changed price starts and ends, while a grid around the cells would
 * lay the whole row, and everything above it, out again for each new price.
 */
const Row = styled.div`
  display: block;
  padding: 3px 6px;
  border-top: 1px solid #eceef1;
  white-space: nowrap;
  contain: layout style;
  .prices {
    position: relative;
    display: inline-block;
    vertical-align: top;
    width: 366px;
    height: 40px;
    contain: strict;
  }
  ${priceCellCss}
  .prices > button[data-side] { width: 58px; margin-left: 3px; }
  /* Phones show the best back and lay only; the deeper levels stay on wider screens. */
  @media (max-width: 599px) {
    .prices { width: 122px; }
    button[data-side][data-level='1'], button[data-side][data-level='2'] { display: none; }
  }
`;

const Name = styled.div`
  display: inline-grid;
  vertical-align: top;
  width: calc(100% - 366px);
  min-height: 40px;
  white-space: normal;
  @media (max-width: 599px) { width: calc(100% - 122px); }
  align-content: center;
  font-size: 14px;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 600; }
  small { font-size: 12px; display: flex; gap: 6px; }
  .win { color: #138a36; }
  .loss { color: #c4122f; }
`;

/** Drawn over the prices only, leaving the runner's name and figures readable. */
const Band = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgba(20, 20, 20, 0.62);
  color: #fff;
  font-weight: 700;
  letter-spacing: 0.04em;
  font-size: 12px;
  line-height: 1.15;
  text-align: center;
  padding: 0 4px;
  overflow: hidden;
  border-radius: 4px;
  pointer-events: none;
`;

function Figure({ paise, title }: { paise: number | undefined; title: string }) {
  if (paise === undefined) return null;
  return (
    <span title={title} className={paise < 0 ? 'loss' : paise > 0 ? 'win' : undefined}>
      {formatPaise(paise)}
    </span>
  );
}

interface Props {
  marketId: string;
  selectionId: string;
  runnerName: string;
  blocked: Blocked;
  /** The player's P&L per runner: if the market settled now (from open bets), and with the slip's bet. */
  figures: FigureBoard;
}

const BACK_ORDER = [2, 1, 0];
const LAY_ORDER = [0, 1, 2];

/** The runner's P&L in paise if the market settled now, and the same with the slip's bet before it is placed. */
function RunnerPnl({ figures, selectionId }: { figures: FigureBoard; selectionId: string }) {
  const { position, withSlip } = useRunnerFigures(figures, selectionId) ?? {};
  if (position === undefined && withSlip === undefined) return null;
  return (
    <small data-testid="runner-pnl">
      <Figure paise={position} title="If the market settled now" />
      {withSlip !== undefined && withSlip !== position && (
        <>
          <span aria-hidden="true">»</span>
          <Figure paise={withSlip} title="With the bet in the slip" />
        </>
      )}
    </small>
  );
}

export const RunnerRow = memo(function RunnerRow({ marketId, selectionId, runnerName, blocked, figures }: Props) {
  const disabled = blocked !== null;
  return (
    <Row data-runner={selectionId} data-blocked={blocked ?? undefined}>
      <Name>
        <span>{runnerName}</span>
        <RunnerPnl figures={figures} selectionId={selectionId} />
      </Name>
      <div className="prices">
        {BACK_ORDER.map((level) => (
          <PriceCell key={`b${level}`} marketId={marketId} selectionId={selectionId} runnerName={runnerName} side="back" level={level} disabled={disabled} />
        ))}
        {LAY_ORDER.map((level) => (
          <PriceCell key={`l${level}`} marketId={marketId} selectionId={selectionId} runnerName={runnerName} side="lay" level={level} disabled={disabled} />
        ))}
        {blocked && <Band role="status">{blocked}</Band>}
      </div>
    </Row>
  );
});
