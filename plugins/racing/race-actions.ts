/**
 * The racing pages' actions on the plugin's slice: reading a race type's list and choosing the race a
 * page shows. Apart from state.ts so the wire adapter loads with the pages, not at boot.
 */
import { fetchRaces, type Race, type RaceType } from './racing-api';
import { chooseRace } from './race-selection';
import { racingServices, racingState } from './state';

/**
 * Reads a race type's list. With `sampleRaceList` on, the list is kept only when a random 50 % check
 * passes and cleared otherwise, as the original client did; off (the default), every list is kept.
 */
export async function loadRaces(type: RaceType, random: () => number = Math.random): Promise<void> {
  const { api } = racingServices();
  try {
    const races = await fetchRaces(api, type);
    racingState.races[type] = racingState.options.sampleRaceList && random() >= 0.5 ? [] : races;
    racingState.errors[type] = null;
  } catch (error) {
    racingState.errors[type] = api.errorText(error);
    racingState.races[type] ??= [];
  }
}

/** Selects the race a page shows (spec section 4): by hrEventId, else the first race and its country. */
export function selectRace(type: RaceType, hrEventId: string | null): Race | null {
  const { race, countryCode } = chooseRace(racingState.races[type] ?? [], hrEventId);
  racingState.hrEventId = race?.eventId ?? null;
  racingState.hrMarketId = race?.marketId || null;
  racingState.hrCountryCode = countryCode || null;
  return race;
}
