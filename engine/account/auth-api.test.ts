import { describe, expect, it } from 'vitest';
import { fakeApi, fakeSocket } from '../../tests/support/fake-services';
import { authApi } from './auth-api';

describe('demo login failures', () => {
  it.each<[string, unknown, string]>([
    ['the server says why (too many from this network, and when to try again)', { response: { status: 429, data: { success: false, isDemo: true, data: null, message: 'Too many demo logins from this network. Please try again in 60 minutes.' } } }, 'Too many demo logins from this network. Please try again in 60 minutes.'],
    ['no answer from the server', new Error('Network Error'), 'Failed to Login Demo!'],
    ['an answer without a message', { response: { status: 500, data: {} } }, 'Failed to Login Demo!'],
  ])('%s', async (_case, failure, message) => {
    const api = fakeApi();
    api.post.mockRejectedValue(failure);
    await expect(authApi(api, fakeSocket().socket).loginDemo('x')).rejects.toThrow(message);
  });
});
