/** The live checklist of the password rules, ticked as the player types (sign-up and change password). */
import { PASSWORD_RULES } from '../../domain/account/password-rules';
import { Checklist } from './auth-form-kit';

export function PasswordChecklist({ password }: { password: string }) {
  return (
    <Checklist aria-label="Password rules">
      {PASSWORD_RULES.map(([rule, text]) => {
        const ok = rule.test(password);
        return (
          <li key={text} data-ok={ok}>
            {ok ? '✓' : '•'} {text}
          </li>
        );
      })}
    </Checklist>
  );
}
