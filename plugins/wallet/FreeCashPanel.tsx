/**
 * The player's Free Cash from promotions: what each promotion has given and what it waits for, the
 * button that puts credited Free Cash into play, and the wagering still to do before the part of the
 * balance it locks can be withdrawn. Shows nothing for a player without a promotion.
 */
import { useState } from 'react';
import { formatRupeesFromPaise } from '../../domain/format';
import { Primary, useServices } from '../../engine/plugin-api';
import { fetchFreeCash, playWithFreeCash, type Bonus } from './free-cash-api';
import { requestsChanged } from './state';
import { Refusal, useWalletData } from './wallet-kit';

function BonusLine({ bonus }: { bonus: Bonus }) {
  if (bonus.status === 'awaiting-deposit') return <p>{bonus.description}</p>;
  if (bonus.status === 'credited') return <p>{formatRupeesFromPaise(bonus.amount)} Free Cash is ready. Put it into play to bet with it; it becomes withdrawable once you have wagered {formatRupeesFromPaise(bonus.wageringRequired)} on settled bets.</p>;
  if (bonus.status === 'released') return <p>{formatRupeesFromPaise(bonus.amount)} Free Cash released: it is withdrawable like the rest of your balance.</p>;
  const percent = bonus.wageringRequired ? Math.floor((bonus.wageringDone * 100) / bonus.wageringRequired) : 100;
  return (
    <>
      <p>
        Wagered {formatRupeesFromPaise(bonus.wageringDone)} of {formatRupeesFromPaise(bonus.wageringRequired)}: {formatRupeesFromPaise(Math.max(0, bonus.wageringRequired - bonus.wageringDone))} more on settled bets releases {formatRupeesFromPaise(bonus.amount)}.
      </p>
      <div className="progress" role="progressbar" aria-label={`${bonus.title} wagering`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
    </>
  );
}

export function FreeCashPanel() {
  const { api, toast } = useServices();
  const [loaded] = useWalletData('free-cash', () => fetchFreeCash(api), (error) => api.errorText(error));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (loaded.state !== 'ready' || loaded.value.bonuses.length === 0) return null;
  const { freeCash, locked, bonuses } = loaded.value;

  const play = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      toast.success(await playWithFreeCash(api));
      requestsChanged();
    } catch (error) {
      setRefusal(api.errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="free-cash-title" data-testid="free-cash">
      <h2 id="free-cash-title">Free Cash</h2>
      <dl className="figures">
        <div>
          <dt>Free Cash</dt>
          <dd data-testid="free-cash-amount">{formatRupeesFromPaise(freeCash)}</dd>
        </div>
        <div>
          <dt>Locked in balance</dt>
          <dd data-testid="free-cash-locked">{formatRupeesFromPaise(locked)}</dd>
        </div>
      </dl>
      {bonuses.map((bonus) => (
        <div key={bonus.code} className="bonus" data-testid="free-cash-bonus" data-status={bonus.status}>
          <b>{bonus.title}</b>
          <BonusLine bonus={bonus} />
        </div>
      ))}
      {freeCash > 0 ? (
        <Primary type="button" onClick={play} disabled={busy}>
          {busy ? 'Please Wait...' : `Play with ${formatRupeesFromPaise(freeCash)} Free Cash`}
        </Primary>
      ) : null}
      <Refusal message={refusal} />
    </section>
  );
}
