/**
 * /virtual-event-page/:eventTypeId: virtual cricket (v9, two matches on fixed ids) or ball-by-ball (b9,
 * one), treated as cricket: the score, match odds, the lines (a new one every ball in ball-by-ball),
 * each settling as play goes, and the player's last results.
 */
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LineMarkets } from './LineMarkets';
import RulesDialog from './RulesDialog';
import { RunnerOdds } from './RunnerOdds';
import { ScoreBoard } from './ScoreBoard';
import { SettledResults } from './SettledResults';
import { Empty, Section } from './line-styles';
import { useLiveEventMarkets } from './use-live-event-markets';
import { useCricketScore } from './use-score';
import { VIRTUAL_EVENTS } from './virtual-events';

// A section: the shell's <main> holds every page.
const Page = styled.section`
  padding: 8px;
  max-width: 980px;
  margin: 0 auto;
  h1 { font-size: 18px; margin: 8px 4px; }
`;

const EventBox = styled.article`
  margin-bottom: 16px;
  h2.event { font-size: 16px; margin: 12px 4px 4px; }
`;

function VirtualEvent({ eventTypeId, eventId }: { eventTypeId: string; eventId: string }) {
  const score = useCricketScore(eventId);
  const { markets, error } = useLiveEventMarkets(eventTypeId, eventId);
  const name = markets?.[0]?.eventName ?? (score ? score.innings.map((i) => i.team).join(' v ') : '');
  const runnerMarkets = (markets ?? []).filter((m) => m.marketType === 'MATCH_ODDS');
  const lines = (markets ?? []).filter((m) => m.line);
  const balls = lines.filter((m) => /^Ball /.test(m.marketName));
  const sessions = lines.filter((m) => m.marketType === 'SESSION' && !balls.includes(m));
  const innings = lines.filter((m) => m.marketType === 'INNINGS_RUNS');
  return (
    <EventBox aria-label={name || `Event ${eventId}`} data-testid="virtual-event" data-event-id={eventId}>
      <h2 className="event">{name || 'Next match starting soon'}</h2>
      <ScoreBoard score={score} />
      {error && !markets ? <Empty role="alert">{error}</Empty> : null}
      {markets && markets.length === 0 ? (
        <Section>
          <Empty>The next match starts in a few seconds.</Empty>
        </Section>
      ) : null}
      {runnerMarkets.map((m) => (
        <RunnerOdds key={m.marketId} marketId={m.marketId} />
      ))}
      {eventTypeId === 'b9' ? <LineMarkets title="Ball by Ball" markets={balls} emptyText="The next ball opens in a moment." /> : null}
      {sessions.length || eventTypeId !== 'b9' ? <LineMarkets title="Fancy" markets={sessions} emptyText="No session lines are open right now." /> : null}
      {innings.length ? <LineMarkets title="Innings Runs" markets={innings} emptyText="No innings runs lines are open right now." /> : null}
    </EventBox>
  );
}

export default function VirtualEventPage() {
  const { eventTypeId = '' } = useParams();
  const kind = VIRTUAL_EVENTS[eventTypeId];
  if (!kind) {
    return (
      <Page>
        <h1>Virtual Cricket</h1>
        <Empty role="alert">There is no virtual game with the id “{eventTypeId}”.</Empty>
      </Page>
    );
  }
  return (
    <Page data-testid="virtual-event-page">
      <h1>{kind.title}</h1>
      <SettledResults eventIds={kind.eventIds} />
      {kind.eventIds.map((eventId) => (
        <VirtualEvent key={eventId} eventTypeId={eventTypeId} eventId={eventId} />
      ))}
      <RulesDialog />
    </Page>
  );
}
