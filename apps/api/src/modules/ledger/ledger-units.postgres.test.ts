import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { expectMixedUnitsRefused } from '../../test-support/ledger-units';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { givePoints } from '../../test-support/rewards';
import type { AccountKind } from './account-kinds';
import { ensureAccount, transfer } from './ledger.service';

describe.skipIf(!testDatabaseUrl)('ledger units on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  beforeAll(async () => {
    database = await createThrowawayPostgres(8);
  });
  afterAll(() => database?.drop());

  it.each<[AccountKind, AccountKind]>([
    ['point', 'credit'],
    ['credit', 'point'],
    ['house_point', 'credit'],
    ['house_reward', 'point'],
  ])('refuses a transfer from a %s account to a %s account (LD004) and writes nothing', async (fromKind, toKind) => {
    const brand = await createTestBrand(database.db);
    const { member } = await createFundedMember(database.db, brand.id, { creditSatang: 100_00, passwordHash: 'x' });
    await givePoints(database.db, { brandId: brand.id, memberId: member.id }, 50);
    await expectMixedUnitsRefused(database.db, { brandId: brand.id, memberId: member.id }, fromKind, toKind);
  });

  it('still moves points between point accounts', async () => {
    const brand = await createTestBrand(database.db);
    const { member } = await createFundedMember(database.db, brand.id, { passwordHash: 'x' });
    await givePoints(database.db, { brandId: brand.id, memberId: member.id }, 50);
    const fromAccountId = await ensureAccount(database.db, { brandId: brand.id, memberId: member.id, kind: 'point' });
    const toAccountId = await ensureAccount(database.db, { brandId: brand.id, memberId: null, kind: 'house_point' });
    const moved = await transfer(database.db, {
      at: new Date(),
      brandId: brand.id,
      fromAccountId,
      toAccountId,
      amountSatang: 20,
      kind: 'point_spend',
      idempotencyKey: randomUUID(),
    });
    expect(moved.fromBalanceAfterSatang).toBe(30);
  });
});
