import { useState } from 'react';
import { OTP_RESEND_SECONDS, useCountdown } from './use-countdown';

/** Get OTP: remembers the order id, disables the button while sending and for the 59 s before Resend. */
export function useOtpRequest(request: (phone: string) => Promise<string>) {
  const [orderId, setOrderId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [secondsLeft, startCountdown] = useCountdown();
  const getOtp = async (phone: string) => {
    setSending(true);
    try {
      setOrderId(await request(phone));
      startCountdown(OTP_RESEND_SECONDS);
    } catch {
      // The message was shown; the button is enabled again.
    } finally {
      setSending(false);
    }
  };
  return { orderId, sending, secondsLeft, getOtp };
}
