/**
 * A runner market of a virtual event (match odds): each runner's best back and lay price. The cricket
 * event page's runner markets are drawn by the page; the virtual page has no other place for them.
 */
import { type Market, pickSelection, useMarket, useMarketStale, useRunnerLevel } from '../betting/api';
import { formatOdds, formatSize } from '../../domain/format';
import { Cells, ColumnHead, LineCell, LineName, LineRowBox, Section, SectionHead, StateCover } from './line-styles';
import { lineStateText } from './line-selection';

function PriceCell({ market, selectionId, runnerName, side, open }: { market: Market; selectionId: string; runnerName: string; side: 'back' | 'lay'; open: boolean }) {
  const level = useRunnerLevel(market.marketId, selectionId, side, 0);
  const label = side === 'back' ? 'Back' : 'Lay';
  return (
    <LineCell
      type="button"
      $side={side === 'back' ? 'yes' : 'no'}
      data-market-id={market.marketId}
      data-selection-id={selectionId}
      data-side={side}
      data-level="0"
      disabled={!open || !level}
      // The name holds what the cell shows (price and size), so a voice user can say what they see.
      aria-label={`${runnerName} ${label} ${level ? `${formatOdds(level.price)} ${formatSize(level.size)}` : 'no price'}`}
      onClick={() => {
        if (!level) return;
        pickSelection({ marketId: market.marketId, marketName: market.marketName, marketType: market.marketType, eventId: market.eventId, eventName: market.eventName, eventTypeId: market.eventTypeId, competitionId: market.competitionId, selectionId, runnerName, side, price: level.price });
      }}
    >
      <strong>{level ? formatOdds(level.price) : '–'}</strong>{' '}
      <small>{level ? formatSize(level.size) : ''}</small>
    </LineCell>
  );
}

export function RunnerOdds({ marketId }: { marketId: string }) {
  const market = useMarket(marketId);
  const stale = useMarketStale(marketId);
  if (!market || market.status === 'CLOSED') return null;
  const state = lineStateText(market.status) ?? (stale ? 'Suspended' : null);
  const open = market.status === 'OPEN' && !stale;
  return (
    <Section aria-label={market.marketName}>
      <SectionHead>
        <h2>{market.marketName}</h2>
      </SectionHead>
      <ColumnHead labels={['Back', 'Lay']} />
      {market.runners.map((runner) => (
        <LineRowBox key={runner.selectionId}>
          <LineName>
            <span>{runner.runnerName}</span>
          </LineName>
          <Cells>
            <PriceCell market={market} selectionId={runner.selectionId} runnerName={runner.runnerName} side="back" open={open} />
            <PriceCell market={market} selectionId={runner.selectionId} runnerName={runner.runnerName} side="lay" open={open} />
            {state ? <StateCover role="status">{state}</StateCover> : null}
          </Cells>
        </LineRowBox>
      ))}
    </Section>
  );
}
