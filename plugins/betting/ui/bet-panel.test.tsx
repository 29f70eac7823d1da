import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeLoginPopup, loginPopupOpen, logInPlayer, logOutPlayer, setBalance, shownBalance } from '../../../tests/support/engine-scene';
import { fakeApi, fakeServices, fakeSocket } from '../../../tests/support/fake-services';
import { formatRupeesFromPaise } from '../../../domain/format';
import { bindBettingServices } from '../betting-services';
import { watchOpenBets } from '../open-bets-actions';
import { settlePlacement } from '../slip-actions';
import { pickSelection } from '../pick-selection';
import { setOpenBets } from '../open-bets-state';
import { clearOpenBets } from '../open-bets-state';
import type { OpenBet } from '../open-bets-adapter';
import { resetSlip, slipState } from '../slip-state';
import BetPanel, { EMPTY_SLIP_TEXT } from './BetPanel';
import { GUEST_BETS_TEXT, NO_BETS_TEXT, OpenBetsList } from './OpenBetsList';
import { ConfirmOverlay } from './ConfirmOverlay';
import { PhoneOpenBets } from './PhoneOpenBets';
import { askCashOut, cashOutPrompt, dismissCashOut } from '../cash-out-prompt';
import { CashOutConfirm } from './CashOutConfirm';

const selection = { marketId: 'M', marketName: 'Match Odds', marketType: 'MATCH_ODDS', eventId: 'E', eventName: 'X v Y', eventTypeId: '4', selectionId: '7', runnerName: 'Xs', side: 'back' as const, price: 2.5 };

const bet = (over: Partial<OpenBet>): OpenBet => {
  const made: Omit<OpenBet, 'fills'> & Partial<OpenBet> = {
    id: 'o1', betSlipRef: 'r', side: 'back', marketId: 'M', marketName: 'Match Odds', marketType: 'MATCH_ODDS', selectionId: '7', selectionName: 'Xs', eventId: 'E', eventName: 'X v Y', eventTypeId: '4',
    price: 200, line: null, stake: 10000, matched: 10000, remaining: 0, status: 'MATCHED', placedAt: 1, settledAt: null, profit: null, ...over,
  };
  // Matched at the price asked unless the test says otherwise.
  return { fills: made.matched > 0 ? [{ price: made.price, size: made.matched }] : [], ...made };
};

function login(on: boolean) {
  if (on) logInPlayer();
  else logOutPlayer();
}

const flush = () => act(async () => {});
const renderIn = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

afterEach(() => {
  resetSlip();
  clearOpenBets();
  login(false);
});

describe('bet panel', () => {
  it('shows the tabs, the Edit Stakes toggle and the empty slip text', async () => {
    renderIn(<BetPanel />);
    expect(screen.getByRole('tab', { name: 'Betslip' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Open Bets' })).toBeTruthy();
    expect(screen.getByText(EMPTY_SLIP_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'EDIT STAKES' }));
    await flush();
    expect(screen.getByRole('button', { name: 'UPDATE' })).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: /Stake \d+/ })).toHaveLength(10);
  });

  it('gives guests Log In instead of Place Bet, and caps their stake', async () => {
    renderIn(<BetPanel />);
    act(() => pickSelection(selection));
    await flush();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place Bet' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake' }), { target: { value: '900000' } });
    await flush();
    expect(slipState.stake).toBe('500000');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await flush();
    expect(loginPopupOpen()).toBe(true);
    closeLoginPopup();
  });

  it('disables Place Bet until the stake is above 0, and shows profit and liability', async () => {
    login(true);
    renderIn(<BetPanel />);
    act(() => pickSelection({ ...selection, side: 'lay' }));
    await flush();
    const place = screen.getByRole('button', { name: 'Place Bet' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake' }), { target: { value: '1000' } });
    await flush();
    expect(place.disabled).toBe(false);
    expect(screen.getByTestId('slip-profit').textContent).toBe('₹1,000.00');
    expect(screen.getByTestId('slip-liability').textContent).toBe('₹1,500.00');
    fireEvent.click(screen.getByRole('button', { name: 'Raise price' }));
    await flush();
    expect(slipState.price).toBe(252);
    // A third decimal is cut the same way whether it is typed after 10.12 or pasted whole.
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake' }), { target: { value: '10.12' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake' }), { target: { value: '10.123' } });
    await flush();
    expect(slipState.stake).toBe('10.12');
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake' }), { target: { value: '100.555' } });
    await flush();
    expect(slipState.stake).toBe('100.55');
  });
});

describe('open bets', () => {
  it('asks guests to log in', async () => {
    renderIn(<OpenBetsList wide />);
    expect(screen.getByText(GUEST_BETS_TEXT)).toBeTruthy();
  });

  it('says when there are no bets', async () => {
    login(true);
    renderIn(<OpenBetsList wide />);
    expect(screen.getByText(NO_BETS_TEXT)).toBeTruthy();
  });

  it('switches between mutually exclusive view modes on wide screens, and lists by date on phones', async () => {
    login(true);
    setOpenBets([bet({ id: '1', placedAt: 1 }), bet({ id: '2', placedAt: 2 }), bet({ id: '3', price: 300, placedAt: 3 }), bet({ id: '4', matched: 0, remaining: 5000, status: 'UNMATCHED' })]);
    const { unmount } = renderIn(<OpenBetsList wide />);
    const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent);
    expect(pressed()).toEqual(['Order By Date']);
    expect(screen.getAllByTestId('matched-bet')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Consolidated' }));
    await flush();
    expect(pressed()).toEqual(['Consolidated']);
    expect(screen.getAllByTestId('matched-bet')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Average Odds' }));
    await flush();
    expect(pressed()).toEqual(['Average Odds']);
    expect(screen.getAllByTestId('matched-bet')).toHaveLength(1);
    expect(screen.getAllByTestId('unmatched-bet')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cash Out' })).toBeTruthy();
    unmount();
    renderIn(<OpenBetsList wide={false} />);
    expect(screen.queryByRole('button', { name: 'Consolidated' })).toBeNull();
    expect(screen.getAllByTestId('matched-bet')).toHaveLength(3);
  });
});

describe('confirmation stages', () => {
  it('stage 2 shows the processing texts and the countdown', async () => {
    login(true);
    act(() => pickSelection(selection));
    await flush();
    renderIn(<ConfirmOverlay />);
    expect(screen.getByRole('alertdialog', { name: 'Confirm Bet' })).toBeTruthy();
    act(() => void Object.assign(slipState, { stage: 'processing', countdown: 3 }));
    await flush();
    expect(screen.getByText('Your bet is being processed...')).toBeTruthy();
    expect(screen.getByText('Please Wait...')).toBeTruthy();
    expect(screen.getByTestId('overlay-countdown').textContent).toBe('3');
    act(() => void (slipState.cashOut = true));
    await flush();
    expect(screen.getByText('Your cashout is being processed...')).toBeTruthy();
  });
});

describe('Available Credit', () => {
  it('shows the header figure, re-read after a bet and after a settlement', async () => {
    login(true);
    const { socket, fire } = fakeSocket();
    const api = fakeApi();
    const reads = [
      { balance: 100000, available: 99000, bounsBalance: 0, exposure: 1000 },
      { balance: 100800, available: 100800, bounsBalance: 0, exposure: 0 },
    ];
    api.post.mockImplementation(async (path: string) => (path === 'getUserDetails' ? { success: true, doc: reads.shift() } : {}));
    bindBettingServices(fakeServices({ api, socket }));
    setBalance({ balance: 100000, available: 100000, freeCash: 0, exposure: 0 });
    renderIn(<BetPanel />);
    await flush();
    const figures = () => ['credit-balance', 'credit-exposure', 'credit-available'].map((id) => screen.getByTestId(id).textContent);
    expect(figures()).toEqual(['₹1,00,000.00', '₹0.00', '₹1,00,000.00']);
    await act(async () => settlePlacement({ ok: true, message: 'Bet matched', order: null, betSlipRef: null }));
    await vi.waitFor(() => expect(figures()).toEqual(['₹1,00,000.00', '₹1,000.00', '₹99,000.00']));
    expect(formatRupeesFromPaise(shownBalance().available)).toBe('₹99,000.00');
    const stop = watchOpenBets(socket);
    await act(async () => fire('market-settled', { marketId: 'M', pnl: 800 }));
    await vi.waitFor(() => expect(figures()).toEqual(['₹1,00,800.00', '₹0.00', '₹1,00,800.00']));
    stop();
  });
});

describe('open bets on phones', () => {
  it('shows a count of the event\'s bets, opens them in a sheet, and closes it for the cash-out confirm', async () => {
    login(true);
    const renderAtEvent = () => render(<MemoryRouter initialEntries={['/event-page/4/E']}><PhoneOpenBets /></MemoryRouter>);
    const { unmount } = renderAtEvent();
    expect(screen.queryByTestId('phone-open-bets')).toBeNull();
    unmount();
    setOpenBets([bet({ id: '1' }), bet({ id: '2', matched: 0, remaining: 5000, status: 'UNMATCHED' }), bet({ id: '3', eventId: 'OTHER', marketId: 'M2' })]);
    renderAtEvent();
    fireEvent.click(screen.getByRole('button', { name: 'Open Bets (2)' }));
    await flush();
    const sheet = screen.getByRole('dialog', { name: 'Open Bets' });
    expect(sheet.querySelectorAll('[data-testid="matched-bet"]')).toHaveLength(1);
    expect(sheet.querySelectorAll('[data-testid="unmatched-bet"]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cash Out' }));
    await flush();
    expect(cashOutPrompt.marketId).toBe('M');
    expect(screen.queryByRole('dialog', { name: 'Open Bets' })).toBeNull();
    dismissCashOut();
  });
});

describe('cash-out confirm', () => {
  it('says the market\'s unmatched bets are cancelled first, with how many and how much', async () => {
    login(true);
    setOpenBets([bet({ id: '1' }), bet({ id: '2', matched: 0, remaining: 5000, status: 'UNMATCHED' }), bet({ id: '3', matched: 2000, remaining: 3000, status: 'PARTIAL' }), bet({ id: '4', marketId: 'M2', matched: 0, remaining: 9000, status: 'UNMATCHED' })]);
    render(<CashOutConfirm />);
    await act(async () => askCashOut('M'));
    expect(screen.getByTestId('cash-out-unmatched').textContent).toBe('Your 2 unmatched bets on this market (₹80.00) will be cancelled first.');
    await act(async () => dismissCashOut());
    setOpenBets([bet({ id: '1' })]);
    await act(async () => askCashOut('M'));
    expect(screen.getByRole('dialog', { name: 'Cash Out' })).toBeTruthy();
    expect(screen.queryByTestId('cash-out-unmatched')).toBeNull();
    await act(async () => dismissCashOut());
  });
});
