/**
 * One price: a back or lay level of one runner. React draws the button once; the cell's own store watch
 * then writes its price and size into the button's text nodes, in the frame after the price moves and
 * only for that cell, and flashes it when the price changes. A moving price costs two text writes and no
 * render. The accessible name ("Back India at 1.80 5K available") is the cell's own content between two
 * hidden words (aria-labelledby), so it follows the price with no attribute to rewrite and nothing extra
 * to lay out or paint.
 */
import { memo, useContext, useId, useLayoutEffect, useRef } from 'react';
import { css } from 'styled-components';
import { getMarket, marketOfSelection, marketStore, pickSelection, type PriceLevel, type Side, useIsPicked, watchRunnerLevel } from '../../betting/api';
import { formatOdds, formatSize } from '../../../domain/format';
import { renderProbe } from '../render-probe';
import { flashPrice } from './price-flash';
import { RowGateContext, type RowGate } from './row-gate';

/**
 * Price cell styles, included by the containers that hold cells (which set the cells' width): a plain
 * button costs far less than a styled component, and thousands of cells change every second. Each cell
 * has a fixed size and is contained for size and layout, so a new price lays out that cell alone. Not paint
 * containment: it would give every cell clip nodes of its own, and with hundreds on screen the browser's
 * per-frame compositing work grows with them (its text always fits, so nothing needs clipping).
 */
export const priceCellCss = css`
  button[data-side] {
    min-width: 0;
    height: 40px;
    contain: size layout style;
    border: 0;
    border-radius: 4px;
    padding: 4px 2px 0;
    text-align: center;
    vertical-align: top;
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
  /*
   * A flash is the side's colour under a 55 % yellow wash (rgb 255 214 0), mixed in advance: a plain
   * background colour repaints the cell alone, where a gradient or shadow costs the whole frame more.
   */
  button[data-side='back'][data-flash] { background: #c0ca6c; }
  button[data-side='back'][data-level='1'][data-flash] { background: #d4d36e; }
  button[data-side='back'][data-level='2'][data-flash] { background: #e5db70; }
  button[data-side='lay'][data-flash] { background: #fcb854; }
  button[data-side='lay'][data-level='1'][data-flash] { background: #fcc85d; }
  button[data-side='lay'][data-level='2'][data-flash] { background: #fdd566; }
  button[data-side] b { display: block; font-size: 14px; line-height: 17px; height: 17px; }
  button[data-side] small { display: block; font-size: 10px; line-height: 14px; height: 14px; color: #333; }
  /* No price: a dash that speech skips (the hidden words say "no price"). */
  button[data-side][data-empty] b::before { content: '-' / ''; }
`;

interface Props {
  marketId: string;
  selectionId: string;
  runnerName: string;
  side: Side;
  level: number;
  disabled: boolean;
}

const hasPrice = (level: PriceLevel | undefined): level is PriceLevel => level !== undefined && level.price > 0;

/** The accessible name's fixed words around the price and size, and the whole name when there is no price. */
function nameParts(side: Side, runnerName: string, priced: boolean): [string, string] {
  const verb = side === 'back' ? 'Back' : 'Lay';
  return priced ? [`${verb} ${runnerName} at`, 'available'] : [`${verb} ${runnerName}: no price`, ''];
}

/** The text node inside each of the button's parts (React draws them empty): hidden words, price, size, hidden words. */
function textNodes(button: HTMLButtonElement): [Text, Text, Text, Text] {
  const [before, price, , size, after] = Array.from(button.childNodes);
  const text = (part: ChildNode | undefined) => (part!.firstChild as Text | null) ?? part!.appendChild(document.createTextNode(''));
  return [text(before), text(price), text(size), text(after)];
}

/**
 * Keeps a drawn cell showing its level: now, then on every move (flashing it). While its block of rows is
 * out of view the cell stops following the store; it draws the latest level when the block is back.
 */
function bindCell(button: HTMLButtonElement, { marketId, selectionId, runnerName, side, level, disabled }: Props, gate: RowGate | null): () => void {
  const [before, price, size, after] = textNodes(button);
  const probe = `${marketId}/${selectionId}/${side}/${level}`;
  let shown: PriceLevel | undefined;
  let pricedShown: boolean | null = null;
  let priceShown: number | null = null;
  let sizeShown: number | null = null;
  let flash = false;
  const draw = (next: PriceLevel | undefined) => {
    if (pricedShown !== null && next === shown) return;
    const previous = shown;
    shown = next;
    renderProbe.current?.(probe);
    const priced = hasPrice(next);
    // Only the text that changed is written: an unchanged node costs nothing to lay out or paint.
    const priceValue = priced ? next.price : null;
    if (priceValue !== priceShown) {
      priceShown = priceValue;
      price.data = priceValue === null ? '' : formatOdds(priceValue);
    }
    const sizeValue = priced ? next.size : null;
    if (sizeValue !== sizeShown) {
      sizeShown = sizeValue;
      size.data = sizeValue === null ? '' : formatSize(sizeValue);
    }
    if (priced !== pricedShown) {
      pricedShown = priced;
      [before.data, after.data] = nameParts(side, runnerName, priced);
      button.disabled = disabled || !priced;
      button.toggleAttribute('data-empty', !priced);
    }
    if (!flash || !priced || previous === undefined || next.price === previous.price) return;
    flashPrice(button, next.price > previous.price ? 'up' : 'down');
  };
  let stopWatch: (() => void) | null = null;
  // The first draw (and the catch-up after a skip) shows the price without flashing it; later moves flash.
  const follow = () => {
    flash = false;
    stopWatch ??= watchRunnerLevel(marketId, selectionId, side, level, draw);
    flash = true;
  };
  const pause = () => {
    stopWatch?.();
    stopWatch = null;
  };
  follow();
  if (gate?.skipped) pause();
  const stopGate = gate?.onChange((skipped) => (skipped ? pause() : follow()));
  return () => {
    pause();
    stopGate?.();
  };
}

export const PriceCell = memo(function PriceCell(props: Props) {
  const { marketId, selectionId, runnerName, side, level, disabled } = props;
  const picked = useIsPicked(marketId, selectionId, side);
  const gate = useContext(RowGateContext);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  useLayoutEffect(() => bindCell(button.current!, { marketId, selectionId, runnerName, side, level, disabled }, gate), [marketId, selectionId, runnerName, side, level, disabled, gate]);
  const pick = () => {
    const market = getMarket(marketId);
    const price = marketStore.level(marketId, selectionId, side, level);
    if (!market || !hasPrice(price)) return;
    pickSelection({ ...marketOfSelection(market), selectionId, runnerName, side, price: price.price });
  };
  // The text and the disabled state belong to the cell's watch (bindCell), never to React's props.
  return (
    <button
      ref={button}
      id={id}
      type="button"
      data-market-id={marketId}
      data-selection-id={selectionId}
      data-side={side}
      data-level={String(level)}
      title={runnerName}
      aria-labelledby={`${id}b ${id} ${id}a`}
      aria-pressed={level === 0 ? picked : undefined}
      onClick={pick}
    >
      <span hidden id={`${id}b`} />
      <b />
      {' '}
      <small />
      <span hidden id={`${id}a`} />
    </button>
  );
});
