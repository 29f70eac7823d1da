/**
 * What the fancy plugin adds to a cricket event page: the score, the session (fancy) lines, the innings
 * runs lines, the match centre and the rules popup. Match odds and bookmaker are drawn by the page.
 */
import { useSnapshot } from 'valtio';
import type { SlotProps } from '../../engine/plugin-api';
import { LineMarkets } from './LineMarkets';
import { MatchCentre } from './MatchCentre';
import RulesDialog from './RulesDialog';
import { ScoreBoard } from './ScoreBoard';
import { fancyState } from './state';
import { Empty } from './line-styles';
import { useLiveEventMarkets } from './use-live-event-markets';
import { useCricketScore } from './use-score';

export function CricketLines({ eventTypeId, eventId }: { eventTypeId: string; eventId: string }) {
  const { markets, error } = useLiveEventMarkets(eventTypeId, eventId);
  if (error && !markets) return <Empty role="alert">{error}</Empty>;
  if (!markets) return <Empty>Loading sessions…</Empty>;
  return (
    <>
      <LineMarkets title="Fancy" markets={markets.filter((m) => m.marketType === 'SESSION')} emptyText="No session lines are open right now." />
      <LineMarkets title="Innings Runs" markets={markets.filter((m) => m.marketType === 'INNINGS_RUNS')} emptyText="No innings runs lines are open right now." />
    </>
  );
}

export default function EventSections({ eventTypeId = '', eventId = '' }: SlotProps) {
  const { options } = useSnapshot(fancyState);
  const score = useCricketScore(eventId);
  if (!eventId) return null;
  return (
    <div data-testid="fancy-event-sections">
      <ScoreBoard score={score} />
      <CricketLines eventTypeId={eventTypeId} eventId={eventId} />
      {options.showMatchCentre ? <MatchCentre eventTypeId={eventTypeId} eventId={eventId} /> : null}
      <RulesDialog />
    </div>
  );
}
