/** Sandbox demos: pending deposits whose auto-approval time has come are approved, checked every second. */
import { decide, dueAutoApprovals, PaymentRefused, type PaymentRequest, type WalletDeps } from './payments';
import { logger } from '../log';

export function startAutoApproval(deps: WalletDeps, onDecided: (request: PaymentRequest) => void, everyMs = 1000): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = async () => {
    for (const id of await dueAutoApprovals(deps)) {
      try {
        onDecided(await decide(deps, id, { to: 'approved' }, 'auto'));
      } catch (error) {
        // Decided meanwhile by the operator or another process.
        if (!(error instanceof PaymentRefused)) throw error;
      }
    }
  };
  const timer = setInterval(() => {
    running = running.then(sweep).catch((error: unknown) => logger.error({ err: error }, 'deposit auto-approval failed'));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
