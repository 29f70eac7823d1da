/** The slip itself: selection, price with ladder steps, stake, stake buttons, limits, profit and the actions. */
import { useSession } from '../../../engine/plugin-api';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { fromHundredths } from '../../../domain/exchange/price-ladder';
import { formatRupeesFromPaise } from '../../../domain/format';
import { stakePresets } from '../stake-presets';
import { cancelSlip, chooseLimitStake, chooseStake, placeAgainAtCurrentPrice, requestPlaceBet, setEditingStakes, setSlipPrice, setSlipStake, stepSlipPrice } from '../slip-actions';
import { useMarket } from '../markets';
import { currentOffer, offerText } from '../retry-offer';
import { canPlace, isLineSelection, readPriceInput, slipProfitLiability, stakeToPaise } from '../slip-rules';
import { slipState } from '../slip-state';
import { Actions, Card, Field, Row, SmallButton, StakeGrid } from './slip-styles';

export const PROCESSING_TEXT = 'Your bet is being processed...';
export const CASH_OUT_PROCESSING_TEXT = 'Your cashout is being processed...';

export function BetSlipForm({ onEditStakes }: { onEditStakes?: () => void }) {
  const slip = useSnapshot(slipState);
  const { isLogin } = useSession();
  const { buttons } = useSnapshot(stakePresets);
  // The price box shows the slip's price, and follows it when it moves (a step, a new pick).
  const priceOf = (hundredths: number) => (hundredths ? String(fromHundredths(hundredths)) : '');
  const [priceText, setPriceText] = useState(() => priceOf(slip.price));
  const [shownPrice, setShownPrice] = useState(slip.price);
  if (shownPrice !== slip.price) {
    setShownPrice(slip.price);
    setPriceText(priceOf(slip.price));
  }
  // Followed for a refused bet's one-tap retry: the price it would take now.
  const market = useMarket(slip.selection?.marketId ?? '');
  const selection = slip.selection;
  if (!selection) return null;
  const line = isLineSelection(selection);
  const stake = stakeToPaise(slip.stake);
  const { profit, liability } = slipProfitLiability(selection, slip.price, stake);
  const placeable = canPlace(stake, slip.price);
  const sideName = line ? (selection.side === 'back' ? 'Yes' : 'No') : selection.side === 'back' ? 'Back' : 'Lay';

  if (slip.stage === 'processing') {
    return (
      <Card $side={selection.side} aria-live="polite" data-testid="slip-processing">
        <h3>{slip.cashOut ? CASH_OUT_PROCESSING_TEXT : PROCESSING_TEXT}</h3>
        <p>
          <strong data-testid="slip-countdown">{slip.countdown}</strong> s · Please Wait...
        </p>
      </Card>
    );
  }

  return (
    <Card $side={selection.side} $closing={slip.closing} aria-label="Bet slip" data-testid="bet-slip" data-side={selection.side}>
      <div>
        <h3>
          {sideName}: {selection.runnerName}
          {line && selection.line !== undefined ? ` ${selection.line}` : ''}
        </h3>
        <p>
          {selection.eventName} · {selection.marketName}
        </p>
      </div>
      <Row>
        <Field>
          {line ? 'Rate' : 'Odds'}
          <Row>
            <SmallButton type="button" aria-label="Lower price" disabled={line} onClick={() => stepSlipPrice('down')}>
              −
            </SmallButton>
            <input
              aria-label="Price"
              inputMode="decimal"
              value={line ? String(selection.fancyPrice ?? 0) : priceText}
              readOnly={line}
              onChange={(e) => setPriceText(e.target.value)}
              onBlur={() => {
                const read = readPriceInput(priceText, selection.side);
                // The box shows the ladder price the slip holds, even when it equals the one before.
                setPriceText(priceOf(read ?? slip.price));
                if (read !== null) setSlipPrice(read);
              }}
            />
            <SmallButton type="button" aria-label="Raise price" disabled={line} onClick={() => stepSlipPrice('up')}>
              +
            </SmallButton>
          </Row>
        </Field>
        <Field>
          Stake
          <input aria-label="Stake" inputMode="decimal" placeholder="0" value={slip.stake} onChange={(e) => setSlipStake(e.target.value)} />
        </Field>
      </Row>
      <StakeGrid aria-label="Stake buttons">
        {buttons.map((button) => (
          <button key={`${button.label}-${button.amount}`} type="button" onClick={() => chooseStake(button.amount)}>
            {button.label}
          </button>
        ))}
      </StakeGrid>
      <Row>
        <SmallButton type="button" disabled={!slip.limits} onClick={() => chooseLimitStake('min')}>
          Min{slip.limits ? ` ${formatRupeesFromPaise(slip.limits.minBet)}` : ''}
        </SmallButton>
        <SmallButton type="button" disabled={!slip.limits} onClick={() => chooseLimitStake('max')}>
          Max{slip.limits ? ` ${formatRupeesFromPaise(slip.limits.maxBet)}` : ''}
        </SmallButton>
        {onEditStakes ? (
          <SmallButton type="button" style={{ marginLeft: 'auto' }} onClick={() => (setEditingStakes(true), onEditStakes())}>
            Edit Stakes
          </SmallButton>
        ) : null}
      </Row>
      <Row style={{ justifyContent: 'space-between', fontSize: 13 }}>
        <span>
          Profit: <strong data-testid="slip-profit">{formatRupeesFromPaise(profit)}</strong>
        </span>
        <span>
          Liability: <strong data-testid="slip-liability">{formatRupeesFromPaise(liability)}</strong>
        </span>
      </Row>
      {slip.refusal ? <RetryOffer refusal={slip.refusal} offer={currentOffer(market, selection)} /> : null}
      <Actions>
        <button type="button" className="cancel" onClick={cancelSlip}>
          Cancel Bet
        </button>
        {isLogin ? (
          <button type="button" className="place" disabled={!placeable || slip.submitting} onClick={requestPlaceBet}>
            Place Bet
          </button>
        ) : (
          <button type="button" className="place" onClick={requestPlaceBet}>
            Log In
          </button>
        )}
      </Actions>
    </Card>
  );
}

/** Why the bet was refused, and the bet again at what the market offers now, in one tap. */
function RetryOffer({ refusal, offer }: { refusal: string; offer: ReturnType<typeof currentOffer> }) {
  return (
    <div role="alert" className="refusal" data-testid="slip-refusal">
      <span>{refusal} Not placed.</span>
      <button type="button" disabled={!offer} onClick={placeAgainAtCurrentPrice} data-testid="slip-retry">
        {offer ? `Place again at ${offerText(offer)}` : 'Waiting for the market to reopen…'}
      </button>
    </div>
  );
}
