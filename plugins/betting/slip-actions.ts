/**
 * What the slip does: load a market's limits and delay, take stake and price edits, place the bet over
 * the socket (`create-bet`) or, with the socket down, over HTTP (`exchange/order/`), and react to the
 * answer. Every bet carries a fresh betSlipRef, so an emit retried on reconnect places it once.
 */
import { isMarketStale } from './markets';
import { session } from '../../engine/plugin-api';
import { betDelaySeconds } from '../../domain/exchange/bet-delay';
import { betPreferences } from './bet-preferences';
import { bettingServices } from './betting-services';
import { loadOpenBets } from './open-bets-actions';
import { httpOrderPayload, readMarketSettings, readPlacementReply, socketBetPayload, type BetRequest, type MarketSettings } from './placement-adapter';
import type { SlipSelection } from './selection';
import { acceptStakeInput, canPlace, isLineSelection, stakeToPaise, stepPrice } from './slip-rules';
import { newBetSlipRef, resetSlip, slipState, touchSlip } from './slip-state';
import { getMarket } from './markets';
import { currentOffer, isMovedOnRefusal } from './retry-offer';

export const STALE_PRICES_MESSAGE = 'Prices for this market are not live right now, so the bet was not placed. Wait for the prices to update and try again.';
export const CANCEL_ANIMATION_MS = 200;

export async function loadMarketSettings(marketId: string, runnerId: string): Promise<MarketSettings | null> {
  const services = bettingServices();
  if (!services) return null;
  try {
    return readMarketSettings(await services.api.post('exchange/order/settings/', { marketId, runnerId }));
  } catch {
    return null;
  }
}

/** Limits and delay for the picked selection; a late answer for an older pick is dropped. */
export async function loadSlipLimits(selection: SlipSelection): Promise<void> {
  const settings = await loadMarketSettings(selection.marketId, selection.selectionId);
  const current = slipState.selection;
  if (!settings || !current || current.marketId !== selection.marketId || current.selectionId !== selection.selectionId) return;
  slipState.limits = settings.limits;
  slipState.delaySeconds = betDelaySeconds(selection.marketType, selection.eventTypeId, settings.delays);
}

export function setSlipStake(text: string): void {
  const accepted = acceptStakeInput(text, !session.isLoggedIn());
  if (accepted !== null) slipState.stake = accepted;
  touchSlip();
}

/** Stake buttons and the min/max buttons set the stake outright (rupees). */
export function chooseStake(rupees: number): void {
  setSlipStake(String(rupees));
}

export function chooseLimitStake(which: 'min' | 'max'): void {
  const limits = slipState.limits;
  if (!limits) return;
  chooseStake((which === 'min' ? limits.minBet : limits.maxBet) / 100);
}

export function stepSlipPrice(direction: 'up' | 'down'): void {
  if (!slipState.selection || isLineSelection(slipState.selection)) return;
  slipState.price = stepPrice(slipState.price, direction);
  touchSlip();
}

export function setSlipPrice(hundredths: number): void {
  if (!slipState.selection || isLineSelection(slipState.selection)) return;
  slipState.price = hundredths;
  touchSlip();
}

export function setEditingStakes(on: boolean): void {
  slipState.editingStakes = on;
  touchSlip();
}

/** Cancel Bet: the slip fades for 200 ms, then clears. */
export function cancelSlip(): void {
  slipState.closing = true;
  setTimeout(() => {
    if (slipState.closing) resetSlip();
  }, CANCEL_ANIMATION_MS);
}

/** Place Bet: visitors get the login popup; confirmation (or a cash out) shows stage 1 first. */
export function requestPlaceBet(): void {
  if (!session.isLoggedIn()) return session.requireLogin();
  if (!slipState.selection || !canPlace(stakeToPaise(slipState.stake), slipState.price)) return;
  if (refuseStale(slipState.selection.marketId)) return;
  if (betPreferences.confirmBets || slipState.cashOut) {
    slipState.stage = 'confirm';
    touchSlip();
    return;
  }
  placeSlip();
}

function refuseStale(marketId: string): boolean {
  if (!isMarketStale(marketId)) return false;
  bettingServices()?.toast.error(STALE_PRICES_MESSAGE);
  return true;
}

/** Sends the slip's bet: stage 2 with the delay countdown; the answer resets the slip. */
export function placeSlip(): void {
  const services = bettingServices();
  const token = session.token();
  const selection = slipState.selection;
  const stake = stakeToPaise(slipState.stake);
  if (!services || !token || !selection || slipState.submitting || !canPlace(stake, slipState.price)) return;
  if (refuseStale(selection.marketId)) return;
  const request: BetRequest = { selection: { ...selection }, price: slipState.price, stake, betSlipRef: slipState.betSlipRef, delaySeconds: slipState.delaySeconds, fromOneClick: slipState.fromOneClick };
  Object.assign(slipState, { stage: 'processing', submitting: true, countdown: slipState.delaySeconds });
  if (services.socket.connected()) services.socket.emit('create-bet', socketBetPayload(token, request));
  else void placeOverHttp(request);
}

async function placeOverHttp(request: BetRequest): Promise<void> {
  const services = bettingServices();
  if (!services) return;
  try {
    const reply = await services.api.postWithHeaders('exchange/order/', httpOrderPayload(request));
    // Spec section 7: the placement reply's authorization header replaces the stored token.
    session.replaceToken(reply.headers.authorization);
    settlePlacement(readPlacementReply(reply.data), request.betSlipRef);
  } catch (error) {
    settlePlacement({ ok: false, message: services.api.errorText(error), order: null, betSlipRef: request.betSlipRef }, request.betSlipRef);
  }
}

/**
 * A placement answer: toast with the server's message, slip reset, open bets and balance refreshed. A bet
 * refused because the market moved on keeps its slip, saying why, to be placed again at the new price.
 */
export function settlePlacement(reply: ReturnType<typeof readPlacementReply>, betSlipRef: string | null = reply.betSlipRef): void {
  const services = bettingServices();
  const message = reply.message || (reply.ok ? 'Bet placed' : 'Your bet could not be placed.');
  if (reply.ok) services?.toast.success(message);
  else services?.toast.error(message);
  // An answer about an older slip (a retried emit) must not clear the bet being built now.
  const ours = !betSlipRef || betSlipRef === slipState.betSlipRef || slipState.submitting;
  if (ours && !reply.ok && !slipState.cashOut && isMovedOnRefusal(message)) {
    Object.assign(slipState, { stage: 'edit', submitting: false, countdown: 0, refusal: message, betSlipRef: newBetSlipRef(), touchedAt: Date.now() });
  } else if (ours) resetSlip();
  void loadOpenBets();
  void services?.balance.refresh();
}

/** Socket answers to create-bet; returns the stop function. */
export function watchPlacementReplies(): () => void {
  const services = bettingServices();
  if (!services) return () => {};
  const stops = [
    services.socket.on('place-bet-success', (payload) => settlePlacement({ ...readPlacementReply(payload), ok: true })),
    services.socket.on('place-bet-error', (payload) => settlePlacement({ ...readPlacementReply(payload), ok: false })),
  ];
  return () => stops.forEach((stop) => stop());
}

/** Place again, in one tap, the refused bet at what its market offers now (its best price, or its line and rate). */
export function placeAgainAtCurrentPrice(): void {
  const selection = slipState.selection;
  const offer = selection ? currentOffer(getMarket(selection.marketId), selection) : null;
  if (!selection || !offer) return;
  const line = offer.line !== undefined ? { line: offer.line, fancyPrice: offer.fancyPrice } : {};
  Object.assign(slipState, { selection: { ...selection, price: offer.price / 100, ...line }, price: offer.price, refusal: null });
  placeSlip();
}
