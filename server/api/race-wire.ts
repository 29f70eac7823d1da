/**
 * A race event's extra fields in the racing list and on its card, spelt as the operator's racing market is
 * (marketId, eventName, countryCode, openDate, _id), with the runners' card details, non-runners with
 * their reduction factor (percent) and, once run, the placings.
 */
import type { EventOdds, EventRunner } from '../../schemas/wire';
import type { FeedEvent } from '../feed/simulator';

/** The fields a race adds to its event (none for another event). */
export type RaceFields = Partial<Pick<EventOdds, '_id' | 'marketId' | 'venue' | 'raceStatus' | 'placings' | 'numberOfPlaces' | 'runners'>>;

export function raceWire(event: FeedEvent): RaceFields {
  const race = event.race;
  if (!race) return {};
  return {
    _id: event.id,
    marketId: event.marketIds[0] ?? null,
    venue: race.venue,
    raceStatus: event.finished ? 'RESULT' : event.inPlay ? 'OFF' : 'OPEN',
    placings: race.placings,
    // The Place market pays this many (Betfair's numberOfWinners); 0 when the race has none.
    numberOfPlaces: race.places,
    runners: race.runners.map((r): EventRunner => ({
      selectionId: r.id,
      runnerName: r.name,
      clothNumber: r.number,
      colour: r.colour,
      form: r.form,
      jockeyName: r.jockey,
      trainerName: r.trainer,
      status: r.status,
      reductionFactor: r.reductionFactor === null ? null : r.reductionFactor / 10,
      placeReductionFactor: r.placeReductionFactor === null ? null : r.placeReductionFactor / 10,
    })),
  };
}
