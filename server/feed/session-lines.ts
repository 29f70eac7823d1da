/**
 * The session lines of a cricket innings, as an Indian exchange offers them: runs at 6, 10, 15 and 20
 * overs (or the one-day spans), the innings' runs, each over's runs, the fall of the next wicket, each
 * batter's runs, fours, sixes, powerplay boundaries, wickets and odd or even. What each line offers
 * comes from the innings as it stands; when it is decided, and on what figure, from the innings too, so
 * every line settles on what the simulated innings did.
 */
import type { Innings } from './cricket';
import type { LineQuote } from './types';
import type { MarketResult } from '../exchange/settlement';

export interface InningsContext {
  index: 0 | 1;
  team: string;
  /** Overs in a full innings. */
  overs: number;
  /** Over counts the span lines ("6 Over Runs") close at. */
  spans: readonly number[];
  /** Every kind of line (real matches), or the spans and innings runs alone (virtual cricket). */
  full: boolean;
  batterName: (order: number) => string;
}

export interface LineOffer {
  /** Unique within the event's round, and stable while the line is up. */
  key: string;
  name: string;
  type: 'SESSION' | 'INNINGS_RUNS';
  line: LineQuote;
}

const SIZE = 1_00_000_00;
/** A wicket falls on about one ball in 25 (4 %), so a partnership is priced over that many balls. */
const BALLS_PER_WICKET = 25;
const FOUR_A_BALL = 0.1;
const SIX_A_BALL = 0.05;
const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'];

/** Runs a ball at this many wickets down (the innings model's own rate). */
const runRate = (innings: Innings) => 1.32 * Math.sqrt(Math.max(0, 10 - innings.wickets) / 10);
/** No at `expected`, Yes one above: the gap is the book's margin. */
const gapLine = (expected: number): LineQuote => {
  const line = Math.max(0, Math.round(expected));
  return { noLine: line, noRate: 100, yesLine: line + 1, yesRate: 100, size: SIZE };
};
const powerplayOvers = (context: InningsContext) => (context.overs >= 50 ? 10 : 6);

export const spanKey = (index: number, span: number) => `s${index}-${span}`;
export const inningsRunsKey = (index: number) => `ir${index}`;

/** The lines open on the innings now: none once it has ended. */
export function offeredLines(innings: Innings, context: InningsContext): LineOffer[] {
  const { index, team, overs } = context;
  const total = overs * 6;
  const left = Math.max(0, total - innings.balls);
  const rate = runRate(innings);
  const offers: LineOffer[] = [];
  for (const span of context.spans) {
    if (innings.balls < span * 6) offers.push({ key: spanKey(index, span), name: `${span} Over Runs ${team}`, type: 'SESSION', line: gapLine(innings.runs + Math.max(0, span * 6 - innings.balls) * rate) });
  }
  if (!context.spans.length) return offers;
  const projected = Math.round(innings.runs + left * rate);
  offers.push({ key: inningsRunsKey(index), name: `${team} Innings Runs`, type: 'INNINGS_RUNS', line: { noLine: projected, noRate: 90, yesLine: projected, yesRate: 110, size: SIZE } });
  if (!context.full) return offers;

  const over = Math.floor(innings.balls / 6);
  for (const o of [over, over + 1].filter((o) => o < overs)) {
    const bowled = Math.max(0, innings.balls - o * 6);
    offers.push({ key: `o${index}-${o + 1}`, name: `Over ${o + 1} Runs ${team}`, type: 'SESSION', line: gapLine((innings.overRuns[o] ?? 0) + (6 - bowled) * rate) });
  }
  const partnership = Math.min(BALLS_PER_WICKET, left) * rate;
  if (innings.wickets < 10) offers.push({ key: `w${index}-${innings.wickets + 1}`, name: `Fall of ${ORDINALS[innings.wickets]} Wkt Runs ${team}`, type: 'SESSION', line: gapLine(innings.runs + partnership) });
  // In batting order, not strike order: the two lines keep their places as the batters change ends.
  for (const order of [...innings.crease].sort((a, b) => a - b)) {
    const batter = innings.batters[order];
    if (batter && !batter.out) offers.push({ key: `bt${index}-${order + 1}`, name: `${context.batterName(order)} Runs`, type: 'SESSION', line: gapLine(batter.runs + partnership / 2) });
  }
  offers.push({ key: `f${index}`, name: `${team} Total Fours`, type: 'SESSION', line: gapLine(innings.fours + left * FOUR_A_BALL) });
  offers.push({ key: `x${index}`, name: `${team} Total Sixes`, type: 'SESSION', line: gapLine(innings.sixes + left * SIX_A_BALL) });
  const powerplay = powerplayOvers(context) * 6;
  if (innings.balls < powerplay) offers.push({ key: `pb${index}`, name: `Boundaries in Overs 1 to ${powerplay / 6} ${team}`, type: 'SESSION', line: gapLine(firstOvers(innings.overBoundaries, powerplay / 6) + (powerplay - innings.balls) * (FOUR_A_BALL + SIX_A_BALL)) });
  offers.push({ key: `wk${index}`, name: `${team} Total Wickets`, type: 'SESSION', line: gapLine(Math.min(10, innings.wickets + left / BALLS_PER_WICKET)) });
  // Yes is odd, No is even: the figure settled on is the total's remainder by 2, against a line of 1.
  offers.push({ key: `oe${index}`, name: `${team} Innings Runs Odd (Yes) or Even (No)`, type: 'SESSION', line: { noLine: 1, noRate: 110, yesLine: 1, yesRate: 90, size: SIZE } });
  return offers;
}

/** The sum over the first `overs` overs of a per-over figure. */
const firstOvers = (perOver: readonly number[], overs: number) => perOver.slice(0, overs).reduce((sum, n) => sum + n, 0);

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Every line of the innings that is decided now, with its result: a line closes when its span is done,
 * its batter is out or its wicket falls, or else when the innings ends (on the figure made by then). An
 * over not begun when the innings ends is void. The caller settles each key once.
 */
export function decidedLines(innings: Innings, context: InningsContext, ended: boolean): Array<{ key: string; result: MarketResult }> {
  const { index } = context;
  const decided: Array<{ key: string; result: MarketResult }> = [];
  const runs = (key: string, n: number, words?: string) => decided.push({ key, result: words ? { kind: 'runs', runs: n, words } : { kind: 'runs', runs: n } });
  // Span figures are summed from the overs, so a line decided earlier reads the same whenever it is asked.
  for (const span of context.spans) if (innings.balls >= span * 6 || ended) runs(spanKey(index, span), firstOvers(innings.overRuns, span));
  if (!context.spans.length) return decided;
  if (ended) runs(inningsRunsKey(index), innings.runs);
  if (!context.full) return decided;

  for (let o = 0; o < context.overs; o += 1) {
    if (innings.balls >= (o + 1) * 6 || (ended && innings.balls > o * 6)) runs(`o${index}-${o + 1}`, innings.overRuns[o] ?? 0);
    else if (ended) decided.push({ key: `o${index}-${o + 1}`, result: { kind: 'void' } });
  }
  for (let k = 1; k <= 10; k += 1) {
    const fell = innings.fallOfWickets[k - 1];
    if (fell !== undefined) runs(`w${index}-${k}`, fell);
    else if (ended) runs(`w${index}-${k}`, innings.runs);
  }
  innings.batters.forEach((batter, order) => {
    if (batter.out || ended) runs(`bt${index}-${order + 1}`, batter.runs);
  });
  const boundaries = firstOvers(innings.overBoundaries, powerplayOvers(context));
  if (innings.balls >= powerplayOvers(context) * 6 || ended) runs(`pb${index}`, boundaries, counted(boundaries, 'boundary', 'boundaries'));
  if (ended) {
    runs(`f${index}`, innings.fours, counted(innings.fours, 'four', 'fours'));
    runs(`x${index}`, innings.sixes, counted(innings.sixes, 'six', 'sixes'));
    runs(`wk${index}`, innings.wickets, counted(innings.wickets, 'wicket', 'wickets'));
    runs(`oe${index}`, innings.runs % 2, `${innings.runs % 2 ? 'Odd' : 'Even'}: ${innings.runs} runs`);
  }
  return decided;
}
