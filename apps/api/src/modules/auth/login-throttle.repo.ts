import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginThrottles } from '../../db/schema/sessions';

export async function findLockedUntil(db: Database, scope: string): Promise<Date | null> {
  const [row] = await db.select({ lockedUntil: loginThrottles.lockedUntil }).from(loginThrottles).where(eq(loginThrottles.scope, scope));
  return row?.lockedUntil ?? null;
}

/**
 * Counts one failure atomically. A failure after the window has passed starts a new window;
 * reaching `limit` inside the window locks the scope for `lockMs` and starts counting afresh.
 */
export async function recordFailure(db: Database, scope: string, policy: { limit: number; windowMs: number; lockMs: number; now: Date }): Promise<void> {
  const windowStart = new Date(policy.now.getTime() - policy.windowMs);
  const lockedUntil = new Date(policy.now.getTime() + policy.lockMs);
  const isFreshWindow = sql`${loginThrottles.windowStartedAt} < ${windowStart}`;
  const nextFailures = sql`case when ${isFreshWindow} then 1 else ${loginThrottles.failures} + 1 end`;
  await db
    .insert(loginThrottles)
    .values({
      scope,
      failures: policy.limit <= 1 ? 0 : 1,
      windowStartedAt: policy.now,
      lockedUntil: policy.limit <= 1 ? lockedUntil : null,
    })
    .onConflictDoUpdate({
      target: loginThrottles.scope,
      set: {
        failures: sql`case when ${nextFailures} >= ${policy.limit} then 0 else ${nextFailures} end`,
        windowStartedAt: sql`case when ${isFreshWindow} or ${nextFailures} >= ${policy.limit} then ${policy.now} else ${loginThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when ${nextFailures} >= ${policy.limit} then ${lockedUntil} else ${loginThrottles.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Database, scope: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.scope, scope));
}
