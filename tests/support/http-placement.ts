/** A logged-in player placing the slip's bet with the socket down: each placement is answered by `reply`. */
import { vi } from 'vitest';
import { logInPlayer } from './engine-scene';
import { fakeApi, fakeServices, fakeSocket } from './fake-services';
import { bindBettingServices } from '../../plugins/betting/betting-services';
import type { SlipSelection } from '../../plugins/betting/selection';
import { placeSlip } from '../../plugins/betting/slip-actions';
import { slipState } from '../../plugins/betting/slip-state';

export function placeOverHttp(selection: SlipSelection, token: string, reply: () => Promise<{ data: unknown; headers: Record<string, string> }>) {
  logInPlayer({ memberCode: 'p1' }, token, 1_000);
  const api = fakeApi();
  api.post.mockResolvedValue({ success: true, doc: { balance: 1, available: 1, bounsBalance: 0, exposure: 0 } });
  const postWithHeaders = vi.fn(reply);
  const { socket } = fakeSocket();
  const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
  bindBettingServices(fakeServices({ api: { ...api, postWithHeaders: postWithHeaders as never }, socket: { ...socket, connected: () => false }, toast }));
  Object.assign(slipState, { selection, price: Math.round(selection.price * 100), stake: '100', delaySeconds: 0 });
  placeSlip();
  return { postWithHeaders, toast };
}
