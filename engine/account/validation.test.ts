import { describe, expect, it } from 'vitest';
import { canRequestOtp, digitsOnly, loginSchema, otpLoginSchema, registerSchema } from './validation';

async function firstError(schema: { validateAt(path: string, value: unknown): Promise<unknown> }, field: string, values: Record<string, unknown>): Promise<string | null> {
  try {
    await schema.validateAt(field, values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const login = { mode: 'phone', phone: '9876543210', userId: '', password: 'secret' };
const register = { phone: '9876543210', otp: '1234', password: 'Cricket@2026', confirmPassword: 'Cricket@2026', promoCode: '' };

describe('spec section 5 messages', () => {
  it.each<[string, Record<string, unknown>, string, string | null]>([
    ['phone required', { ...login, phone: '' }, 'phone', 'Phone Number is required'],
    ['phone digits only', { ...login, phone: '98765abc10' }, 'phone', 'Phone Number must only contain digits'],
    ['phone 10 digits', { ...login, phone: '98765' }, 'phone', 'Phone Number must be 10 digits'],
    ['phone fine', login, 'phone', null],
    ['phone unused in user-id mode', { ...login, mode: 'userId', phone: '', userId: 'rahul' }, 'phone', null],
    ['user id required', { ...login, mode: 'userId', userId: '' }, 'userId', 'User ID is required'],
    ['user id unused in phone mode', login, 'userId', null],
    ['login password required', { ...login, password: '' }, 'password', 'Password is required'],
    ['login password 5 characters', { ...login, password: 'abcd' }, 'password', 'Password must be at least 5 characters'],
  ])('login: %s', async (_name, values, field, message) => {
    expect(await firstError(loginSchema, field, values)).toBe(message);
  });

  it.each<[string, Record<string, unknown>, string, string | null]>([
    ['otp required', { phone: '9876543210', otp: '' }, 'otp', 'Otp Required'],
    ['otp 4 digits', { phone: '9876543210', otp: '12' }, 'otp', 'Otp must be 4 digits long'],
    ['otp fine', { phone: '9876543210', otp: '1234' }, 'otp', null],
  ])('otp login: %s', async (_name, values, field, message) => {
    expect(await firstError(otpLoginSchema, field, values)).toBe(message);
  });

  it.each<[string, Partial<typeof register>, string, string | null]>([
    ['password required', { password: '' }, 'password', 'Password is required'],
    ['password 8 characters', { password: 'Ab1@' }, 'password', 'Must be at least 8 characters'],
    ['uppercase', { password: 'cricket@2026' }, 'password', 'Must contain at least one uppercase letter'],
    ['lowercase', { password: 'CRICKET@2026' }, 'password', 'Must contain at least one lowercase letter'],
    ['digit', { password: 'Cricket@abcd' }, 'password', 'Must contain at least one number'],
    ['special', { password: 'Cricket2026' }, 'password', 'Must contain at least one special character'],
    ['confirm required', { confirmPassword: '' }, 'confirmPassword', 'This field is required'],
    ['confirm equal', { confirmPassword: 'Cricket@2027' }, 'confirmPassword', 'Password does not match.'],
    ['promo optional', { promoCode: '' }, 'promoCode', null],
    ['otp on sign-up', { otp: '123' }, 'otp', 'Otp must be 4 digits long'],
  ])('register: %s', async (_name, change, field, message) => {
    expect(await firstError(registerSchema, field, { ...register, ...change })).toBe(message);
  });

  it('enables Get OTP only for 10 digits and keeps fields to digits', () => {
    expect([canRequestOtp('987654321'), canRequestOtp('9876543210'), canRequestOtp('98765432a0')]).toEqual([false, true, false]);
    expect(digitsOnly('+91 98765-43210 99', 10)).toBe('9198765432');
    expect(digitsOnly('12a34b5', 4)).toBe('1234');
  });
});
