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

/** Every price of a market is drawn as a cell's text, and the board holds that market at the snapshot's version or later. */
function expectDrawn(root: string, market: WireMarket, levels: number) {
  for (const runner of market.runners) {
    expect(root).toContain(`title="${runner.runnerName}"`);
    for (const level of [...runner.back.slice(0, levels), ...runner.lay.slice(0, levels)]) expect(root).toContain(`<b>${level.price}</b>`);
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
    expect(html).toContain('<b>1.5</b> <small>100</small>');
    const snapshot = snapshotOf(html);
    expect((snapshot.answers['socket get-freehomeallmarkets'] as Array<{ competitionName: string }>)[0]!.competitionName).toBe(hostile);
  });

  it('leaves out brands without the exchange', () => {
    expect(drawFirstScreen('/', { plugins: { casino: {} } }, source)).toBeNull();
    expect(drawFirstScreen('/', { plugins: { exchange: {} } }, source)?.part).toBe('home.section');
  });
});
