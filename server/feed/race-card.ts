/**
 * Race cards of the sandbox feed (horse racing 7, greyhound racing 4339): venues, runners with their
 * number, silk or trap colour, form line and jockey or trainer, the finishing order, and the reduction
 * factor a non-runner brings to the Win market. Pure and seeded: the feed's generator decides everything.
 */
import type { Random } from './random';

export type RaceRunnerStatus = 'ACTIVE' | 'REMOVED' | 'WINNER' | 'PLACED' | 'LOSER';

export interface RaceRunner {
  id: string;
  /** Saddle cloth or trap number. */
  number: number;
  name: string;
  /** Silk colour (horses) or trap colour (greyhounds), a CSS hex colour. */
  colour: string;
  /** Recent finishing positions, oldest first ('1', '2', …, '0' for unplaced, '-' a season break). */
  form: string;
  jockey: string | null;
  trainer: string;
  status: RaceRunnerStatus;
  /** Set when withdrawn: the Win market's reduction factor, in tenths of a percent (125 = 12.5 %). */
  reductionFactor: number | null;
  /** Set when withdrawn from a race with a Place market: that market's reduction factor, likewise. */
  placeReductionFactor: number | null;
}

export interface RaceCard {
  venue: string;
  countryCode: string;
  /** Runner ids in finishing order, once the race is run. */
  placings: string[] | null;
  /** How many runners the Place market pays (placesPaid of the declared runners); 0: no Place market. */
  places: number;
  runners: RaceRunner[];
}

/** When races go off and how long each stage lasts, in real milliseconds. */
export interface RaceTiming {
  /** From the feed's start to the first race of each venue, per race slot in the order of RACE_SLOTS. */
  firstOffMs: readonly number[];
  /** From a race's removal to the next race at the same slot. */
  nextRaceMs: number;
  /** From the off (suspended) to the result. */
  runMs: number;
  /** How long a result stays on the card. */
  resultShownMs: number;
  /** How long before the off a non-runner is withdrawn, in races that have one. */
  nonRunnerBeforeOffMs: number;
  /** The share of races with a non-runner (0 to 1). */
  nonRunnerChance: number;
}

export const DEFAULT_RACE_TIMING: RaceTiming = {
  firstOffMs: [3, 2, 6, 5, 9, 8].map((minutes) => minutes * 60_000),
  nextRaceMs: 4 * 60_000,
  runMs: 20_000,
  resultShownMs: 30_000,
  nonRunnerBeforeOffMs: 60_000,
  nonRunnerChance: 0.4,
};

export interface Venue {
  eventTypeId: '7' | '4339';
  competitionId: string;
  venue: string;
  countryCode: string;
}

/** The race slots of the card, in order: two venues of each race type in more than one country. */
export const RACE_SLOTS: readonly Venue[] = [
  { eventTypeId: '7', competitionId: '701', venue: 'Mahalaxmi Racecourse', countryCode: 'IN' },
  { eventTypeId: '4339', competitionId: '4339', venue: 'Sheffield Dogs', countryCode: 'GB' },
  { eventTypeId: '7', competitionId: '702', venue: 'Ascot', countryCode: 'GB' },
  { eventTypeId: '4339', competitionId: '4340', venue: 'Shelbourne Park', countryCode: 'IE' },
  { eventTypeId: '7', competitionId: '703', venue: 'Flemington', countryCode: 'AU' },
  { eventTypeId: '4339', competitionId: '4341', venue: 'The Meadows', countryCode: 'AU' },
];

const HORSES = ['Star Of Mysore', 'Deccan Queen', 'Royal Bengal', 'Monsoon Gold', 'Nilgiri Mist', 'Thar Express', 'Kaveri Dancer', 'Malabar Storm', 'Konkan Breeze', 'Aravalli Prince'];
const GREYHOUNDS = ['Swift Tiger', 'Blue Lightning', 'Desert Arrow', 'Silver Dart', 'Night Runner', 'Iron Comet', 'Misty Bolt', 'Copper Flash'];
const JOCKEYS = ['S. Shinde', 'P. Trevor', 'Y. Rupesh', 'A. Sandesh', 'C. Umesh', 'N. Rawal', 'T. S. Jodha', 'Akshay K.'];
const TRAINERS = ['P. Shroff', 'R. Fernandes', 'S. Padmanabhan', 'M. Narredu', 'D. Netto', 'K. Kukreja', 'V. Gaekwad', 'J. Ross'];
const SILKS = ['#c62828', '#1565c0', '#2e7d32', '#f9a825', '#6a1b9a', '#ef6c00', '#00838f', '#4e342e', '#ad1457', '#37474f'];
/** The standard greyhound trap colours, traps 1 to 6 (trap 6 wears black and white stripes; shown black). */
export const TRAP_COLOURS = ['#d32f2f', '#1565c0', '#f5f5f5', '#212121', '#ef6c00', '#212121'];

function formLine(random: Random): string {
  return Array.from({ length: random.int(3, 5) }, () => (random.chance(0.1) ? '-' : String(random.int(0, 8)))).join('');
}

/** A race card for a venue: 6 to 8 horses or 6 greyhounds (one per trap), all running. */
export function newRaceCard(venue: Venue, eventId: string, random: Random): RaceCard {
  const greyhounds = venue.eventTypeId === '4339';
  const pool = greyhounds ? GREYHOUNDS : HORSES;
  const count = greyhounds ? 6 : random.int(6, 8);
  const names = [...pool].sort(() => random.next() - 0.5).slice(0, count);
  return {
    venue: venue.venue,
    countryCode: venue.countryCode,
    placings: null,
    places: placesPaid(count),
    runners: names.map((name, i) => ({
      id: `${eventId}-${i + 1}`,
      number: i + 1,
      name,
      colour: greyhounds ? TRAP_COLOURS[i]! : random.pick(SILKS),
      form: formLine(random),
      jockey: greyhounds ? null : random.pick(JOCKEYS),
      trainer: random.pick(TRAINERS),
      status: 'ACTIVE',
      reductionFactor: null,
      placeReductionFactor: null,
    })),
  };
}

/**
 * The Win market's reduction factor for a runner withdrawn with win chance `chance`, in tenths of a
 * percent: the chance itself, rounded to 0.1 %; below 2.5 % none applies (Betfair's rule).
 */
export function reductionFactorFor(chance: number): number {
  const tenths = Math.round(chance * 1000);
  return tenths < 25 ? 0 : tenths;
}

/** The finishing order: each place drawn from the runners left, in proportion to their strength. */
export function finishingOrder(strengths: readonly number[], running: readonly boolean[], random: Random): number[] {
  const left = strengths.map((strength, index) => ({ strength, index })).filter(({ index }) => running[index]);
  const order: number[] = [];
  while (left.length) {
    const total = left.reduce((sum, r) => sum + r.strength, 0);
    let roll = random.next() * total;
    let at = left.length - 1;
    for (let i = 0; i < left.length; i += 1) {
      roll -= left[i]!.strength;
      if (roll <= 0) {
        at = i;
        break;
      }
    }
    order.push(left[at]!.index);
    left.splice(at, 1);
  }
  return order;
}

/**
 * How many runners the Place market pays, by the runners declared when the card is made (Betfair's
 * rule): none under 5 runners (no Place market), 2 for 5 to 7, 3 for 8 or more. A later withdrawal does
 * not change it.
 */
export function placesPaid(runners: number): number {
  return runners < 5 ? 0 : runners <= 7 ? 2 : 3;
}

/**
 * Each runner's chance of finishing in the first `places` (Harville): every finishing order is as likely
 * as drawing the runners one by one in proportion to their win chances, which is how the race is run
 * (finishingOrder). Exact, by enumerating the first `places` positions (at most 8 × 7 × 6 orders).
 */
export function placeChances(winChances: readonly number[], places: number): number[] {
  const placed = winChances.map(() => 0);
  const walk = (taken: readonly number[], chance: number, left: number) => {
    if (taken.length === places || left <= 0) return;
    winChances.forEach((p, i) => {
      if (p <= 0 || taken.includes(i)) return;
      const next = (chance * p) / left;
      placed[i]! += next;
      walk([...taken, i], next, left - p);
    });
  };
  walk([], 1, winChances.reduce((sum, p) => sum + p, 0));
  return placed;
}

/**
 * The Place market's reduction factor for a runner withdrawn with place chance `chance` in a market
 * paying `places`, in tenths of a percent: its share of the places (chance / places), rounded to 0.1 %,
 * none below 2.5 %. Removing a runner with that share raises every other runner's place chance by about
 * the same proportion, so their fair prices fall by it. (Betfair publishes its own place factors and
 * applies them to the odds less one; the sandbox applies this one to the price, as in the Win market.)
 */
export function placeReductionFactorFor(chance: number, places: number): number {
  return reductionFactorFor(places > 0 ? chance / places : 0);
}
