/**
 * A race card: the race's venue, time and countdown or state, its runners (number in silk or trap colour,
 * name, form, jockey and trainer; non-runners withdrawn with their reduction factor; places once run)
 * and the Win market's three back and three lay prices, which go to the betting plugin's slip; under it
 * the Place market ("To Be Placed · 3 places") the same way, while the race is not yet run.
 */
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { formatRupeesFromPaise } from '../../domain/format';
import { useServices } from '../../engine/plugin-api';
import { type Market, useEventMarkets, useMarketProjection, useMarketStale, useMarketStatus } from '../betting/api';
import { RaceRunnerRow } from './RaceRunnerRow';
import { raceCountdownText, raceDateText, raceTimeText } from './race-time';
import type { Race } from './racing-api';
import { racingState } from './state';
import { useNow } from './use-races';

const Card = styled.section`
  background: var(--wl-color-surface, #fff);
  border-radius: var(--wl-length-radius, 8px);
  overflow: hidden;
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.08);
  > header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 4px 12px;
    padding: 10px 12px;
    background: var(--wl-color-theme);
    color: var(--wl-color-on-theme, #fff);
  }
  h2 { margin: 0; font-size: 16px; }
  .state { font-size: 13px; font-weight: 700; }
  .note { margin: 0; padding: 6px 12px; font-size: 13px; background: #fff4d6; color: #6b4b00; }
  .settled { margin: 0; padding: 8px 12px; font-size: 14px; font-weight: 700; background: #e8f5e9; color: #1b5e20; }
  .settled[data-loss] { background: #fdecea; color: #8a1c14; }
  .heads {
    display: grid;
    grid-template-columns: minmax(0, 1fr) repeat(6, 54px);
    gap: 3px;
    padding: 4px 6px;
    font-size: 12px;
    font-weight: 700;
    text-align: center;
  }
  .heads .back { grid-column: 2 / span 3; }
  .heads .lay { grid-column: 5 / span 3; }
  .heads .place { grid-column: 2 / -1; }
  h3 { margin: 0; padding: 8px 12px 4px; font-size: 14px; border-top: 2px solid rgba(0, 0, 0, 0.12); }
  @media (max-width: 599px) {
    .heads { grid-template-columns: minmax(0, 1fr) repeat(2, 54px); }
    .heads .back { grid-column: 2; }
    .heads .lay { grid-column: 3; }
  }
`;

function stateText(race: Race, now: number, wallClock: (instant: number) => Date): string {
  if (race.state === 'result') return 'Result';
  if (race.state === 'off') return 'Off: betting suspended';
  return raceCountdownText(race.openDate, now, wallClock);
}

function SettledNote({ marketId }: { marketId: string }) {
  const pnl = useSnapshot(racingState).settled[marketId];
  if (pnl === undefined) return null;
  return (
    <p className="settled" data-testid="race-settled" data-loss={pnl < 0 ? '' : undefined}>
      Settled: {pnl >= 0 ? `you won ${formatRupeesFromPaise(pnl)}` : `you lost ${formatRupeesFromPaise(-pnl)}`}
    </p>
  );
}

function UnmatchedNote({ marketId }: { marketId: string }) {
  const { unmatchedLiability } = useMarketProjection(marketId);
  if (unmatchedLiability <= 0) return null;
  return <p className="note">Unmatched bets: up to {formatRupeesFromPaise(unmatchedLiability)} more at risk if they are matched</p>;
}

function Runners({ race, market, label, place = false }: { race: Race; market: Market | null; label: string; place?: boolean }) {
  const marketId = market?.marketId ?? '';
  const status = useMarketStatus(marketId);
  const stale = useMarketStale(marketId);
  const { position } = useMarketProjection(marketId);
  const open = race.state === 'open' && status === 'OPEN' && !stale;
  return (
    <div role="group" aria-label={label}>
      {/* Column words for the eye; each price button names its runner, side and price. */}
      <div className="heads" aria-hidden="true">
        <span>Runner</span>
        {race.state === 'result' ? (
          <span className="place">Place</span>
        ) : (
          <>
            <span className="back">Back</span>
            <span className="lay">Lay</span>
          </>
        )}
      </div>
      {race.runners.map((runner) => (
        <RaceRunnerRow key={runner.selectionId} runner={runner} market={market} open={open} place={race.placings.indexOf(runner.selectionId) + 1} pnl={position?.[runner.selectionId] ?? null} pnlLabel={place ? 'If placed ' : ''} />
      ))}
    </div>
  );
}

/** The Place market under the Win market: its title with the places it pays, prices and the player's bets if placed. */
function PlaceSection({ race, market }: { race: Race; market: Market }) {
  const places = market.numberOfWinners ?? race.places;
  const settled = useSnapshot(racingState).settled[market.marketId] !== undefined;
  // Once run, the Win list shows every place; the Place market shows only what it paid the player.
  if (race.state === 'result' && !settled) return null;
  const title = `${market.marketName || 'To Be Placed'} · ${places} places`;
  return (
    <section aria-label={title} data-testid="race-place-market" data-market-id={market.marketId}>
      <h3>{title}</h3>
      <SettledNote marketId={market.marketId} />
      {race.state === 'result' ? null : (
        <>
          <UnmatchedNote marketId={market.marketId} />
          <Runners race={race} market={market} label={title} place />
        </>
      )}
    </section>
  );
}

export function RaceCard({ race }: { race: Race }) {
  const { time } = useServices();
  const now = useNow();
  const wallClock = (instant: number) => time.wallClock(instant);
  const { markets } = useEventMarkets(race.eventTypeId, race.eventId);
  const market = markets?.find((m) => m.marketId === race.marketId) ?? markets?.find((m) => m.marketType === 'MATCH_ODDS' && !m.numberOfWinners) ?? null;
  const placeMarket = markets?.find((m) => (m.numberOfWinners ?? 1) > 1) ?? null;
  const withdrawn = race.runners.filter((r) => r.status === 'REMOVED');
  return (
    <Card aria-labelledby="race-card-title" data-testid="race-card" data-event-id={race.eventId} data-market-id={market?.marketId ?? race.marketId}>
      <header>
        <h2 id="race-card-title">
          {raceTimeText(race.openDate, wallClock)} {race.venue}
        </h2>
        <span className="state" data-testid="race-state">
          {race.state === 'open' ? `${raceDateText(race.openDate, now, wallClock)} · ` : ''}
          {stateText(race, now, wallClock)}
        </span>
      </header>
      {withdrawn.length && race.state === 'open' ? <p className="note">Bets matched before a withdrawal keep their stake at odds reduced by its reduction factor; bets on a non-runner are void.</p> : null}
      <SettledNote marketId={race.marketId} />
      {market ? <UnmatchedNote marketId={market.marketId} /> : null}
      <Runners race={race} market={market} label={`${race.venue} runners`} />
      {placeMarket ? <PlaceSection race={race} market={placeMarket} /> : null}
    </Card>
  );
}
