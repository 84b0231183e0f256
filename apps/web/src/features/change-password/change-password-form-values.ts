import { changePasswordRequestSchema, type ChangePasswordRequest } from '@app/contract/auth';

export const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** What the form holds: the three passwords exactly as typed (passwords are never trimmed). */
export type PasswordFormValues = Record<PasswordField, string>;
export type PasswordFieldErrors = Partial<Record<PasswordField, string>>;

export const EMPTY_PASSWORD_FORM: PasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function isPasswordField(value: unknown): value is PasswordField {
  return typeof value === 'string' && (PASSWORD_FIELDS as readonly string[]).includes(value);
}

export type PasswordChangeCheck = { change: ChangePasswordRequest; errors: null } | { change: null; errors: PasswordFieldErrors };

/**
 * Checks the form with the contract's own schema, so the client refuses exactly what the server
 * would; the first message of each field is kept.
 */
export function checkPasswordChange(values: PasswordFormValues): PasswordChangeCheck {
  const parsed = changePasswordRequestSchema.safeParse(values);
  if (parsed.success) return { change: parsed.data, errors: null };
  const errors: PasswordFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (isPasswordField(field)) errors[field] ??= issue.message;
  }
  return { change: null, errors };
}
