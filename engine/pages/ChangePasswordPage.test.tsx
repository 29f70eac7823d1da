import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { engineStore } from '../state/engine-store';
import { clearSession, startSession } from '../state/session';
import { closeAuth } from '../account/account-actions';
import ChangePasswordPage from './ChangePasswordPage';
import { fakeServices, fakeSocket, renderPage } from '../../tests/support/fake-services';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
const alerts = async () => {
  await waitFor(() => expect(screen.queryAllByRole('alert').length).toBeGreaterThan(0));
  return screen.getAllByRole('alert').map((a) => a.textContent);
};

describe('change password page', () => {
  beforeEach(() => startSession({ token: 'tok', expiresAt: Date.now() + 60_000, user: { username: 'p', memberCode: 'M1' }, isB2C: true }));
  afterEach(() => {
    clearSession();
    closeAuth();
  });

  it('pins the spec messages word for word', async () => {
    renderPage(<ChangePasswordPage />, fakeServices());
    submit();
    expect(await alerts()).toEqual(['Password is required', 'Password is required', 'This field is required']);
    const cases: Array<[string, string]> = [
      ['Ab1!', 'Must be at least 8 characters'],
      ['abcdefg1!', 'Must contain at least one uppercase letter'],
      ['ABCDEFG1!', 'Must contain at least one lowercase letter'],
      ['Abcdefgh!', 'Must contain at least one number'],
      ['Abcdefgh1', 'Must contain at least one special character'],
    ];
    fill('Current Password', 'Old@1234');
    for (const [password, message] of cases) {
      fill('New Password', password);
      fill('Confirm Password', password);
      submit();
      await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([message]));
    }
    fill('New Password', 'Better@2026');
    fill('Confirm Password', 'Better@2025');
    submit();
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Password does not match.']));
  });

  it('ticks the live rule checklist as the new password is typed', () => {
    renderPage(<ChangePasswordPage />, fakeServices());
    fill('New Password', 'abcdefgh');
    const items = screen.getByRole('list', { name: 'Password rules' }).querySelectorAll('li');
    expect([...items].map((li) => li.getAttribute('data-ok'))).toEqual(['true', 'false', 'true', 'false', 'false']);
  });

  it('sends password-changed; on success shows the server message, ends the session and asks for a new login', async () => {
    const { socket, emitted, fire } = fakeSocket();
    const services = fakeServices({ socket });
    renderPage(<ChangePasswordPage />, services, '/change-password');
    fill('Current Password', 'Old@1234');
    fill('New Password', 'Better@2026');
    fill('Confirm Password', 'Better@2026');
    submit();
    await waitFor(() => expect(emitted).toEqual([['password-changed', { token: 'tok', oldPassword: 'Old@1234', newPassword: 'Better@2026' }]]));
    await act(async () => fire('password-changed-success', { success: true, message: 'Your password has been changed. Please log in again.' }));
    expect(services.toast.success).toHaveBeenCalledWith('Your password has been changed. Please log in again.');
    expect(engineStore.session.isLogin).toBe(false);
    expect(window.localStorage.getItem('id_token')).toBeNull();
    expect(engineStore.auth).toEqual({ open: true, tab: 'login' });
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('shows a refusal as the server words it and keeps the player logged in', async () => {
    const { socket, fire } = fakeSocket();
    const services = fakeServices({ socket });
    renderPage(<ChangePasswordPage />, services);
    fill('Current Password', 'Wrong@1234');
    fill('New Password', 'Better@2026');
    fill('Confirm Password', 'Better@2026');
    submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Please Wait...' })).toBeTruthy());
    await act(async () => fire('password-changed-error', { success: false, message: 'Your current password is not correct.' }));
    expect(services.toast.error).toHaveBeenCalledWith('Your current password is not correct.');
    expect(engineStore.session.isLogin).toBe(true);
  });
});
