import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngineServices } from '../../engine/plugin-api';
import { fakeServices, renderPage, timeIn } from '../../tests/support/fake-services';
import plugin from './index';
import contract from './plugin.json';
import RacingPage from './RacingPage';
import { RacingSidebarSection } from './RacingSidebarSection';
import { raceCountdownText } from './race-time';
import { chooseRace, flagEmoji, groupByCountry } from './race-selection';
import { racesFromWire } from './racing-api';
import { connectionsText, nonRunnerText, numberInk, ordinal } from './runner-text';
import { loadRaces, selectRace } from './race-actions';
import { configureRacing, racingState, receiveSettled, type RacingOptions } from './state';

const picked = vi.hoisted(() => [] as unknown[]);
vi.mock('../betting/api', async (actual) => ({ ...(await actual<typeof import('../betting/api')>()), pickSelection: (selection: unknown) => void picked.push(selection) }));

const OFF = Date.parse('2026-11-24T09:00:00.000Z');
const india = timeIn('india');
const wallClock = (instant: number) => india.wallClock(instant);

function raceWire(id: string, countryCode: string, venue: string, openDate: number, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    eventId: id,
    eventTypeId: '7',
    eventName: `${venue} race`,
    competitionName: venue,
    venue,
    countryCode,
    openDate: new Date(openDate).toISOString(),
    inPlay: false,
    raceStatus: 'OPEN',
    marketId: `1.${id}.1`,
    placings: null,
    numberOfPlaces: 2,
    runners: [
      { selectionId: `${id}-1`, runnerName: 'Star Of Mysore', clothNumber: 1, colour: '#c62828', form: '3210', jockeyName: 'S. Shinde', trainerName: 'P. Shroff', status: 'ACTIVE', reductionFactor: null },
      { selectionId: `${id}-2`, runnerName: 'Deccan Queen', clothNumber: 2, colour: '#f5f5f5', form: '-12', jockeyName: 'P. Trevor', trainerName: 'R. Fernandes', status: 'REMOVED', reductionFactor: 12.5, placeReductionFactor: 6.3 },
    ],
    markets: [],
    ...extra,
  };
}

const LIST = {
  success: true,
  result: [raceWire('r2', 'GB', 'Ascot', OFF + 600_000), raceWire('r1', 'IN', 'Mahalaxmi Racecourse', OFF), raceWire('r3', 'IN', 'Mahalaxmi Racecourse', OFF + 1_200_000)],
};

const market = (id: string) => ({
  marketId: `1.${id}.1`, marketName: 'Win', marketType: 'MATCH_ODDS', status: 'OPEN', version: 1, eventId: id, eventName: 'race', eventTypeId: '7', competitionId: '701', competitionName: 'Mahalaxmi Racecourse',
  runners: [{ selectionId: `${id}-1`, runnerName: 'Star Of Mysore', back: [{ price: 3.5, size: 1200 }, { price: 3.45, size: 500 }, { price: 3.4, size: 800 }], lay: [{ price: 3.55, size: 900 }, { price: 3.6, size: 300 }, { price: 3.65, size: 100 }] }],
});

function services(options: Partial<RacingOptions>, list: unknown = LIST): EngineServices & { api: { get: ReturnType<typeof vi.fn> } } {
  const get = vi.fn(async (path: string) => {
    if (path.startsWith('exchange/odds/eventType/')) return list;
    const group = /^exchange\/odds\/group\/7\/(\w+)$/.exec(path);
    if (group) return { success: true, result: { event: {}, matchOdds: [market(group[1]!)], bookmaker: [], fancy: [], inningsRuns: [] } };
    return { success: true, result: null };
  });
  const engine = fakeServices({ api: { get, post: vi.fn(async () => ({ success: true, result: { minBet: 1, maxBet: 100000 } })), put: vi.fn(), delete: vi.fn(), errorText: (e: unknown) => String(e) } as never, time: india });
  configureRacing(options, engine);
  return engine as never;
}

beforeEach(() => {
  // A phone: the race list is on the page (from 1024 px it is in the left sidebar).
  window.innerWidth = 375;
  picked.length = 0;
  racingState.races = { horse: null, greyhound: null };
  racingState.settled = {};
});
afterEach(() => vi.useRealTimers());

describe('racing plugin contract', () => {
  it('serves both race types, fills the left sidebar and bets through the betting plugin', () => {
    expect(contract.routes.map((r) => [r.path, r.requiresLogin, r.layout.headerName])).toEqual([
      ['/horse-racing', false, 'Horse Racing'],
      ['/greyhound-racing', false, 'Greyhound Racing'],
    ]);
    expect(contract.requires).toEqual(['betting']);
    expect(plugin.contributes?.map((c) => c.slot)).toEqual(['sidebar.left']);
    expect(Object.keys(plugin.socket ?? {})).toEqual(['market-settled']);
  });
});

describe('race list wire', () => {
  it('reads the racing market fields and runner details in clean names, next race first', () => {
    const races = racesFromWire(LIST);
    expect(races.map((r) => r.eventId)).toEqual(['r1', 'r2', 'r3']);
    expect(races[0]).toMatchObject({ eventId: 'r1', venue: 'Mahalaxmi Racecourse', countryCode: 'IN', openDate: OFF, marketId: '1.r1.1', state: 'open', placings: [], places: 2 });
    expect(races[0]!.runners[1]).toEqual({ selectionId: 'r1-2', number: 2, name: 'Deccan Queen', colour: '#f5f5f5', form: '-12', jockey: 'P. Trevor', trainer: 'R. Fernandes', status: 'REMOVED', reductionFactor: 12.5, placeReductionFactor: 6.3 });
  });

  it('keeps only hex colours and skips races without an id or time', () => {
    const races = racesFromWire({ result: [raceWire('x', 'IN', 'V', OFF, { runners: [{ selectionId: 'a', runnerName: 'A', colour: 'url(javascript:1)' }] }), { _id: '', openDate: 'x' }, null] });
    expect(races).toHaveLength(1);
    expect(races[0]!.runners[0]).toMatchObject({ colour: '', number: 1, status: 'ACTIVE', reductionFactor: null });
  });
});

describe('race times (spec section 9)', () => {
  it.each([
    [OFF - 30_000, 'Opens in 1m'],
    [OFF - 3 * 60_000, 'Opens in 3m'],
    [OFF - 65 * 60_000, 'Opens in 1h 5m'],
    [OFF - (24 * 60 + 1) * 60_000, 'Opens in 1d 0h 1m'],
    [OFF, 'Started on Today 14:30'],
    [OFF + 86_400_000, 'Started on 24/11/2026 14:30'],
  ])('at %i the race reads %j', (now, text) => {
    expect(raceCountdownText(OFF, now, wallClock)).toBe(text);
  });
});

describe('race selection and grouping', () => {
  const races = racesFromWire(LIST);
  it('selects the race by hrEventId, else the first race and its country (spec section 4)', () => {
    expect(chooseRace(races, 'r2')).toMatchObject({ race: { eventId: 'r2' }, countryCode: 'GB' });
    expect(chooseRace(races, 'gone')).toMatchObject({ race: { eventId: 'r1' }, countryCode: 'IN' });
    expect(chooseRace(races, null)).toMatchObject({ race: { eventId: 'r1' }, countryCode: 'IN' });
    expect(chooseRace([], null)).toEqual({ race: null, countryCode: '' });
  });

  it('groups races by country in order of their next race, with the flag', () => {
    expect(groupByCountry(races).map((g) => [g.countryCode, g.flag, g.races.map((r) => r.eventId)])).toEqual([
      ['IN', '🇮🇳', ['r1', 'r3']],
      ['GB', '🇬🇧', ['r2']],
    ]);
    expect([flagEmoji('IE'), flagEmoji('gb'), flagEmoji('')]).toEqual(['🇮🇪', '', '']);
  });

  it('keeps the spec navigation state', async () => {
    services({ horseRacing: 'pages' });
    await loadRaces('horse');
    selectRace('horse', null);
    expect([racingState.hrEventId, racingState.hrMarketId, racingState.hrCountryCode]).toEqual(['r1', '1.r1.1', 'IN']);
  });
});

describe('the race list sampling option', () => {
  it.each([
    [false, 0.9, 3],
    [true, 0.2, 3],
    [true, 0.5, 0],
    [true, 0.9, 0],
  ])('with sampleRaceList %s and a draw of %f keeps %i races', async (sampleRaceList, draw, kept) => {
    services({ horseRacing: 'pages', sampleRaceList });
    await loadRaces('horse', () => draw);
    expect(racingState.races.horse).toHaveLength(kept);
  });
});

describe('runner words', () => {
  it.each([[1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [11, '11th'], [12, '12th'], [21, '21st']])('place %i is %s', (place, text) => {
    expect(ordinal(place)).toBe(text);
  });
  it('writes numbers dark on light colours, connections and non-runners', () => {
    expect([numberInk('#f5f5f5'), numberInk('#212121'), numberInk('#1565c0')]).toEqual(['#111', '#fff', '#fff']);
    expect(connectionsText({ jockey: 'S. Shinde', trainer: 'P. Shroff' })).toBe('J: S. Shinde · T: P. Shroff');
    expect(connectionsText({ jockey: '', trainer: 'J. Ross' })).toBe('T: J. Ross');
    expect([nonRunnerText({ reductionFactor: 12.5 }), nonRunnerText({ reductionFactor: 0 })]).toEqual(['Non-runner · reduction factor 12.5%', 'Non-runner']);
    expect(nonRunnerText({ reductionFactor: 12.5, placeReductionFactor: 6.3 })).toBe('Non-runner · reduction factor 12.5% (place 6.3%)');
  });
});

describe('racing page', () => {
  it('opens the coming-soon popup for a race type the brand keeps as coming soon (the default)', async () => {
    const engine = services({});
    renderPage(<RacingPage />, engine, '/greyhound-racing');
    const popup = await screen.findByTestId('coming-soon');
    expect(popup.textContent).toContain('Greyhound Racing');
    expect(popup.textContent).toContain('Will Be Available Soon');
    expect(engine.api.get).not.toHaveBeenCalled();
    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('lists races by country and shows the chosen race card; a price goes to the slip', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: OFF - 3 * 60_000 });
    const engine = services({ horseRacing: 'pages' });
    renderPage(<RacingPage />, engine, '/horse-racing?hrEventId=r3');
    const card = await screen.findByTestId('race-card');
    expect(engine.api.get).toHaveBeenCalledWith('exchange/odds/eventType/7');
    expect(card.getAttribute('data-event-id')).toBe('r3');
    expect(within(card).getByRole('heading').textContent).toBe('14:50 Mahalaxmi Racecourse');
    expect(within(card).getByTestId('race-state').textContent).toBe('Today · Opens in 23m');
    const list = screen.getByTestId('race-list-page');
    expect(within(list).getAllByTestId('race-country').map((c) => c.getAttribute('aria-label'))).toEqual(['IN', 'GB']);
    expect(within(list).getAllByTestId('race-link').map((l) => l.textContent)).toEqual(['14:30Mahalaxmi RacecourseOpens in 3m', '14:50Mahalaxmi RacecourseOpens in 23m', '14:40AscotOpens in 13m']);

    const [runner, withdrawn] = within(card).getAllByTestId('race-runner');
    expect(withdrawn!.textContent).toContain('Non-runner · reduction factor 12.5%');
    expect(within(withdrawn!).queryAllByRole('button')).toHaveLength(0);
    expect(runner!.textContent).toContain('Form 3210 · J: S. Shinde · T: P. Shroff');
    const back = await within(runner!).findByRole('button', { name: 'Back Star Of Mysore at 3.50 1.2K available' });
    expect(within(runner!).getAllByRole('button')).toHaveLength(6);
    fireEvent.click(back);
    expect(picked).toEqual([expect.objectContaining({ marketId: '1.r3.1', marketName: 'Win', eventTypeId: '7', selectionId: 'r3-1', runnerName: 'Star Of Mysore', side: 'back', price: 3.5 })]);

    // A minute on, the countdowns follow the clock.
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(within(card).getByTestId('race-state').textContent).toBe('Today · Opens in 22m');
  });

  it('shows a race run with its places and what it paid the player', async () => {
    const run = raceWire('r9', 'IN', 'Mahalaxmi Racecourse', OFF, { raceStatus: 'RESULT', placings: ['r9-1'], runners: [{ ...raceWire('r9', 'IN', 'V', OFF).runners[0], status: 'WINNER' }] });
    const engine = services({ horseRacing: 'pages' }, { success: true, result: [run] });
    renderPage(<RacingPage />, engine, '/horse-racing');
    const card = await screen.findByTestId('race-card');
    expect(within(card).getByTestId('race-state').textContent).toBe('Result');
    expect(within(card).getByTestId('race-runner').textContent).toContain('1st');
    await act(async () => receiveSettled({ marketId: '1.r9.1', pnl: 2750 }));
    expect(within(card).getByTestId('race-settled').textContent).toBe('Settled: you won ₹2,750.00');
  });

  it.each([
    ['pages', '/horse-racing', true],
    ['pages', '/sports-page/Cricket/4', false],
    ['comingSoon', '/horse-racing', false],
  ] as const)('with horse racing as %s, the desktop left sidebar on %s lists the races: %s', async (horseRacing, path, listed) => {
    window.innerWidth = 1280;
    const engine = services({ horseRacing });
    renderPage(<RacingSidebarSection />, engine, path);
    if (listed) expect(within(await screen.findByTestId('race-list-sidebar')).getAllByTestId('race-link')).toHaveLength(3);
    else {
      await act(async () => {});
      expect(screen.queryByTestId('race-list-sidebar')).toBeNull();
      expect(engine.api.get).not.toHaveBeenCalled();
    }
  });
});
