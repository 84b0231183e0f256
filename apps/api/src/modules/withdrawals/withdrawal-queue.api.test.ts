import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember, createOperator, operatorLoginBody } from '../../test-support/fixtures';
import { signInNewOperator } from '../../test-support/operators';
import { createHostedBrand } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * What the operators' queue names: the account holder, and for a decided withdrawal the bank's
 * reference and who approved it (both approvers under four-eyes), by username rather than id.
 */
describe('the withdrawal queue names people', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInNewOperator(t, 'admin');
  });
  afterAll(() => t.close());

  async function financeOperator() {
    const operator = await createOperator(t.database.db, 'finance');
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: await operatorLoginBody(operator, t.clock.now()) });
    expect(login.statusCode, login.body).toBe(200);
    return { token: login.json().token as string, username: login.json().operator.username as string };
  }

  async function withdrawalOf(brand: { id: string; host: string }, amount: string) {
    const password = 'member-password-1';
    const { member } = await createFundedMember(t.database.db, brand.id, { creditSatang: 500_000_00, password, name: 'นายสมชาย ใจดี' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: member.username, password },
      headers: { host: brand.host },
    });
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/auth/withdraw/${member.id}`,
      payload: { amount, idempotencyKey: randomUUID() },
      headers: bearer(login.json().token as string, { host: brand.host }),
    });
    expect(requested.statusCode, requested.body).toBe(200);
    return requested.json().data.uuid as string;
  }

  const queue = async (token: string, brandId: string, status: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${brandId}/withdrawals?status=${status}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Record<string, unknown>[];
  };
  const approve = (token: string, brandId: string, withdrawalId: string, bankReference: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${brandId}/withdrawals/${withdrawalId}/approve`,
      payload: { bankReference },
      headers: bearer(token),
    });

  it('shows the holder name while pending, then the reference and the approver once completed', async () => {
    const brand = await createHostedBrand(t);
    const finance = await financeOperator();
    const withdrawalId = await withdrawalOf(brand, '1500');

    expect((await queue(finance.token, brand.id, 'pending')).find((row) => row.uuid === withdrawalId)).toMatchObject({
      accountName: 'นายสมชาย ใจดี',
      bankReference: null,
      decidedBy: null,
      decidedByUsername: null,
      firstApprovedByUsername: null,
    });
    expect((await approve(finance.token, brand.id, withdrawalId, 'KTB-20261122-0042')).statusCode).toBe(200);
    const [completed] = await queue(admin, brand.id, 'completed');
    expect(completed).toMatchObject({
      uuid: withdrawalId,
      status: 'completed',
      accountName: 'นายสมชาย ใจดี',
      bankReference: 'KTB-20261122-0042',
      decidedByUsername: finance.username,
      firstApprovedBy: null,
      firstApprovedByUsername: null,
    });
  });

  it('names both approvers of a four-eyes withdrawal', async () => {
    const brand = await createHostedBrand(t);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/brands/${brand.id}/four-eyes`,
      payload: { thresholdSatang: 10_000_00 },
      headers: bearer(admin),
    });
    expect(set.statusCode, set.body).toBe(200);
    const [first, second] = [await financeOperator(), await financeOperator()];
    const withdrawalId = await withdrawalOf(brand, '20000');

    expect((await approve(first.token, brand.id, withdrawalId, 'SCB-FIRST')).json().data.status).toBe('pending');
    expect((await queue(second.token, brand.id, 'pending')).find((row) => row.uuid === withdrawalId)).toMatchObject({
      firstApprovedByUsername: first.username,
      decidedByUsername: null,
    });
    expect((await approve(second.token, brand.id, withdrawalId, 'SCB-20261122-0099')).json().data.status).toBe('completed');
    expect((await queue(admin, brand.id, 'completed'))[0]).toMatchObject({
      uuid: withdrawalId,
      bankReference: 'SCB-20261122-0099',
      firstApprovedByUsername: first.username,
      decidedByUsername: second.username,
    });
  });
});
