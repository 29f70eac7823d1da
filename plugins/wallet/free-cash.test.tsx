import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInPlayer, logOutPlayer } from '../../tests/support/engine-scene';
import { fakeApi, fakeServices, renderPage } from '../../tests/support/fake-services';
import { fetchFreeCash } from './free-cash-api';
import { FreeCashPanel } from './FreeCashPanel';

beforeEach(() => logInPlayer({ memberCode: 'M7' }));
afterEach(() => logOutPlayer());

const WELCOME = { code: 'WELCOME100', title: '100% first deposit bonus', description: 'Your first deposit is matched up to ₹10,000 as Free Cash.' };
const details = (bonus: number, locked: number, bonuses: unknown[]) => ({ success: true, result: { walletType: 'bonus', bonus, locked, wageringRequired: 0, wageringDone: 0, bonuses } });

describe('Free Cash', () => {
  it('reads wagering details from rupees into paise', async () => {
    const api = fakeApi();
    api.get.mockResolvedValue(details(1500.5, 0, [{ ...WELCOME, status: 'credited', amount: 1500.5, wageringRequired: 15005, wageringDone: 0 }]));
    expect(await fetchFreeCash(api)).toEqual({ freeCash: 1_500_50, locked: 0, bonuses: [{ ...WELCOME, status: 'credited', amount: 1_500_50, wageringRequired: 15_005_00, wageringDone: 0 }] });
    expect(api.get).toHaveBeenCalledWith('account/wagering-details', { params: { walletType: 'bonus' } });
  });

  it('shows nothing to a player without a promotion', async () => {
    const services = fakeServices();
    (services.api.get as ReturnType<typeof vi.fn>).mockResolvedValue(details(0, 0, []));
    const { container } = renderPage(<FreeCashPanel />, services);
    await waitFor(() => expect(services.api.get).toHaveBeenCalled());
    expect(container.querySelector('[data-testid="free-cash"]')).toBeNull();
  });

  it('puts credited Free Cash into play with the server sentence as a toast', async () => {
    const services = fakeServices();
    const get = services.api.get as ReturnType<typeof vi.fn>;
    get.mockResolvedValueOnce(details(500, 0, [{ ...WELCOME, status: 'credited', amount: 500, wageringRequired: 5000, wageringDone: 0 }]));
    get.mockResolvedValue(details(0, 500, [{ ...WELCOME, status: 'in-play', amount: 500, wageringRequired: 5000, wageringDone: 1250 }]));
    (services.api.put as ReturnType<typeof vi.fn>).mockResolvedValue({ success: true, message: '₹500.00 Free Cash is now in your balance to bet with.' });
    renderPage(<FreeCashPanel />, services);
    fireEvent.click(await screen.findByRole('button', { name: 'Play with ₹500.00 Free Cash' }));
    await waitFor(() => expect(services.toast.success).toHaveBeenCalledWith('₹500.00 Free Cash is now in your balance to bet with.'));
    expect(services.api.put).toHaveBeenCalledWith('account/M7/settings/switch-wallet', undefined, { params: { useBonusWallet: 'true', walletCode: 'bonus' } });
    expect(await screen.findByText('Wagered ₹1,250.00 of ₹5,000.00: ₹3,750.00 more on settled bets releases ₹500.00.')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('free-cash-locked').textContent).toBe('₹500.00');
    expect(screen.queryByRole('button', { name: /Play with/ })).toBeNull();
  });

  it('keeps a refusal in the server words', async () => {
    const services = fakeServices();
    (services.api.get as ReturnType<typeof vi.fn>).mockResolvedValue(details(500, 0, [{ ...WELCOME, status: 'credited', amount: 500, wageringRequired: 5000, wageringDone: 0 }]));
    (services.api.put as ReturnType<typeof vi.fn>).mockResolvedValue({ success: false, message: 'Your account is locked. Please contact support.' });
    renderPage(<FreeCashPanel />, services);
    fireEvent.click(await screen.findByRole('button', { name: 'Play with ₹500.00 Free Cash' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your account is locked. Please contact support.');
  });
});
