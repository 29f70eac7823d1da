/**
 * The sandbox feed: a seeded simulation of cricket (T20 and one-day), football, tennis, virtual cricket
 * (v9), ball-by-ball (b9) and race cards (7, 4339), in accelerated time. It writes market snapshots to
 * the board, keeps scores, and reports results so markets settle. The same seed and the same tick times
 * give the same feed.
 */
import { bowl, firstSideWinChance, newCricket, oversText, withLineFigures, type CricketState } from './cricket';
import { battingOrder } from './lineups';
import { decidedLines, offeredLines, type InningsContext } from './session-lines';
import { footballChances, playGame, playMinute, tennisChance, type FootballState, type TennisState } from './other-sports';
import { bookmakerLevels, runnerLevels } from './quotes';

/** A ball of a real match: cricket is bowled about twice a minute. */
export const REAL_BALL_MS = 30_000;
/** The quick pace of virtual and ball-by-ball cards, and of tests and demos (BALL_MS=4000). */
export const FAST_BALL_MS = 4000;
const BALL_RUNNING_MS = 4000;
const WICKET_PAUSE_MS = 10_000;
import { DEFAULT_RACE_TIMING, finishingOrder, newRaceCard, placeChances, placeReductionFactorFor, RACE_SLOTS, reductionFactorFor, type RaceCard, type RaceTiming } from './race-card';
import { seededRandom, type Random } from './random';
import type { MarketBoard } from './market-board';
import type { MarketSnapshot, MarketStatus } from './types';
import type { MarketResult } from '../exchange/settlement';

/** The score of an event as the API answers it (and the match centre's scorecard draws it). */
export type EventScore =
  | { kind: 'cricket'; overs: number; battingTeam: string | undefined; innings: Array<{ team: string | undefined; runs: number; wickets: number; overs: string; recent: readonly string[] }>; target: number | null; finished: boolean }
  | { kind: 'football'; minute: number; goals: readonly [number, number]; finished: boolean }
  | { kind: 'tennis'; sets: readonly [number, number]; games: readonly [number, number]; finished: boolean }
  | { kind: 'race'; startsAt: number; finished: boolean };

export interface FeedEvent {
  id: string;
  name: string;
  eventTypeId: string;
  competitionId: string;
  competitionName: string;
  openDate: number;
  inPlay: boolean;
  finished: boolean;
  countryCode: string;
  runners: Array<{ id: string; name: string }>;
  marketIds: string[];
  /** Race events only: the card with runner details, non-runners and, once run, the placings. */
  race?: RaceCard;
}

type Model =
  | { kind: 'cricket'; state: CricketState; spans: number[]; stepMs: number }
  | { kind: 'football'; state: FootballState; stepMs: number }
  | { kind: 'tennis'; state: TennisState; stepMs: number }
  | { kind: 'race'; strengths: number[]; stepMs: number; nonRunner: { index: number; at: number } | null };

interface Running {
  event: FeedEvent;
  /** The card position this event fills; its next event takes the same slot. */
  slot: number;
  format: string;
  /** Each event draws from its own generator, so events cannot disturb each other's randomness. */
  random: Random;
  /** A race's Place market draws its sizes from a generator of its own, so it leaves the Win market's draws as they were. */
  placeRandom: Random;
  model: Model;
  nextStepAt: number;
  steps: number;
  round: number;
  /** Line markets already settled, so each settles once. */
  done: Set<string>;
  removeAt: number | null;
}

/** Everything the simulator holds, as plain data: restoring it goes on exactly as the simulator it came from would. */
export interface FeedSnapshot {
  /** The time the simulator had been advanced to. */
  at: number;
  slots: number;
  raceSlotBase: number;
  running: Array<Omit<Running, 'random' | 'placeRandom' | 'done'> & { random: number; placeRandom: number; done: string[] }>;
  /** The markets the simulator had published, as they stood. */
  markets: Array<Omit<MarketSnapshot, 'version'>>;
}

export interface SimulatorOptions {
  seed: number;
  /** How many real milliseconds a cricket ball takes (others scale with it). */
  ballMs?: number;
  onResult: (marketId: string, result: MarketResult) => void;
  /** A runner withdrawn from a race's Win market, with the reduction factor (tenths of a percent) for bets matched on the others. */
  onNonRunner?: (marketId: string, runnerId: string, reductionFactor: number) => void;
  /** Race timing; DEFAULT_RACE_TIMING fills what is left out. */
  raceTiming?: Partial<RaceTiming>;
}

const T20_TEAMS = ['Mumbai Indians', 'Chennai Super Kings', 'Royal Challengers Bengaluru', 'Kolkata Knight Riders', 'Delhi Capitals', 'Rajasthan Royals', 'Sunrisers Hyderabad', 'Punjab Kings', 'Gujarat Titans', 'Lucknow Super Giants'];
const ODI_TEAMS = ['India', 'Australia', 'England', 'South Africa', 'New Zealand', 'Pakistan', 'Sri Lanka', 'Bangladesh'];
const FOOTBALL = ['Mohun Bagan', 'East Bengal', 'Bengaluru FC', 'Mumbai City', 'Kerala Blasters', 'FC Goa', 'Odisha FC', 'Chennaiyin FC'];
const TENNIS = ['S. Nagal', 'R. Bopanna', 'C. Alcaraz', 'J. Sinner', 'N. Djokovic', 'D. Medvedev', 'A. Zverev', 'T. Fritz'];

/** Virtual cricket and ball-by-ball run on fixed event ids, as the client expects. */
export const VIRTUAL_EVENT_IDS = ['90000001', '90000002'] as const;
export const BALL_BY_BALL_EVENT_IDS = ['95000001'] as const;

export class FeedSimulator {
  private readonly running = new Map<string, Running>();
  private slots = 0;
  /** The card slot of the first race (RACE_SLOTS[0]); the race slots follow it. */
  private raceSlotBase = 0;
  private advancedTo = 0;
  readonly ballMs: number;
  readonly raceTiming: RaceTiming;

  constructor(
    private readonly board: MarketBoard,
    private readonly options: SimulatorOptions,
  ) {
    this.ballMs = options.ballMs ?? REAL_BALL_MS;
    this.raceTiming = { ...DEFAULT_RACE_TIMING, ...options.raceTiming };
  }

  events(): FeedEvent[] {
    return [...this.running.values()].map((r) => r.event);
  }

  event(id: string): FeedEvent | undefined {
    return this.running.get(id)?.event;
  }

  score(eventId: string): EventScore | null {
    const run = this.running.get(eventId);
    if (!run) return null;
    const m = run.model;
    if (m.kind === 'cricket') {
      return {
        kind: 'cricket',
        overs: m.state.overs,
        battingTeam: run.event.runners[m.state.current]?.name,
        innings: m.state.innings.map((i, n) => ({ team: run.event.runners[n]?.name, runs: i.runs, wickets: i.wickets, overs: oversText(i.balls), recent: i.recent })),
        target: m.state.current === 1 ? m.state.innings[0].runs + 1 : null,
        finished: m.state.finished,
      };
    }
    if (m.kind === 'football') return { kind: 'football', minute: m.state.minute, goals: m.state.goals, finished: m.state.finished };
    if (m.kind === 'tennis') return { kind: 'tennis', sets: m.state.sets, games: m.state.games, finished: m.state.finished };
    return { kind: 'race', startsAt: run.event.openDate, finished: run.event.finished };
  }

  /** Where each card slot's event stands (its round), to start a later card after them: ids are never used twice. */
  rounds(): number[] {
    const rounds = Array.from({ length: this.slots }, () => 0);
    for (const run of this.running.values()) rounds[run.slot] = run.round;
    return rounds;
  }

  /** The time the simulator has been advanced to. */
  get at(): number {
    return this.advancedTo;
  }

  snapshot(): FeedSnapshot {
    const running = [...this.running.values()].map(({ random, placeRandom, done, ...run }) => ({ ...structuredClone(run), random: random.state(), placeRandom: placeRandom.state(), done: [...done] }));
    const markets = [...this.running.values()].flatMap((run) => run.event.marketIds.map((id) => this.board.market(id))).filter((m): m is MarketSnapshot => m !== undefined).map(({ version: _version, ...market }) => structuredClone(market));
    return { at: this.advancedTo, slots: this.slots, raceSlotBase: this.raceSlotBase, running, markets };
  }

  /** A simulator going on from `snapshot`, its markets put on `board` (nothing drawn: the prices are the snapshot's). */
  static restore(board: MarketBoard, options: SimulatorOptions, snapshot: FeedSnapshot): FeedSimulator {
    const feed = new FeedSimulator(board, options);
    feed.slots = snapshot.slots;
    feed.raceSlotBase = snapshot.raceSlotBase;
    feed.advancedTo = snapshot.at;
    for (const saved of structuredClone(snapshot.running)) {
      const run: Running = { ...saved, random: seededRandom(saved.random), placeRandom: seededRandom(saved.placeRandom), done: new Set(saved.done) };
      if (run.model.kind === 'cricket') run.model.state.innings = [withLineFigures(run.model.state.innings[0]), withLineFigures(run.model.state.innings[1])];
      feed.running.set(run.event.id, run);
    }
    for (const market of structuredClone(snapshot.markets)) board.put(market);
    return feed;
  }

  /** Advances to `now` however far behind the simulator is: a tick moves each card slot on by at most one event. */
  catchUp(now: number): void {
    while (this.tick(now));
  }

  /**
   * Sets up the first card: some events in play, the rest starting over the next hour. `afterRounds`
   * (a later card, after an earlier one was left) starts each slot at the round after its own.
   */
  start(now: number, afterRounds: readonly number[] = []): void {
    const minutes = (n: number) => now + n * 60_000;
    const card: Array<[string, string, number, string?]> = [
      ['4', 't20', minutes(0)],
      ['4', 't20', minutes(0)],
      ['4', 'odi', minutes(0)],
      ['4', 't20', minutes(8)],
      ['4', 'odi', minutes(25)],
      ['1', 'football', minutes(0)],
      ['1', 'football', minutes(12)],
      ['2', 'tennis', minutes(0)],
      ['2', 'tennis', minutes(6)],
      ['v9', 'virtual', now, VIRTUAL_EVENT_IDS[0]],
      ['v9', 'virtual', now + 20_000, VIRTUAL_EVENT_IDS[1]],
      ['b9', 'ballbyball', now, BALL_BY_BALL_EVENT_IDS[0]],
    ];
    this.raceSlotBase = card.length;
    RACE_SLOTS.forEach((venue, i) => card.push([venue.eventTypeId, 'race', now + (this.raceTiming.firstOffMs[i] ?? this.raceTiming.nextRaceMs)]));
    this.slots = card.length;
    this.advancedTo = now;
    card.forEach(([type, format, at, fixedId], slot) => this.add(slot, type, format, at, fixedId, (afterRounds[slot] ?? 0) + 1, now));
  }

  private add(slot: number, eventTypeId: string, format: string, startAt: number, fixedId: string | undefined, round: number, addedAt: number): void {
    const r = seededRandom((this.options.seed * 1_000_003 + slot * 7919 + round * 104_729) >>> 0);
    const id = fixedId ?? String(31_000_000 + slot * 10_000 + round);
    let runners: string[];
    let competition: [string, string];
    let model: Model;
    let race: RaceCard | undefined;
    const ball = this.ballMs;
    switch (format) {
      case 't20':
      case 'odi':
      case 'virtual':
      case 'ballbyball': {
        const pool = format === 't20' ? T20_TEAMS : ODI_TEAMS;
        const home = r.pick(pool);
        runners = [home, r.pick(pool.filter((t) => t !== home))];
        const overs = format === 't20' ? 20 : format === 'odi' ? 50 : format === 'virtual' ? 2 : 5;
        const spans = format === 't20' ? [6, 10, 15, 20] : format === 'odi' ? [10, 20, 30, 40, 50] : format === 'virtual' ? [1, 2] : [];
        competition = format === 't20' ? ['101480', 'Indian Premier League'] : format === 'odi' ? ['101500', 'ICC ODI Series'] : format === 'virtual' ? ['v9', 'Virtual Cricket'] : ['b9', 'Ball by Ball'];
        // Virtual and ball-by-ball cards keep their quick pace whatever a real match's ball takes.
        model = { kind: 'cricket', state: newCricket(overs), spans, stepMs: format === 'virtual' || format === 'ballbyball' ? Math.round(Math.min(ball, FAST_BALL_MS) * 0.75) : ball };
        break;
      }
      case 'football': {
        const home = r.pick(FOOTBALL);
        runners = [home, 'The Draw', r.pick(FOOTBALL.filter((t) => t !== home))];
        competition = ['201', 'Indian Super League'];
        model = { kind: 'football', state: { minute: 0, goals: [0, 0], strength: [1 + r.next() * 1.2, 0.8 + r.next() * 1.1], finished: false }, stepMs: Math.round(ball / 2) };
        break;
      }
      case 'tennis': {
        const first = r.pick(TENNIS);
        runners = [first, r.pick(TENNIS.filter((t) => t !== first))];
        competition = ['301', 'ATP Tour'];
        model = { kind: 'tennis', state: { sets: [0, 0], games: [0, 0], edge: 0.4 + r.next() * 0.2, finished: false }, stepMs: ball };
        break;
      }
      default: {
        const venue = RACE_SLOTS[slot - this.raceSlotBase]!;
        race = newRaceCard(venue, id, r);
        runners = race.runners.map((runner) => runner.name);
        competition = [venue.competitionId, venue.venue];
        const strengths = runners.map(() => 0.5 + r.next());
        const timing = this.raceTiming;
        // A withdrawal comes while the market is up, before the off.
        const nonRunner = r.chance(timing.nonRunnerChance) ? { index: r.int(0, runners.length - 1), at: startAt - Math.min(timing.nonRunnerBeforeOffMs, (startAt - addedAt) / 2) } : null;
        model = { kind: 'race', strengths, stepMs: 60_000, nonRunner };
      }
    }
    const name = model.kind === 'race' ? `${competition[1]} ${new Date(startAt).toISOString().slice(11, 16)}` : `${runners[0]} v ${runners[runners.length - 1]}`;
    const event: FeedEvent = {
      id,
      name,
      eventTypeId,
      competitionId: competition[0],
      competitionName: competition[1],
      openDate: startAt,
      inPlay: false,
      finished: false,
      countryCode: race?.countryCode ?? 'IN',
      runners: runners.map((runnerName, i) => ({ id: `${id}-${i + 1}`, name: runnerName })),
      marketIds: [],
      ...(race ? { race } : {}),
    };
    const placeRandom = seededRandom((this.options.seed * 1_000_003 + slot * 7919 + round * 104_729 + 15_485_863) >>> 0);
    this.running.set(id, { event, slot, format, random: r, placeRandom, model, nextStepAt: startAt, steps: 0, round, done: new Set(), removeAt: null });
    this.publish(this.running.get(id)!, startAt);
  }

  /**
   * Advances every event to `now`, in card order, so the outcome never depends on how often it ticks.
   * True when an event left the card or is due to (its slot's next event may be due already): catchUp
   * ticks again.
   */
  tick(now: number): boolean {
    this.advancedTo = Math.max(this.advancedTo, now);
    let retired = false;
    for (const run of [...this.running.values()].sort((a, b) => a.slot - b.slot)) {
      if (run.removeAt !== null) {
        if (now >= run.removeAt) {
          this.retire(run, run.removeAt);
          retired = true;
        }
        continue;
      }
      if (run.model.kind === 'race') {
        this.runRace(run, now);
        continue;
      }
      let moved = false;
      // Each step publishes at its own time, so what is offered never depends on how often this runs.
      while (now >= run.nextStepAt && !this.finished(run)) {
        const at = run.nextStepAt;
        run.event.inPlay = true;
        this.step(run);
        run.steps += 1;
        run.nextStepAt += run.model.stepMs;
        moved = true;
        if (this.finished(run)) this.finish(run, at);
        this.publish(run, at);
      }
      if (run.event.inPlay && !moved) this.refreshStatus(run, now);
    }
    return retired || [...this.running.values()].some((run) => run.removeAt !== null && run.removeAt <= now);
  }

  private finished(run: Running): boolean {
    const m = run.model;
    return m.kind === 'race' ? run.event.finished : m.state.finished;
  }

  private step(run: Running): void {
    const m = run.model;
    if (m.kind === 'cricket') {
      const before = m.state.current;
      const innings = m.state.innings[before];
      const ballIndex = innings.balls;
      const outcome = bowl(m.state, run.random);
      if (run.event.eventTypeId === 'b9') {
        const runs = outcome === 'W' ? 0 : Number(outcome);
        this.result(run, `${run.event.id}-r${run.round}-b${before}-${ballIndex}`, { kind: 'runs', runs });
      }
      this.settleSpans(run, before);
    } else if (m.kind === 'football') playMinute(m.state, run.random);
    else if (m.kind === 'tennis') playGame(m.state, run.random);
  }

  /** Session lines of an innings settle when their span, batter or wicket is done, or at the innings' end. */
  private settleSpans(run: Running, inningsIndex: 0 | 1): void {
    const m = run.model;
    if (m.kind !== 'cricket') return;
    const innings = m.state.innings[inningsIndex];
    const ended = m.state.current !== inningsIndex || m.state.finished;
    for (const { key, result } of decidedLines(innings, this.inningsContext(run, inningsIndex), ended)) this.result(run, this.lineId(run, key), result);
  }

  private inningsContext(run: Running, index: 0 | 1): InningsContext {
    const m = run.model;
    const team = run.event.runners[index]!.name;
    const order = battingOrder(team);
    const overs = m.kind === 'cricket' ? m.state.overs : 0;
    const spans = m.kind === 'cricket' ? m.spans : [];
    return { index, team, overs, spans, full: run.event.eventTypeId === '4', batterName: (n) => order[n] ?? `Batter ${n + 1}` };
  }

  /** The result with its runners' names as the market offered them, so statements can name them after the market has gone. */
  private named(marketId: string, result: MarketResult): MarketResult {
    const runners = this.board.market(marketId)?.runners ?? [];
    const nameOf = (runnerId: string) => runners.find((r) => r.id === runnerId)?.name;
    if (result.kind === 'winner') return { ...result, name: nameOf(result.runnerId) };
    if (result.kind === 'placed') return { ...result, names: result.runnerIds.map((id) => nameOf(id) ?? id) };
    return result;
  }

  private result(run: Running, marketId: string, result: MarketResult): void {
    if (run.done.has(marketId)) return;
    run.done.add(marketId);
    // Only markets that were ever offered settle; a span the card never opened has nothing to settle.
    if (!this.board.market(marketId)) return;
    this.board.update(marketId, (market) => ({ ...market, status: 'CLOSED' }));
    this.options.onResult(marketId, this.named(marketId, result));
  }

  private finish(run: Running, now: number): void {
    const m = run.model;
    run.event.finished = true;
    run.event.inPlay = false;
    let winner: number | null = null;
    if (m.kind === 'cricket') winner = m.state.winner;
    else if (m.kind === 'football') winner = m.state.goals[0] > m.state.goals[1] ? 0 : m.state.goals[0] === m.state.goals[1] ? 1 : 2;
    else if (m.kind === 'tennis') winner = m.state.sets[0] > m.state.sets[1] ? 0 : 1;
    if (winner !== null) {
      const runnerId = run.event.runners[winner]!.id;
      this.result(run, this.matchOddsId(run), { kind: 'winner', runnerId });
      if (m.kind === 'cricket' && run.event.eventTypeId === '4') this.result(run, this.bookmakerId(run), { kind: 'winner', runnerId });
    }
    // Virtual and ball-by-ball cards turn over quickly; real events linger so results can be read.
    run.removeAt = now + (run.event.eventTypeId === 'v9' || run.event.eventTypeId === 'b9' ? 10_000 : 30_000);
  }

  /**
   * A race: a non-runner (in some races) is withdrawn before the off, the Win market is suspended at the
   * off and the result comes `runMs` later; times come from the card, not the tick.
   */
  private runRace(run: Running, now: number): void {
    const m = run.model;
    const race = run.event.race;
    if (m.kind !== 'race' || !race || run.event.finished) return;
    if (m.nonRunner && now >= m.nonRunner.at && race.runners[m.nonRunner.index]!.status === 'ACTIVE') this.withdraw(run, m.nonRunner.index, m.nonRunner.at);
    if (now < run.event.openDate) return;
    if (!run.event.inPlay) {
      run.event.inPlay = true;
      for (const id of [this.matchOddsId(run), this.placeId(run)]) this.board.update(id, (market) => ({ ...market, status: 'SUSPENDED' }));
    }
    const resultAt = run.event.openDate + this.raceTiming.runMs;
    if (now < resultAt) return;
    const order = finishingOrder(m.strengths, race.runners.map((r) => r.status === 'ACTIVE'), run.random);
    order.forEach((index, place) => {
      race.runners[index]!.status = place === 0 ? 'WINNER' : place < race.places ? 'PLACED' : 'LOSER';
    });
    race.placings = order.map((index) => race.runners[index]!.id);
    run.event.finished = true;
    run.event.inPlay = false;
    this.result(run, this.matchOddsId(run), { kind: 'winner', runnerId: race.placings[0]! });
    if (race.places > 0) this.result(run, this.placeId(run), { kind: 'placed', runnerIds: race.placings.slice(0, race.places) });
    run.removeAt = resultAt + this.raceTiming.resultShownMs;
  }

  /** Takes a runner out of the Win and Place markets; bets matched on the others are reduced by its factor in each. */
  private withdraw(run: Running, index: number, at: number): void {
    const race = run.event.race!;
    const chances = this.chances(run);
    const runner = race.runners[index]!;
    runner.status = 'REMOVED';
    runner.reductionFactor = reductionFactorFor(chances[index] ?? 0);
    if (race.places > 0) runner.placeReductionFactor = placeReductionFactorFor(placeChances(chances, race.places)[index] ?? 0, race.places);
    this.publish(run, at);
    this.options.onNonRunner?.(this.matchOddsId(run), runner.id, runner.reductionFactor);
    if (runner.placeReductionFactor !== null) this.options.onNonRunner?.(this.placeId(run), runner.id, runner.placeReductionFactor);
  }

  /** Takes a finished event off the board and puts the slot's next event on the card. */
  private retire(run: Running, at: number): void {
    for (const id of run.event.marketIds) this.board.remove(id);
    this.running.delete(run.event.id);
    const type = run.event.eventTypeId;
    const fixed = type === 'v9' || type === 'b9' ? run.event.id : undefined;
    const delay = fixed ? 5000 : run.format === 'race' ? this.raceTiming.nextRaceMs : 10 * 60_000;
    this.add(run.slot, type, run.format, at + delay, fixed, run.round + 1, at);
  }

  private matchOddsId = (run: Running) => `1.${run.event.id}.${run.round}`;
  private bookmakerId = (run: Running) => `9.${run.event.id}.${run.round}`;
  /** A race's Place market ("To Be Placed"). */
  private placeId = (run: Running) => `1.${run.event.id}.${run.round}.place`;
  /** A session line's market id: the event's round and the line's key (spanKey, inningsRunsKey, …). */
  private lineId = (run: Running, key: string) => `${run.event.id}-r${run.round}-${key}`;

  private base(run: Running, id: string, name: string, type: MarketSnapshot['type'], status: MarketStatus): Omit<MarketSnapshot, 'version'> {
    return { id, name, type, status, eventTypeId: run.event.eventTypeId, eventId: run.event.id, eventName: run.event.name, competitionId: run.event.competitionId, competitionName: run.event.competitionName, runners: [] };
  }

  private chances(run: Running): number[] {
    const m = run.model;
    if (m.kind === 'cricket') {
      const p = firstSideWinChance(m.state);
      return [p, 1 - p];
    }
    if (m.kind === 'football') return footballChances(m.state);
    if (m.kind === 'tennis') {
      const p = tennisChance(m.state);
      return [p, 1 - p];
    }
    const running = m.strengths.map((s, i) => (run.event.race?.runners[i]?.status === 'REMOVED' ? 0 : s));
    const total = running.reduce((a, b) => a + b, 0);
    return running.map((s) => s / total);
  }

  /**
   * Match odds pause after a wicket (half a ball, at most WICKET_PAUSE_MS); line markets while the ball
   * is bowled (the last 35 % of each interval, at most BALL_RUNNING_MS: a few seconds at a real pace).
   */
  private states(run: Running, now: number): { wicketJustFell: boolean; ballRunning: boolean } {
    const m = run.model;
    if (m.kind !== 'cricket' || !run.event.inPlay) return { wicketJustFell: false, ballRunning: false };
    return {
      wicketJustFell: m.state.innings[m.state.current].recent.at(-1) === 'W' && now - (run.nextStepAt - m.stepMs) < Math.min(m.stepMs * 0.5, WICKET_PAUSE_MS),
      ballRunning: run.nextStepAt - now < Math.min(m.stepMs * 0.35, BALL_RUNNING_MS),
    };
  }

  /** Between steps only the states change; prices are drawn at steps, so tick timing cannot change the feed. */
  private refreshStatus(run: Running, now: number): void {
    if (run.model.kind !== 'cricket') return;
    const { wicketJustFell, ballRunning } = this.states(run, now);
    for (const id of run.event.marketIds) {
      const market = this.board.market(id);
      if (!market || market.status === 'CLOSED') continue;
      const status: MarketStatus = market.type === 'MATCH_ODDS' ? (wicketJustFell ? 'SUSPENDED' : 'OPEN') : ballRunning ? 'BALL_RUNNING' : 'OPEN';
      if (market.status !== status) this.board.update(id, (current) => ({ ...current, status }));
    }
  }

  /**
   * A race's Place market: the runners still in, priced from their Harville place chances through the
   * same quoting as the Win market, so a place price is never above the runner's win price (a place
   * chance is at least the win chance) and never below 1.01; suspended at the off with the Win market.
   */
  private publishPlace(run: Running, race: RaceCard, chances: readonly number[], ids: string[]): void {
    const id = this.placeId(run);
    const placed = placeChances(chances, race.places);
    const running = run.event.runners.filter((_, i) => race.runners[i]?.status !== 'REMOVED');
    this.board.put({
      ...this.base(run, id, 'To Be Placed', 'MATCH_ODDS', run.event.inPlay ? 'SUSPENDED' : 'OPEN'),
      numberOfWinners: race.places,
      runners: running.map((runner) => ({ ...runner, ...runnerLevels(placed[run.event.runners.indexOf(runner)] ?? 0.01, run.placeRandom) })),
    });
    ids.push(id);
  }

  /** Writes the event's open markets to the board. */
  private publish(run: Running, now: number): void {
    const ids: string[] = [];
    const chances = this.chances(run);
    const m = run.model;
    const { wicketJustFell, ballRunning } = this.states(run, now);

    const matchOdds = this.matchOddsId(run);
    if (!run.done.has(matchOdds)) {
      const status: MarketStatus = wicketJustFell ? 'SUSPENDED' : 'OPEN';
      const name = m.kind === 'race' ? 'Win' : 'Match Odds';
      // A withdrawn runner leaves the Win market: it can no longer be bet on.
      const running = run.event.runners.filter((_, i) => run.event.race?.runners[i]?.status !== 'REMOVED');
      this.board.put({ ...this.base(run, matchOdds, name, 'MATCH_ODDS', m.kind === 'race' && run.event.inPlay ? 'SUSPENDED' : status), runners: running.map((runner) => ({ ...runner, ...runnerLevels(chances[run.event.runners.indexOf(runner)] ?? 0.01, run.random) })) });
      ids.push(matchOdds);
    }
    const race = run.event.race;
    if (race && race.places > 0 && !run.done.has(this.placeId(run))) this.publishPlace(run, race, chances, ids);
    if (m.kind === 'cricket' && run.event.eventTypeId === '4') {
      const bookmaker = this.bookmakerId(run);
      if (!run.done.has(bookmaker)) {
        this.board.put({ ...this.base(run, bookmaker, 'Bookmaker', 'Special', ballRunning ? 'BALL_RUNNING' : 'OPEN'), runners: run.event.runners.map((runner, i) => ({ ...runner, ...bookmakerLevels(chances[i] ?? 0.01, run.random) })) });
        ids.push(bookmaker);
      }
    }
    if (m.kind === 'cricket') {
      const inningsIndex = m.state.current;
      const innings = m.state.innings[inningsIndex];
      if (!m.state.finished) {
        for (const offer of offeredLines(innings, this.inningsContext(run, inningsIndex))) {
          const id = this.lineId(run, offer.key);
          if (run.done.has(id)) continue;
          this.board.put({ ...this.base(run, id, offer.name, offer.type, ballRunning ? 'BALL_RUNNING' : 'OPEN'), line: offer.line });
          ids.push(id);
        }
      }
      if (run.event.eventTypeId === 'b9' && !m.state.finished) {
        const id = `${run.event.id}-r${run.round}-b${inningsIndex}-${innings.balls}`;
        this.board.put({ ...this.base(run, id, `Ball ${oversText(innings.balls + 1)} Runs`, 'SESSION', ballRunning ? 'BALL_RUNNING' : 'OPEN'), line: { noLine: 1, noRate: 55, yesLine: 1, yesRate: 45, size: 10_000_00 } });
        ids.push(id);
      }
    }
    // What is offered now comes first, in the order it is offered, so a line that opens later takes its place among its kind.
    run.event.marketIds = [...new Set([...ids, ...run.event.marketIds])];
  }
}
