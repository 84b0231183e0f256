import { loginResponseSchema, type LoginResponse } from '@app/contract/auth';
import { databaseServerUrl } from './bench-env';
import { startChildServer, waitUntilAnswering } from './child-server';
import type { CleanupStack } from './cleanup-stack';
import { findFreePort } from './free-port';
import { createThrowawayDatabase } from './throwaway-database';

/** The member the benchmarked API is seeded with. */
export const benchMember = { username: 'benchmember', password: 'bench-password-1' };

export interface StartedApi {
  apiUrl: string;
  /** The throwaway database it runs on, for a floor server that should query the same one. */
  databaseUrl: string;
  /** Its process group, whose CPU bench/support/process-cpu.ts reads. */
  processGroup: number;
}

/** The real API in a child process on a throwaway PostgreSQL database, seeded with `benchMember`. */
export async function startApi(cleanup: CleanupStack, environment: Record<string, string> = {}): Promise<StartedApi> {
  const database = await createThrowawayDatabase(databaseServerUrl(), 'bench');
  cleanup.defer(`drop database ${database.name}`, () => database.drop());
  const port = await findFreePort();
  const api = startChildServer('api', 'apps/api/src/server.ts', {
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_USERNAME: benchMember.username,
    DEMO_PASSWORD: benchMember.password,
    ...environment,
  });
  cleanup.defer('stop api', () => api.stop());
  const baseUrl = `http://127.0.0.1:${port}`;
  // The first start migrates and seeds the demo brand and member before listening.
  await waitUntilAnswering(api, `${baseUrl}/api/setting`);
  console.log(`api: ${baseUrl} on database ${database.name}`);
  return { apiUrl: baseUrl, databaseUrl: database.url, processGroup: api.processGroup };
}

/** Signs a member in through the API: the login's reply, its token and profile. */
export async function logInAs(apiUrl: string, credentials: { username: string; password: string }): Promise<LoginResponse> {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return loginResponseSchema.parse(await response.json());
}

/** The bench member's bearer token. */
export async function logIn(apiUrl: string): Promise<string> {
  return (await logInAs(apiUrl, benchMember)).token;
}
