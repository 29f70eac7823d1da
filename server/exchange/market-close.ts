/**
 * Records a market's result in the database, trying again until it is in: a close that failed (the
 * database away, a deadlock past its retries) is not dropped, since a market whose result is never
 * recorded never settles.
 */
import { failureBackoffMs } from './settlement-queue';
import { closeMarket, type MarketResult } from './settlement';
import type { ExchangeDeps } from './orders';

export async function recordClose(deps: Pick<ExchangeDeps, 'db' | 'dialect' | 'now' | 'sleep'>, marketId: string, result: MarketResult, log: (message: string) => void, stopped: () => boolean = () => false): Promise<void> {
  for (let failures = 1; ; failures += 1) {
    try {
      await closeMarket(deps, marketId, result);
      return;
    } catch (error) {
      if (stopped()) return;
      log(`closing ${marketId} failed (attempt ${failures}), to be tried again: ${String((error as Error)?.message ?? error)}`);
      await deps.sleep(failureBackoffMs(failures));
    }
  }
}
