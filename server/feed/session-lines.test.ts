import { describe, expect, it } from 'vitest';
import { bowl, newCricket, type CricketState } from './cricket';
import { decidedLines, offeredLines, type InningsContext } from './session-lines';
import type { Random } from './random';

/** A generator whose rolls bowl the given outcomes, in order (rolls inside each outcome's band of the model). */
function scripted(outcomes: string): Random {
  const roll: Record<string, number> = { '0': 0.1, '1': 0.5, '2': 0.75, '4': 0.85, '6': 0.93, W: 0.98 };
  const rolls = [...outcomes].map((o) => roll[o]!);
  return { next: () => rolls.shift()!, state: () => 0, int: () => 0, pick: (items) => items[0]!, chance: () => false };
}

const T20: InningsContext = { index: 0, team: 'MI', overs: 20, spans: [6, 10, 15, 20], full: true, batterName: (n) => `Batter ${n + 1}` };

function bowled(outcomes: string): CricketState {
  const state = newCricket(20);
  const random = scripted(outcomes);
  for (let i = 0; i < outcomes.length; i += 1) bowl(state, random);
  return state;
}

const asMap = (decided: ReturnType<typeof decidedLines>) => Object.fromEntries(decided.map(({ key, result }) => [key, result]));

describe('session lines of a T20 innings', () => {
  it('offers fifteen lines of every kind at the start, priced from the innings model', () => {
    const offers = offeredLines(newCricket(20).innings[0], T20);
    // Worked by hand: 1.32 runs a ball; a wicket every 25 balls; 0.1 fours and 0.05 sixes a ball.
    expect(offers.map((o) => [o.key, o.name, o.line.noLine, o.line.yesLine, o.line.noRate, o.line.yesRate])).toEqual([
      ['s0-6', '6 Over Runs MI', 48, 49, 100, 100],
      ['s0-10', '10 Over Runs MI', 79, 80, 100, 100],
      ['s0-15', '15 Over Runs MI', 119, 120, 100, 100],
      ['s0-20', '20 Over Runs MI', 158, 159, 100, 100],
      ['ir0', 'MI Innings Runs', 158, 158, 90, 110],
      ['o0-1', 'Over 1 Runs MI', 8, 9, 100, 100],
      ['o0-2', 'Over 2 Runs MI', 8, 9, 100, 100],
      ['w0-1', 'Fall of 1st Wkt Runs MI', 33, 34, 100, 100],
      ['bt0-1', 'Batter 1 Runs', 17, 18, 100, 100],
      ['bt0-2', 'Batter 2 Runs', 17, 18, 100, 100],
      ['f0', 'MI Total Fours', 12, 13, 100, 100],
      ['x0', 'MI Total Sixes', 6, 7, 100, 100],
      ['pb0', 'Boundaries in Overs 1 to 6 MI', 5, 6, 100, 100],
      ['wk0', 'MI Total Wickets', 5, 6, 100, 100],
      ['oe0', 'MI Innings Runs Odd (Yes) or Even (No)', 1, 1, 110, 90],
    ]);
    expect(new Set(offers.map((o) => o.key)).size).toBe(offers.length);
  });

  it('follows the innings: the batters at the crease, the next wicket and the overs to come', () => {
    const innings = bowled('14W062' + '1W').innings[0];
    const keys = offeredLines(innings, T20).map((o) => o.key);
    // After 1.2 overs and two wickets: batters 1 and 4 (new, on strike), in batting order; the third wicket; overs 2 and 3.
    expect(keys).toEqual(expect.arrayContaining(['w0-3', 'bt0-4', 'bt0-1', 'o0-2', 'o0-3']));
    expect(keys).not.toEqual(expect.arrayContaining(['w0-2']));
    expect(keys.filter((k) => k.startsWith('bt'))).toEqual(['bt0-1', 'bt0-4']);
    expect(keys.filter((k) => /^o\d/.test(k))).toEqual(['o0-2', 'o0-3']);
  });

  it('settles each line on what the innings did, worked ball by ball', () => {
    // Over 1: 1 (B1), 4 (B2), W (B2 out at 5), 0, 6 (B3), 2 (B3): 13 runs, ends change. Over 2: 1 (B1), W (B3 out at 14).
    const innings = bowled('14W062' + '1W').innings[0];
    expect(asMap(decidedLines(innings, T20, false))).toEqual({
      'o0-1': { kind: 'runs', runs: 13 },
      'w0-1': { kind: 'runs', runs: 5 },
      'w0-2': { kind: 'runs', runs: 14 },
      'bt0-2': { kind: 'runs', runs: 4 },
      'bt0-3': { kind: 'runs', runs: 8 },
    });
  });

  it('settles the rest when the innings ends early: made figures stand, an over not begun is void', () => {
    const innings = bowled('14W062' + '1W').innings[0];
    const decided = asMap(decidedLines(innings, T20, true));
    for (const span of [6, 10, 15, 20]) expect(decided[`s0-${span}`]).toEqual({ kind: 'runs', runs: 14 });
    expect(decided).toMatchObject({
      ir0: { kind: 'runs', runs: 14 },
      'o0-2': { kind: 'runs', runs: 1 },
      'o0-3': { kind: 'void' },
      'o0-20': { kind: 'void' },
      'w0-3': { kind: 'runs', runs: 14 },
      'w0-10': { kind: 'runs', runs: 14 },
      'bt0-1': { kind: 'runs', runs: 2 },
      'bt0-4': { kind: 'runs', runs: 0 },
      pb0: { kind: 'runs', runs: 2, words: '2 boundaries' },
      f0: { kind: 'runs', runs: 1, words: '1 four' },
      x0: { kind: 'runs', runs: 1, words: '1 six' },
      wk0: { kind: 'runs', runs: 2, words: '2 wickets' },
      oe0: { kind: 'runs', runs: 0, words: 'Even: 14 runs' },
    });
  });

  it('closes the powerplay boundaries line at six overs on the boundaries hit by then', () => {
    // Six overs: a four on the first ball of each over, a six on the last ball of over 6, dots otherwise.
    const overs = '400000'.repeat(5) + '400006';
    const innings = bowled(overs + '4').innings[0];
    const decided = asMap(decidedLines(innings, T20, false));
    expect(decided.pb0).toEqual({ kind: 'runs', runs: 7, words: '7 boundaries' });
    expect(decided['s0-6']).toEqual({ kind: 'runs', runs: 30 });
    expect(offeredLines(innings, T20).map((o) => o.key)).not.toContain('pb0');
  });

  it('offers only spans and innings runs on virtual cricket', () => {
    const virtual: InningsContext = { ...T20, overs: 2, spans: [1, 2], full: false };
    expect(offeredLines(newCricket(2).innings[0], virtual).map((o) => o.key)).toEqual(['s0-1', 's0-2', 'ir0']);
  });
});
