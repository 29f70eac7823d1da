/**
 * The confirmation stages: stage 1 asks to confirm the bet; stage 2 shows the bet-delay countdown with
 * 'Your bet is being processed...' and 'Please Wait...' (a cash out says so instead). A full-screen
 * overlay on phones, a centred panel at 1024 px and wider.
 */
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { formatOddsHundredths, formatRupeesFromPaise } from '../../../domain/format';
import { placeSlip } from '../slip-actions';
import { isLineSelection, slipProfitLiability, stakeToPaise } from '../slip-rules';
import { resetSlip, slipState } from '../slip-state';
import { CASH_OUT_PROCESSING_TEXT, PROCESSING_TEXT } from './BetSlipForm';
import { Actions } from './slip-styles';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 70;
  background: rgba(0, 0, 0, 0.6);
  display: grid;
  place-items: center;
`;

const Box = styled.div`
  background: #fff;
  color: #1c1c1c;
  width: 100%;
  height: 100%;
  padding: 24px 16px;
  display: grid;
  align-content: center;
  gap: 12px;
  text-align: center;
  h2 { margin: 0; font-size: 20px; }
  p { margin: 0; }
  .count { font-size: 44px; font-weight: 800; color: #1c1c1c; }
  @media (min-width: 1024px) {
    width: 460px;
    height: auto;
    border-radius: 14px;
    box-shadow: 0 16px 48px rgba(0, 0, 0, 0.35);
  }
`;

export function ConfirmOverlay() {
  const slip = useSnapshot(slipState);
  const selection = slip.selection;
  if (!selection) return null;
  if (slip.stage === 'processing') {
    return (
      <Backdrop data-testid="processing-overlay">
        <Box role="alertdialog" aria-label={slip.cashOut ? CASH_OUT_PROCESSING_TEXT : PROCESSING_TEXT} aria-live="polite">
          <h2>{slip.cashOut ? CASH_OUT_PROCESSING_TEXT : PROCESSING_TEXT}</h2>
          <p className="count" data-testid="overlay-countdown">
            {slip.countdown}
          </p>
          <p>Please Wait...</p>
        </Box>
      </Backdrop>
    );
  }
  const stake = stakeToPaise(slip.stake);
  const { profit, liability } = slipProfitLiability(selection, slip.price, stake);
  const side = isLineSelection(selection) ? (selection.side === 'back' ? 'Yes' : 'No') : selection.side === 'back' ? 'Back' : 'Lay';
  return (
    <Backdrop data-testid="confirm-overlay">
      <Box role="alertdialog" aria-label="Confirm Bet">
        <h2>Confirm Bet</h2>
        <p>
          {side} {selection.runnerName} @ {isLineSelection(selection) ? `${selection.line} / ${selection.fancyPrice}` : formatOddsHundredths(slip.price)}
        </p>
        <p>
          Stake {formatRupeesFromPaise(stake)} · Profit {formatRupeesFromPaise(profit)} · Liability {formatRupeesFromPaise(liability)}
        </p>
        <Actions>
          <button type="button" className="cancel" onClick={resetSlip}>
            Cancel
          </button>
          <button type="button" className="place" onClick={placeSlip}>
            Place Bet
          </button>
        </Actions>
      </Box>
    </Backdrop>
  );
}
