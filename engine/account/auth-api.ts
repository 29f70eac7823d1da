/**
 * The operator's auth calls, in clean names. Wire names (userLogin, LoginWithDemo, createOtp/,
 * createUserOtp/, verifyRefferalCode, bounsBalance) stay in this adapter.
 */
import type * as Wire from '../../schemas/wire';
import type { ApiService } from '../services/api';
import type { SocketService } from '../services/socket';

export interface SessionGrant {
  token: string;
  expiresAt: number;
  user: Record<string, unknown>;
  isB2C: boolean;
}

export interface Balance {
  balance: number;
  available: number;
  freeCash: number;
  exposure: number;
  /** Set when the server ends the session. */
  logoutMessage: string | null;
}

export class AuthError extends Error {}

/** A userLogin or LoginWithDemo answer, or its refusal; the player stays a plain record, as the session keeps it. */
interface LoginBody extends Partial<Pick<Wire.UserLogin, 'token' | 'result'>> {
  status?: boolean;
  message?: string;
  data?: Record<string, unknown>;
}

/** An answer carrying a LoginOutput (sign-up, password reset, OTP login), or its refusal. */
interface OutputBody {
  success?: boolean;
  message?: string;
  output?: Partial<Pick<Wire.LoginOutput, 'token' | 'expiresAt'>> & { user?: Record<string, unknown> };
}

function grantFromLogin(body: LoginBody): SessionGrant {
  const token = body.token?.accessToken;
  if (!body.status || !body.data) throw new AuthError(body.message || 'Login failed. Please try again.');
  if (!token) throw new AuthError('Response has no token');
  return { token, expiresAt: body.token?.expiresAt ?? Date.now() + 3_600_000, user: body.data, isB2C: Boolean(body.result?.isB2C) };
}

function grantFromOutput(output: OutputBody['output']): SessionGrant {
  if (!output?.token || !output.user) throw new AuthError('Response has no token');
  return { token: output.token, expiresAt: output.expiresAt ?? Date.now() + 3_600_000, user: output.user, isB2C: true };
}

async function call<T>(api: ApiService, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AuthError) throw error;
    throw new AuthError(api.errorText(error));
  }
}

export function authApi(api: ApiService, socket: SocketService) {
  return {
    loginWithPassword: (username: string, password: string, siteUrl: string) =>
      call(api, async () => {
        const form = new URLSearchParams({ username, password, siteurl: siteUrl, manager: '' } satisfies Wire.UserLoginBody);
        return grantFromLogin(await api.post<LoginBody>('user/userLogin', form.toString(), { headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
      }),

    loginDemo: (siteUrl: string) =>
      call(api, async () => {
        try {
          return grantFromLogin(await api.post<LoginBody>('LoginWithDemo', { siteurl: siteUrl }));
        } catch (error) {
          if (error instanceof AuthError && error.message) throw error;
          // A refusal the server explains (too many demo logins, and when to try again) is shown as it says.
          const refusal = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message;
          throw new AuthError(typeof refusal === 'string' && refusal ? refusal : 'Failed to Login Demo!');
        }
      }),

    requestOtp: (phone: string, managerId: string, purpose: 'signup' | 'login') =>
      call(api, async () => {
        const body = await api.post<{ success?: boolean; message?: string; orderId?: string }>('createOtp/', { phone, managerId, purpose } satisfies Wire.CreateOtpBody);
        if (!body.success || !body.orderId) throw new AuthError(body.message || 'The OTP could not be sent.');
        return body.orderId;
      }),

    /** Forgot password, step 1: an OTP to the phone, answered alike whether or not an account uses it. */
    requestPasswordReset: (phone: string) =>
      call(api, async () => {
        const body = await api.post<{ success?: boolean; message?: string; orderId?: string }>('auth/forgotPassword', { phone } satisfies Wire.ForgotPasswordBody);
        if (!body.success || !body.orderId) throw new AuthError(body.message || 'The OTP could not be sent.');
        return body.orderId;
      }),

    /** Step 2: the OTP and a new password; every other session of the player ends, this one starts. */
    resetPassword: (input: { phone: string; otp: string; orderId: string; password: string }) =>
      call(api, async () => {
        const body = await api.post<OutputBody>('auth/verifyforgotPassword', input satisfies Wire.VerifyforgotPasswordBody);
        if (!body.success) throw new AuthError(body.message || 'The password could not be changed.');
        return grantFromOutput(body.output);
      }),

    verifyPromo: (code: string, siteUrl: string) =>
      call(api, async () => {
        const body = await api.post<{ success?: boolean; message?: string; type?: string }>('verifyRefferalCode', { bonusCode: code, siteurl: siteUrl } satisfies Wire.VerifyRefferalCodeBody);
        if (!body.success) throw new AuthError(body.message || 'This promo code is not valid.');
        return body.type ?? '';
      }),

    register: (input: Registration) => call(api, () => register(api, input)),

    /** OTP login answers on the socket: emit newloginWithOtp, wait for login-otp-success. */
    loginWithOtp: (phone: string, otp: string, orderId: string, managerId: string) => loginWithOtp(socket, { phone, otp, orderId, managerId }),

    balance: () => readBalance(api),

    /** The event types the player may see (getUserEvenets → parent), as flags. */
    eventTypes: (user: Record<string, unknown>) => readEventTypes(api, user),

    logout: () => api.post('logout').catch(() => undefined),
  };
}

export type AuthApi = ReturnType<typeof authApi>;

export interface Registration {
  phone: string;
  password: string;
  otp: string;
  orderId: string;
  promoCode: string;
  promoType: string;
  managerId: string;
  adminName: string;
  siteUrl: string;
}

/** A new player under the brand's manager, signed in at once when the OTP holds. */
async function register(api: ApiService, input: Registration): Promise<SessionGrant> {
  const body = await api.post<OutputBody>('createUserOtp/', {
    details: { _id: input.managerId, username: input.adminName, role: 'admin' },
    newUser: { username: input.phone, fullname: '', password: input.password, referrBy: input.promoCode },
    otp: input.otp,
    orderId: input.orderId,
    type: input.promoType,
    siteurl: input.siteUrl,
  } satisfies Wire.CreateUserOtpBody);
  if (!body.success) throw new AuthError(body.message || 'Registration failed.');
  return grantFromOutput(body.output);
}

/** The answer comes on the socket, not to the emit: it is waited for 20 s, then the login fails with `timeout`. */
function loginWithOtp(socket: SocketService, login: { phone: string; otp: string; orderId: string; managerId: string }): Promise<SessionGrant> {
  return new Promise<SessionGrant>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new AuthError('timeout'));
    }, 20_000);
    const stop = socket.on('login-otp-success', (payload) => {
      clearTimeout(timer);
      stop();
      const body = payload as OutputBody;
      if (!body?.success) reject(new AuthError(body?.message || 'Login failed. Please try again.'));
      else {
        try {
          resolve(grantFromOutput(body.output));
        } catch (error) {
          reject(error);
        }
      }
    });
    socket.emit('newloginWithOtp', { ...login, activity_details: {} });
  });
}

async function readBalance(api: ApiService): Promise<Balance> {
  const body = await api.post<{ success?: boolean; logout?: boolean; message?: string; doc?: Partial<Wire.UserDetails['doc']> }>('getUserDetails');
  return {
    balance: body.doc?.balance ?? 0,
    available: body.doc?.available ?? body.doc?.balance ?? 0,
    freeCash: body.doc?.bounsBalance ?? 0,
    exposure: body.doc?.exposure ?? 0,
    logoutMessage: body.logout ? body.message || 'Please Login Again' : null,
  };
}

async function readEventTypes(api: ApiService, user: Record<string, unknown>): Promise<Record<string, boolean>> {
  const body = await api.post<{ success?: boolean; parent?: Array<{ eventType?: string; status?: boolean }> }>('getUserEvenets', {
    details: { username: user.username, id: user._id, key: user.key, role: user.role },
    targetUser: { username: user.username, role: user.role, status: user.status },
  });
  if (!body.success || !Array.isArray(body.parent)) throw new AuthError('Event types unavailable');
  return Object.fromEntries(body.parent.filter((p) => typeof p.eventType === 'string').map((p) => [p.eventType!, p.status !== false]));
}
