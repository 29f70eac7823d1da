/**
 * A market whose prices move a given number of times a second on a server's board, for the deltas
 * benchmark: market `stress.1` of six runners, each change moving one runner's prices. Changes are made
 * every 10 ms, as many as are due by then, so a late timer does not lower the rate offered; each goes to
 * the process's sockets as it is made, not through the feed.
 */
import type { MarketBoard } from '../../server/feed/market-board';

export const STORM_MARKET_ID = 'stress.1';

/** Starts the storm on `board`; returns the function that stops it. */
export function startPriceStorm(board: MarketBoard, perSecond: number): () => void {
  const runners = ['A', 'B', 'C', 'D', 'E', 'F'].map((id) => ({ id: `stress-${id}`, name: `Runner ${id}`, back: [{ price: 200, size: 100_000 }], lay: [{ price: 202, size: 100_000 }] }));
  board.put({ id: STORM_MARKET_ID, name: 'Stress Odds', type: 'MATCH_ODDS', eventTypeId: '4', eventId: 'stress', eventName: 'Stress Test', competitionId: 'stress', competitionName: 'Stress', status: 'OPEN', runners });
  const started = performance.now();
  let n = 0;
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) * perSecond) / 1000);
    while (n < due) {
      n += 1;
      board.update(STORM_MARKET_ID, (market) => {
        const runner = market.runners[n % market.runners.length]!;
        const price = 150 + (n % 50);
        runner.back = [{ price, size: 100_000 + n }];
        runner.lay = [{ price: price + 2, size: 100_000 + n }];
        return market;
      });
    }
  }, 10);
  return () => clearInterval(timer);
}
