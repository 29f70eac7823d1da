/** Login, demo login, OTP sign-up, forgot password and logout over HTTP. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import authSchemas from '../../schemas/api/auth.schema.json' with { type: 'json' };
import type { CreateOtpBody, CreateUserOtpBody, ForgotPasswordBody, LoginOutput, UserLogin, UserLoginBody, VerifyforgotPasswordBody, VerifyRefferalCodeBody } from '../../schemas/wire';
import { OtpError } from '../accounts/otp';
import { endSession, LoginError, loginDemo, loginWithPassword, register, requestOtp, resetPassword, ThrottledError, type LoggedIn, type OtpPurpose } from '../accounts/login';
import { findPromotion } from '../accounts/promotions';
import type { Sandbox } from '../sandbox';
import { requirePlayer } from './auth-guard';
import { userWire } from './wire';

const body = (name: keyof typeof authSchemas.definitions) => ({ schema: { body: authSchemas.definitions[name] } });

export function loginPayload(session: LoggedIn): LoginOutput {
  return { user: userWire(session.user, session.token), token: session.token, expiresAt: session.expiresAt };
}

function refuse(reply: FastifyReply, error: unknown, status = 400, extra: Record<string, unknown> = {}) {
  if (error instanceof ThrottledError) {
    reply.header('retry-after', String(Math.max(1, Math.ceil((error.retryAt - Date.now()) / 1000))));
    return reply.code(429).send({ success: false, status: false, ...extra, message: error.message });
  }
  if (error instanceof LoginError || error instanceof OtpError) return reply.code(status).send({ success: false, status: false, ...extra, message: error.message });
  throw error;
}

export function authRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  app.post('/user/userLogin', body('userLogin'), async (request, reply) => {
    const { username, password } = request.body as UserLoginBody;
    try {
      const session = await loginWithPassword(sandbox, username, password, request.ip);
      reply.header('authorization', session.token);
      return { status: true, success: true, data: userWire(session.user, session.token), token: { accessToken: session.token, expiresAt: session.expiresAt }, result: { isB2C: session.user.is_b2c === 1 } } satisfies UserLogin;
    } catch (error) {
      return refuse(reply, error, 401);
    }
  });

  app.post('/LoginWithDemo', async (request, reply) => {
    const siteurl = String((request.body as { siteurl?: unknown } | undefined)?.siteurl ?? 'sandbox');
    try {
      const session = await loginDemo(sandbox, siteurl, request.ip);
      reply.header('authorization', session.token);
      return { status: true, success: true, isDemo: true, data: userWire(session.user, session.token), token: { accessToken: session.token, expiresAt: session.expiresAt }, result: { isB2C: true } } satisfies UserLogin;
    } catch (error) {
      return refuse(reply, error, 400, { isDemo: true, data: null });
    }
  });

  // The same answer whether or not the number is registered (see requestOtp).
  const sendOtp = async (reply: FastifyReply, phone: string, purpose: OtpPurpose, clientAddress: string) => {
    try {
      const orderId = await requestOtp(sandbox, phone, purpose, clientAddress);
      return { success: true, message: `OTP sent to +91 ${phone}`, orderId };
    } catch (error) {
      return refuse(reply, error, 429);
    }
  };

  app.post('/createOtp/', body('createOtp'), async (request, reply) => {
    const { phone, purpose = 'signup' } = request.body as CreateOtpBody;
    return sendOtp(reply, phone, purpose, request.ip);
  });

  app.post('/verifyRefferalCode', body('verifyRefferalCode'), async (request, reply) => {
    const promotion = findPromotion((request.body as VerifyRefferalCodeBody).bonusCode);
    if (!promotion) return reply.code(404).send({ success: false, message: 'This promo code is not valid.' });
    return { success: true, message: promotion.title, type: promotion.type };
  });

  app.post('/createUserOtp/', body('createUserOtp'), async (request, reply) => {
    const input = request.body as CreateUserOtpBody;
    try {
      const session = await register(sandbox, {
        phone: input.newUser.username,
        password: input.newUser.password,
        fullname: input.newUser.fullname ?? '',
        otp: String(input.otp),
        orderId: input.orderId,
        promoCode: input.newUser.referrBy?.trim() || null,
        siteUrl: input.siteurl ?? 'sandbox',
        managerId: input.details._id,
      });
      reply.header('authorization', session.token);
      return { success: true, message: 'Registration successful', output: loginPayload(session) };
    } catch (error) {
      return refuse(reply, error);
    }
  });

  app.post('/auth/forgotPassword', body('forgotPassword'), async (request, reply) => sendOtp(reply, (request.body as ForgotPasswordBody).phone, 'forgot', request.ip));

  app.post('/auth/verifyforgotPassword', body('verifyforgotPassword'), async (request, reply) => {
    const input = request.body as VerifyforgotPasswordBody;
    try {
      const session = await resetPassword(sandbox, input.phone, String(input.otp), input.orderId, input.password);
      reply.header('authorization', session.token);
      return { success: true, message: 'Your password has been changed.', output: loginPayload(session) };
    } catch (error) {
      return refuse(reply, error);
    }
  });

  app.post('/logout', async (request, reply) => {
    const player = await requirePlayer(sandbox, request, reply);
    if (!player) return reply;
    await endSession(sandbox, player.user.id, player.sid);
    return { success: true, message: 'Logged out' };
  });
}
