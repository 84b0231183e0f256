/** A positive number from the environment, or `fallback` when unset; anything else stops the bench. */
export function readPositiveNumber(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${text}"`);
  return value;
}

/** The PostgreSQL server the benches create their throwaway databases on. */
export function databaseServerUrl(): string {
  return process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
}
