/** /open-bets and the panel's open bets in the Consolidated view: bets on the same runner, side and price as one row. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { logInPlayer, logOutPlayer } from '../../../tests/support/engine-scene';
import { fakeApi, fakeServices, timeIn } from '../../../tests/support/fake-services';
import { bindBettingServices } from '../betting-services';
import { readOrders } from '../open-bets-adapter';
import { clearOpenBets, setOpenBets, setOpenBetsView } from '../open-bets-state';
import OpenBetsPage from './OpenBetsPage';
import { OpenBetsList } from './OpenBetsList';

const order = (id: string, minute: number, type: 'Back' | 'Lay', rate: number, stake: number) => ({
  _id: id, betSlipRef: `ref-${id}`, type, marketType: 'MATCH_ODDS', marketName: 'Match Odds', selectionName: 'Mumbai Indians', runnerId: '31-1',
  eventName: 'MI v CSK', eventId: '31', eventTypeId: '4', marketId: 'M31', rate, line: null, stake, sizeMatched: stake, sizeRemaining: 0, sizeCancelled: 0,
  status: 'MATCHED', placedTime: new Date(Date.UTC(2026, 10, 24, 10, minute)).toISOString(), settledTime: null, profit: null,
});

// Newest first, as the order list gives them: three backs at 2.50, a back at 2.52, a lay at 2.50.
const ORDERS = [order('5', 5, 'Back', 2.5, 300), order('4', 4, 'Lay', 2.5, 40), order('3', 3, 'Back', 2.5, 200), order('2', 2, 'Back', 2.52, 50), order('1', 1, 'Back', 2.5, 100)];

const flush = () => act(async () => {});

afterEach(() => {
  setOpenBetsView('date');
  clearOpenBets();
  logOutPlayer();
});

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('open bets in the Consolidated view', () => {
  it('/open-bets merges bets on the same runner, side and price, and says how many it merged', async () => {
    logInPlayer();
    const api = fakeApi();
    api.get.mockResolvedValue({ success: true, result: ORDERS });
    bindBettingServices(fakeServices({ api }));
    render(<OpenBetsPage />);
    await flush();
    expect(screen.getAllByTestId('open-bets-row')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Consolidated' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Consolidated' }).getAttribute('aria-pressed')).toBe('true');
    const rows = screen.getAllByTestId('open-bets-row');
    expect(rows.map((row) => cells(row).slice(3, 9))).toEqual([
      ['Mumbai Indians3 bets combined', 'Back', '2.50', '₹600.00', '₹600.00', 'MATCHED'],
      ['Mumbai Indians', 'Lay', '2.50', '₹40.00', '₹40.00', 'MATCHED'],
      ['Mumbai Indians', 'Back', '2.52', '₹50.00', '₹50.00', 'MATCHED'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Order By Date' }));
    await flush();
    expect(screen.getAllByTestId('open-bets-row')).toHaveLength(5);
  });

  it('/open-bets says where a bet filled at better than the odds asked was matched', async () => {
    logInPlayer();
    const api = fakeApi();
    // Asked 1.60, matched ₹500 at 1.65 and ₹500 at 1.64.
    const improved = { ...order('9', 9, 'Back', 1.6, 1000), fills: [{ price: 1.65, size: 500 }, { price: 1.64, size: 500 }] };
    api.get.mockResolvedValue({ success: true, result: [improved, order('8', 8, 'Back', 2.5, 100)] });
    bindBettingServices(fakeServices({ api }));
    render(<OpenBetsPage />);
    await flush();
    expect(screen.getAllByTestId('open-bets-row').map((row) => cells(row).slice(5, 8))).toEqual([
      ['1.60', '₹1,000.00', '₹1,000.00 at 1.645'],
      ['2.50', '₹100.00', '₹100.00'],
    ]);
  });

  it("asks for settled bets over the days chosen in the player's clock", async () => {
    logInPlayer();
    const api = fakeApi();
    api.get.mockResolvedValue({ success: true, result: [] });
    bindBettingServices(fakeServices({ api, time: timeIn('india') }));
    render(<OpenBetsPage />);
    await flush();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText('Bets'), { target: { value: 'settled' } });
    await flush();
    // India is 5:30 ahead: 1 November starts at 18:30 UTC on 31 October; the range ends as 2 November does.
    expect(api.get.mock.calls.at(-1)![1].params).toEqual({ orderStatus: 'settled', from: '2026-10-31T18:30:00.000Z', to: '2026-11-02T18:30:00.000Z' });
  });

  it('the panel says how many bets a consolidated row merges', async () => {
    logInPlayer();
    setOpenBets(readOrders(ORDERS));
    render(
      <MemoryRouter>
        <OpenBetsList wide />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Consolidated' }));
    await flush();
    const rows = screen.getAllByTestId('matched-bet').map((row) => row.textContent);
    expect(rows).toEqual(['Back Mumbai Indians3 bets combined2.50₹600.00', 'Lay Mumbai Indians2.50₹40.00', 'Back Mumbai Indians2.52₹50.00']);
  });
});
