/** One runner of a race card: number, name, form and connections, its P&L, and its Win market prices. */
import styled from 'styled-components';
import { formatOdds, formatRupeesFromPaise, formatSize } from '../../domain/format';
import { type Market, marketOfSelection, pickSelection, type Side, useIsPicked, useRunnerLevel } from '../betting/api';
import type { RaceRunner } from './racing-api';
import { connectionsText, nonRunnerText, numberInk, ordinal } from './runner-text';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) repeat(6, 54px);
  gap: 3px;
  align-items: center;
  padding: 6px;
  border-top: 1px solid rgba(0, 0, 0, 0.07);
  &[data-status='REMOVED'] .who { opacity: 0.55; }
  &[data-status='REMOVED'] .name { text-decoration: line-through; }
  &[data-status='WINNER'] { background: #fff8d6; }
  .who { display: grid; grid-template-columns: 30px minmax(0, 1fr); gap: 0 8px; align-items: center; min-width: 0; }
  .number { grid-row: span 3; width: 28px; height: 28px; border-radius: 6px; display: grid; place-items: center; font-weight: 800; font-size: 14px; border: 1px solid rgba(0, 0, 0, 0.25); }
  .name { font-weight: 700; font-size: 14px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .detail { font-size: 11px; color: #555; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .pnl { font-size: 12px; font-weight: 700; }
  .pnl[data-sign='-'] { color: #c62828; }
  .pnl[data-sign='+'] { color: #2e7d32; }
  .outcome { grid-column: 2 / -1; text-align: center; font-weight: 700; font-size: 13px; color: #444; }
  button {
    height: 40px;
    min-width: 0;
    border: 0;
    border-radius: 4px;
    padding: 2px;
    font: inherit;
    color: #1b1b1b;
    cursor: pointer;
  }
  button[data-side='back'] { background: #72bbef; }
  button[data-side='back'][data-level='1'] { background: #9fd0f5; }
  button[data-side='back'][data-level='2'] { background: #c5e2f8; }
  button[data-side='lay'] { background: #f994ba; }
  button[data-side='lay'][data-level='1'] { background: #f9b7cf; }
  button[data-side='lay'][data-level='2'] { background: #fbd3e2; }
  button[aria-pressed='true'] { outline: 2px solid #1b1b1b; outline-offset: -2px; }
  button:disabled { cursor: not-allowed; opacity: 0.6; }
  button b { display: block; font-size: 14px; line-height: 17px; }
  button small { display: block; font-size: 10px; line-height: 13px; color: #333; }
  /* No price: a dash that speech skips. */
  button[data-empty] b::before { content: '–' / ''; }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr) repeat(2, 54px);
    button[data-level='1'], button[data-level='2'] { display: none; }
    .outcome { font-size: 11px; }
  }
`;

function Price({ market, runner, side, level, open }: { market: Market; runner: RaceRunner; side: Side; level: number; open: boolean }) {
  const price = useRunnerLevel(market.marketId, runner.selectionId, side, level);
  const picked = useIsPicked(market.marketId, runner.selectionId, side);
  const priced = price !== undefined && price.price > 0;
  const verb = side === 'back' ? 'Back' : 'Lay';
  // The name holds the visible price and size, so what a voice-control user reads out matches it.
  const size = priced ? formatSize(price.size) : '';
  const odds = priced ? formatOdds(price.price) : '';
  return (
    <button
      type="button"
      data-side={side}
      data-level={String(level)}
      data-selection-id={runner.selectionId}
      disabled={!open || !priced}
      aria-pressed={level === 0 ? picked : undefined}
      data-empty={priced ? undefined : ''}
      aria-label={priced ? `${verb} ${runner.name} at ${odds} ${size} available` : `${verb} ${runner.name}: no price`}
      onClick={() => priced && pickSelection({ ...marketOfSelection(market), selectionId: runner.selectionId, runnerName: runner.name, side, price: price.price })}
    >
      <b>{odds}</b>
      {' '}
      <small>{size}</small>
    </button>
  );
}

function Outcome({ runner, place }: { runner: RaceRunner; place: number }) {
  if (runner.status === 'REMOVED') return <span className="outcome">{nonRunnerText(runner)}</span>;
  return <span className="outcome">{place > 0 ? ordinal(place) : ''}</span>;
}

/** `pnlLabel` says what the figure is where it is not the market's P&L if the runner wins ('If placed '). */
export function RaceRunnerRow({ runner, market, open, place, pnl, pnlLabel = '' }: { runner: RaceRunner; market: Market | null; open: boolean; place: number; pnl: number | null; pnlLabel?: string }) {
  const colour = runner.colour || '#9e9e9e';
  const showPrices = market !== null && runner.status === 'ACTIVE';
  return (
    <Row data-testid="race-runner" data-selection-id={runner.selectionId} data-status={runner.status}>
      <div className="who">
        <span className="number" style={{ background: colour, color: numberInk(colour) }}>
          {runner.number}
        </span>
        <span className="name">{runner.name}</span>
        <span className="detail">
          {runner.form ? `Form ${runner.form}` : ''}
          {runner.form && connectionsText(runner) ? ' · ' : ''}
          {connectionsText(runner)}
        </span>
        {pnl !== null ? (
          <span className="pnl" data-testid="runner-pnl" data-sign={pnl < 0 ? '-' : '+'}>
            {pnlLabel}
            {formatRupeesFromPaise(pnl)}
          </span>
        ) : null}
      </div>
      {showPrices ? (
        <>
          {[2, 1, 0].map((level) => (
            <Price key={`back${level}`} market={market} runner={runner} side="back" level={level} open={open} />
          ))}
          {[0, 1, 2].map((level) => (
            <Price key={`lay${level}`} market={market} runner={runner} side="lay" level={level} open={open} />
          ))}
        </>
      ) : (
        <Outcome runner={runner} place={place} />
      )}
    </Row>
  );
}
