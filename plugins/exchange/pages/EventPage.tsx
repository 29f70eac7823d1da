/**
 * /event-page/:eventTypeId/:eventId: match odds, bookmaker and the event's other runner markets with live
 * prices, then the `exchange/event.section` slot (sessions, innings runs, match centre). An event the exchange
 * does not know goes to /default-page.
 */
import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Slot } from '../../../engine/plugin-api';
import { useConnectionDown, useEventInfo, useEventMarkets, type Market } from '../../betting/api';
import { EventTime } from '../components/EventTime';
import { MarketTable } from '../components/MarketTable';
import { StaleNotice } from '../components/StaleNotice';
import { useAnyStale } from '../use-any-stale';

const Page = styled.div`
  display: grid;
  gap: 10px;
  padding: 8px 0 24px;
  > header { display: grid; gap: 2px; padding: 0 4px; }
  h1 { margin: 0; font-size: 18px; }
  time { font-size: 13px; color: #555; }
  .live { color: #0f7a2e; font-weight: 700; font-size: 13px; }
`;

/** Markets this page draws; session and innings-runs lines belong to the exchange/event.section contributors. */
const LINE_TYPES = ['SESSION', 'INNINGS_RUNS'];
const TYPE_ORDER = ['MATCH_ODDS', 'Special'];

export function runnerMarkets(markets: readonly Market[]): Market[] {
  const order = (m: Market) => (TYPE_ORDER.indexOf(m.marketType) + 1 || TYPE_ORDER.length + 1);
  return markets.filter((m) => !LINE_TYPES.includes(m.marketType)).sort((a, b) => order(a) - order(b));
}

export default function EventPage() {
  const { eventTypeId = '', eventId = '' } = useParams();
  const { markets, error } = useEventMarkets(eventTypeId, eventId);
  const event = useEventInfo(eventId);
  const shown = markets ? runnerMarkets(markets) : [];
  const connectionDown = useConnectionDown();
  const stale = useAnyStale(shown.map((m) => m.marketId));
  if (markets && markets.length === 0 && !error) return <Navigate to="/default-page" replace />;
  const title = event?.eventName ?? markets?.[0]?.eventName ?? '';
  return (
    <Page data-testid="event-page">
      <header>
        <h1>{title || 'Event'}</h1>
        {event && (event.inPlay ? <span className="live">In-Play</span> : <EventTime openDate={event.openDate} />)}
      </header>
      <StaleNotice connectionDown={connectionDown} stale={stale} />
      {error && <p role="alert">{error}</p>}
      {!markets && !error && <p aria-busy="true">Loading markets…</p>}
      {shown.map((market) => (
        <MarketTable key={market.marketId} marketId={market.marketId} title={market.marketType === 'Special' ? 'Bookmaker' : market.marketName} />
      ))}
      <Slot id="exchange/event.section" eventTypeId={eventTypeId} eventId={eventId} />
    </Page>
  );
}
