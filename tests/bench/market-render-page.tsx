/**
 * The page the market render benchmark drives: one market of 200 runners drawn by the exchange plugin's
 * real MarketTable, fed by the real market store and feed over the real socket service. Price cells
 * report their renders through the plugin's render probe, so the page can count renders per cell per frame.
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ServicesContext } from '../../engine/boot/services-context';
import { marketFromWire, useWatchedMarkets } from '../../plugins/betting/markets';
import type { EngineServices } from '../../engine/plugin-host/plugin-context';
import { createApiService } from '../../engine/services/api';
import { createSocketService } from '../../engine/services/socket';
import { createTimeService } from '../../engine/services/time';
import { toastService } from '../../engine/services/toast';
import { session } from '../../engine/state/session-service';
import { createBalanceService } from '../../engine/services/balance-service';
import { createIdleService } from '../../engine/services/idle';
import { MarketTable } from '../../plugins/exchange/components/MarketTable';
import { renderProbe } from '../../plugins/exchange/render-probe';
import { configureExchange } from '../../plugins/exchange/state';

interface BenchWindow {
  __bench: { maxRendersInFrame: number; renders: number; frames: number; ready: boolean };
}
const bench: BenchWindow['__bench'] = { maxRendersInFrame: 0, renders: 0, frames: 0, ready: false };
(window as unknown as BenchWindow).__bench = bench;

// Renders of each cell in the current animation frame. Every callback of one frame sees the same
// document.timeline.currentTime, so no animation-frame loop of the page's own is needed to tell frames apart.
const inFrame = new Map<string, number>();
let frameTime: number | null = null;
renderProbe.current = (cell) => {
  const now = document.timeline.currentTime as number | null;
  if (now !== frameTime) {
    frameTime = now;
    bench.frames += 1;
    inFrame.clear();
  }
  bench.renders += 1;
  const count = (inFrame.get(cell) ?? 0) + 1;
  inFrame.set(cell, count);
  if (count > bench.maxRendersInFrame) bench.maxRendersInFrame = count;
};

const api = createApiService(`${location.origin}/api/`, { token: () => null, onUnauthorized: () => {} });
// The betting plugin's readers turn market updates into packed deltas where the socket lives, as for a brand.
const socket = createSocketService(location.origin, { plugins: ['betting'] });
const services: EngineServices = {
  api,
  socket,
  toast: toastService,
  time: createTimeService(),
  idle: createIdleService(),
  session,
  balance: createBalanceService(api, socket),
};
configureExchange({}, services);

const MARKET_ID = 'bench.1';

async function loadMarket() {
  const wire = await (await fetch('/bench/market.json')).json();
  return [marketFromWire(wire, Date.now())!];
}

function Page() {
  const { markets } = useWatchedMarkets('bench', loadMarket, 'bench');
  useEffect(() => {
    if (markets) bench.ready = true;
  }, [markets]);
  if (!markets) return <p>Loading…</p>;
  return <MarketTable marketId={MARKET_ID} title="Bench Odds" />;
}

createRoot(document.getElementById('root')!).render(
  <ServicesContext.Provider value={services}>
    <Page />
  </ServicesContext.Provider>,
);
