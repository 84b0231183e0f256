import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema/members';
import { createFundedMember } from './fixtures';
import { bearer, type TestApp } from './test-app';

/**
 * A fresh member of `brandId` with `creditSatang`, logged in, at tier `level` (1 silver: 100,000
 * baht a day; 4 diamond: 200,000 each, 1,000,000 a day; 5 vip: 100,000 each), with the calls the
 * withdrawal tests make.
 */
export async function createWithdrawingMember(t: TestApp, brandId: string, creditSatang: number, level = 1) {
  const password = 'member-password-1';
  const { member: row } = await createFundedMember(t.database.db, brandId, { creditSatang, password });
  if (level !== 1) await t.database.db.update(members).set({ level }).where(eq(members.id, row.id));
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: row.username, password } });
  const token: string = login.json().token;
  return {
    uuid: row.id,
    username: row.username,
    token,
    withdraw: (amount: unknown, idempotencyKey: string = randomUUID()) =>
      t.app.inject({ method: 'POST', url: `/api/auth/withdraw/${row.id}`, payload: { amount, idempotencyKey }, headers: bearer(token) }),
    credit: async () =>
      (await t.app.inject({ method: 'POST', url: `/api/auth/user/getCredit/${row.username}`, payload: {}, headers: bearer(token) })).json().data
        .balanceSatang as number,
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) }),
  };
}
