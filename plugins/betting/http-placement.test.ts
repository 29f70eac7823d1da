import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentSession, logInPlayer, logOutPlayer } from '../../tests/support/engine-scene';
import { fakeApi, fakeServices, fakeSocket } from '../../tests/support/fake-services';
import { bindBettingServices } from './betting-services';
import { placeSlip } from './slip-actions';
import { resetSlip, slipState } from './slip-state';

const selection = { marketId: 'M', marketName: 'Match Odds', marketType: 'MATCH_ODDS', eventId: 'E', eventName: 'X v Y', eventTypeId: '4', selectionId: '7', runnerName: 'Xs', side: 'back' as const, price: 2.5 };
const jwt = (exp: number) => `h.${btoa(JSON.stringify({ sub: 'u', exp })).replace(/=+$/, '')}.s`;

/** Logs in with `token`, downs the socket and places the slip's bet; the reply comes from `reply`. */
function placeOffline(token: string, reply: () => Promise<{ data: unknown; headers: Record<string, string> }>) {
  logInPlayer({ memberCode: 'p1' }, token, 1_000);
  const api = fakeApi();
  api.post.mockResolvedValue({ success: true, doc: { balance: 1, available: 1, bounsBalance: 0, exposure: 0 } });
  const postWithHeaders = vi.fn(reply);
  const { socket } = fakeSocket();
  const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
  bindBettingServices(fakeServices({ api: { ...api, postWithHeaders: postWithHeaders as never }, socket: { ...socket, connected: () => false }, toast }));
  Object.assign(slipState, { selection, price: 250, stake: '100', delaySeconds: 0 });
  placeSlip();
  return { postWithHeaders, toast };
}

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
