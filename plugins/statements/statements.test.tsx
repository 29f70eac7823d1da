import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { logInPlayer, logOutPlayer } from '../../tests/support/engine-scene';
import { fakeApi, fakeServices, renderPage, timeIn } from '../../tests/support/fake-services';
import AccountStatementDetailsPage from './AccountStatementDetailsPage';
import AccountStatementPage from './AccountStatementPage';
import { toCsv } from './csv';
import { resolveRange } from './date-range';
import plugin from './index';
import contract from './plugin.json';
import { groupProfitLoss } from './profit-loss-groups';
import ProfitLossPage from './ProfitLossPage';
import { chooseRange } from './state';
import TransferStatementPage from './TransferStatementPage';

const flush = () => act(async () => {});
const IST = 330;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

afterEach(() => {
  chooseRange({ preset: '7d', from: '', to: '' });
  logOutPlayer();
});

describe('statements plugin contract', () => {
  it('gives a page to every route plugin.json declares, and links the Statements section of the drawer to them', () => {
    expect(plugin.id).toBe(contract.id);
    expect(plugin.routes?.map((route) => route.path)).toEqual(contract.routes.map((route) => route.path));
    expect(contract.routes.every((route) => route.requiresLogin)).toBe(true);
    expect(contract.accountLinks.map((link) => [link.section, link.to])).toEqual([
      ['statements', '/betting-profit-loss'],
      ['statements', '/account-statement'],
      ['statements', '/transfer-statement'],
    ]);
  });
});

describe('date ranges in the player clock', () => {
  // 24 Nov 2026, 20:00 UTC is 25 Nov, 01:30 in India.
  const now = Date.UTC(2026, 10, 24, 20, 0);
  const iso = (range: ReturnType<typeof resolveRange>) => (typeof range === 'string' ? range : [new Date(range.from).toISOString(), new Date(range.to).toISOString()]);
  it.each([
    ['today', 330, ['2026-11-24T18:30:00.000Z', '2026-11-25T18:30:00.000Z']],
    ['today', 0, ['2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z']],
    ['yesterday', 330, ['2026-11-23T18:30:00.000Z', '2026-11-24T18:30:00.000Z']],
    ['7d', 330, ['2026-11-18T18:30:00.000Z', '2026-11-25T18:30:00.000Z']],
    ['30d', 0, ['2026-10-26T00:00:00.000Z', '2026-11-25T00:00:00.000Z']],
  ] as const)('%s at offset %i', (preset, offset, expected) => {
    expect(iso(resolveRange({ preset, from: '', to: '' }, now, offset))).toEqual(expected);
  });
  it('takes custom days whole, and says what is wrong with them', () => {
    expect(iso(resolveRange({ preset: 'custom', from: '2026-11-01', to: '2026-11-02' }, now, IST))).toEqual(['2026-10-31T18:30:00.000Z', '2026-11-02T18:30:00.000Z']);
    expect(resolveRange({ preset: 'custom', from: '2026-11-03', to: '2026-11-02' }, now, IST)).toBe('The start date must be on or before the end date.');
    expect(resolveRange({ preset: 'custom', from: '', to: '2026-11-02' }, now, IST)).toBe('Choose both dates.');
  });
});

describe('CSV and P&L groups', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(toCsv(['a', 'b'], [['x, y', 'say "hi"'], ['=SUM(A1)', '-12.50']])).toBe('a,b\r\n"x, y","say ""hi"""\r\n\'=SUM(A1),-12.50\r\n');
  });
  it('totals sport and event to the paisa', () => {
    const market = (marketId: string, eventId: string, eventTypeId: string, profitLoss: number) => ({ marketId, marketName: marketId, eventId, eventName: `E${eventId}`, eventTypeId, settledAt: 0, profitLoss, commission: 0 });
    const groups = groupProfitLoss([market('m1', '1', '4', 101), market('m2', '1', '4', -33), market('m3', '2', '4', 7), market('m4', '3', '1', -1)]);
    expect(groups.map((s) => [s.name, s.total, s.events.map((e) => [e.eventName, e.total, e.markets.length])])).toEqual([
      ['Cricket', 75, [['E1', 68, 2], ['E2', 7, 1]]],
      ['Football', -1, [['E3', -1, 1]]],
    ]);
  });
});

const row = (n: number, credit: number, balance: number) => ({ refrenceNo: `deposit-${n}`, date: new Date(Date.UTC(2026, 10, 20, 10, n)).toISOString(), description: `Credit ${n}`, type: 'deposit', reference: `c-${n}`, credit, debit: 0, balance });

describe('account statement page', () => {
  it('shows loading, then the rows with running balances in the player clock, and loads the next page by cursor', async () => {
    logInPlayer();
    const api = fakeApi();
    let answer: (value: unknown) => void = () => {};
    api.get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    api.get.mockResolvedValueOnce({ success: true, result: { openingBalance: 0, closingBalance: 300, rows: [row(1, 100, 100)], nextCursor: null } });
    renderPage(<AccountStatementPage />, fakeServices({ api, time: timeIn('india') }));
    expect(screen.getByText('Loading…').getAttribute('role')).toBe('status');
    answer({ success: true, result: { openingBalance: 0, closingBalance: 300, rows: [row(3, 150, 300), row(2, 50, 150)], nextCursor: '123.2' } });
    await flush();
    const [path, config] = api.get.mock.calls[0]!;
    expect(path).toBe('account/M100/account-statement');
    expect(config.params).toMatchObject({ limit: '20' });
    expect(cells(screen.getAllByTestId('statement-row')[0]!)).toEqual(['20/11/2026, 03:33:00 PM', 'Credit 3', '₹150.00', '-', '₹300.00']);
    expect(screen.getByText('Closing balance').textContent).toBe('Closing balance₹300.00');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await flush();
    expect(api.get.mock.calls[1]![1].params).toMatchObject({ cursor: '123.2', limit: '20', from: config.params.from, to: config.params.to });
    expect(screen.getAllByTestId('statement-row').map((r) => cells(r)[4])).toEqual(['₹300.00', '₹150.00', '₹100.00']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Credit 3' }).getAttribute('href')).toBe('/account-statement-details?ref=deposit-3');
  });

  it("says 'No data found' for an empty range, and the error with Try again when the call fails", async () => {
    logInPlayer();
    const api = fakeApi();
    api.get.mockResolvedValueOnce({ success: true, result: { openingBalance: 0, closingBalance: 0, rows: [], nextCursor: null } });
    renderPage(<AccountStatementPage />, fakeServices({ api }));
    await flush();
    expect(screen.getByText('No data found')).toBeTruthy();
    api.get.mockRejectedValueOnce({ response: { status: 500, data: { message: 'The exchange is down.' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('The exchange is down.');
    api.get.mockResolvedValueOnce({ success: true, result: { openingBalance: 0, closingBalance: 100, rows: [row(1, 100, 100)], nextCursor: null } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(screen.getAllByTestId('statement-row')).toHaveLength(1);
  });

  it('asks for a custom range only once both days are chosen in order', async () => {
    logInPlayer();
    const api = fakeApi();
    api.get.mockResolvedValue({ success: true, result: { openingBalance: 0, closingBalance: 0, rows: [], nextCursor: null } });
    renderPage(<AccountStatementPage />, fakeServices({ api, time: timeIn('system') }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Choose both dates.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await flush();
    expect(api.get.mock.calls.at(-1)![1].params).toMatchObject({ from: '2026-11-01T00:00:00.000Z', to: '2026-11-04T00:00:00.000Z' });
  });
});

describe('profit and loss and transfers', () => {
  it('groups settled markets by sport and event, says there is no commission, and links each market to its bets', async () => {
    logInPlayer();
    const api = fakeApi();
    const market = (marketId: string, eventId: string, profitLoss: number) => ({ marketId, marketName: `Market ${marketId}`, eventId, eventName: `Event ${eventId}`, eventTypeId: '4', settledTime: '2026-11-20T10:00:00.000Z', profitLoss, commission: 0 });
    api.get.mockResolvedValueOnce({ success: true, result: { total: 125.5, rows: [market('m1', '1', 150.75), market('m2', '1', -25.25)] } });
    renderPage(<ProfitLossPage />, fakeServices({ api }));
    await flush();
    expect(api.get.mock.calls[0]![0]).toBe('account/M100/betting-profit-loss');
    expect(screen.getByTestId('pnl-total').textContent).toBe('Total P&L₹125.50Commission₹0.00');
    expect(screen.getByRole('heading', { name: 'Cricket ₹125.50' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Market m1' }).getAttribute('href')).toBe('/betting-profit-loss-details?marketId=m1');
    // The event of each row opens the same details.
    expect(screen.getAllByRole('link', { name: 'Event 1' }).map((link) => link.getAttribute('href'))).toEqual(['/betting-profit-loss-details?marketId=m1', '/betting-profit-loss-details?marketId=m2']);
    expect(screen.getByText('Event 1 total')).toBeTruthy();
    expect(screen.getByText(/this exchange charges none/)).toBeTruthy();
  });

  it('lists transfers with signed amounts', async () => {
    logInPlayer();
    const api = fakeApi();
    api.get.mockResolvedValueOnce({ success: true, result: [{ refrenceNo: 'withdrawal-2', date: '2026-11-20T10:00:00.000Z', type: 'withdrawal', description: 'Withdrawal to bank', amount: -500 }, { refrenceNo: 'deposit-1', date: '2026-11-19T10:00:00.000Z', type: 'deposit', description: 'Sandbox credit', amount: 100000 }] });
    renderPage(<TransferStatementPage />, fakeServices({ api, time: timeIn('system') }));
    await flush();
    expect(screen.getAllByTestId('transfer-row').map(cells)).toEqual([
      ['20/11/2026, 10:00:00 AM', 'Withdrawal', 'Withdrawal to bank', '-₹500.00'],
      ['19/11/2026, 10:00:00 AM', 'Deposit', 'Sandbox credit', '₹1,00,000.00'],
    ]);
  });
});

describe('statement details', () => {
  it("shows a settlement row with the bets it paid, and says 'No data found' when opened without a row", async () => {
    logInPlayer();
    const api = fakeApi();
    api.get.mockResolvedValueOnce({ success: true, result: { openingBalance: 1000, closingBalance: 1150, rows: [{ refrenceNo: 'settlement-9', date: '2026-11-20T12:00:00.000Z', description: 'Settlement of Match Odds (winner:31-1)', type: 'settlement', reference: '1.23:u1', credit: 150, debit: 0, balance: 1150 }], nextCursor: null } });
    api.get.mockResolvedValueOnce({
      success: true,
      result: {
        marketId: '1.23', marketName: 'Match Odds', eventName: 'MI v CSK', result: 'Winner: Mumbai Indians',
        bets: [{ id: 'o1', selectionName: 'Mumbai Indians', side: 'Back', price: 2.5, line: null, stake: 100, matched: 100, status: 'SETTLED', placedTime: '2026-11-20T10:00:00.000Z', profitLoss: 150, commission: 0 }],
      },
    });
    // The statement and its details, as the router shows them: a row's link carries the row to the details.
    const Pages = () => (useLocation().pathname === '/account-statement-details' ? <AccountStatementDetailsPage /> : <AccountStatementPage />);
    const { unmount } = renderPage(<Pages />, fakeServices({ api, time: timeIn('system') }), '/account-statement');
    await flush();
    fireEvent.click(screen.getByRole('link', { name: 'Settlement of Match Odds (winner:31-1)' }));
    await flush();
    expect(api.get.mock.calls[1]![0]).toBe('account/M100/betting-profit-loss/1.23');
    expect(screen.getByText('settlement-9')).toBeTruthy();
    expect(screen.getByText('Result: Winner: Mumbai Indians')).toBeTruthy();
    expect(cells(screen.getByTestId('settled-bet-row'))).toEqual(['20/11/2026, 10:00:00 AM', 'Mumbai Indians', 'Back', '2.50', '₹100.00', '₹100.00', 'Won', '₹0.00', '₹150.00']);
    unmount();
    renderPage(<AccountStatementDetailsPage />, fakeServices({ api }), '/account-statement-details');
    expect(screen.getByText('No data found')).toBeTruthy();
  });
});
