/** Log in with a phone number and an OTP; Resend OTP after the 59 s countdown. */
import { useFormik } from 'formik';
import { otpLoginSchema } from './validation';
import { Form, Primary } from './auth-form-kit';
import { PhoneOtpField } from './PhoneOtpField';
import { useOtpRequest } from './use-otp-request';

export interface OtpLoginFormProps {
  onRequestOtp(phone: string): Promise<string>;
  onLogin(phone: string, otp: string, orderId: string): Promise<void>;
}

export function OtpLoginForm({ onRequestOtp, onLogin }: OtpLoginFormProps) {
  const { orderId, sending, secondsLeft, getOtp } = useOtpRequest(onRequestOtp);
  const form = useFormik({
    initialValues: { phone: '', otp: '' },
    validationSchema: otpLoginSchema,
    onSubmit: async (values) => {
      if (!orderId) {
        form.setFieldError('otp', 'Please press Get OTP first.');
        return;
      }
      await onLogin(values.phone, values.otp, orderId);
    },
  });
  return (
    <Form onSubmit={form.handleSubmit} noValidate aria-label="Log in with OTP">
      <PhoneOtpField form={form} idPrefix="otp" sent={orderId !== null} secondsLeft={secondsLeft} sending={sending} onGetOtp={() => void getOtp(form.values.phone)} />
      <Primary type="submit" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Please Wait...' : 'Login'}
      </Primary>
    </Form>
  );
}
