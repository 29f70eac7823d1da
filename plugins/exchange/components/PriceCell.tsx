/**
 * One price: a back or lay level of one runner. It subscribes to that one cell only, so it re-renders
 * when its own price or size moves (at most once a frame), and flashes briefly when the price changes.
 */
import { memo, useLayoutEffect, useRef } from 'react';
import { css } from 'styled-components';
import { pickSelection, useIsPicked } from '../../../engine/betting';
import { marketOfSelection } from '../../../engine/betting/selection';
import { getMarket, useRunnerLevel, type Side } from '../../../engine/markets';
import { renderProbe } from '../render-probe';
import { flashPrice } from './price-flash';


/**
 * Price cell styles, included by the containers that hold cells: a plain button renders far cheaper
 * than a styled component, and thousands of cells re-render every second. Each cell has a fixed size
 * and strict containment, so a new price lays out and paints that cell alone, never its row or table.
 */
export const priceCellCss = css`
  button[data-side] {
    min-width: 0;
    height: 40px;
    contain: strict;
    border: 0;
    border-radius: 4px;
    padding: 2px;
    display: grid;
    align-content: center;
    justify-items: center;
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
  button[data-side][aria-pressed='true'] { outline: 2px solid #1b1b1b; outline-offset: -2px; }
  button[data-side]:disabled { cursor: not-allowed; }
  /* A translucent wash over the back or lay colour, so the side stays readable while it flashes. */
  button[data-side][data-flash] { background-image: linear-gradient(rgba(255, 214, 0, 0.55), rgba(255, 214, 0, 0.55)); box-shadow: inset 0 0 0 2px #c99700; }
  button[data-side] b { font-size: 14px; line-height: 1.1; }
  button[data-side] small { font-size: 10px; color: #333; }
`;

/** Sizes are rupees: 1,234 or 12.5K so a cell stays narrow. */
export function sizeText(size: number): string {
  if (size >= 100_000) return `${(size / 100_000).toFixed(size >= 1_000_000 ? 0 : 1).replace(/\.0$/, '')}L`;
  if (size >= 1_000) return `${(size / 1_000).toFixed(size >= 10_000 ? 0 : 1).replace(/\.0$/, '')}K`;
  return String(Math.round(size));
}

interface Props {
  marketId: string;
  selectionId: string;
  runnerName: string;
  side: Side;
  level: number;
  disabled: boolean;
}

export const PriceCell = memo(function PriceCell({ marketId, selectionId, runnerName, side, level, disabled }: Props) {
  const price = useRunnerLevel(marketId, selectionId, side, level);
  const picked = useIsPicked(marketId, selectionId, side);
  renderProbe.current?.(`${marketId}/${selectionId}/${side}/${level}`);
  const button = useRef<HTMLButtonElement>(null);
  const shown = useRef(price?.price);
  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = price?.price;
    if (before !== undefined && price && price.price !== before && button.current) flashPrice(button.current, price.price > before ? 'up' : 'down');
  }, [price]);
  const hasPrice = price !== undefined && price.price > 0;
  // The accessible name keeps the visible words in order (price, then size) so speech matches sight.
  const label = hasPrice ? `${side === 'back' ? 'Back' : 'Lay'} ${runnerName} at ${price.price} ${sizeText(price.size)} available` : `${side === 'back' ? 'Back' : 'Lay'} ${runnerName}: no price`;
  const pick = () => {
    const market = getMarket(marketId);
    if (!market || !hasPrice) return;
    pickSelection({
      ...marketOfSelection(market),
      selectionId,
      runnerName,
      side,
      price: price.price,
    });
  };
  return (
    <button
      ref={button}
      type="button"
      data-market-id={marketId}
      data-selection-id={selectionId}
      data-side={side}
      data-level={String(level)}
      aria-label={label}
      title={runnerName}
      aria-pressed={level === 0 ? picked : undefined}
      disabled={disabled || !hasPrice}
      onClick={pick}
    >
      <b>{hasPrice ? price.price : '-'}</b>
      {hasPrice && ' '}
      {hasPrice && <small>{sizeText(price.size)}</small>}
    </button>
  );
});
