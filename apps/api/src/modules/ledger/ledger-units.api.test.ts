import { afterAll, beforeAll, describe, it } from 'vitest';
import { createFundedMember } from '../../test-support/fixtures';
import { expectMixedUnitsRefused } from '../../test-support/ledger-units';
import { createHostedBrand, givePoints } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import type { AccountKind } from './account-kinds';

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
    await expectMixedUnitsRefused(db, { brandId: brand.id, memberId: member.id }, fromKind, toKind);
  });
});
