/**
 * One session or innings-runs line: its name, min and max, the No and Yes cells (run line over rate),
 * a state cover while suspended or the ball is running, and the Book button for the player's run book.
 */
import { type Market, pickSelection, useMarket, useMarketStale } from '../betting/api';
import { formatRupeesFromPaise } from '../../domain/format';
import { lineOpen, lineSelection, lineSelectionId, lineStateText, type LineSide } from './line-selection';
import { LineCell, LineName, LineRowBox, LineLimits, BookButton, StateCover, Cells } from './line-styles';
import { useMarketLimits } from './use-limits';

interface Props {
  marketId: string;
  onBook?: (market: Market) => void;
}

export function LineRow({ marketId, onBook }: Props) {
  const market = useMarket(marketId);
  const stale = useMarketStale(marketId);
  const limits = useMarketLimits(marketId, marketId, market?.stakeLimits);
  if (!market?.line || market.status === 'CLOSED') return null;
  const state = lineStateText(market.status) ?? (stale ? 'Suspended' : null);
  const open = lineOpen(market.status) && !stale;
  const cell = (side: LineSide) => {
    const line = side === 'yes' ? market.line!.yesLine : market.line!.noLine;
    const rate = side === 'yes' ? market.line!.yesRate : market.line!.noRate;
    const label = side === 'yes' ? 'Yes' : 'No';
    return (
      <LineCell
        type="button"
        $side={side}
        data-market-id={market.marketId}
        data-selection-id={lineSelectionId(market)}
        data-side={side === 'yes' ? 'back' : 'lay'}
        data-level="0"
        disabled={!open}
        aria-label={`${market.marketName} ${label}: ${line} ${rate} per cent`}
        onClick={() => {
          const selection = lineSelection(market, side);
          if (selection) pickSelection(selection);
        }}
      >
        <strong>{line}</strong> <small>{rate}</small>
      </LineCell>
    );
  };
  return (
    <LineRowBox data-testid="fancy-line" data-status={market.status} aria-label={market.marketName}>
      <LineName>
        <span>{market.marketName}</span>
        <LineLimits>{limits ? `Min ${formatRupeesFromPaise(limits.minBet)} · Max ${formatRupeesFromPaise(limits.maxBet)}` : '\u00a0'}</LineLimits>
        {onBook ? (
          <BookButton type="button" onClick={() => onBook(market)} aria-label={`Book of ${market.marketName}`}>
            Book
          </BookButton>
        ) : null}
      </LineName>
      <Cells>
        {cell('no')}
        {cell('yes')}
        {state ? <StateCover role="status">{state}</StateCover> : null}
      </Cells>
    </LineRowBox>
  );
}
