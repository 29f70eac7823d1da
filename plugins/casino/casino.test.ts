import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiService } from '../../engine/plugin-api';
import { fetchLobby, launchGame, readGame, type CasinoGame } from './casino-api';
import { isBalanceMessage } from './game-messages';
import { lobbyGames } from './LobbyPage';
import { gamePath, lobbyView, providerPath, searchResultPath, tablePath } from './lobby-paths';
import { lobbyTitle } from './lobby-title';
import { loadPicks, markPlayed, pickedGames, picks, toggleFavourite } from './player-picks';
import { matchGames } from './search-games';
import { gridGeometry, gridHeight, rowCount, visibleRows } from './windowing';

const game = (gameId: string, name: string, category: CasinoGame['category'], provider = 'Sandbox Live'): CasinoGame => ({ gameId, tableId: `T${gameId}`, name, provider, category, thumbnail: `/api/casino/thumbnail/${gameId}.svg` });
const GAMES = [game('1', 'Dragon Tiger', 'indian-card-games'), game('2', 'Baccarat', 'live-casino'), game('3', 'Aviator', 'crash', 'Sandbox Crash'), game('4', 'Ocean King', 'fishing', 'Sandbox Fishing'), game('5', 'Monsoon Fortune', 'slot-games', 'Sandbox Slots')];

describe('header title of a casino lobby page (spec section 2: later segments, dashes to spaces, words capitalised; a provider page drops the type and "provider")', () => {
  it.each([
    ['casino', 'Casino'],
    ['slot-games', 'Slot Games'],
    ['slot-games/Crash', 'Slot Games Crash'],
    ['slot-games/Shooting', 'Slot Games Shooting'],
    ['live-casino/provider/sandbox-live', 'Sandbox Live'],
    ['casino/provider/Sandbox-Live', 'Sandbox Live'],
    ['slot-games/provider/Sandbox%20Crash', 'Sandbox Crash'],
    ['', ''],
  ])('/casino-lobby/%s → "%s"', (rest, title) => {
    expect(lobbyTitle(rest)).toBe(title);
  });
});

describe('what a lobby path lists', () => {
  it.each([
    ['casino', { type: 'casino', categories: ['live-casino', 'indian-card-games', 'table-games'], provider: null }],
    ['slot-games', { type: 'slot-games', categories: ['slot-games', 'crash', 'fishing'], provider: null }],
    ['slot-games/Crash', { type: 'slot-games', categories: ['crash'], provider: null }],
    ['slot-games/Shooting', { type: 'slot-games', categories: ['fishing'], provider: null }],
    ['slot-games/provider/Sandbox%20Crash', { type: 'slot-games', categories: ['slot-games', 'crash', 'fishing'], provider: 'Sandbox Crash' }],
    ['poker', null],
    ['casino/provider', null],
    ['slot-games/Crash/more', null],
  ])('%s', (rest, view) => {
    expect(lobbyView(rest)).toEqual(view);
  });

  it('filters by category, provider, search text and the favourites or recent list in its order', () => {
    const slots = lobbyView('slot-games')!;
    expect(lobbyGames(GAMES, slots, { category: null, text: '', only: null }).map((g) => g.name)).toEqual(['Aviator', 'Ocean King', 'Monsoon Fortune']);
    expect(lobbyGames(GAMES, slots, { category: 'crash', text: '', only: null }).map((g) => g.name)).toEqual(['Aviator']);
    expect(lobbyGames(GAMES, slots, { category: null, text: ' OCEAN ', only: null }).map((g) => g.name)).toEqual(['Ocean King']);
    expect(lobbyGames(GAMES, lobbyView('slot-games/provider/Sandbox%20Slots')!, { category: null, text: '', only: null }).map((g) => g.name)).toEqual(['Monsoon Fortune']);
    expect(lobbyGames(GAMES, slots, { category: null, text: '', only: ['5', '1', '3', 'gone'] }).map((g) => g.name)).toEqual(['Monsoon Fortune', 'Aviator']);
  });

  it('builds the paths games and providers open', () => {
    expect(gamePath({ gameId: '7003', tableId: 'T003' })).toBe('/casino-live/7003/T003');
    expect(searchResultPath('7003')).toBe('/casino_live/7003');
    expect(tablePath('Dragon Tiger')).toBe('/table-casino-live/Dragon%20Tiger');
    expect(providerPath('casino', 'Sandbox Live')).toBe('/casino-lobby/casino/provider/Sandbox%20Live');
  });
});

describe('windowing', () => {
  const sizing = { minTileWidth: 150, gap: 10, aspect: 2 / 3, captionHeight: 40 };

  it.each([
    [351, 2, 170.5],
    [1256, 7, (1256 - 60) / 7],
    [100, 1, 100],
    [0, 1, 0],
  ])('%i px wide: %i columns of %f px', (width, columns, tileWidth) => {
    const geometry = gridGeometry(width, sizing);
    expect(geometry.columns).toBe(columns);
    expect(geometry.tileWidth).toBeCloseTo(tileWidth);
    expect(geometry.tileHeight).toBe(Math.round(tileWidth * (2 / 3)) + 40);
    expect(geometry.rowStride).toBe(geometry.tileHeight + 10);
  });

  it.each([
    ['top of the page, grid 300 px down', 300, 900, 200, 1000, { first: 0, end: 6 }],
    ['scrolled 10,000 px into the grid', -10_000, 900, 200, 1000, { first: 48, end: 57 }],
    ['past the end', -300_000, 900, 200, 1000, { first: 1000, end: 1000 }],
    ['grid below the screen', 2000, 900, 200, 1000, { first: 0, end: 0 }],
    ['no rows', 0, 900, 200, 0, { first: 0, end: 0 }],
  ])('%s', (_, gridTop, viewport, stride, rows, window) => {
    expect(visibleRows(gridTop, viewport, stride, rows)).toEqual(window);
  });

  it('keeps the DOM to a screenful for 2,000 games and sizes the grid for all of them', () => {
    const geometry = gridGeometry(351, sizing);
    const rows = rowCount(2000, geometry.columns);
    expect(rows).toBe(1000);
    const shown = visibleRows(-50_000, 900, geometry.rowStride, rows);
    expect((shown.end - shown.first) * geometry.columns).toBeLessThanOrEqual(24);
    expect(gridHeight(rows, geometry)).toBe(1000 * geometry.rowStride - 10);
    expect(gridHeight(0, geometry)).toBe(0);
  });
});

describe('favourites and recently played, per player', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps each player their own lists in storage, newest first, recent capped and without repeats', () => {
    loadPicks('M1');
    toggleFavourite('7003');
    toggleFavourite('7001');
    for (const id of ['1', '2', '3', '2']) markPlayed(id, 3);
    expect([...picks.favourites]).toEqual(['7001', '7003']);
    expect([...picks.recent]).toEqual(['2', '3', '1']);
    toggleFavourite('7003');
    expect(JSON.parse(window.localStorage.getItem('casino.favourites.M1')!)).toEqual(['7001']);
    markPlayed('4', 3);
    expect(JSON.parse(window.localStorage.getItem('casino.recent.M1')!)).toEqual(['4', '2', '3']);

    loadPicks('M2');
    expect([...picks.favourites]).toEqual([]);
    toggleFavourite('9');
    loadPicks('M1');
    expect([...picks.favourites]).toEqual(['7001']);
  });

  it('skips ids the lobby no longer has', () => {
    expect(pickedGames(GAMES, ['4', 'x', '1']).map((g) => g.gameId)).toEqual(['4', '1']);
  });
});

describe('casino adapter', () => {
  const apiAnswering = (answer: unknown, calls: unknown[][] = []) =>
    ({
      get: async (...args: unknown[]) => (calls.push(args), answer),
      post: async (...args: unknown[]) => (calls.push(args), answer),
      errorText: (e: unknown) => String(e),
    }) as unknown as ApiService;

  it('reads the lobby, dropping rows it cannot open', async () => {
    const wire = { success: true, result: { providers: ['Sandbox Live', 7], games: [{ gameId: 7003, tableId: 'T003', name: 'Dragon Tiger', provider: 'Sandbox Live', category: 'indian-card-games', eventTypeId: '77777', thumbnail: '/api/casino/thumbnail/7003.svg' }, { gameId: '1', name: 'Odd', category: 'bingo' }, { name: 'No id', category: 'crash' }] } };
    expect(await fetchLobby(apiAnswering(wire))).toEqual({ providers: ['Sandbox Live', '7'], games: [{ gameId: '7003', tableId: 'T003', name: 'Dragon Tiger', provider: 'Sandbox Live', category: 'indian-card-games', thumbnail: '/api/casino/thumbnail/7003.svg' }] });
    await expect(fetchLobby(apiAnswering({ success: false, message: 'Closed for maintenance.' }))).rejects.toThrow('Closed for maintenance.');
    expect(readGame({ gameId: '1', name: 'x', category: 'crash' })).toMatchObject({ tableId: '', provider: '' });
  });

  it('launches with the table when there is one, and says why it cannot', async () => {
    const calls: unknown[][] = [];
    const answer = { success: true, result: { url: 'http://localhost/casino-provider/table/T003?token=abc', gameId: '7003', tableId: 'T003', name: 'Dragon Tiger', provider: 'Sandbox Live', available: true, expiresAt: '2026-01-01T00:00:00Z' } };
    expect(await launchGame(apiAnswering(answer, calls), '7003', 'T003')).toEqual({ url: answer.result.url, gameId: '7003', tableId: 'T003', name: 'Dragon Tiger', provider: 'Sandbox Live', available: true });
    await launchGame(apiAnswering(answer, calls), '7003');
    expect(calls).toEqual([
      ['casino/launch', { gameId: '7003', tableId: 'T003' }],
      ['casino/launch', { gameId: '7003' }],
    ]);
    await expect(launchGame(apiAnswering({ success: true, result: {} }), '1')).rejects.toThrow('The game could not be opened.');
  });
});

describe('search and frame messages', () => {
  it('finds games by name; results open /casino_live/{id} after login', () => {
    expect(matchGames(GAMES, 'drag')).toEqual([{ id: 'casino:1', label: 'Dragon Tiger', to: '/casino_live/1', requiresLogin: true }]);
    expect(matchGames(GAMES, '  ')).toEqual([]);
  });

  it.each([
    [{ type: 'wl:balance-changed' }, true],
    [{ type: 'wl:balance-changed', balance: 1 }, true],
    [{ type: 'other' }, false],
    ['wl:balance-changed', false],
    [null, false],
  ])('%j is a balance message: %s', (data, expected) => {
    expect(isBalanceMessage(data)).toBe(expected);
  });
});
