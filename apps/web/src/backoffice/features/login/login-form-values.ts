import type { OperatorCredentials } from './api/log-in';

export const LOGIN_FIELDS = ['username', 'password', 'totpCode'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginFormValues = Record<LoginField, string>;

/** What each field is missing, as a key of the console's `login` texts. */
export type LoginProblem = 'usernameRequired' | 'passwordRequired' | 'totpFormat';
export type LoginProblems = Partial<Record<LoginField, LoginProblem>>;

export const EMPTY_LOGIN_FORM: LoginFormValues = { username: '', password: '', totpCode: '' };

export function isLoginField(value: unknown): value is LoginField {
  return typeof value === 'string' && (LOGIN_FIELDS as readonly string[]).includes(value);
}

/** The authenticator's code is six digits; spaces people type between the groups are dropped. */
export function normaliseTotpCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, 6);
}

export type LoginCheck = { credentials: OperatorCredentials; problems: null } | { credentials: null; problems: LoginProblems };

/** The checks the form can make before asking the server: all three filled, the code six digits. */
export function checkLogin(values: LoginFormValues): LoginCheck {
  const problems: LoginProblems = {};
  const username = values.username.trim();
  if (!username) problems.username = 'usernameRequired';
  if (!values.password) problems.password = 'passwordRequired';
  if (!/^\d{6}$/.test(values.totpCode)) problems.totpCode = 'totpFormat';
  if (Object.keys(problems).length > 0) return { credentials: null, problems };
  return { credentials: { username, password: values.password, totpCode: values.totpCode }, problems: null };
}

/**
 * The field a refusal of `POST /api/admin/login` belongs beside: a lock by the username. A wrong
 * username, password or code is one answer, OPERATOR_LOGIN_INVALID, which names no field on
 * purpose (telling which one was wrong would help a guesser): it shows above the button.
 */
const FIELD_OF_CODE: Readonly<Record<string, LoginField>> = {
  LOGIN_LOCKED: 'username',
  ACCOUNT_DISABLED: 'username',
};

export function fieldOfLoginRefusal(code: string | null, field: string | null): LoginField | null {
  if (code !== null && code in FIELD_OF_CODE) return FIELD_OF_CODE[code] ?? null;
  return isLoginField(field) ? field : null;
}
