/**
 * What the market render benchmark's page loads and hears: the page (market-render-page.tsx) and the
 * socket worker it starts, bundled; one market of 200 runners; and a socket.io server that sends it
 * price changes at a fixed rate from the first subscription, through the sandbox's conflation of each
 * market's deltas. Changes are made every 10 ms, as many as are due by then, so a late timer does not
 * lower the rate; the bench reads how many went out while it measured.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { build } from 'esbuild';
import { Server } from 'socket.io';
import { createMarketConflator } from '../../server/realtime/market-conflation';
import { PROJECT_ROOT } from '../support/fixtures';

export const RUNNERS = 200;
/** Price cells a runner row has: back levels 0–2, then lay levels 0–2. */
export const CELLS_PER_ROW = 6;

export interface MarketFeed {
  url: string;
  /** Changes made so far, and when the last of them was made (performance.now()). */
  sent(): { changes: number; at: number };
  /** Stops the changes and the server; again, it waits for the first close. */
  close(): Promise<void>;
}

/** Runner i's prices: back below, lay above a base, each cell a tick up when it has moved. */
function runnerWire(i: number, moved: number[]) {
  const base = 1.5 + (i % 40) / 10;
  const price = (p: number) => Math.round(p * 100) / 100;
  return {
    selectionId: `r${i}`,
    runnerName: `Runner ${i}`,
    back: [0, 1, 2].map((l) => ({ price: price(base - 0.02 * l + 0.01 * moved[l]!), size: 1000 + i })),
    lay: [0, 1, 2].map((l) => ({ price: price(base + 0.02 + 0.02 * l + 0.01 * moved[3 + l]!), size: 1000 + i })),
  };
}

/** The page's script, and the socket worker it starts (served where the page's `new URL('./socket-worker.ts', import.meta.url)` points). */
async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [join(PROJECT_ROOT, entry)],
    bundle: true,
    write: false,
    format: 'esm',
    minify: !process.env.MARKET_BENCH_DEBUG,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

/** `conflateMs`: the sandbox's conflation window; 0 sends every change as a message of its own. */
export async function startMarketFeed(changesPerSecond: number, conflateMs: number): Promise<MarketFeed> {
  const script = await bundle('tests/bench/market-render-page.tsx');
  const worker = await bundle('engine/services/socket-worker.ts');
  // As the app's own page: laid out at the device's width, not a desktop page zoomed out.
  const html = '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Market render bench</title></head><body><div id="root"></div><script type="module" src="/bench.js"></script></body></html>';
  // Per runner and cell: 1 when that price is a tick up.
  const moves: number[][] = Array.from({ length: RUNNERS }, () => Array(CELLS_PER_ROW).fill(0));
  const market = () => ({ marketId: 'bench.1', marketName: 'Bench Odds', marketType: 'MATCH_ODDS', status: 'OPEN', version: 1, eventId: 'bench', eventName: 'Bench', eventTypeId: '4', competitionId: 'b', competitionName: 'Bench', runners: moves.map((moved, i) => runnerWire(i, moved)) });
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/bench.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    if (req.url === '/socket-worker.ts') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(worker);
    if (req.url === '/bench/market.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(market()));
    if (req.url === '/' || req.url === '/index.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    res.writeHead(404).end();
  });
  const io = new Server(http, { serveClient: false });
  let version = 1;
  const sent = { changes: 0, at: 0 };
  let storm: ReturnType<typeof setInterval> | null = null;
  const conflator = createMarketConflator((_marketId, _eventId, payload) => void io.to('bench').emit('market-update', payload), conflateMs);
  const startStorm = () => {
    const started = performance.now();
    return setInterval(() => {
      const now = performance.now();
      const due = Math.floor(((now - started) * changesPerSecond) / 1000);
      while (sent.changes < due) {
        version += 1;
        sent.changes += 1;
        // One price per change: runners in turn, each time a different one of its six cells, up or down a tick.
        const runner = version % RUNNERS;
        const cell = Math.floor(version / RUNNERS) % CELLS_PER_ROW;
        moves[runner]![cell] = 1 - moves[runner]![cell]!;
        conflator.push('bench.1', 'bench', { marketId: 'bench.1', eventId: 'bench', version, ts: Date.now(), status: 'OPEN', runners: [runnerWire(runner, moves[runner]!)] });
      }
      sent.at = now;
    }, 10);
  };
  io.on('connection', (socket) => {
    socket.on('subscribe-markets', () => {
      void socket.join('bench');
      storm ??= startStorm();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  let closed: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${(http.address() as { port: number }).port}/`,
    sent: () => ({ ...sent }),
    close: () => {
      if (storm) clearInterval(storm);
      closed ??= new Promise<void>((resolve) => {
        conflator.close();
        void io.close(() => resolve());
      });
      return closed;
    },
  };
}
