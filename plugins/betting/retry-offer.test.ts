import { afterEach, describe, expect, it, vi } from 'vitest';
import { logOutPlayer } from '../../tests/support/engine-scene';
import { placeOverHttp } from '../../tests/support/http-placement';
import { marketStore } from './markets';
import type { Market } from './markets/types';
import { currentOffer, isMovedOnRefusal, offerText } from './retry-offer';
import { placeAgainAtCurrentPrice } from './slip-actions';
import { resetSlip, slipState } from './slip-state';

const selection = { marketId: 'RM', marketName: 'Match Odds', marketType: 'MATCH_ODDS', eventId: 'E', eventName: 'X v Y', eventTypeId: '4', selectionId: '7', runnerName: 'Xs', side: 'back' as const, price: 2.5 };

function market(status: string, back: number, lay: number): Market {
  return { marketId: 'RM', marketName: 'Match Odds', marketType: 'MATCH_ODDS', status, version: 1, eventId: 'E', eventName: 'X v Y', eventTypeId: '4', competitionId: 'C', competitionName: 'Cup', runners: [{ selectionId: '7', runnerName: 'Xs', back: [{ price: back, size: 500 }], lay: [{ price: lay, size: 500 }] }], serverTs: 0, receivedAt: 0 };
}

const session = (status: string): Market => ({ ...market(status, 0, 0), marketId: 'S1', marketType: 'SESSION', runners: [], line: { noLine: 45, noRate: 100, yesLine: 46, yesRate: 90 } });

/** Places the slip's bet over HTTP; each reply in turn answers a placement. */
const placeWith = (replies: unknown[]) => placeOverHttp(selection, 'token', async () => ({ data: replies.shift(), headers: {} }));

afterEach(() => {
  resetSlip();
  logOutPlayer();
});

describe('placing a refused bet again at the current price', () => {
  it('reads what the selection would take now, and nothing while the market is not open', () => {
    expect(currentOffer(market('OPEN', 2.44, 2.46), { selectionId: '7', side: 'back' })).toEqual({ price: 244 });
    expect(currentOffer(market('OPEN', 2.44, 2.46), { selectionId: '7', side: 'lay' })).toEqual({ price: 246 });
    expect(currentOffer(session('OPEN'), { selectionId: 'S1', side: 'back' })).toEqual({ price: 190, line: 46, fancyPrice: 90 });
    expect(currentOffer(session('OPEN'), { selectionId: 'S1', side: 'lay' })).toEqual({ price: 200, line: 45, fancyPrice: 100 });
    expect(currentOffer(session('BALL_RUNNING'), { selectionId: 'S1', side: 'back' })).toBeNull();
    expect(currentOffer(market('SUSPENDED', 2.44, 2.46), { selectionId: '7', side: 'back' })).toBeNull();
    expect(offerText({ price: 244 })).toBe('2.44');
    expect(offerText({ price: 190, line: 46, fancyPrice: 90 })).toBe('line 46 at 90');
    expect(['The odds of your selection have changed.', 'This market is suspended.', 'Ball running: bets are paused for this market.'].every(isMovedOnRefusal)).toBe(true);
    expect(isMovedOnRefusal('Insufficient balance: this bet needs ₹100.00 and ₹0.00 is available.')).toBe(false);
  });

  it('keeps the slip of a bet refused for a moved price, saying why, and places it again at the new price in one tap', async () => {
    const { postWithHeaders } = placeWith([{ success: false, message: 'The odds of your selection have changed.' }, { success: true, message: 'Bet Matched', result: [] }]);
    await vi.waitFor(() => expect(slipState.refusal).toBe('The odds of your selection have changed.'));
    const firstRef = (postWithHeaders.mock.calls[0] as unknown as [string, Array<{ betSlipRef: string }>])[1][0]!.betSlipRef;
    expect(slipState).toMatchObject({ stage: 'edit', submitting: false, stake: '100' });
    expect(slipState.selection?.selectionId).toBe('7');
    marketStore.put(market('OPEN', 2.42, 2.44));
    placeAgainAtCurrentPrice();
    await vi.waitFor(() => expect(postWithHeaders).toHaveBeenCalledTimes(2));
    const again = (postWithHeaders.mock.calls[1] as unknown as [string, Array<{ price: number; betSlipRef: string }>])[1][0]!;
    expect(again.price).toBe(2.42);
    expect(again.betSlipRef).not.toBe(firstRef);
    await vi.waitFor(() => expect(slipState.selection).toBeNull());
  });

  it('closes the slip of a bet refused for any other reason', async () => {
    placeWith([{ success: false, message: 'Insufficient balance: this bet needs ₹100.00.' }]);
    await vi.waitFor(() => expect(slipState.selection).toBeNull());
    expect(slipState.refusal).toBeNull();
  });
});
