/** A phone number with its Get OTP button and 'n/10' counter, and the 4-digit OTP below it. */
import type { FormikProps } from 'formik';
import { canRequestOtp, digitsOnly, OTP_LENGTH, PHONE_LENGTH } from './validation';
import { FieldError, Row, Small } from './auth-form-kit';
import { PhoneInput } from './PhoneInput';

interface Props<V extends { phone: string; otp: string }> {
  form: FormikProps<V>;
  idPrefix: string;
  sent: boolean;
  secondsLeft: number;
  sending: boolean;
  onGetOtp(): void;
}

export function PhoneOtpField<V extends { phone: string; otp: string }>({ form, idPrefix, sent, secondsLeft, sending, onGetOtp }: Props<V>) {
  const phoneError = form.touched.phone && form.errors.phone ? String(form.errors.phone) : null;
  const otpError = form.touched.otp && form.errors.otp ? String(form.errors.otp) : null;
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-phone`}>Phone Number</label>
        <Row>
          <PhoneInput id={`${idPrefix}-phone`} value={form.values.phone} invalid={Boolean(phoneError)} onChange={(phone) => void form.setFieldValue('phone', phone)} onBlur={form.handleBlur} />
          <Small type="button" disabled={!canRequestOtp(form.values.phone) || sending || secondsLeft > 0} onClick={onGetOtp}>
            {sent ? (secondsLeft > 0 ? `Resend OTP (${secondsLeft}s)` : 'Resend OTP') : 'Get OTP'}
          </Small>
        </Row>
        <small aria-live="polite" data-testid={`${idPrefix}-phone-counter`}>
          {form.values.phone.length}/{PHONE_LENGTH}
        </small>
        {phoneError ? <FieldError>{phoneError}</FieldError> : null}
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-otp`}>OTP</label>
        <input
          id={`${idPrefix}-otp`}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={form.values.otp}
          onChange={(e) => void form.setFieldValue('otp', digitsOnly(e.target.value, OTP_LENGTH))}
          onBlur={form.handleBlur}
          aria-invalid={Boolean(otpError)}
        />
        {otpError ? <FieldError>{otpError}</FieldError> : null}
      </div>
    </>
  );
}
