import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query';
import { checkIns, prizeDraws, rewardItems, rewardRequests } from '../../db/schema/rewards';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { createRewardCategory, givePoints, memberLedgerMovements } from '../../test-support/rewards';
import { checkIn } from '../check-in/check-in.service';
import { drawPrize } from '../prize-draws/prize-draws.service';
import { redeemReward } from '../reward-catalogue/reward-redemption.service';
import { readBalances } from './balances';

const NOON_22_NOVEMBER = new Date('2026-11-22T05:00:00Z'); // the 22nd pays 1 baht by default
const RACERS = 20;

/** The reasons of the rejected results, in order, and how many were fulfilled. */
function outcomes<T>(results: PromiseSettledResult<T>[]) {
  return {
    fulfilled: results.filter((result) => result.status === 'fulfilled').map((result) => result.value),
    refusals: results.filter((result): result is PromiseRejectedResult => result.status === 'rejected').map((result) => result.reason.code as string),
  };
}

describe.skipIf(!testDatabaseUrl)('rewards on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  beforeAll(async () => {
    database = await createThrowawayPostgres(RACERS * 2);
  });
  afterAll(() => database?.drop());

  async function member() {
    const brand = await createTestBrand(database.db);
    const { member: row } = await createFundedMember(database.db, brand.id, { creditSatang: 100_00, passwordHash: 'x' });
    return { brand, memberOfBrand: { brandId: brand.id, memberId: row.id } };
  }

  const paymentsOf = async (memberId: string, keyPrefix: string) =>
    (await memberLedgerMovements(database.db, memberId)).filter((movement) => movement.idempotencyKey.startsWith(keyPrefix));

  it('makes one check-in and one payment when a member checks in twenty times at once', async () => {
    const { memberOfBrand } = await member();
    const { fulfilled, refusals } = outcomes(
      await Promise.allSettled(Array.from({ length: RACERS }, () => checkIn(database.db, memberOfBrand, NOON_22_NOVEMBER))),
    );
    expect(fulfilled).toHaveLength(1);
    expect(refusals).toEqual(Array(RACERS - 1).fill('ALREADY_CHECKED_IN'));
    expect(await database.db.select().from(checkIns).where(eq(checkIns.memberId, memberOfBrand.memberId))).toHaveLength(1);
    expect(await paymentsOf(memberOfBrand.memberId, 'check-in:')).toHaveLength(1);
    expect(await readBalances(database.db, memberOfBrand)).toEqual({ balanceSatang: 100_00 + 1_00, points: 0 });
  });

  it('makes one draw and one payment when a member with one spin spins twenty times at once', async () => {
    const { memberOfBrand } = await member();
    // Ticket 0 is always the first segment (5 baht credit), so the payment is known.
    const spins = Array.from({ length: RACERS }, () => drawPrize(database.db, memberOfBrand, { game: 'wheel', now: NOON_22_NOVEMBER }, () => 0));
    const { fulfilled, refusals } = outcomes(await Promise.allSettled(spins));
    expect(fulfilled).toHaveLength(1);
    expect(fulfilled[0]?.draw.reward).toEqual({ kind: 'credit', amountSatang: 5_00 });
    expect(refusals).toEqual(Array(RACERS - 1).fill('NO_DRAWS_LEFT'));
    expect(await database.db.select().from(prizeDraws).where(eq(prizeDraws.memberId, memberOfBrand.memberId))).toHaveLength(1);
    expect(await paymentsOf(memberOfBrand.memberId, 'prize:')).toHaveLength(1);
    expect(await readBalances(database.db, memberOfBrand)).toEqual({ balanceSatang: 100_00 + 5_00, points: 0 });
  });

  async function memberWithItem(points: number, item: { costPoints: number; stockLeft?: number }) {
    const { brand, memberOfBrand } = await member();
    await givePoints(database.db, memberOfBrand, points);
    const { items } = await createRewardCategory(database.db, brand.id, 'เครดิต', [{ name: 'เครดิตฟรี', kind: 'credit', creditSatang: 10_00, ...item }]);
    const itemId = items[0]?.id ?? '';
    return { brand, memberOfBrand, itemId };
  }

  const requestsOf = (memberId: string) => database.db.select().from(rewardRequests).where(eq(rewardRequests.memberId, memberId));

  it('makes one request and one spend when twenty redemptions with their own keys race for points enough for one', async () => {
    const { memberOfBrand, itemId } = await memberWithItem(150, { costPoints: 100 });
    const redemptions = Array.from({ length: RACERS }, () =>
      redeemReward(database.db, memberOfBrand, { itemId, idempotencyKey: randomUUID() }, NOON_22_NOVEMBER),
    );
    const { fulfilled, refusals } = outcomes(await Promise.allSettled(redemptions));
    expect(fulfilled).toHaveLength(1);
    expect(refusals).toEqual(Array(RACERS - 1).fill('INSUFFICIENT_POINTS'));
    expect(await requestsOf(memberOfBrand.memberId)).toHaveLength(1);
    const spends = (await memberLedgerMovements(database.db, memberOfBrand.memberId)).filter((movement) => movement.transferKind === 'point_spend');
    expect(spends).toHaveLength(1);
    expect(await readBalances(database.db, memberOfBrand)).toEqual({ balanceSatang: 100_00 + 10_00, points: 50 });
    const negative = await queryRows(
      database.db,
      sql`select e.id from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.member_id = ${memberOfBrand.memberId} and e.balance_after_satang < 0`,
    );
    expect(negative).toEqual([]);
  });

  it('makes one request when twenty redemptions with the same key arrive at once, and answers each with it', async () => {
    const { memberOfBrand, itemId } = await memberWithItem(1_000, { costPoints: 100 });
    const key = randomUUID();
    const redemptions = Array.from({ length: RACERS }, () => redeemReward(database.db, memberOfBrand, { itemId, idempotencyKey: key }, NOON_22_NOVEMBER));
    const { fulfilled, refusals } = outcomes(await Promise.allSettled(redemptions));
    expect(refusals).toEqual([]);
    expect(new Set(fulfilled.map((result) => result.request.id)).size).toBe(1);
    expect(await requestsOf(memberOfBrand.memberId)).toHaveLength(1);
    expect(await readBalances(database.db, memberOfBrand)).toEqual({ balanceSatang: 100_00 + 10_00, points: 900 });
  });

  it('gives the last item in stock to exactly one of twenty members who race for it', async () => {
    const { brand, memberOfBrand: first, itemId } = await memberWithItem(100, { costPoints: 100, stockLeft: 1 });
    const others = await Promise.all(
      Array.from({ length: RACERS - 1 }, async () => {
        const { member: row } = await createFundedMember(database.db, brand.id, { passwordHash: 'x' });
        const other = { brandId: brand.id, memberId: row.id };
        await givePoints(database.db, other, 100);
        return other;
      }),
    );
    const racers = [first, ...others];
    const { fulfilled, refusals } = outcomes(
      await Promise.allSettled(racers.map((racer) => redeemReward(database.db, racer, { itemId, idempotencyKey: randomUUID() }, NOON_22_NOVEMBER))),
    );
    expect(fulfilled).toHaveLength(1);
    expect(refusals).toEqual(Array(RACERS - 1).fill('REWARD_ITEM_UNAVAILABLE'));
    expect((await database.db.select().from(rewardItems).where(eq(rewardItems.id, itemId)))[0]?.stockLeft).toBe(0);
    const points = await Promise.all(racers.map(async (racer) => (await readBalances(database.db, racer)).points));
    expect(points.sort((a, b) => a - b)).toEqual([0, ...Array(RACERS - 1).fill(100)]);
  });
});
