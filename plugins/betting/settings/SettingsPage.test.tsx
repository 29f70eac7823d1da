import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { betPreferences } from '../bet-preferences';
import { defaultStakeButtons, stakePresets } from '../stake-presets';
import { logInPlayer, logOutPlayer } from '../../../tests/support/engine-scene';
import { ONE_CLICK_STAKE_MESSAGE } from './BetPreferencesForm';
import SettingsPage from './SettingsPage';
import { fakeApi, fakeServices, renderPage } from '../../../tests/support/fake-services';

const priceArray = (amounts: number[]) => amounts.map((amount, i) => ({ [`price${i + 1}`]: amount, [`label${i + 1}`]: String(amount) }));

describe('settings page', () => {
  beforeEach(() =>
    logInPlayer({ username: 'p', memberCode: 'M1', settings: { oneClickSettings: { active: false, settings: { stake: 2500, confirmBets: true } } } }),
  );
  afterEach(() => {
    logOutPlayer();
    stakePresets.buttons = defaultStakeButtons();
  });

  it('saves stake buttons keeping whole numbers only; other entries are ignored', async () => {
    const api = fakeApi();
    const amounts = [1000, 5000, 10000, 25000, 50000, 100000, 200000, 500000, 1000000, 2000000];
    api.post.mockImplementation(async (path: string, body?: Record<string, unknown>) => {
      if (path === 'getStackButton') return { success: true, data: { priceArray: priceArray(amounts) } };
      if (path === 'updateButton') {
        const saved = amounts.map((a, i) => Number(body?.[`price${i + 1}`] ?? a));
        return { success: true, message: 'saved', data: { priceArray: priceArray(saved) } };
      }
      throw new Error(`unexpected ${path}`);
    });
    const services = fakeServices({ api });
    renderPage(<SettingsPage />, services);
    const form = screen.getByRole('form', { name: 'Stake buttons' });
    const inputs = within(form).getAllByRole('textbox') as HTMLInputElement[];
    expect(inputs.map((i) => i.value)).toEqual(amounts.map(String));
    fireEvent.change(inputs[0]!, { target: { value: '1500' } });
    fireEvent.change(inputs[1]!, { target: { value: '2500.5' } });
    fireEvent.change(inputs[2]!, { target: { value: 'abc' } });
    fireEvent.change(inputs[3]!, { target: { value: '-300' } });
    expect(inputs[1]!.getAttribute('aria-invalid')).toBe('true');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    const body = api.post.mock.calls.find(([path]) => path === 'updateButton')![1] as Record<string, unknown>;
    expect([body.price1, body.price2, body.price3, body.price4]).toEqual([1500, 5000, 10000, 25000]);
    expect(services.toast.success).toHaveBeenCalledWith('Stakes Updated Successfully');
    await waitFor(() => expect(inputs.slice(0, 4).map((i) => i.value)).toEqual(['1500', '5000', '10000', '25000']));
  });

  it('keeps what the player typed when the saved buttons arrive after it, and takes them for the buttons not typed in', async () => {
    const api = fakeApi();
    let answer: (value: unknown) => void = () => {};
    api.post.mockImplementation((path: string) => {
      if (path === 'getStackButton') return new Promise((resolve) => (answer = resolve));
      throw new Error(`unexpected ${path}`);
    });
    renderPage(<SettingsPage />, fakeServices({ api }));
    const inputs = within(screen.getByRole('form', { name: 'Stake buttons' })).getAllByRole('textbox') as HTMLInputElement[];
    fireEvent.change(inputs[0]!, { target: { value: '1500' } });
    const saved = [1100, 5100, 10100, 25100, 50100, 100100, 200100, 500100, 1000100, 2000100];
    await act(async () => answer({ success: true, data: { priceArray: priceArray(saved) } }));
    expect(inputs.map((i) => i.value)).toEqual(['1500', ...saved.slice(1).map(String)]);
  });

  it("says 'Failed to save the stakes' when the save fails", async () => {
    const api = fakeApi();
    api.post.mockImplementation(async (path: string) => {
      if (path === 'getStackButton') return { success: true, data: { priceArray: priceArray([1000]) } };
      throw new Error('Network Error');
    });
    const services = fakeServices({ api });
    renderPage(<SettingsPage />, services);
    const form = screen.getByRole('form', { name: 'Stake buttons' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(services.toast.error).toHaveBeenCalledWith('Failed to save the stakes');
  });

  it('saves one-click betting, its whole-rupee stake and bet confirmation', async () => {
    const api = fakeApi();
    api.post.mockImplementation(async (path: string) => (path === 'getStackButton' ? { success: false } : { success: true, result: {} }));
    const services = fakeServices({ api });
    renderPage(<SettingsPage />, services);
    const form = screen.getByRole('form', { name: 'Placing bets' });
    const oneClick = within(form).getByRole('switch', { name: /One-click betting/ }) as HTMLInputElement;
    const confirm = within(form).getByRole('switch', { name: /Bet confirmation/ }) as HTMLInputElement;
    await waitFor(() => expect(confirm.checked).toBe(true));
    expect(oneClick.checked).toBe(false);
    expect((within(form).getByLabelText('One-click stake (₹)') as HTMLInputElement).value).toBe('2500');
    fireEvent.click(oneClick);
    fireEvent.change(within(form).getByLabelText('One-click stake (₹)'), { target: { value: '750.5' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('alert').textContent).toBe(ONE_CLICK_STAKE_MESSAGE);
    fireEvent.change(within(form).getByLabelText('One-click stake (₹)'), { target: { value: '750' } });
    fireEvent.click(confirm);
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(api.post).toHaveBeenCalledWith('account/M1/settings/one-click', { active: true, settings: { stake: 750, confirmBets: false } });
    expect({ ...betPreferences }).toEqual({ oneClick: true, oneClickStake: 750, confirmBets: false });
    expect(services.toast.success).toHaveBeenCalledWith('Your betting settings are saved.');
  });
});
