/**
 * The player's run book of one line market, read from the exchange (the same ladder it settles on), and
 * read again whenever one of the player's bets is placed, matched or settled while it is shown.
 */
import { useEffect, useState } from 'react';
import { session } from '../../engine/plugin-api';
import type { LadderStep } from '../../domain/exchange/exposure';
import { fetchBook } from './fancy-api';
import { fancyServices } from './state';

export type BookState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; steps: LadderStep[] };

const BET_EVENTS = ['place-bet-success', 'order-update', 'market-settled'];

export function useBook(marketId: string): BookState {
  const [state, setState] = useState<BookState>({ status: 'loading' });
  useEffect(() => {
    const { api, socket } = fancyServices();
    let live = true;
    const load = () => {
      const code = session.memberCode();
      if (!code) {
        setState({ status: 'error', message: 'Please log in to see your book.' });
        return;
      }
      fetchBook(api, code, marketId).then(
        (steps) => live && setState({ status: 'ready', steps }),
        (error: unknown) => live && setState({ status: 'error', message: api.errorText(error) }),
      );
    };
    load();
    const stops = BET_EVENTS.map((event) => socket.on(event, load));
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, [marketId]);
  return state;
}
