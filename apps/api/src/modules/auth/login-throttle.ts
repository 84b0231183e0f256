import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
import { clearAttempts, giveBackAttempt, takeAttempt } from './login-throttle.repo';

export interface ThrottlePolicy {
  usernameFailureLimit: number;
  ipFailureLimit: number;
  windowMs: number;
  lockMs: number;
}

/**
 * Limits password guessing: attempts are counted per username (any username, known or not,
 * so a lock reveals nothing) and per IP address, each with its own limit. An attempt is counted
 * before its password is checked, so guesses sent together cannot outrun the count; a right
 * password gives its attempt back.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly policy: ThrottlePolicy,
  ) {}

  /** Counts the attempt in both scopes, or refuses it with LOGIN_LOCKED while either is locked. */
  async takeAttempt(scopes: { usernameScope: string; ipScope: string }, now: Date): Promise<void> {
    const { windowMs, lockMs, ipFailureLimit, usernameFailureLimit } = this.policy;
    if (!(await takeAttempt(this.db, scopes.ipScope, { limit: ipFailureLimit, windowMs, lockMs, now }))) throw new AppError('LOGIN_LOCKED');
    if (!(await takeAttempt(this.db, scopes.usernameScope, { limit: usernameFailureLimit, windowMs, lockMs, now }))) {
      // Refused before any check: the address's count goes back to what it was.
      await giveBackAttempt(this.db, scopes.ipScope, ipFailureLimit);
      throw new AppError('LOGIN_LOCKED');
    }
  }

  /**
   * The attempt was no guess: the username's count is forgiven, and the address gets this one
   * attempt back, so members signing in from one shared address never lock it.
   */
  async recordSuccess(scopes: { usernameScope: string; ipScope: string }): Promise<void> {
    await clearAttempts(this.db, scopes.usernameScope);
    await giveBackAttempt(this.db, scopes.ipScope, this.policy.ipFailureLimit);
  }

  /**
   * The whole password check of a login, members' and operators' alike: count the attempt (or
   * refuse while locked), verify (against a filler hash when the account is unknown), and on a
   * right password give the attempt back. An unknown account and a wrong password end in the same
   * refusal, LOGIN_INVALID unless the caller names its own (`refusal`: operators get one answer
   * for any failed sign-in). When a second factor follows (`isSecondFactorNext`), the attempt is
   * given back only after it, by `recordSuccess`; a failed second factor leaves it counted.
   */
  async checkPassword<Account extends { passwordHash: string }>(
    scopes: { usernameScope: string; ipScope: string },
    now: Date,
    findAccount: () => Promise<Account | undefined>,
    password: string,
    options: { isSecondFactorNext?: boolean; refusal?: 'LOGIN_INVALID' | 'OPERATOR_LOGIN_INVALID' } = {},
  ): Promise<Account> {
    await this.takeAttempt(scopes, now);
    const account = await findAccount();
    const isPasswordRight = await verifyPassword(account?.passwordHash, password);
    if (!account || !isPasswordRight) throw new AppError(options.refusal ?? 'LOGIN_INVALID');
    if (!options.isSecondFactorNext) await this.recordSuccess(scopes);
    return account;
  }
}
