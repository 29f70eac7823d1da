/** A 10-digit Indian mobile number after a fixed +91; anything but digits is dropped as typed. */
import type { FocusEventHandler } from 'react';
import { Prefixed } from './auth-form-kit';
import { digitsOnly, PHONE_LENGTH } from './validation';

interface Props {
  id: string;
  value: string;
  invalid: boolean;
  onChange(value: string): void;
  onBlur: FocusEventHandler<HTMLInputElement>;
}

export function PhoneInput({ id, value, invalid, onChange, onBlur }: Props) {
  return (
    <Prefixed>
      <span>+91</span>
      <input id={id} name="phone" inputMode="numeric" autoComplete="tel-national" maxLength={PHONE_LENGTH} value={value} onChange={(e) => onChange(digitsOnly(e.target.value, PHONE_LENGTH))} onBlur={onBlur} aria-invalid={invalid} />
    </Prefixed>
  );
}
