import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ID, type FirstScreenSnapshot } from '../domain/brand/first-screen';
import { PROJECT_ROOT } from '../tests/support/fixtures';
import { createServer, type ExchangeServer } from './app';
import { readBrandData } from './brand-files';
import { buildIfNeeded } from './build-if-needed';
import { drawFirstScreen, type FirstScreenSource } from './first-screen';

/** A price as the ladder writes it: two decimals below 4, one below 20, none from 20 (1.5 → 1.50, 4.1, 25). */
const shownOdds = (price: number) => price.toFixed(price < 4 ? 2 : price < 20 ? 1 : 0);
import { createPageRenderer } from './page-html';

let app: ExchangeServer;

beforeAll(async () => {
  buildIfNeeded(PROJECT_ROOT, () => {});
  app = await createServer({ root: PROJECT_ROOT, casino: { off: true }, aviator: { off: true }, sandbox: { memory: true, dataDir: mkdtempSync(join(tmpdir(), 'wl-data-')), log: () => {} } });
});
afterAll(() => app.close());

function snapshotOf(html: string): FirstScreenSnapshot {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ID}">(.*?)</script>`, 's').exec(html);
  expect(match, 'the page carries a first-screen snapshot').not.toBeNull();
  return JSON.parse(match![1]!) as FirstScreenSnapshot;
}

/** The part of the page inside #root, before any script. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</main>'));

interface WireMarket {
  marketId: string;
  version: number;
  runners: Array<{ runnerName: string; back: Array<{ price: number }>; lay: Array<{ price: number }> }>;
}

interface WireLine {
  marketName: string;
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
}

/** Every price of a market is drawn as a cell's text, and the board holds that market at the snapshot's version or later. */
function expectDrawn(root: string, market: WireMarket, levels: number) {
  for (const runner of market.runners) {
    expect(root).toContain(`title="${runner.runnerName}"`);
    for (const level of [...runner.back.slice(0, levels), ...runner.lay.slice(0, levels)]) expect(root).toContain(`<b>${shownOdds(level.price)}</b>`);
  }
  const held = app.sandbox.board.market(market.marketId);
  expect(held, market.marketId).toBeDefined();
  expect(held!.version).toBeGreaterThanOrEqual(market.version);
}

describe('the first screen in the app page', () => {
  it('home carries the board\'s in-play and upcoming markets with their prices, and the socket answer they come from', async () => {
    const html = (await app.inject({ url: '/' })).body;
    const snapshot = snapshotOf(html);
    expect(snapshot.path).toBe('/');
    const groups = snapshot.answers['socket get-freehomeallmarkets'] as Array<{ data: Array<{ eventName: string; market: WireMarket | null }> }>;
    const events = groups.flatMap((g) => g.data);
    expect(events.length).toBeGreaterThan(3);
    const root = rootOf(html);
    expect(root).toContain('<div data-first-screen="home.section">');
    expect(root).toContain('aria-label="In-Play"');
    for (const event of events.slice(0, 5)) {
      expect(root).toContain(event.eventName.replace(/&/g, '&amp;'));
      if (event.market) expectDrawn(root, event.market, 1);
    }
  });

  it('a sport page carries that sport\'s events and match odds', async () => {
    const html = (await app.inject({ url: '/sports-page/Cricket/4' })).body;
    const snapshot = snapshotOf(html);
    const body = snapshot.answers['GET exchange/odds/eventType/4'] as { result: Array<{ eventName: string; eventTypeId: string; markets: WireMarket[] }> };
    expect(body.result.length).toBeGreaterThan(0);
    const root = rootOf(html);
    expect(root).toContain('<div data-first-screen="page"><div class="wl-fs-list"><h1>Cricket</h1>');
    for (const event of body.result) {
      expect(event.eventTypeId).toBe('4');
      expect(root).toContain(event.eventName);
      for (const market of event.markets) expectDrawn(root, market, 1);
    }
  });

  it('an event page carries its match odds and bookmaker, three levels each side', async () => {
    const listed = (await app.inject({ url: '/api/exchange/odds/eventType/4' })).json() as { result: Array<{ eventId: string }> };
    const eventId = listed.result[0]!.eventId;
    const html = (await app.inject({ url: `/event-page/4/${eventId}` })).body;
    const body = snapshotOf(html).answers[`GET exchange/odds/group/4/${eventId}`] as { result: { event: { eventName: string }; matchOdds: WireMarket[]; bookmaker: WireMarket[] } };
    const root = rootOf(html);
    expect(root).toContain(`<h1>${body.result.event.eventName}</h1>`);
    expect(root).toContain('<h2>Match Odds</h2>');
    expect(body.result.matchOdds).toHaveLength(1);
    for (const market of [...body.result.matchOdds, ...body.result.bookmaker]) expectDrawn(root, market, 3);
  });

  it('a cricket event page carries its score board and every session and innings runs line, in the order of the answer', async () => {
    const listed = (await app.inject({ url: '/api/exchange/odds/eventType/4' })).json() as { result: Array<{ eventId: string; inPlay: boolean }> };
    const eventId = listed.result.find((event) => event.inPlay)!.eventId;
    const html = (await app.inject({ url: `/event-page/4/${eventId}` })).body;
    const body = snapshotOf(html).answers[`GET exchange/odds/group/4/${eventId}`] as {
      result: { fancy: WireLine[]; inningsRuns: WireLine[]; score: { innings: Array<{ team: string; runs: number; wickets: number; overs: string }> } };
    };
    const root = rootOf(html);
    // After the runner markets, in the part the fancy plugin's section takes over.
    const part = root.indexOf('<div data-first-screen="exchange/event.section"><div class="wl-fs-cricket">');
    expect(part).toBeGreaterThan(root.lastIndexOf('class="wl-fs-table"'));
    const sections = root.slice(part);
    expect(body.result.score.innings.length).toBeGreaterThan(0);
    for (const innings of body.result.score.innings) expect(sections).toContain(`<b>${innings.team}</b><span>${innings.runs}/${innings.wickets} (${innings.overs})</span>`);
    expect(body.result.fancy.length).toBeGreaterThan(0);
    for (const [title, lines] of [['Fancy', body.result.fancy], ['Innings Runs', body.result.inningsRuns]] as const) {
      const section = sections.slice(sections.indexOf(`<section class="wl-fs-lines" aria-label="${title}">`));
      let at = 0;
      for (const line of lines) {
        const found = section.indexOf(`aria-label="${line.marketName} No: ${line.noLine} ${line.noRate} per cent"><strong>${line.noLine}</strong> <small>${line.noRate}</small>`, at);
        expect(found, `${title}: ${line.marketName} drawn after the line before it`).toBeGreaterThan(at);
        expect(section.slice(found)).toContain(`<strong>${line.yesLine}</strong> <small>${line.yesRate}</small>`);
        // The spec's default limits of a cricket line: 1 to 1,00,000 rupees.
        expect(section.slice(section.lastIndexOf('<div class="line"', found))).toMatch(/^<div class="line"[^>]*><div class="line-name"><span>[^<]*<\/span><small>Min ₹1\.00 · Max ₹1,00,000\.00<\/small><button type="button" disabled="" aria-label="Book of /);
        at = found;
      }
    }
  });

  it('sends the page compressed when the browser takes it', async () => {
    const plain = await app.inject({ url: '/sports-page/Cricket/4' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [header, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({ url: '/sports-page/Cricket/4', headers: { 'accept-encoding': header } });
      expect(response.headers['content-encoding'], header).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      const html = decode(response.rawPayload).toString('utf8');
      expect(html).toContain('<div data-first-screen="page">');
      expect(html.length).toBeGreaterThan(response.rawPayload.length * 2);
    }
  });

  it('a casino lobby carries the games answer the lobby would ask for, and draws nothing for its code to replace', async () => {
    const asked = (await app.inject({ url: '/api/casino/games' })).json() as { result: { games: unknown[] } };
    expect(asked.result.games.length).toBeGreaterThan(10);
    for (const url of ['/casino-lobby/casino', '/casino-lobby/slot-games', '/indian-card-games']) {
      const html = (await app.inject({ url })).body;
      expect(snapshotOf(html).answers, url).toEqual({ 'GET casino/games': asked });
      expect(html, url).toContain('<div id="root"></div>');
    }
    const source = { homeMarkets: () => [], eventType: () => ({}), eventGroup: () => ({}), casinoGames: () => asked };
    expect(drawFirstScreen('/casino-lobby/casino', { plugins: { exchange: {} } }, source)).toBeNull();
    expect(drawFirstScreen('/casino-live/7003/T003', { plugins: { casino: {} } }, source)).toBeNull();
  });

  it('draws nothing for pages it does not know, nor for an event the exchange does not list', async () => {
    for (const url of ['/open-bets', '/event-page/4/no-such-event', '/sports-page/Cricket/4/extra']) {
      const html = (await app.inject({ url })).body;
      expect(html, url).not.toContain(FIRST_SCREEN_ID);
      expect(html, url).toContain('<div id="root"></div>');
    }
  });
});

describe('the first screen cannot be broken out of', () => {
  const hostile = '</script><script>alert(1)</script><!--\u2028';
  const source: FirstScreenSource = {
    homeMarkets: () => [
      {
        competitionName: hostile,
        data: [
          {
            eventId: 'e1',
            eventName: hostile,
            eventTypeId: '4',
            competitionId: 'c1',
            competitionName: hostile,
            openDate: new Date().toISOString(),
            inPlay: true,
            market: { marketId: 'm1', marketName: hostile, marketType: 'MATCH_ODDS', status: 'OPEN', version: 3, runners: [{ selectionId: 's1', runnerName: hostile, back: [{ price: 1.5, size: 100 }], lay: [{ price: 1.52, size: 200 }] }] },
          },
        ],
      },
    ],
    eventType: () => ({ success: true, result: [] }),
    eventGroup: () => null,
  };

  it('escapes every text in the markup and keeps the snapshot inside its script', () => {
    const render = createPageRenderer({
      indexHtml: '<html><head></head><body><div id="root"></div></body></html>',
      assetsDir: mkdtempSync(join(tmpdir(), 'wl-assets-')),
      brandsRoot: PROJECT_ROOT,
      brands: readBrandData(PROJECT_ROOT, PROJECT_ROOT),
      firstScreen: (path, manifest) => drawFirstScreen(path, manifest, source),
    });
    const html = render('localhost', '/');
    // The embedded answers' script and the first screen's, and nothing else.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<b>1.50</b> <small>100</small>');
    const snapshot = snapshotOf(html);
    expect((snapshot.answers['socket get-freehomeallmarkets'] as Array<{ competitionName: string }>)[0]!.competitionName).toBe(hostile);
  });

  it('escapes the cricket sections, covers a line nobody may bet on, and draws them only on cricket pages of brands with the fancy plugin', () => {
    const line = (marketId: string, status: string) => ({ marketId, marketName: `${hostile} ${marketId}`, marketType: 'SESSION', status, noLine: 44, noRate: 100, yesLine: 45, yesRate: 90 });
    const group = (eventTypeId: string) => ({
      success: true,
      result: {
        event: { eventId: 'e1', eventName: 'Side A v Side B', eventTypeId, competitionId: 'c1', competitionName: 'Cup', openDate: new Date().toISOString(), inPlay: true },
        matchOdds: [],
        bookmaker: [],
        fancy: [line('s1', 'OPEN'), line('s2', 'BALL_RUNNING'), line('s3', 'CLOSED')],
        inningsRuns: [],
        score: { kind: 'cricket', battingTeam: hostile, innings: [{ team: hostile, runs: 87, wickets: 3, overs: '10.2', recent: ['4', 'W'] }], target: null, finished: false },
      },
    });
    const draw = (eventTypeId: string, plugins: Record<string, unknown>) => drawFirstScreen(`/event-page/${eventTypeId}/e1`, { plugins }, { ...source, eventGroup: () => group(eventTypeId) })!.markup ?? '';
    const markup = draw('4', { exchange: {}, fancy: {} });
    expect(markup).not.toContain('<script');
    expect(markup).toContain('<b>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--\u2028</b><span>87/3 (10.2)</span>');
    expect(markup).toContain('<li data-ball="W">W</li>');
    expect(markup).toContain('<strong>44</strong> <small>100</small>');
    // The line whose ball is running is covered; the closed one is not drawn; nothing can be tapped yet.
    expect(markup.match(/<div class="line" /g)).toHaveLength(2);
    expect(markup.match(/<div class="cover" role="status">Ball Running<\/div>/g)).toHaveLength(1);
    expect(markup).not.toContain('s3');
    expect(markup.match(/<button type="button" class="(no|yes)" disabled=""/g)).toHaveLength(4);
    expect(markup).toContain('<p class="lines-empty">No innings runs lines are open right now.</p>');
    expect(draw('4', { exchange: {} })).not.toContain('wl-fs-cricket');
    expect(draw('1', { exchange: {}, fancy: {} })).not.toContain('wl-fs-cricket');
  });

  it('leaves out brands without the exchange', () => {
    expect(drawFirstScreen('/', { plugins: { casino: {} } }, source)).toBeNull();
    expect(drawFirstScreen('/', { plugins: { exchange: {} } }, source)?.part).toBe('home.section');
  });
});
