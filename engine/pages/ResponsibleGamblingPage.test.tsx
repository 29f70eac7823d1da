import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAuth } from '../account/account-actions';
import { setTimeZone } from '../services/time';
import { engineStore } from '../state/engine-store';
import { clearSession, startSession } from '../state/session';
import ResponsibleGamblingPage from './policies/ResponsibleGamblingPage';
import { WHOLE_RUPEES_MESSAGE } from './ResponsibleGamblingTool';
import { fakeApi, fakeServices, renderPage } from '../../tests/support/fake-services';

const PATH = 'account/M1/responsible-gambling';
const state = (over: Record<string, unknown> = {}) => ({ dailyLossLimit: null, lossToday: 0, selfExcludedUntil: null, selfExclusionDays: [1, 7, 30, 90, 180], ...over });

function login() {
  startSession({ token: 'tok', expiresAt: Date.now() + 60_000, user: { username: 'p', memberCode: 'M1' }, isB2C: true });
}

describe('responsible gambling page', () => {
  afterEach(() => {
    clearSession();
    closeAuth();
    setTimeZone('device');
  });

  it('shows visitors the policy and a prompt to log in that comes back here', () => {
    renderPage(<ResponsibleGamblingPage />, fakeServices());
    expect(screen.getByRole('heading', { name: 'Responsible Gambling' })).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('rg-login-prompt')).getByRole('button', { name: 'Log In' }));
    expect(engineStore.auth.open).toBe(true);
    expect(window.localStorage.getItem('page')).toBe('/responsible-gambling');
  });

  it('shows the limit in force, the pending raise and when it applies; saves a new limit with the server message', async () => {
    login();
    setTimeZone('india');
    const api = fakeApi();
    api.get.mockResolvedValue({ success: true, result: state({ dailyLossLimit: 500, pendingDailyLossLimit: 2000, pendingFrom: '2026-11-23T04:30:00.000Z', lossToday: 120.5 }) });
    api.post.mockResolvedValue({ success: true, message: 'Your limits are saved.', result: state({ dailyLossLimit: 300, lossToday: 120.5 }) });
    const services = fakeServices({ api });
    renderPage(<ResponsibleGamblingPage />, services);
    expect(api.get).toHaveBeenCalledWith(PATH);
    expect((await screen.findByTestId('rg-limit')).textContent).toBe('₹500.00 a day');
    expect(screen.getByText('₹120.50')).toBeTruthy();
    expect(screen.getByTestId('rg-pending').textContent).toBe('Changing to ₹2,000.00 a day on 23/11/2026, 10:00 AM. Until then the current limit applies.');
    const form = screen.getByRole('form', { name: 'Set daily loss limit' });
    fireEvent.change(within(form).getByLabelText('New limit (₹)'), { target: { value: '300.50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set limit' }));
    expect(screen.getByTestId('rg-answer').textContent).toBe(WHOLE_RUPEES_MESSAGE);
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('New limit (₹)'), { target: { value: '300' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Set limit' })));
    expect(api.post).toHaveBeenCalledWith(PATH, { dailyLossLimit: 300 });
    expect(screen.getByTestId('rg-limit').textContent).toBe('₹300.00 a day');
    expect(screen.queryByTestId('rg-pending')).toBeNull();
    expect(screen.getByTestId('rg-answer').textContent).toBe('Your limits are saved.');
    expect(services.toast.success).toHaveBeenCalledWith('Your limits are saved.');
  });

  it('shows the server refusal as it words it', async () => {
    login();
    const api = fakeApi();
    api.get.mockResolvedValue({ success: true, result: state() });
    api.post.mockRejectedValue({ response: { status: 400, data: { success: false, message: 'The daily loss limit must be a whole number of rupees from ₹100 to ₹1,00,00,000, or null for none.' } } });
    const services = fakeServices({ api });
    renderPage(<ResponsibleGamblingPage />, services);
    const form = await screen.findByRole('form', { name: 'Set daily loss limit' });
    expect(screen.getByTestId('rg-limit').textContent).toBe('No limit');
    fireEvent.change(within(form).getByLabelText('New limit (₹)'), { target: { value: '50' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Set limit' })));
    expect(screen.getByRole('alert').textContent).toBe('The daily loss limit must be a whole number of rupees from ₹100 to ₹1,00,00,000, or null for none.');
  });

  it('asks before a self-exclusion, then shows until when betting is blocked', async () => {
    login();
    setTimeZone('system');
    const api = fakeApi();
    api.get.mockResolvedValue({ success: true, result: state() });
    api.post.mockResolvedValue({ success: true, message: 'Your limits are saved.', result: state({ selfExcludedUntil: '2026-12-22T18:00:00.000Z' }) });
    renderPage(<ResponsibleGamblingPage />, fakeServices({ api }));
    const form = await screen.findByRole('form', { name: 'Self-exclusion' });
    fireEvent.change(within(form).getByLabelText('Exclude me for'), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Exclude me' }));
    const confirm = await screen.findByTestId('self-exclusion-confirm');
    expect(within(confirm).getByRole('heading').textContent).toBe('Exclude yourself for 30 days?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('self-exclusion-confirm')).toBeNull());
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.click(within(form).getByRole('button', { name: 'Exclude me' }));
    await act(async () => fireEvent.click(within(await screen.findByTestId('self-exclusion-confirm')).getByRole('button', { name: 'Yes, exclude me' })));
    expect(api.post).toHaveBeenCalledWith(PATH, { selfExcludeDays: 30 });
    expect(screen.getByTestId('rg-excluded').textContent).toBe('You are self-excluded until 22/12/2026, 06:00 PM. New bets are refused until then.');
    expect(within(form).getByRole('button', { name: 'Lengthen exclusion' })).toBeTruthy();
  });
});
