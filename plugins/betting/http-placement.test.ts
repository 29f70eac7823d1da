import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentSession, logOutPlayer } from '../../tests/support/engine-scene';
import { placeOverHttp } from '../../tests/support/http-placement';
import { resetSlip, slipState } from './slip-state';

const selection = { marketId: 'M', marketName: 'Match Odds', marketType: 'MATCH_ODDS', eventId: 'E', eventName: 'X v Y', eventTypeId: '4', selectionId: '7', runnerName: 'Xs', side: 'back' as const, price: 2.5 };
const jwt = (exp: number) => `h.${btoa(JSON.stringify({ sub: 'u', exp })).replace(/=+$/, '')}.s`;

/** Logs in with `token`, downs the socket and places the slip's bet; the reply comes from `reply`. */
const placeOffline = (token: string, reply: () => Promise<{ data: unknown; headers: Record<string, string> }>) => placeOverHttp(selection, token, reply);

afterEach(() => {
  resetSlip();
  logOutPlayer();
});

describe('placement over HTTP', () => {
  it('sends exchange/order/ with the socket down and keeps the refreshed token from the authorization header', async () => {
    const refreshed = jwt(2_000_000_000);
    const { postWithHeaders, toast } = placeOffline('old-token', async () => ({ data: { success: true, message: 'Bet matched', result: [{ betSlipRef: slipState.betSlipRef }] }, headers: { authorization: `Bearer ${refreshed}` } }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bet matched'));
    expect(postWithHeaders).toHaveBeenCalledWith('exchange/order/', [expect.objectContaining({ side: 0, price: 2.5, selectionId: '7', totalSize: 100 })]);
    expect(currentSession().token).toBe(refreshed);
    expect(currentSession().tokenExpiry).toBe(2_000_000_000_000);
    expect(window.localStorage.getItem('id_token')).toBe(refreshed);
    expect(window.localStorage.getItem('token_exp')).toBe('2000000000000');
    expect(slipState.selection).toBeNull();
  });

  it('keeps the stored token when the reply carries none', async () => {
    const { toast } = placeOffline('kept', async () => ({ data: { success: false, message: 'Market suspended' }, headers: {} }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Market suspended'));
    expect(currentSession().token).toBe('kept');
    expect(window.localStorage.getItem('id_token')).toBe('kept');
  });
});
