/**
 * Loading and cancelling open bets: `get-bets` over the socket when it is up, `order-list` over HTTP
 * otherwise; `order-update` merges changes as they happen, `market-settled` reloads them. Unmatched bets cancel one by one or all.
 */
import { session, type ApiService, type SocketService } from '../../engine/plugin-api';
import { bettingServices } from './betting-services';
import { readOrders, type OpenBet } from './open-bets-adapter';
import { clearOpenBets, mergeOrderUpdates, setOpenBets } from './open-bets-state';

export type OrderListStatus = 'open' | 'settled';

export interface OrderListQuery {
  status: OrderListStatus;
  eventId?: string;
  /** YYYY-MM-DD (a UTC day, `to` inclusive) or an ISO instant (`to` exclusive). */
  from?: string;
  to?: string;
}

export async function fetchOrderList(api: ApiService, query: OrderListQuery): Promise<OpenBet[]> {
  const code = session.memberCode();
  if (!code) return [];
  const params: Record<string, string> = { orderStatus: query.status };
  if (query.eventId) params.eventId = query.eventId;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  const body = await api.get<{ success?: boolean; result?: unknown; message?: string }>(`account/${encodeURIComponent(code)}/order-list`, { params });
  if (body.success === false) throw new Error(body.message || 'Your bets could not be loaded.');
  return readOrders(body.result);
}

/** Asks for the open bets; the socket answer arrives through watchOpenBets. */
export async function loadOpenBets(): Promise<void> {
  const services = bettingServices();
  const token = session.token();
  if (!services || !token) return clearOpenBets();
  if (services.socket.connected()) {
    services.socket.emit('get-bets', { token, filter: { deleted: false, result: 'ACTIVE' }, sort: { placedTime: -1 } });
    return;
  }
  try {
    setOpenBets(await fetchOrderList(services.api, { status: 'open' }));
  } catch {
    // Keep what is shown; the next order-update or login reloads.
  }
}

/** Socket answers and pushes about the player's orders; returns the stop function. */
export function watchOpenBets(socket: SocketService): () => void {
  const stops = [
    socket.on('get-bets-success', (payload) => setOpenBets(readOrders((payload as { bets?: unknown } | null)?.bets))),
    socket.on('order-update', (payload) => {
      mergeOrderUpdates(readOrders((payload as { orders?: unknown } | null)?.orders));
      void bettingServices()?.balance.refresh();
    }),
    // A settled market pays out and frees its exposure: both figures change at once.
    socket.on('market-settled', () => {
      void loadOpenBets();
      void bettingServices()?.balance.refresh();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

/** DELETE exchange/order/{id}, or exchange/order for every unmatched bet. Returns the message to show. */
export async function cancelUnmatched(orderId?: string): Promise<{ ok: boolean; message: string }> {
  const services = bettingServices();
  if (!services) return { ok: false, message: 'Please log in to cancel bets.' };
  try {
    const body = await services.api.delete<{ success?: boolean; result?: unknown; message?: string }>(orderId ? `exchange/order/${encodeURIComponent(orderId)}` : 'exchange/order');
    if (body.success === false) return { ok: false, message: body.message || 'The bet could not be cancelled.' };
    mergeOrderUpdates(readOrders(body.result));
    void bettingServices()?.balance.refresh();
    const count = Array.isArray(body.result) ? body.result.length : 0;
    return { ok: true, message: orderId ? 'Bet cancelled' : count ? `${count} unmatched bet${count === 1 ? '' : 's'} cancelled` : 'There were no unmatched bets to cancel.' };
  } catch (error) {
    return { ok: false, message: services.api.errorText(error) };
  }
}
