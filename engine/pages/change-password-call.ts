/**
 * The password change over the socket, as the operator's backend does it: emit `password-changed`
 * with the token and both passwords, then wait for `password-changed-success` or
 * `password-changed-error`. Wire names stay in this file.
 */
import type { SocketService } from '../services/socket';

export const PASSWORD_CHANGE_TIMEOUT_MS = 20_000;

export class PasswordChangeRefused extends Error {}

/** Resolves with the server's message; rejects with it (or 'timeout') when the change is refused. */
export function requestPasswordChange(socket: SocketService, token: string, currentPassword: string, newPassword: string, timeoutMs = PASSWORD_CHANGE_TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const stops: Array<() => void> = [];
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      for (const stop of stops) stop();
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(new PasswordChangeRefused('timeout'))), timeoutMs);
    const messageOf = (payload: unknown, fallback: string) => {
      const message = (payload as { message?: unknown } | null)?.message;
      return typeof message === 'string' && message ? message : fallback;
    };
    stops.push(socket.on('password-changed-success', (payload) => finish(() => resolve(messageOf(payload, 'Your password has been changed.')))));
    stops.push(socket.on('password-changed-error', (payload) => finish(() => reject(new PasswordChangeRefused(messageOf(payload, 'The password could not be changed.'))))));
    socket.emit('password-changed', { token, oldPassword: currentPassword, newPassword });
  });
}
