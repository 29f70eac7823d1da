/** Socket events of a player's account: logging in (password or OTP), authenticating a socket, changing the password. */
import { changePassword, LoginError, loginWithOtp, loginWithPassword } from '../accounts/login';
import { EVENT_TYPES } from '../api/routes-account';
import { loginPayload } from '../api/routes-auth';
import { playerRoom } from '../api/order-events';
import { record, type SocketContext } from './socket-context';

const LOGIN_FIELD_MAX = 64;

/** Answers `event` with the session `work` opens, the socket joined to the player's room; or with the refusal. */
function sessionReply(context: SocketContext, event: string) {
  return async (work: () => ReturnType<typeof loginWithPassword>) => {
    const { socket } = context;
    try {
      const session = await work();
      socket.data.sid = session.sid;
      await socket.join(playerRoom(session.user.id));
      socket.emit(event, { success: true, message: 'User Login Success', output: loginPayload(session) });
    } catch (error) {
      if (!(error instanceof LoginError)) throw error;
      socket.emit(event, { success: false, message: error.message });
    }
  };
}

export function attachAccountHandlers(context: SocketContext): void {
  const { socket, sandbox, reply, guard, address } = context;
  socket.on('login', guard(async (payload) => {
    const { username, password } = record(payload);
    if (typeof username !== 'string' || typeof password !== 'string' || !username || !password) return reply('login-success', { success: false, message: 'Username and password are required.' });
    if (username.length > LOGIN_FIELD_MAX || password.length > LOGIN_FIELD_MAX) return reply('login-success', { success: false, message: 'Invalid username or password.' });
    await sessionReply(context, 'login-success')(() => loginWithPassword(sandbox, username, password, address));
  }));

  socket.on('newloginWithOtp', guard(async (payload) => {
    const { phone, otp, orderId } = record(payload);
    if (typeof phone !== 'string' || !/^\d{10}$/.test(phone) || typeof orderId !== 'string' || (typeof otp !== 'string' && typeof otp !== 'number')) {
      return reply('login-otp-success', { success: false, message: 'Phone number, OTP and order id are required.' });
    }
    await sessionReply(context, 'login-otp-success')(() => loginWithOtp(sandbox, phone, String(otp), orderId));
  }));

  socket.on('authenticate', guard(async (payload) => {
    const player = await context.authenticated(record(payload).token, reply, 'authenticate-error');
    if (player) {
      reply('authenticated', { success: true });
      reply('event-type-success', { success: true, parent: EVENT_TYPES.map((id) => ({ eventType: id, status: true })) });
    }
  }));

  socket.on('password-changed', guard(async (payload) => {
    const { token, oldPassword, newPassword } = record(payload);
    const player = await context.authenticated(token, reply, 'password-changed-error');
    if (!player) return;
    if (typeof oldPassword !== 'string' || typeof newPassword !== 'string') return reply('password-changed-error', { success: false, message: 'Current and new passwords are required.' });
    try {
      // Ends every session of the player, this one too.
      await changePassword(sandbox, player.user, oldPassword, newPassword);
      reply('password-changed-success', { success: true, message: 'Your password has been changed. Please log in again.' });
      sandbox.sessionEndings.ended({ userId: player.user.id, sid: null });
    } catch (error) {
      if (!(error instanceof LoginError)) throw error;
      reply('password-changed-error', { success: false, message: error.message });
    }
  }));
}
