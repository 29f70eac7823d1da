/** Forgot password: phone with Get OTP, the OTP, a new password with its live checklist, and its confirmation. */
import { useFormik } from 'formik';
import { resetPasswordSchema } from './validation';
import { FieldError, Form, LinkButton, Primary } from './auth-form-kit';
import { PasswordChecklist } from './PasswordChecklist';
import { PhoneOtpField } from './PhoneOtpField';
import { useOtpRequest } from './use-otp-request';

export interface ForgotPasswordFormProps {
  onRequestOtp(phone: string): Promise<string>;
  onReset(values: { phone: string; otp: string; orderId: string; password: string }): Promise<void>;
  onLogin(): void;
}

export function ForgotPasswordForm({ onRequestOtp, onReset, onLogin }: ForgotPasswordFormProps) {
  const { orderId, sending, secondsLeft, getOtp } = useOtpRequest(onRequestOtp);
  const form = useFormik({
    initialValues: { phone: '', otp: '', password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      if (!orderId) {
        form.setFieldError('otp', 'Please press Get OTP first.');
        return;
      }
      await onReset({ phone: values.phone, otp: values.otp, orderId, password: values.password });
    },
  });
  const error = (field: 'password' | 'confirmPassword') => (form.touched[field] && form.errors[field] ? <FieldError>{form.errors[field]}</FieldError> : null);
  return (
    <Form onSubmit={form.handleSubmit} noValidate aria-label="Reset password">
      <p className="hint">We send an OTP to the mobile number of your account. With it you choose a new password; you are logged out everywhere else.</p>
      <PhoneOtpField form={form} idPrefix="forgot" sent={orderId !== null} secondsLeft={secondsLeft} sending={sending} onGetOtp={() => void getOtp(form.values.phone)} />
      <div className="field">
        <label htmlFor="forgot-password">New Password</label>
        <input id="forgot-password" name="password" type="password" autoComplete="new-password" value={form.values.password} onChange={form.handleChange} onBlur={form.handleBlur} aria-invalid={Boolean(form.touched.password && form.errors.password)} />
        <PasswordChecklist password={form.values.password} />
        {error('password')}
      </div>
      <div className="field">
        <label htmlFor="forgot-confirm">Confirm New Password</label>
        <input id="forgot-confirm" name="confirmPassword" type="password" autoComplete="new-password" value={form.values.confirmPassword} onChange={form.handleChange} onBlur={form.handleBlur} aria-invalid={Boolean(form.touched.confirmPassword && form.errors.confirmPassword)} />
        {error('confirmPassword')}
      </div>
      <Primary type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Please Wait...' : 'Change Password and Log In'}
      </Primary>
      <LinkButton onClick={onLogin}>Remembered it? Login</LinkButton>
    </Form>
  );
}
