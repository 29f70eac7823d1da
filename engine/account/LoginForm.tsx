/** Log in with a phone number (+91) or a user id and a password; or as a demo player; or go to Forgot password. */
import { useFormik } from 'formik';
import { useState, type FocusEvent } from 'react';
import { LOGIN_PASSWORD_MAX, loginSchema, type LoginMode } from './validation';
import { PhoneInput } from './PhoneInput';
import { FieldError, Form, LinkButton, Primary, Row, Secondary, Small } from './auth-form-kit';

export interface LoginFormProps {
  onLogin(username: string, password: string): Promise<void>;
  onDemo(): Promise<void>;
  onOtp?: () => void;
  onRegister?: () => void;
  onForgot(): void;
}

export function LoginForm({ onLogin, onDemo, onOtp, onRegister, onForgot }: LoginFormProps) {
  const [busy, setBusy] = useState<'login' | 'demo' | null>(null);
  const form = useFormik({
    initialValues: { mode: 'phone' as LoginMode, phone: '', userId: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setBusy('login');
      try {
        await onLogin(values.mode === 'phone' ? values.phone : values.userId.trim(), values.password);
      } finally {
        setBusy(null);
      }
    },
  });
  const error = (field: 'phone' | 'userId' | 'password') => (form.touched[field] && form.errors[field] ? <FieldError id={`login-${field}-error`}>{form.errors[field]}</FieldError> : null);
  return (
    <Form onSubmit={form.handleSubmit} noValidate aria-label="Log in">
      <div className="field">
        <label htmlFor="login-mode">Log in with</label>
        <select id="login-mode" name="mode" value={form.values.mode} onChange={form.handleChange}>
          <option value="phone">Phone Number</option>
          <option value="userId">User Id</option>
        </select>
      </div>
      {form.values.mode === 'phone' ? (
        <div className="field">
          <label htmlFor="login-phone">Phone Number</label>
          <PhoneInput id="login-phone" value={form.values.phone} invalid={Boolean(form.touched.phone && form.errors.phone)} onChange={(phone) => void form.setFieldValue('phone', phone)} onBlur={form.handleBlur} />
          {error('phone')}
        </div>
      ) : (
        <div className="field">
          <label htmlFor="login-user-id">User Id</label>
          <input id="login-user-id" name="userId" autoComplete="username" value={form.values.userId} onChange={form.handleChange} onBlur={form.handleBlur} aria-invalid={Boolean(form.touched.userId && form.errors.userId)} />
          {error('userId')}
        </div>
      )}
      <div className="field">
        <label htmlFor="login-password">Password</label>
        <PasswordInput
          value={form.values.password}
          onChange={(password) => void form.setFieldValue('password', password)}
          onBlur={form.handleBlur}
          invalid={Boolean(form.touched.password && form.errors.password)}
        />
        {error('password')}
      </div>
      <LinkButton onClick={onForgot}>Forgot password?</LinkButton>
      {onOtp ? <LinkButton onClick={onOtp}>Log In with OTP?</LinkButton> : null}
      <Primary type="submit" disabled={busy !== null}>
        {busy === 'login' ? 'Please Wait...' : 'Login'}
      </Primary>
      <Secondary
        type="button"
        disabled={busy !== null}
        onClick={async () => {
          setBusy('demo');
          try {
            await onDemo();
          } finally {
            setBusy(null);
          }
        }}
      >
        {busy === 'demo' ? 'Please Wait...' : 'Login With Demo Id'}
      </Secondary>
      {onRegister ? <LinkButton onClick={onRegister}>New User? Create an account</LinkButton> : null}
    </Form>
  );
}

/** The password, cut at the longest the server takes, with Show to read it back. */
function PasswordInput({ value, onChange, onBlur, invalid }: { value: string; onChange: (password: string) => void; onBlur: (event: FocusEvent<HTMLInputElement>) => void; invalid: boolean }) {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <Row>
      <input
        id="login-password"
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        maxLength={LOGIN_PASSWORD_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, LOGIN_PASSWORD_MAX))}
        onBlur={onBlur}
        aria-invalid={invalid}
      />
      <Small type="button" onClick={() => setShowPassword((v) => !v)} aria-pressed={showPassword}>
        {showPassword ? 'Hide' : 'Show'}
      </Small>
    </Row>
  );
}
