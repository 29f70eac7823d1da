/** Sign up: phone with Get OTP, the OTP, a password with its live checklist, confirmation, optional promo code. */
import { useFormik } from 'formik';
import { registerSchema } from './validation';
import { FieldError, Form, LinkButton, Primary } from './auth-form-kit';
import { PasswordChecklist } from './PasswordChecklist';
import { PhoneOtpField } from './PhoneOtpField';
import { useOtpRequest } from './use-otp-request';

export interface RegisterFormProps {
  referCode: string | null;
  onRequestOtp(phone: string): Promise<string>;
  onRegister(values: { phone: string; otp: string; password: string; promoCode: string; orderId: string }): Promise<void>;
  onLogin(): void;
}

export function RegisterForm({ referCode, onRequestOtp, onRegister, onLogin }: RegisterFormProps) {
  const { orderId, sending, secondsLeft, getOtp } = useOtpRequest(onRequestOtp);
  const form = useFormik({
    initialValues: { phone: '', otp: '', password: '', confirmPassword: '', promoCode: referCode ?? '' },
    validationSchema: registerSchema,
    onSubmit: async (values) => {
      if (!orderId) {
        form.setFieldError('otp', 'Please press Get OTP first.');
        return;
      }
      await onRegister({ phone: values.phone, otp: values.otp, password: values.password, promoCode: values.promoCode.trim(), orderId });
    },
  });
  const error = (field: 'password' | 'confirmPassword' | 'promoCode') => (form.touched[field] && form.errors[field] ? <FieldError>{form.errors[field]}</FieldError> : null);
  return (
    <Form onSubmit={form.handleSubmit} noValidate aria-label="Register">
      <PhoneOtpField form={form} idPrefix="register" sent={orderId !== null} secondsLeft={secondsLeft} sending={sending} onGetOtp={() => void getOtp(form.values.phone)} />
      <div className="field">
        <label htmlFor="register-password">Password</label>
        <input id="register-password" name="password" type="password" autoComplete="new-password" value={form.values.password} onChange={form.handleChange} onBlur={form.handleBlur} aria-invalid={Boolean(form.touched.password && form.errors.password)} />
        <PasswordChecklist password={form.values.password} />
        {error('password')}
      </div>
      <div className="field">
        <label htmlFor="register-confirm">Confirm Password</label>
        <input id="register-confirm" name="confirmPassword" type="password" autoComplete="new-password" value={form.values.confirmPassword} onChange={form.handleChange} onBlur={form.handleBlur} aria-invalid={Boolean(form.touched.confirmPassword && form.errors.confirmPassword)} />
        {error('confirmPassword')}
      </div>
      <div className="field">
        <label htmlFor="register-promo">Promo Code (optional)</label>
        <input id="register-promo" name="promoCode" autoComplete="off" value={form.values.promoCode} onChange={form.handleChange} onBlur={form.handleBlur} />
        {error('promoCode')}
      </div>
      <Primary type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Please Wait...' : 'Register'}
      </Primary>
      <LinkButton onClick={onLogin}>Already have an account? Login</LinkButton>
    </Form>
  );
}
