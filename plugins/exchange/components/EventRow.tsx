/** An event in a list: favourite star, name linking to its page, start time or In-Play, and best prices. */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMarketRunners, useMarketStatus } from '../../betting/api';
import type { ListedEvent } from '../listing-wire';
import { eventPath } from '../paths';
import { PriceCell, priceCellCss } from './PriceCell';
import { blockedBy } from './MarketTable';
import { EventTime } from './EventTime';

const Row = styled.li`
  display: grid;
  grid-template-columns: 28px minmax(0, 1fr) auto;
  gap: 6px;
  align-items: center;
  padding: 6px 8px;
  border-top: 1px solid #eceef1;
  .star { border: 0; background: none; font-size: 18px; cursor: pointer; color: #b0b4ba; padding: 0; }
  .star[aria-pressed='true'] { color: #f5a300; }
  .name { min-width: 0; display: grid; }
  .name a { color: inherit; font-weight: 600; font-size: 14px; text-decoration: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .name a:hover { text-decoration: underline; }
  .name time, .name .live { font-size: 12px; color: #555; }
  .name .live { color: #0f7a2e; font-weight: 700; }
  .prices { display: grid; grid-auto-flow: column; grid-auto-columns: 46px; gap: 3px; }
  .pair { display: contents; }
  ${priceCellCss}
  @media (max-width: 599px) {
    grid-template-columns: 24px minmax(0, 1fr);
    .prices { grid-column: 1 / -1; grid-auto-columns: minmax(0, 1fr); }
  }
`;

function BestPrices({ marketId }: { marketId: string }) {
  const runners = useMarketRunners(marketId);
  const disabled = blockedBy(useMarketStatus(marketId)) !== null;
  if (!runners) return null;
  return (
    <div className="prices" data-market={marketId}>
      {runners.map((r) => (
        <span className="pair" key={r.selectionId}>
          <PriceCell marketId={marketId} selectionId={r.selectionId} runnerName={r.runnerName} side="back" level={0} disabled={disabled} />
          <PriceCell marketId={marketId} selectionId={r.selectionId} runnerName={r.runnerName} side="lay" level={0} disabled={disabled} />
        </span>
      ))}
    </div>
  );
}

interface Props {
  event: ListedEvent;
  favourite: boolean;
  onToggleFavourite(eventId: string): void;
}

export const EventRow = memo(function EventRow({ event, favourite, onToggleFavourite }: Props) {
  return (
    <Row data-event-id={event.eventId}>
      <button type="button" className="star" aria-pressed={favourite} aria-label={`${favourite ? 'Remove' : 'Add'} ${event.eventName} ${favourite ? 'from' : 'to'} favourites`} onClick={() => onToggleFavourite(event.eventId)}>
        ★
      </button>
      <div className="name">
        <Link to={eventPath(event.eventTypeId, event.eventId)}>{event.eventName}</Link>
        {event.inPlay ? <span className="live">In-Play</span> : <EventTime openDate={event.openDate} />}
      </div>
      {event.marketId && <BestPrices marketId={event.marketId} />}
    </Row>
  );
});
