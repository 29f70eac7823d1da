/**
 * A runner market (match odds, bookmaker, others) with its rows. The table follows only the market's
 * status, runner list, freshness and the player's projection; prices live in the cells.
 */
import styled from 'styled-components';
import { useLayoutEffect, useState } from 'react';
import { useMarketProjection, useMarketRunners, useMarketStale, useMarketStatus } from '../../betting/api';
import { formatRupeesFromPaise } from '../../../domain/format';
import { createFigureBoard, type FigureBoard } from './runner-figures';
import { RunnerBlock, ROWS_PER_BLOCK } from './RunnerBlock';
import { RunnerRow, type Blocked } from './RunnerRow';

const Table = styled.section`
  background: var(--wl-color-surface, #fff);
  border-radius: var(--wl-length-radius, 8px);
  overflow: hidden;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.08);
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    padding: 8px 10px;
    background: var(--wl-color-theme);
    color: var(--wl-color-on-theme, #fff);
  }
  h2 { margin: 0; font-size: 15px; }
  .unmatched { margin: 0; padding: 4px 10px; font-size: 12px; background: #fff4d6; color: #6b4b00; }
  .stale { font-size: 12px; font-weight: 700; background: #fff4d6; color: #6b4b00; padding: 2px 8px; border-radius: 10px; }
`;

const Heads = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) repeat(6, 58px);
  gap: 3px;
  padding: 4px 6px;
  font-size: 12px;
  font-weight: 700;
  text-align: center;
  span:first-child { text-align: left; }
  .back { grid-column: 2 / span 3; }
  .lay { grid-column: 5 / span 3; }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr) repeat(2, 58px);
    .back { grid-column: 2; }
    .lay { grid-column: 3; }
  }
`;

export function blockedBy(status: string | undefined): Blocked {
  if (status === 'SUSPENDED' || status === 'CLOSED') return 'SUSPENDED';
  if (status === 'BALL_RUNNING') return 'BALL RUNNING';
  return null;
}

/** Follows the market's projection (it moves with every price) and passes each row its own figures. */
function Projection({ marketId, board }: { marketId: string; board: FigureBoard }) {
  const { position, withSlip } = useMarketProjection(marketId);
  useLayoutEffect(() => board.publish(position, withSlip), [board, position, withSlip]);
  return null;
}

/** What the unmatched bets on the market could still cost, apart from the matched P&L on each runner. */
function UnmatchedNote({ marketId }: { marketId: string }) {
  const { unmatchedLiability } = useMarketProjection(marketId);
  if (unmatchedLiability <= 0) return null;
  return (
    <p className="unmatched" data-testid="unmatched-liability">
      Unmatched bets: up to {formatRupeesFromPaise(unmatchedLiability)} more at risk if they are matched
    </p>
  );
}

function StaleBadge({ marketId }: { marketId: string }) {
  return useMarketStale(marketId) ? <span className="stale">Prices may be out of date</span> : null;
}

function blocksOf<T>(runners: readonly T[]): T[][] {
  const blocks: T[][] = [];
  for (let i = 0; i < runners.length; i += ROWS_PER_BLOCK) blocks.push(runners.slice(i, i + ROWS_PER_BLOCK));
  return blocks;
}

export function MarketTable({ marketId, title }: { marketId: string; title: string }) {
  const runners = useMarketRunners(marketId);
  const blocked = blockedBy(useMarketStatus(marketId));
  const [board] = useState(createFigureBoard);
  if (!runners) return null;
  const headingId = `market-${marketId}`;
  return (
    <Table aria-labelledby={headingId} data-market={marketId}>
      <Projection marketId={marketId} board={board} />
      <header>
        <h2 id={headingId}>{title}</h2>
        <StaleBadge marketId={marketId} />
      </header>
      <UnmatchedNote marketId={marketId} />
      <Heads aria-hidden="true">
        <span />
        <span className="back">Back</span>
        <span className="lay">Lay</span>
      </Heads>
      <div>
        {blocksOf(runners).map((block) => (
          <RunnerBlock key={block[0]!.selectionId} rows={block.length}>
            {block.map((runner) => (
              <RunnerRow key={runner.selectionId} marketId={marketId} selectionId={runner.selectionId} runnerName={runner.runnerName} blocked={blocked} figures={board} />
            ))}
          </RunnerBlock>
        ))}
      </div>
    </Table>
  );
}
