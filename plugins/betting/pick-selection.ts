/**
 * A price click: the slip takes the selection (the limits and bet delay load behind it); with one-click
 * betting on, the bet is placed at once with the one-click stake.
 */
import { toHundredths } from '../../domain/exchange/price-ladder';
import { session } from '../../engine/plugin-api';
import { betDelaySeconds } from '../../domain/exchange/bet-delay';
import { betPreferences } from './bet-preferences';
import type { SlipSelection } from './selection';
import { cellKey, EMPTY_SLIP, newBetSlipRef, pickedCell, slipState } from './slip-state';

export function pickSelection(selection: SlipSelection): void {
  const oneClick = betPreferences.oneClick && session.isLoggedIn();
  Object.assign(slipState, {
    ...EMPTY_SLIP,
    selection: { ...selection },
    price: toHundredths(selection.price),
    stake: oneClick ? String(betPreferences.oneClickStake) : '',
    delaySeconds: betDelaySeconds(selection.marketType, selection.eventTypeId, null),
    betSlipRef: newBetSlipRef(),
    fromOneClick: oneClick,
    touchedAt: Date.now(),
  });
  pickedCell.key = cellKey(selection.marketId, selection.selectionId, selection.side);
  // The actions chunk holds the network parts; price cells only pay for this file.
  void import('./slip-actions').then(async (actions) => {
    await actions.loadSlipLimits(selection);
    if (oneClick && slipState.betSlipRef && slipState.selection?.marketId === selection.marketId) actions.placeSlip();
  });
}
