import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_CHANGE_TIMEOUT_MS, requestPasswordChange } from './change-password-call';
import { fakeSocket } from '../../tests/support/fake-services';

describe('password change over the socket', () => {
  afterEach(() => vi.useRealTimers());

  it("reports 'timeout' when the server does not answer, and stops listening", async () => {
    vi.useFakeTimers();
    const { socket, fire } = fakeSocket();
    const answer = requestPasswordChange(socket, 'tok', 'Old@1234', 'New@12345');
    vi.advanceTimersByTime(PASSWORD_CHANGE_TIMEOUT_MS);
    await expect(answer).rejects.toThrow('timeout');
    // A late answer reaches no one.
    expect(() => fire('password-changed-success', { message: 'late' })).not.toThrow();
  });

  it('falls back to a plain message when the server sends none', async () => {
    const { socket, fire } = fakeSocket();
    const answer = requestPasswordChange(socket, 'tok', 'Old@1234', 'New@12345');
    fire('password-changed-error', {});
    await expect(answer).rejects.toThrow('The password could not be changed.');
  });
});
