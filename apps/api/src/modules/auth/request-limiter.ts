import type { RateLimit } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { takeAttempt } from './login-throttle.repo';

/**
 * Counts every request in a scope (an IP address, say) and refuses with RATE_LIMITED once the
 * scope has made `limit` requests inside the window. It keeps its counts in the login throttle's
 * table, so every API instance sees the same counts.
 */
export class RequestLimiter {
  constructor(
    private readonly db: Database,
    private readonly name: string,
    private readonly policy: RateLimit,
  ) {}

  async take(scope: string, now: Date): Promise<void> {
    const key = `${this.name}:${scope}`;
    if (!(await takeAttempt(this.db, key, { ...this.policy, now }))) throw new AppError('RATE_LIMITED');
  }
}
