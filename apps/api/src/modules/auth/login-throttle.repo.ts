import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';
import { loginThrottles } from '../../db/schema/sessions';

export interface AttemptPolicy {
  limit: number;
  windowMs: number;
  lockMs: number;
  now: Date;
}

/**
 * Counts one attempt in `scope` and says whether it may go ahead, in one statement, so attempts
 * in flight together cannot all read "not locked" before any of them is counted. The attempt that
 * reaches `limit` inside the window goes ahead and locks the scope for `lockMs`; while locked,
 * attempts are counted past the limit and refused. A window or lock that has passed starts afresh.
 */
export async function takeAttempt(db: Database, scope: string, policy: AttemptPolicy): Promise<boolean> {
  const windowStart = new Date(policy.now.getTime() - policy.windowMs);
  const lockEnd = new Date(policy.now.getTime() + policy.lockMs);
  const [row] = await queryRows<{ attempts: number }>(
    db,
    sql`
      insert into login_throttles as t (scope, failures, window_started_at, locked_until)
      values (${scope}, 1, ${policy.now}, case when 1 >= ${policy.limit} then ${lockEnd}::timestamptz end)
      on conflict (scope) do update set
        failures = case
          when t.locked_until > ${policy.now} then t.failures + 1
          when t.locked_until is not null or t.window_started_at < ${windowStart} then 1
          else t.failures + 1 end,
        window_started_at = case
          when t.locked_until <= ${policy.now} or (t.locked_until is null and t.window_started_at < ${windowStart}) then ${policy.now}
          else t.window_started_at end,
        locked_until = case
          when t.locked_until > ${policy.now} then t.locked_until
          when (case when t.locked_until is not null or t.window_started_at < ${windowStart} then 1 else t.failures + 1 end) >= ${policy.limit}
            then ${lockEnd}::timestamptz
          end
      returning failures as attempts`,
  );
  return (row?.attempts ?? Number.POSITIVE_INFINITY) <= policy.limit;
}

/**
 * Takes back one attempt that turned out not to be a guess (a right password, or one refused by
 * another scope's lock before it was checked). A lock this attempt set goes with it; a lock that
 * other attempts went on to meet stays.
 */
export async function giveBackAttempt(db: Database, scope: string, limit: number): Promise<void> {
  await db
    .update(loginThrottles)
    .set({
      failures: sql`greatest(${loginThrottles.failures} - 1, 0)`,
      lockedUntil: sql`case when ${loginThrottles.failures} - 1 < ${limit} then null else ${loginThrottles.lockedUntil} end`,
    })
    .where(eq(loginThrottles.scope, scope));
}

export async function clearAttempts(db: Database, scope: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.scope, scope));
}
