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
import type { SlipSelection } from '../selection';
import { slipState, type SlipState } from '../slip-state';
import { Actions, Card, Field, Row, SmallButton, StakeGrid } from './slip-styles';

export const PROCESSING_TEXT = 'Your bet is being processed...';
export const CASH_OUT_PROCESSING_TEXT = 'Your cashout is being processed...';

export function BetSlipForm({ onEditStakes }: { onEditStakes?: () => void }) {
  const slip = useSnapshot(slipState);
  const { isLogin } = useSession();
  const [priceText, setPriceText] = useFollowedPriceText(slip.price);
  // Followed for a refused bet's one-tap retry: the price it would take now.
  const market = useMarket(slip.selection?.marketId ?? '');
  const selection = slip.selection;
  if (!selection) return null;
  const line = isLineSelection(selection);
  const stake = stakeToPaise(slip.stake);
  const { profit, liability } = slipProfitLiability(selection, slip.price, stake);
  const placeable = canPlace(stake, slip.price);
  const sideName = line ? (selection.side === 'back' ? 'Yes' : 'No') : selection.side === 'back' ? 'Back' : 'Lay';

  if (slip.stage === 'processing') return <SlipProcessing side={selection.side} cashOut={slip.cashOut} countdown={slip.countdown} />;

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
        <PriceField selection={selection} price={slip.price} text={priceText} onText={setPriceText} />
        <Field>
          Stake
          <input aria-label="Stake" inputMode="decimal" placeholder="0" value={slip.stake} onChange={(e) => setSlipStake(e.target.value)} />
        </Field>
      </Row>
      <StakeChoices limits={slip.limits} onEditStakes={onEditStakes} />
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

const priceOf = (hundredths: number) => (hundredths ? String(fromHundredths(hundredths)) : '');

/**
 * The price box's text: what the player types, until the slip's price moves (a step, a new pick) and the
 * box follows it. Held by the slip, so it outlasts the processing card.
 */
function useFollowedPriceText(price: number): [string, (text: string) => void] {
  const [priceText, setPriceText] = useState(() => priceOf(price));
  const [shownPrice, setShownPrice] = useState(price);
  if (shownPrice !== price) {
    setShownPrice(price);
    setPriceText(priceOf(price));
  }
  return [priceText, setPriceText];
}

/** While the bet is with the exchange: its countdown, in the side's colour. */
function SlipProcessing({ side, cashOut, countdown }: { side: SlipSelection['side']; cashOut: boolean; countdown: number }) {
  return (
    <Card $side={side} aria-live="polite" data-testid="slip-processing">
      <h3>{cashOut ? CASH_OUT_PROCESSING_TEXT : PROCESSING_TEXT}</h3>
      <p>
        <strong data-testid="slip-countdown">{countdown}</strong> s · Please Wait...
      </p>
    </Card>
  );
}

/**
 * Odds with ladder steps, read when the box is left; a line market's rate is fixed by the market and
 * shown read-only.
 */
function PriceField({ selection, price, text, onText }: { selection: SlipSelection; price: number; text: string; onText: (text: string) => void }) {
  const line = isLineSelection(selection);
  return (
    <Field>
      {line ? 'Rate' : 'Odds'}
      <Row>
        <SmallButton type="button" aria-label="Lower price" disabled={line} onClick={() => stepSlipPrice('down')}>
          −
        </SmallButton>
        <input
          aria-label="Price"
          inputMode="decimal"
          value={line ? String(selection.fancyPrice ?? 0) : text}
          readOnly={line}
          onChange={(e) => onText(e.target.value)}
          onBlur={() => {
            const read = readPriceInput(text, selection.side);
            // The box shows the ladder price the slip holds, even when it equals the one before.
            onText(priceOf(read ?? price));
            if (read !== null) setSlipPrice(read);
          }}
        />
        <SmallButton type="button" aria-label="Raise price" disabled={line} onClick={() => stepSlipPrice('up')}>
          +
        </SmallButton>
      </Row>
    </Field>
  );
}

/** The player's stake buttons, the market's Min and Max, and the way to edit the buttons. */
function StakeChoices({ limits, onEditStakes }: { limits: SlipState['limits']; onEditStakes?: () => void }) {
  const { buttons } = useSnapshot(stakePresets);
  return (
    <>
      <StakeGrid aria-label="Stake buttons">
        {buttons.map((button) => (
          <button key={`${button.label}-${button.amount}`} type="button" onClick={() => chooseStake(button.amount)}>
            {button.label}
          </button>
        ))}
      </StakeGrid>
      <Row>
        <SmallButton type="button" disabled={!limits} onClick={() => chooseLimitStake('min')}>
          Min{limits ? ` ${formatRupeesFromPaise(limits.minBet)}` : ''}
        </SmallButton>
        <SmallButton type="button" disabled={!limits} onClick={() => chooseLimitStake('max')}>
          Max{limits ? ` ${formatRupeesFromPaise(limits.maxBet)}` : ''}
        </SmallButton>
        {onEditStakes ? (
          <SmallButton type="button" style={{ marginLeft: 'auto' }} onClick={() => (setEditingStakes(true), onEditStakes())}>
            Edit Stakes
          </SmallButton>
        ) : null}
      </Row>
    </>
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
