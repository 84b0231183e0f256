import type { Database } from './client';

/** 40001 serialization_failure and 40P01 deadlock_detected: safe to run the whole transaction again. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

export function sqlState(error: unknown): string | undefined {
  // Drizzle wraps driver errors; the SQLSTATE sits on the error or on its cause.
  for (let current: unknown = error; current instanceof Error || typeof current === 'object'; ) {
    if (current === null) return undefined;
    const code: unknown = Reflect.get(current, 'code');
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = Reflect.get(current, 'cause');
    if (current === undefined) return undefined;
  }
  return undefined;
}

/** The DETAIL of a database error (a RAISE … USING DETAIL), on the error or on its cause. */
export function sqlDetail(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = Reflect.get(current, 'cause')) {
    const detail: unknown = Reflect.get(current, 'detail');
    if (typeof detail === 'string') return detail;
  }
  return undefined;
}

export function isRetryableTransactionError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RETRYABLE_SQLSTATES.has(state);
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` again, a bounded number of times, when it fails on a serialization failure or deadlock. */
export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
      // Jittered backoff so the transactions that collided do not collide again.
      await sleep(Math.random() * 10 * attempt);
    }
  }
}

/** Runs `work` in a transaction, retried as a whole on serialization failures and deadlocks. */
export function runInTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return withRetry(() => db.transaction((tx) => work(tx)));
}

/** The name of the unique constraint a 23505 error broke, so callers can say which value was taken. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = Reflect.get(current, 'cause')) {
    const constraint: unknown = Reflect.get(current, 'constraint');
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}
