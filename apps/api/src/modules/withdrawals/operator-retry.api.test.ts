import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@app/contract/admin';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { signInNewOperator } from '../../test-support/operators';
import { createHostedBrand } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { findMemberBalance } from '../ledger/ledger.repo';

describe('an operator retries a failed payout', () => {
  let t: TestApp;
  let brand: { id: string; host: string };

  beforeAll(async () => {
    t = await createTestApp();
    brand = await createHostedBrand(t);
  });
  afterAll(() => t.close());

  async function signIn(role: OperatorRole) {
    const token = await signInNewOperator(t, role);
    const post = (path: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/admin/brands/${brand.id}/withdrawals/${path}`, payload, headers: bearer(token) });
    return { token, post, retry: (withdrawalId: string) => post(`${withdrawalId}/retry`) };
  }

  /** A member of the brand with `creditSatang` and one pending withdrawal of `amount` baht. */
  async function withdrawal(creditSatang: number, amount: string) {
    const password = 'member-password-1';
    const { member } = await createFundedMember(t.database.db, brand.id, { creditSatang, password });
    const headers = bearer(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password }, headers: { host: brand.host } })).json()
        .token,
      { host: brand.host },
    );
    const response = await t.app.inject({ method: 'POST', url: `/api/auth/withdraw/${member.id}`, payload: { amount, idempotencyKey: randomUUID() }, headers });
    return {
      id: response.json().data.uuid as string,
      credit: async () => (await findMemberBalance(t.database.db, { brandId: brand.id, memberId: member.id, kind: 'credit' })) ?? 0,
    };
  }

  it('puts a failed payout back in the queue with its money still held, audited, and only a failed one', async () => {
    const finance = await signIn('finance');
    const admin = await signIn('admin');
    const w = await withdrawal(1_000_00, '300');

    const early = await finance.retry(w.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('WITHDRAWAL_NOT_FAILED');

    await finance.post(`${w.id}/fail`, { reason: 'ธนาคารปลายทางปฏิเสธ' });
    const retried = await admin.retry(w.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ uuid: w.id, status: 'pending', amountSatang: 300_00, firstApprovedBy: null });
    expect(await w.credit()).toBe(700_00);
    expect((await admin.retry(w.id)).json().error.code).toBe('WITHDRAWAL_NOT_FAILED');

    const audit = await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?action=withdrawal.retry&targetId=${w.id}`, headers: bearer(admin.token) });
    expect(audit.json().data).toHaveLength(1);
    expect(audit.json().data[0]).toMatchObject({
      before: { status: 'failed' },
      after: { status: 'pending', amountSatang: 300_00, failureReason: 'ธนาคารปลายทางปฏิเสธ' },
    });

    // Paid once through an approval, as any pending withdrawal.
    expect((await finance.post(`${w.id}/approve`, { bankReference: 'REF-1' })).json().data.status).toBe('completed');
    expect(await w.credit()).toBe(700_00);
  });

  it('refuses support, another brand and an unknown withdrawal', async () => {
    const finance = await signIn('finance');
    const support = await signIn('support');
    const w = await withdrawal(1_000_00, '100');
    await finance.post(`${w.id}/fail`, { reason: 'ธนาคารปลายทางปฏิเสธ' });

    expect((await support.retry(w.id)).statusCode).toBe(403);
    expect((await finance.retry(randomUUID())).statusCode).toBe(404);
    const other = await createTestBrand(t.database.db);
    const elsewhere = await t.app.inject({ method: 'POST', url: `/api/admin/brands/${other.id}/withdrawals/${w.id}/retry`, headers: bearer(finance.token) });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('keeps four-eyes: a retried large payout still needs a second, different approver', async () => {
    const first = await signIn('finance');
    const second = await signIn('finance');
    // The brand's default threshold is 50,000 baht.
    const w = await withdrawal(100_000_00, '60000');
    expect((await first.post(`${w.id}/approve`, { bankReference: 'REF-A' })).json().data.status).toBe('pending');
    await second.post(`${w.id}/fail`, { reason: 'ธนาคารปลายทางปฏิเสธ' });

    const retried = await first.retry(w.id);
    expect(retried.json().data).toMatchObject({ status: 'pending', firstApprovedBy: expect.any(String) });
    expect((await first.post(`${w.id}/approve`, { bankReference: 'REF-B' })).json().error.code).toBe('SECOND_APPROVER_REQUIRED');
    expect((await second.post(`${w.id}/approve`, { bankReference: 'REF-C' })).json().data.status).toBe('completed');
    expect(await w.credit()).toBe(40_000_00);
  });
});
