/**
 * The register password rules of spec section 5, shared by the sign-up form (its live checklist and
 * yup schema) and the server, which checks them again.
 */
export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const PASSWORD_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^.{8,}$/, 'Must be at least 8 characters'],
  [/[A-Z]/, 'Must contain at least one uppercase letter'],
  [/[a-z]/, 'Must contain at least one lowercase letter'],
  [/[0-9]/, 'Must contain at least one number'],
  [/[!@#$%^&*(),.?":{}|<>]/, 'Must contain at least one special character'],
];

export function passwordProblem(password: string): string | null {
  return PASSWORD_RULES.find(([rule]) => !rule.test(password))?.[1] ?? null;
}
