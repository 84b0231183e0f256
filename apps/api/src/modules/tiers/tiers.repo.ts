import { and, asc, eq, gte, sum } from 'drizzle-orm';
import { TIERS } from '@app/contract/tiers';
import { formatBaht } from '@app/contract/money';
import type { Database } from '../../db/client';
import { deposits } from '../../db/schema/deposits';
import { brandTiers } from '../../db/schema/tiers';

export type BrandTierRow = typeof brandTiers.$inferSelect;

function defaultDetails(tier: (typeof TIERS)[number]): string[] {
  const cap =
    tier.withdrawCapPer === 'day' ? `ถอนได้สูงสุด ${formatBaht(tier.withdrawCapSatang)} บาทต่อวัน` : `ถอนได้สูงสุด ${formatBaht(tier.withdrawCapSatang)} บาทต่อครั้ง`;
  return [cap, 'ถอนได้ 5 ครั้งต่อวัน', `คืนยอดเสีย ${tier.lossReturnPercent}%`];
}

/** A new brand starts with the default tier table of the specification. */
export async function insertDefaultTiers(db: Database, brandId: string, options: { isTwoBrandColumn?: boolean } = {}): Promise<void> {
  await db.insert(brandTiers).values(
    TIERS.map((tier) => ({
      brandId,
      level: tier.level,
      code: tier.code,
      name: tier.nameTh,
      isDisabled: tier.isDisabled,
      judgedMonthly: tier.judgedMonthly,
      requirementSatang: tier.requirementSatang,
      withdrawCapSatang: tier.withdrawCapSatang,
      withdrawCapPer: tier.withdrawCapPer,
      maxPerWithdrawalSatang: tier.maxPerWithdrawalSatang,
      lossReturnBasisPoints: (options.isTwoBrandColumn ? tier.lossReturnPercentForTwoBrands : tier.lossReturnPercent) * 100,
      nextLevelSatang: tier.nextLevelSatang,
      colour: tier.colour,
      imagePath: `tiers/${tier.code}.svg`,
      details: defaultDetails(tier),
    })),
  );
}

export async function listBrandTiers(db: Database, brandId: string): Promise<BrandTierRow[]> {
  return db.select().from(brandTiers).where(eq(brandTiers.brandId, brandId)).orderBy(asc(brandTiers.level));
}

export async function findBrandTier(db: Database, brandId: string, level: number): Promise<BrandTierRow | undefined> {
  const [row] = await db
    .select()
    .from(brandTiers)
    .where(and(eq(brandTiers.brandId, brandId), eq(brandTiers.level, level)));
  return row;
}

/** The member's deposits in satang, all of them or those since `since`. */
export async function sumMemberDeposits(db: Database, memberId: string, since?: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(deposits.amountSatang).mapWith(Number) })
    .from(deposits)
    .where(since ? and(eq(deposits.memberId, memberId), gte(deposits.createdAt, since)) : eq(deposits.memberId, memberId));
  return row?.total ?? 0;
}
