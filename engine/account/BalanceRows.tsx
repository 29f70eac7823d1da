/**
 * Balance, Free Cash, Net Exposure and Available (balance less exposure: what can be staked, the figure
 * the header shows) as term and figure pairs for a <dl>, from the one balance reading the header uses
 * too; `testIdPrefix` names each figure (drawer-balance, credit-available, …).
 */
import { useSnapshot } from 'valtio';
import { formatRupeesFromPaise } from '../../domain/money/rupees';
import { balanceFigures } from '../state/balance-figures';
import { engineStore } from '../state/engine-store';

export function BalanceRows({ testIdPrefix }: { testIdPrefix: string }) {
  const figures = balanceFigures(useSnapshot(engineStore).balance);
  return (
    <>
      <dt>Balance</dt>
      <dd data-testid={`${testIdPrefix}-balance`}>{formatRupeesFromPaise(figures.balance)}</dd>
      <dt>Free Cash</dt>
      <dd data-testid={`${testIdPrefix}-free-cash`}>{formatRupeesFromPaise(figures.freeCash)}</dd>
      <dt>Net Exposure</dt>
      <dd data-testid={`${testIdPrefix}-exposure`}>{formatRupeesFromPaise(figures.exposure)}</dd>
      <dt>Available</dt>
      <dd data-testid={`${testIdPrefix}-available`}>{formatRupeesFromPaise(figures.available)}</dd>
    </>
  );
}
