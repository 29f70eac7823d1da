/**
 * A figure of the player's money, or a visible "not read yet" while the first balance read is on its
 * way: a player must never see ₹0.00 that is not their balance.
 */
import { formatRupeesFromPaise } from '../../domain/format';

export const PENDING_MONEY = '₹ ···';

export function moneyLabel(paise: number | null): string {
  return paise === null ? 'loading' : formatRupeesFromPaise(paise);
}

export function MoneyFigure({ paise, testId }: { paise: number | null; testId?: string }) {
  if (paise === null)
    return (
      <span data-testid={testId} data-pending="true" aria-busy="true">
        {PENDING_MONEY}
      </span>
    );
  return <span data-testid={testId}>{formatRupeesFromPaise(paise)}</span>;
}
