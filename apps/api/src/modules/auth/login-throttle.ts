import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { clearFailures, findLockedUntil, recordFailure } from './login-throttle.repo';

export interface ThrottlePolicy {
  usernameFailureLimit: number;
  ipFailureLimit: number;
  windowMs: number;
  lockMs: number;
}

/**
 * Limits password guessing: failures are counted per username (any username, known or not,
 * so a lock reveals nothing) and per IP address, each with its own limit.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly policy: ThrottlePolicy,
  ) {}

  async assertNotLocked(scopes: { usernameScope: string; ipScope: string }, now: Date): Promise<void> {
    const [usernameLock, ipLock] = await Promise.all([findLockedUntil(this.db, scopes.usernameScope), findLockedUntil(this.db, scopes.ipScope)]);
    if ((usernameLock && usernameLock > now) || (ipLock && ipLock > now)) throw new AppError('LOGIN_LOCKED');
  }

  async recordFailure(scopes: { usernameScope: string; ipScope: string }, now: Date): Promise<void> {
    const { windowMs, lockMs } = this.policy;
    await recordFailure(this.db, scopes.usernameScope, { limit: this.policy.usernameFailureLimit, windowMs, lockMs, now });
    await recordFailure(this.db, scopes.ipScope, { limit: this.policy.ipFailureLimit, windowMs, lockMs, now });
  }

  /** A correct password forgives the username's failures; the address keeps its count. */
  async recordSuccess(scopes: { usernameScope: string }): Promise<void> {
    await clearFailures(this.db, scopes.usernameScope);
  }

  /**
   * The whole password check of a login, members' and operators' alike: refuse while locked,
   * verify (against a filler hash when the account is unknown), count a failure or forgive.
   * An unknown account and a wrong password end in the same refusal, LOGIN_INVALID unless the
   * caller names its own (`refusal`: operators get one answer for any failed sign-in). When a
   * second factor follows (`isSecondFactorNext`), the failures are forgiven only after it, by
   * `recordSuccess`.
   */
  async checkPassword<Account extends { passwordHash: string }>(
    scopes: { usernameScope: string; ipScope: string },
    now: Date,
    findAccount: () => Promise<Account | undefined>,
    password: string,
    options: { isSecondFactorNext?: boolean; refusal?: 'LOGIN_INVALID' | 'OPERATOR_LOGIN_INVALID' } = {},
  ): Promise<Account> {
    await this.assertNotLocked(scopes, now);
    const account = await findAccount();
    const isPasswordRight = await verifyPassword(account?.passwordHash, password);
    if (!account || !isPasswordRight) {
      await this.recordFailure(scopes, now);
      throw new AppError(options.refusal ?? 'LOGIN_INVALID');
    }
    if (!options.isSecondFactorNext) await this.recordSuccess(scopes);
    return account;
  }
}
