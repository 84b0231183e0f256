import { expect, type APIRequestContext } from '@playwright/test';

/** A member's session opened through the API, for calls a journey makes beside the browser. */
export interface ApiSession {
  token: string;
  memberUuid: string;
  authorization: { Authorization: string };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a string at a path of a JSON answer, failing the test with the answer when it is not there. */
export function readString(body: unknown, path: readonly string[]): string {
  let value: unknown = body;
  for (const key of path) value = isObject(value) ? value[key] : undefined;
  if (typeof value !== 'string') throw new Error(`No string at ${path.join('.')} in ${JSON.stringify(body)}`);
  return value;
}

/** Logs a member in with POST /api/auth/login, as the login page does. */
export async function logInThroughApi(api: APIRequestContext, username: string, password: string): Promise<ApiSession> {
  const response = await api.post('/api/auth/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  const body: unknown = await response.json();
  const token = readString(body, ['token']);
  return { token, memberUuid: readString(body, ['user', 'uuid']), authorization: { Authorization: `Bearer ${token}` } };
}

/** The member's credit in satang, as the member site reads it (`POST /api/auth/user/getCredit/{username}`). */
export async function readCreditSatangThroughApi(api: APIRequestContext, session: ApiSession, username: string): Promise<number> {
  const response = await api.post(`/api/auth/user/getCredit/${username}`, { headers: session.authorization, data: { balanceType: 'credit' } });
  expect(response.status(), await response.text()).toBe(200);
  const body: unknown = await response.json();
  const data = isObject(body) ? body.data : null;
  if (isObject(data) && typeof data.balanceSatang === 'number') return data.balanceSatang;
  throw new Error(`getCredit answered ${JSON.stringify(body)}`);
}

/** The member's affiliate code (`GET /api/auth/affiliate/code/{uuid}`), the one their /aff link carries. */
export async function readAffiliateCode(api: APIRequestContext, session: ApiSession): Promise<string> {
  const response = await api.get(`/api/auth/affiliate/code/${session.memberUuid}`, { headers: session.authorization });
  expect(response.status(), await response.text()).toBe(200);
  return readString(await response.json(), ['data', 'code']);
}

/** The usernames of the members a member invited (`GET /api/auth/affiliate/downline/{username}`), newest first. */
export async function readDownlineUsernames(api: APIRequestContext, session: ApiSession, username: string): Promise<string[]> {
  const response = await api.get(`/api/auth/affiliate/downline/${username}`, { headers: session.authorization });
  expect(response.status(), await response.text()).toBe(200);
  const body: unknown = await response.json();
  const rows = isObject(body) && Array.isArray(body.data) ? body.data : [];
  return rows.map((row: unknown) => readString(row, ['username']));
}
