import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deltaFromWire, marketFromWire, marketStore, priceFrames } from '../betting/api';
import { menuDrawerOpen, openMenuDrawer, useSidebarClaimed } from '../../tests/support/engine-scene';
import { MarketTable } from './components/MarketTable';
import { RunnerBlock } from './components/RunnerBlock';
import { RunnerRow } from './components/RunnerRow';
import { createFigureBoard } from './components/runner-figures';
import { countdownText, dateText, timeText } from './event-time';
import { groupHome } from './home/grouping';
import HomeMarkets from './home/HomeMarkets';
import contract from './plugin.json';
import plugin from './index';
import type { ListedEvent } from './listing-wire';
import { eventPath } from './paths';
import { renderProbe } from './render-probe';
import { matchEvents } from './search/search-events';
import { exchangeState, toggleFavourite } from './state';
import { fakeSocket, renderWith, testServices } from './test-services';
import { previousTarget, treeListing, treePage } from './tree/tree-rules';
import { SportTreeSection } from './tree/SportTreeSection';

/** Resolves once a frame of price work has run: a job asked for now runs in the coming frame, after the work already waiting. */
const frame = () => act(() => new Promise<void>((resolve) => priceFrames.request(() => (resolve(), true))));

let seq = 0;
function putMarket(status = 'OPEN') {
  seq += 1;
  const marketId = `t.${seq}`;
  const market = marketFromWire(
    {
      marketId,
      marketName: 'Match Odds',
      marketType: 'MATCH_ODDS',
      status,
      version: 1,
      eventId: `e${seq}`,
      eventName: 'India v Australia',
      eventTypeId: '4',
      runners: [
        { selectionId: 'ind', runnerName: 'India', back: [{ price: 1.8, size: 5000 }, { price: 1.79, size: 300 }, { price: 1.78, size: 200 }], lay: [{ price: 1.82, size: 4000 }, { price: 1.83, size: 100 }, { price: 1.84, size: 50 }] },
        { selectionId: 'aus', runnerName: 'Australia', back: [{ price: 2.2, size: 100 }], lay: [{ price: 2.24, size: 100 }] },
      ],
    },
    Date.now(),
  )!;
  marketStore.put(market);
  return market;
}

function moveIndiaBack(marketId: string, version: number, price: number) {
  marketStore.apply(
    deltaFromWire({ marketId, version, ts: Date.now(), status: 'OPEN', runners: [{ selectionId: 'ind', runnerName: 'India', back: [{ price, size: 5000 }, { price: 1.79, size: 300 }, { price: 1.78, size: 200 }], lay: [{ price: 1.82, size: 4000 }, { price: 1.83, size: 100 }, { price: 1.84, size: 50 }] }] })!,
    Date.now(),
  );
}

afterEach(() => {
  renderProbe.current = null;
});

describe('exchange plugin contract', () => {
  it('guards the event page only, and names sport and competition pages by their decoded names', () => {
    expect(contract.routes.map((r) => [r.path.split('/')[1], r.requiresLogin ?? false])).toEqual([
      ['sports-page', false],
      ['competition-detail-page', false],
      ['event-page', true],
    ]);
    const title = (prefix: string, params: Record<string, string>) => plugin.routes?.find((r) => r.path.startsWith(prefix))?.title?.(params);
    expect(title('/sports-page', { sportsName: 'Cricket', eventTypeId: '4' })).toBe('Cricket');
    expect(title('/competition-detail-page', { competitionName: 'Indian Premier League' })).toBe('Indian Premier League');
  });
});

describe('runner row', () => {
  const row = (marketId: string, blocked: 'SUSPENDED' | 'BALL RUNNING' | null) => {
    const figures = createFigureBoard();
    figures.publish({ ind: -12_550, aus: 3_000 }, { ind: 40_000, aus: 3_000 });
    return renderWith(testServices(fakeSocket().socket), <RunnerRow marketId={marketId} selectionId="ind" runnerName="India" blocked={blocked} figures={figures} />);
  };

  it('draws three back and three lay cells with the price contract attributes', () => {
    const { marketId } = putMarket();
    row(marketId, null);
    const cells = screen.getAllByRole('button');
    expect(cells.map((c) => `${c.dataset.side}${c.dataset.level}`)).toEqual(['back2', 'back1', 'back0', 'lay0', 'lay1', 'lay2']);
    const best = screen.getByRole('button', { name: /^Back India at 1\.80 / });
    expect(best.dataset.marketId).toBe(marketId);
    expect(best.dataset.selectionId).toBe('ind');
    expect((best as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('runner-pnl').textContent).toBe('-125.50»400.00');
  });

  it.each([
    ['SUSPENDED', 'SUSPENDED'],
    ['BALL RUNNING', 'BALL RUNNING'],
  ] as const)('%s draws its band over the row and disables every price', (blocked, text) => {
    const { marketId } = putMarket();
    row(marketId, blocked);
    expect(screen.getByRole('status').textContent).toBe(text);
    for (const cell of screen.getAllByRole('button')) expect((cell as HTMLButtonElement).disabled).toBe(true);
  });

  it('flashes a changed price and re-renders only that cell, once for many changes in a frame', async () => {
    const { marketId } = putMarket();
    const renders: string[] = [];
    renderProbe.current = (cell) => renders.push(cell);
    row(marketId, null);
    expect(renders).toHaveLength(6);
    renders.length = 0;
    act(() => {
      moveIndiaBack(marketId, 2, 1.85);
      moveIndiaBack(marketId, 3, 1.86);
      moveIndiaBack(marketId, 4, 1.87);
    });
    await vi.waitFor(() => expect(renders).toEqual([`${marketId}/ind/back/0`]));
    await frame();
    expect(renders).toEqual([`${marketId}/ind/back/0`]);
    const best = screen.getByRole('button', { name: /^Back India at 1\.87 / });
    expect(best.dataset.flash).toBe('up');
    expect(screen.getByRole('button', { name: /^Lay India at 1\.82 / }).dataset.flash).toBeUndefined();
  });
});

describe('blocks out of view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leave their cells alone while out of view, and catch up unflashed when back in view', async () => {
    // The browser's IntersectionObserver, played by the test: it says when the block is in view.
    const watched = new Map<Element, (inView: boolean) => void>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly tell: (entries: Array<Partial<IntersectionObserverEntry>>) => void) {}
        observe(target: Element) {
          watched.set(target, (inView) => this.tell([{ target, isIntersecting: inView }]));
        }
        unobserve(target: Element) {
          watched.delete(target);
        }
        disconnect() {}
      },
    );
    const { marketId } = putMarket();
    const renders: string[] = [];
    renderProbe.current = (cell) => renders.push(cell);
    const figures = createFigureBoard();
    const { container } = renderWith(
      testServices(fakeSocket().socket),
      <RunnerBlock rows={1}>
        <RunnerRow marketId={marketId} selectionId="ind" runnerName="India" blocked={null} figures={figures} />
      </RunnerBlock>,
    );
    const block = container.firstElementChild!;
    expect(watched.has(block)).toBe(true);
    renders.length = 0;
    act(() => watched.get(block)!(false));
    act(() => moveIndiaBack(marketId, 2, 1.9));
    await frame();
    await frame();
    expect(renders).toEqual([]);
    expect(screen.getByRole('button', { name: /^Back India at 1\.80 / })).toBeTruthy();
    act(() => watched.get(block)!(true));
    expect(renders).toEqual([`${marketId}/ind/back/0`]);
    const best = screen.getByRole('button', { name: /^Back India at 1\.90 / });
    expect(best.dataset.flash).toBeUndefined();
  });
});

describe('market table', () => {
  it('follows the market status from the store', async () => {
    const { marketId } = putMarket();
    renderWith(testServices(fakeSocket().socket), <MarketTable marketId={marketId} title="Match Odds" />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      marketStore.apply(deltaFromWire({ marketId, version: 2, ts: Date.now(), status: 'BALL_RUNNING', runners: [] })!, Date.now());
    });
    await vi.waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['BALL RUNNING', 'BALL RUNNING']));
  });
});

const listed = (over: Partial<ListedEvent>): ListedEvent => ({ eventId: 'x', eventName: 'X', eventTypeId: '4', competitionId: 'c1', competitionName: 'IPL', openDate: 0, inPlay: false, marketId: null, ...over });

describe('home grouping', () => {
  const events = [
    listed({ eventId: 'a', competitionId: 'c1', competitionName: 'IPL', inPlay: true }),
    listed({ eventId: 'b', competitionId: 'c2', competitionName: 'ISL', openDate: 300 }),
    listed({ eventId: 'c', competitionId: 'c1', competitionName: 'IPL', openDate: 100 }),
    listed({ eventId: 'd', competitionId: 'c2', competitionName: 'ISL', inPlay: true }),
    listed({ eventId: 'e', competitionId: 'c1', competitionName: 'IPL', openDate: 200 }),
  ];
  it('splits in-play from upcoming, groups by competition, upcoming soonest first and capped', () => {
    const groups = groupHome(events, [], 2);
    expect(groups.inPlay.map((g) => [g.competitionName, g.events.map((e) => e.eventId)])).toEqual([['IPL', ['a']], ['ISL', ['d']]]);
    expect(groups.upcoming.map((g) => [g.competitionName, g.events.map((e) => e.eventId)])).toEqual([['IPL', ['c', 'e']]]);
    expect(groups.favourites).toEqual([]);
  });
  it('lists favourites first, in-play before upcoming', () => {
    expect(groupHome(events, ['b', 'd'], 10).favourites.map((e) => e.eventId)).toEqual(['d', 'b']);
  });

  it('draws the socket home markets grouped, stores favourites under "favorites"', async () => {
    const market = (id: string, eventId: string) => ({ marketId: id, marketName: 'Match Odds', marketType: 'MATCH_ODDS', status: 'OPEN', version: 1, eventId, eventName: 'n', eventTypeId: '4', runners: [{ selectionId: `${id}-1`, runnerName: 'Home', back: [{ price: 1.5, size: 10 }], lay: [{ price: 1.52, size: 10 }] }] });
    const io = fakeSocket({
      'get-freehomeallmarkets': () => [
        'get-freehomeallmarkets-success',
        [
          { competitionName: 'Indian Premier League', data: [{ eventId: '1', eventName: 'MI v CSK', eventTypeId: '4', competitionId: '10', competitionName: 'Indian Premier League', openDate: new Date().toISOString(), inPlay: true, market: market('m1', '1') }] },
          { competitionName: 'Indian Super League', data: [{ eventId: '2', eventName: 'FC Goa v Odisha FC', eventTypeId: '1', competitionId: '20', competitionName: 'Indian Super League', openDate: new Date(Date.now() + 3_600_000).toISOString(), inPlay: false, market: market('m2', '2') }] },
        ],
      ],
    });
    renderWith(testServices(io.socket), <HomeMarkets />);
    const inPlay = await screen.findByTestId('home-in-play');
    expect(inPlay.textContent).toContain('Indian Premier League');
    expect(inPlay.textContent).toContain('MI v CSK');
    expect(screen.getByTestId('home-upcoming').textContent).toContain('FC Goa v Odisha FC');
    expect(screen.getByTestId('home-upcoming').textContent).toMatch(/Opens in (59m|1h 0m)/);
    expect(screen.getByRole('link', { name: 'MI v CSK' }).getAttribute('href')).toBe('/event-page/4/1');
    expect(io.emitted).toContainEqual(['subscribe-markets', { marketIds: ['m1', 'm2'] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Add FC Goa v Odisha FC to favourites' }));
    expect(JSON.parse(window.localStorage.getItem('favorites') ?? '[]')).toEqual(['2']);
    expect(await screen.findByRole('region', { name: 'Favourites' })).toBeTruthy();
    toggleFavourite('2');
    expect(exchangeState.favourites).toEqual([]);
  });
});

describe('sport tree rules', () => {
  it.each([
    ['/sports-page/Cricket/4', { kind: 'sport', eventTypeId: '4' }, '/'],
    ['/competition-detail-page/Indian%20Premier%20League/4/101', { kind: 'competition', eventTypeId: '4', competitionId: '101', competitionName: 'Indian Premier League' }, '/sports-page/Cricket/4'],
    ['/event-page/4/31000001', { kind: 'event', eventTypeId: '4', eventId: '31000001' }, '/competition-detail-page/IPL/4/101'],
  ])('%s', (path, page, previous) => {
    const found = treePage(path)!;
    expect(found).toEqual(page);
    expect(previousTarget(found, 'Cricket', { id: '101', name: 'IPL' })).toBe(previous);
  });
  it.each(['/', '/open-bets', '/sports-page/Cricket'])('is not on %s', (path) => {
    expect(treePage(path)).toBeNull();
  });
  it('lists competitions on a sport page and a competition’s events below it', () => {
    expect(treeListing(treePage('/sports-page/Cricket/4')!)).toEqual({ kind: 'competitions' });
    expect(treeListing(treePage('/competition-detail-page/IPL/4/101')!)).toEqual({ kind: 'events', competitionId: '101' });
    expect(treeListing(treePage('/event-page/4/9')!, '101')).toEqual({ kind: 'events', competitionId: '101' });
    expect(treeListing(treePage('/event-page/4/9')!)).toEqual({ kind: 'competitions' });
  });

  function Claimed() {
    return <span data-testid="claimed">{String(useSidebarClaimed())}</span>;
  }
  it.each([
    ['/sports-page/Cricket/4', 'true'],
    ['/', 'false'],
  ])('claims the left sidebar on %s: %s', async (path, claimed) => {
    const api = { post: async () => ({ response: [{ id: '101', name: 'Indian Premier League' }] }) };
    renderWith(testServices(fakeSocket().socket, api as never), <><SportTreeSection /><Claimed /></>, path);
    expect(screen.getByTestId('claimed').textContent).toBe(claimed);
    if (claimed === 'true') {
      expect(await screen.findByRole('link', { name: 'Indian Premier League' }, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Sports' })).toBeTruthy();
    }
  });
});

describe('event search', () => {
  const events = [
    { eventId: '31', eventName: 'Mumbai Indians v Chennai Super Kings', eventTypeId: '4' },
    { eventId: '90000001', eventName: 'Virtual India v Pakistan', eventTypeId: 'v9' },
    { eventId: '95000001', eventName: 'Ball by ball: India XI', eventTypeId: 'b9' },
    { eventId: '501', eventName: 'Teen Patti India', eventTypeId: '77777' },
  ];
  it.each([
    ['MUMBAI', [['Mumbai Indians v Chennai Super Kings', '/event-page/4/31', true]]],
    ['india', [
      ['Mumbai Indians v Chennai Super Kings', '/event-page/4/31', true],
      ['Virtual India v Pakistan', '/virtual-event-page/v9', false],
      ['Ball by ball: India XI', '/virtual-event-page/b9', false],
      ['Teen Patti India', '/casino_live/501', false],
    ]],
    ['zzz', []],
  ])('"%s"', (text, expected) => {
    expect(matchEvents(events, text).map((r) => [r.label, r.to, r.requiresLogin])).toEqual(expected);
  });
  it('is contributed as a search provider', () => {
    expect(plugin.contributes?.some((c) => c.slot === 'search.provider')).toBe(true);
    expect(eventPath('2', 'x y')).toBe('/event-page/2/x%20y');
  });
});

describe('event times', () => {
  // India time (UTC+5:30) regardless of the machine's zone.
  const india = (instant: number) => new Date(instant + (330 + new Date(instant).getTimezoneOffset()) * 60_000);
  const now = Date.UTC(2026, 10, 22, 6, 30); // 12:00 in India
  it.each([
    [now + 90 * 60_000, 'Opens in 1h 30m'],
    [now + (2 * 1440 + 3 * 60 + 5) * 60_000, 'Opens in 2d 3h 5m'],
    [now + 30_000, 'Opens in 1m'],
    [now - 60 * 60_000, 'Started on Today 11:00'],
  ])('%s', (open, text) => {
    expect(countdownText(open, now, india)).toBe(text);
  });
  it.each([
    [now, 'Today'],
    [now + 13 * 3_600_000, 'Tomorrow'],
    [now + 3 * 86_400_000, '25/11/2026'],
  ])('date of %s', (instant, text) => {
    expect(dateText(instant, now, india)).toBe(text);
  });
  it('shows 24-hour times', () => {
    expect(timeText(Date.UTC(2026, 10, 22, 16, 5), india)).toBe('21:35');
  });
});

describe('runner figures', () => {
  it('tells a row only when its own figures change', () => {
    const board = createFigureBoard();
    const india = vi.fn();
    const australia = vi.fn();
    board.subscribe('ind', india);
    board.subscribe('aus', australia);
    board.publish({ ind: 100, aus: -100 }, null);
    board.publish({ ind: 100, aus: -100 }, null);
    board.publish({ ind: 100, aus: -250 }, { ind: 500, aus: -250 });
    expect(india).toHaveBeenCalledTimes(2);
    expect(australia).toHaveBeenCalledTimes(2);
    expect(board.read('ind')).toEqual({ position: 100, withSlip: 500 });
    board.publish(null, null);
    expect(board.read('aus')).toEqual({ position: undefined, withSlip: undefined });
  });
});

describe('drawer competitions', () => {
  it('loads a sport’s competitions when opened and closes the drawer 1 s after a choice', async () => {
    const { default: DrawerCompetitions, DRAWER_CLOSE_DELAY_MS } = await import('./tree/DrawerCompetitions');
    const post = vi.fn(async () => ({ response: [{ id: '101', name: 'Indian Premier League' }] }));
    renderWith(testServices(fakeSocket().socket, { post } as never), <DrawerCompetitions />);
    openMenuDrawer();
    const cricket = screen.getByText('Cricket').closest('details')!;
    cricket.open = true;
    fireEvent(cricket, new Event('toggle'));
    const competition = await screen.findByRole('button', { name: 'Indian Premier League' }, { timeout: 5000 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(competition);
      expect(post).toHaveBeenCalledWith('getFreeHomeAllCompitition', { eventTypeId: '4' });
      expect(exchangeState.competition).toEqual({ id: '101', name: 'Indian Premier League' });
      act(() => void vi.advanceTimersByTime(DRAWER_CLOSE_DELAY_MS - 1));
      expect(menuDrawerOpen()).toBe(true);
      act(() => void vi.advanceTimersByTime(1));
      expect(menuDrawerOpen()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
