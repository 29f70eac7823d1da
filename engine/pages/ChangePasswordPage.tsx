/**
 * /change-password: current password, a new one with the live rule checklist, and its confirmation.
 * The server revokes the session's token when the password changes, so on success the player is sent
 * home with the login popup open to log in again with the new password.
 */
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../boot/services-context';
import { openAuth } from '../account/account-actions';
import { FieldError, Form, Primary } from '../account/auth-form-kit';
import { PasswordChecklist } from '../account/PasswordChecklist';
import { changePasswordSchema, type ChangePasswordValues } from '../account/validation';
import { clearSession } from '../state/session';
import { engineStore } from '../state/engine-store';
import { requestPasswordChange } from './change-password-call';
import { PageCard } from './page-kit';

const FIELDS: ReadonlyArray<{ name: keyof ChangePasswordValues; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm Password', autoComplete: 'new-password' },
];

export default function ChangePasswordPage() {
  const { socket, toast } = useServices();
  const navigate = useNavigate();
  const form = useFormik<ChangePasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: changePasswordSchema,
    onSubmit: async (values) => {
      const token = engineStore.session.token;
      if (!token) {
        toast.error('Please Login Again');
        return;
      }
      try {
        const message = await requestPasswordChange(socket, token, values.currentPassword, values.newPassword);
        toast.success(message);
        // The old token no longer works: end the session here, before the server's logout event arrives.
        clearSession();
        navigate('/', { replace: true });
        openAuth('login');
      } catch (error) {
        toast.error((error as Error).message);
      }
    },
  });
  return (
    <PageCard title="Change Password" lead="After the change you will be asked to log in again with the new password." testId="change-password-page">
      <Form onSubmit={form.handleSubmit} noValidate aria-label="Change Password">
        {FIELDS.map(({ name, label, autoComplete }) => {
          const problem = form.touched[name] && form.errors[name];
          return (
            <div className="field" key={name}>
              <label htmlFor={`cp-${name}`}>{label}</label>
              <input
                id={`cp-${name}`}
                name={name}
                type="password"
                maxLength={64}
                autoComplete={autoComplete}
                value={form.values[name]}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                aria-invalid={Boolean(problem)}
              />
              {name === 'newPassword' ? <PasswordChecklist password={form.values.newPassword} /> : null}
              {problem ? <FieldError>{form.errors[name]}</FieldError> : null}
            </div>
          );
        })}
        <Primary type="submit" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Please Wait...' : 'Change Password'}
        </Primary>
      </Form>
    </PageCard>
  );
}
