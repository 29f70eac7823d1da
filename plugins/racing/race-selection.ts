/** Which race a racing page shows, and the race list grouped by country. */
import type { Race } from './racing-api';

export interface RaceChoice {
  race: Race | null;
  countryCode: string;
}

/** Spec section 4: the race is looked up by hrEventId; if absent, the first race and its country are selected. */
export function chooseRace(races: readonly Race[], hrEventId: string | null): RaceChoice {
  const race = (hrEventId ? races.find((r) => r.eventId === hrEventId) : undefined) ?? races.find((r) => r.state !== 'result') ?? races[0] ?? null;
  return { race, countryCode: race?.countryCode ?? '' };
}

export interface CountryGroup {
  countryCode: string;
  flag: string;
  races: Race[];
}

/** A country code's flag emoji from its regional indicator letters; '' for anything but two letters. */
export function flagEmoji(countryCode: string): string {
  if (!/^[A-Z]{2}$/.test(countryCode)) return '';
  return String.fromCodePoint(...[...countryCode].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** Races not yet run, by country in order of each country's next race; each country's races by time. */
export function groupByCountry(races: readonly Race[]): CountryGroup[] {
  const groups = new Map<string, Race[]>();
  for (const race of [...races].filter((r) => r.state !== 'result').sort((a, b) => a.openDate - b.openDate)) {
    const list = groups.get(race.countryCode) ?? [];
    list.push(race);
    groups.set(race.countryCode, list);
  }
  return [...groups].map(([countryCode, list]) => ({ countryCode, flag: flagEmoji(countryCode), races: list }));
}

/** Races run and still on the card, latest first. */
export function results(races: readonly Race[]): Race[] {
  return races.filter((r) => r.state === 'result').sort((a, b) => b.openDate - a.openDate);
}
