import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query';
import { sqlState } from '../../db/transaction';
import { createFundedMember } from '../../test-support/fixtures';
import { createHostedBrand, givePoints } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import type { AccountKind } from './account-kinds';
import { ensureAccount, getAccountBalance, transfer } from './ledger.service';

/** The same refusal as ledger-units.postgres.test.ts, on the embedded database the app also runs on. */
describe('ledger units on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each<[AccountKind, AccountKind]>([
    ['point', 'credit'],
    ['credit', 'point'],
    ['house_point', 'credit'],
    ['house_reward', 'point'],
  ])('refuses a transfer from a %s account to a %s account (LD004) and writes nothing', async (fromKind, toKind) => {
    const db = t.database.db;
    const brand = await createHostedBrand(t);
    const { member } = await createFundedMember(db, brand.id, { creditSatang: 100_00, passwordHash: 'x' });
    await givePoints(db, { brandId: brand.id, memberId: member.id }, 50);
    const accountOf = (kind: AccountKind) => ensureAccount(db, { brandId: brand.id, memberId: kind.startsWith('house_') ? null : member.id, kind });
    const fromAccountId = await accountOf(fromKind);
    const toAccountId = await accountOf(toKind);
    const balances = async () => [await getAccountBalance(db, fromAccountId), await getAccountBalance(db, toAccountId)];
    const before = await balances();
    const [entriesBefore] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from ledger_entries`);
    const key = `mixed-units-${randomUUID()}`;

    const error = await transfer(db, {
      at: new Date(),
      brandId: brand.id,
      fromAccountId,
      toAccountId,
      amountSatang: 10,
      kind: 'test',
      idempotencyKey: key,
    }).catch((refusal: unknown) => refusal);
    expect(sqlState(error)).toBe('LD004');
    expect(await balances()).toEqual(before);
    expect(await queryRows(db, sql`select id from ledger_transfers where idempotency_key = ${key}`)).toEqual([]);
    expect(await queryRows(db, sql`select count(*)::int as count from ledger_entries`)).toEqual([entriesBefore]);
  });
});
