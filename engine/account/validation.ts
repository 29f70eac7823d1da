/** The auth forms' validation (spec section 5), word for word, as yup schemas for Formik. */
import { object, string, type ObjectSchema } from 'yup';
import { PASSWORD_RULES } from '../../domain/account/password-rules';

export const MESSAGES = {
  phoneDigits: 'Phone Number must only contain digits',
  phoneLength: 'Phone Number must be 10 digits',
  phoneRequired: 'Phone Number is required',
  userIdRequired: 'User ID is required',
  otpLength: 'Otp must be 4 digits long',
  otpRequired: 'Otp Required',
  passwordRequired: 'Password is required',
  loginPasswordLength: 'Password must be at least 5 characters',
  confirmRequired: 'This field is required',
  confirmMismatch: 'Password does not match.',
} as const;

export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 4;
export const LOGIN_PASSWORD_MAX = 16;

export type LoginMode = 'phone' | 'userId';

const phone = () =>
  string()
    .trim()
    .required(MESSAGES.phoneRequired)
    .matches(/^\d+$/, MESSAGES.phoneDigits)
    .min(PHONE_LENGTH, MESSAGES.phoneLength)
    .max(PHONE_LENGTH, MESSAGES.phoneLength);

const otp = () => string().trim().required(MESSAGES.otpRequired).min(OTP_LENGTH, MESSAGES.otpLength).max(OTP_LENGTH, MESSAGES.otpLength);

export interface LoginValues {
  mode: LoginMode;
  phone: string;
  userId: string;
  password: string;
}

/** The field of the other mode is not used and may be empty. */
export const loginSchema = object({
  mode: string<LoginMode>().oneOf(['phone', 'userId']).required(),
  phone: string().when('mode', { is: 'phone', then: () => phone(), otherwise: (s) => s.nullable() }),
  userId: string().when('mode', { is: 'userId', then: (s) => s.trim().required(MESSAGES.userIdRequired), otherwise: (s) => s.nullable() }),
  password: string().required(MESSAGES.passwordRequired).min(5, MESSAGES.loginPasswordLength),
});

export interface OtpLoginValues {
  phone: string;
  otp: string;
}

export const otpLoginSchema: ObjectSchema<OtpLoginValues> = object({ phone: phone(), otp: otp() });

export interface RegisterValues {
  phone: string;
  otp: string;
  password: string;
  confirmPassword: string;
  promoCode: string;
}

const registerPassword = PASSWORD_RULES.reduce((schema, [rule, message]) => schema.matches(rule, message), string().required(MESSAGES.passwordRequired));

/** Compared only once filled in, so an empty field says it is required rather than that it differs. */
const confirmationOf = (field: string) =>
  string()
    .required(MESSAGES.confirmRequired)
    .test('same-password', MESSAGES.confirmMismatch, function matches(value) {
      return !value || value === (this.parent as Record<string, unknown>)[field];
    });

export const registerSchema: ObjectSchema<RegisterValues> = object({
  phone: phone(),
  otp: otp(),
  password: registerPassword,
  confirmPassword: confirmationOf('password'),
  promoCode: string().trim().max(40).default(''),
});

export interface ResetPasswordValues {
  phone: string;
  otp: string;
  password: string;
  confirmPassword: string;
}

/** Forgot password: the phone proven by an OTP, and a new password by the sign-up rules. */
export const resetPasswordSchema: ObjectSchema<ResetPasswordValues> = object({
  phone: phone(),
  otp: otp(),
  password: registerPassword,
  confirmPassword: confirmationOf('password'),
});

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The new password follows the sign-up rules; the current one is only required (the server checks it). */
export const changePasswordSchema: ObjectSchema<ChangePasswordValues> = object({
  currentPassword: string().required(MESSAGES.passwordRequired),
  newPassword: registerPassword,
  confirmPassword: confirmationOf('newPassword'),
});

/** Get OTP is enabled only for a 10-digit phone number. */
export function canRequestOtp(phoneNumber: string): boolean {
  return /^\d{10}$/.test(phoneNumber);
}

/** Keeps what a phone or OTP field may hold: digits, up to its length. */
export function digitsOnly(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, length);
}
