import { operatorRoleSchema, type OperatorRole } from '@app/contract/admin';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isSessionAlive, shouldTouch, type SessionLifetime } from '../../lib/session-policy';
import { createSessionToken, hashSessionToken } from '../../lib/tokens';
import type { LoginThrottle } from '../auth/login-throttle';
import { appendAudit } from '../audit/audit.repo';
import { acceptTotpCode } from './totp';
import {
  claimTotpStep,
  findOperatorByUsername,
  findOperatorSessionByTokenHash,
  insertOperatorSession,
  listOperatorBrandIds,
  revokeOperatorSession,
  touchOperatorSession,
} from './operators.repo';

export interface OperatorContext {
  operatorId: string;
  username: string;
  role: OperatorRole;
  sessionId: string;
}

/** An operator as the guard lets them in: with the brands they may see and act on. */
export interface SignedInOperator extends OperatorContext {
  /** The only brands the operator sees and acts on; null: every brand. */
  brandIds: string[] | null;
}

export interface OperatorAuthDeps {
  db: Database;
  throttle: LoginThrottle;
  lifetime: SessionLifetime;
}

type OperatorRow = NonNullable<Awaited<ReturnType<typeof findOperatorByUsername>>>;

/** Why a sign-in failed, for the audit log only: the answer to the client is always the same. */
type LoginFailure = 'unknown_username' | 'wrong_password' | 'disabled' | 'no_authenticator' | 'wrong_code';

/**
 * A username no operator has is kept as its first three characters and one star for each of the
 * rest. Such a "username" is often a password typed into the wrong field, and the audit log is read
 * by every admin and can never be changed or deleted; what is kept still tells a mistyped name
 * from someone trying names.
 */
export function maskUnknownUsername(username: string): string {
  const characters = [...username];
  return characters.slice(0, 3).join('') + '*'.repeat(Math.max(0, characters.length - 3));
}

/**
 * One audit entry for a sign-in the API refused after checking it: the username tried, the
 * address and why, never the password or the code. No operator acted, so the entry names none;
 * the account tried is its target. Refusals while locked are not written: they check nothing, and
 * the throttle bounds how many checked failures a username or an address can cause.
 */
async function recordFailedLogin(db: Database, attempt: { username: string; ipAddress: string }, account: OperatorRow | undefined, reason: LoginFailure) {
  const username = account ? account.username : maskUnknownUsername(attempt.username);
  await appendAudit(db, {
    operatorId: null,
    brandId: null,
    action: 'operator.login_failed',
    targetType: account ? 'operator' : 'operator_username',
    targetId: account ? account.id : username,
    before: null,
    after: { username, reason },
    ipAddress: attempt.ipAddress,
  });
}

/**
 * The password and then the authenticator's code, once. Every refusal after the password has been
 * looked at is the same OPERATOR_LOGIN_INVALID, so that no answer tells a guesser the password was
 * right (a wrong code, a replayed one, a disabled or unenrolled operator), and every one counts as
 * a failed login and is audited.
 */
async function checkOperatorCredentials(
  deps: OperatorAuthDeps,
  attempt: { username: string; password: string; totpCode: string; ipAddress: string; now: Date },
  scopes: { usernameScope: string; ipScope: string },
): Promise<OperatorRow> {
  let account: OperatorRow | undefined;
  let failure: LoginFailure;
  try {
    const findAccount = async () => {
      account = await findOperatorByUsername(deps.db, attempt.username);
      return account;
    };
    const operator = await deps.throttle.checkPassword(scopes, attempt.now, findAccount, attempt.password, {
      isSecondFactorNext: true,
      refusal: 'OPERATOR_LOGIN_INVALID',
    });
    failure = operator.isDisabled ? 'disabled' : operator.totpSecret ? 'wrong_code' : 'no_authenticator';
    const step =
      operator.totpSecret && !operator.isDisabled ? await acceptTotpCode(operator.totpSecret, attempt.totpCode, attempt.now, operator.totpLastStep) : null;
    // The attempt was counted before the password was checked; a failed code leaves it counted.
    if (step !== null && (await claimTotpStep(deps.db, operator.id, step))) return operator;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'OPERATOR_LOGIN_INVALID') throw error;
    failure = account ? 'wrong_password' : 'unknown_username';
  }
  await recordFailedLogin(deps.db, attempt, account, failure);
  throw new AppError('OPERATOR_LOGIN_INVALID');
}

/** Signs an operator in (see checkOperatorCredentials) and opens their session, audited. */
export async function loginOperator(deps: OperatorAuthDeps, attempt: { username: string; password: string; totpCode: string; ipAddress: string; now: Date }) {
  const scopes = { usernameScope: `operator:${attempt.username.toLowerCase()}`, ipScope: `ip:${attempt.ipAddress}` };
  const operator = await checkOperatorCredentials(deps, attempt, scopes);
  await deps.throttle.recordSuccess(scopes);

  const { token, tokenHash } = createSessionToken();
  const expiresAt = new Date(attempt.now.getTime() + deps.lifetime.maxAgeMs);
  await insertOperatorSession(deps.db, {
    tokenHash,
    operatorId: operator.id,
    createdAt: attempt.now,
    lastSeenAt: attempt.now,
    expiresAt,
    ipAddress: attempt.ipAddress,
  });
  await appendAudit(deps.db, {
    operatorId: operator.id,
    brandId: null,
    action: 'operator.login',
    targetType: 'operator',
    targetId: operator.id,
    before: null,
    after: { expiresAt: expiresAt.toISOString() },
    ipAddress: attempt.ipAddress,
  });
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    operator: {
      id: operator.id,
      username: operator.username,
      role: operatorRoleSchema.parse(operator.role),
      brandIds: operator.isAllBrands ? null : await listOperatorBrandIds(deps.db, operator.id),
    },
  };
}

/** Operator tokens live in their own table: a member token is never an operator token. */
export async function authenticateOperator(
  deps: Pick<OperatorAuthDeps, 'db' | 'lifetime'>,
  request: { token: string | undefined; now: Date },
): Promise<SignedInOperator> {
  if (!request.token) throw new AppError('AUTH_REQUIRED');
  const session = await findOperatorSessionByTokenHash(deps.db, hashSessionToken(request.token));
  // A member's token (or any unknown token) on an admin path is refused outright.
  if (!session) throw new AppError('FORBIDDEN');
  if (!isSessionAlive(session, request.now, deps.lifetime)) throw new AppError('SESSION_EXPIRED');
  if (session.isDisabled) throw new AppError('ACCOUNT_DISABLED');
  if (shouldTouch(session, request.now)) await touchOperatorSession(deps.db, session.sessionId, request.now);
  return {
    operatorId: session.operatorId,
    username: session.username,
    role: operatorRoleSchema.parse(session.role),
    sessionId: session.sessionId,
    // Read on every call, so a brand taken from an operator is taken at once.
    brandIds: session.isAllBrands ? null : await listOperatorBrandIds(deps.db, session.operatorId),
  };
}

export async function logoutOperator(db: Database, sessionId: string, now: Date): Promise<void> {
  await revokeOperatorSession(db, sessionId, now);
}
