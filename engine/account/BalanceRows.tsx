/**
 * Balance, Free Cash, Net Exposure and Available (balance less exposure: what can be staked, the figure
 * the header shows) as term and figure pairs for a <dl>, from the one balance reading the header uses
 * too; `testIdPrefix` names each figure (drawer-balance, credit-available, …).
 */
import { useSnapshot } from 'valtio';
import { balanceFigures } from '../state/balance-figures';
import { engineStore } from '../state/engine-store';
import { MoneyFigure } from './MoneyFigure';

export function BalanceRows({ testIdPrefix }: { testIdPrefix: string }) {
  const figures = balanceFigures(useSnapshot(engineStore).balance);
  return (
    <>
      <dt>Balance</dt>
      <dd>
        <MoneyFigure paise={figures.balance} testId={`${testIdPrefix}-balance`} />
      </dd>
      <dt>Free Cash</dt>
      <dd>
        <MoneyFigure paise={figures.freeCash} testId={`${testIdPrefix}-free-cash`} />
      </dd>
      <dt>Net Exposure</dt>
      <dd>
        <MoneyFigure paise={figures.exposure} testId={`${testIdPrefix}-exposure`} />
      </dd>
      <dt>Available</dt>
      <dd>
        <MoneyFigure paise={figures.available} testId={`${testIdPrefix}-available`} />
      </dd>
    </>
  );
}
