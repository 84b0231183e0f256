import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { TIERS } from '@app/contract/tiers';
import { formatBaht } from '@app/contract/money';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';
import { members } from '../../db/schema/members';
import { brandTiers, memberTierChanges } from '../../db/schema/tiers';

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

/** A member's deposits: all of them, and those credited in [monthStart, monthEnd). */
export async function sumDepositTotals(db: Database, memberId: string, month: { start: Date; end: Date }) {
  const [row] = await queryRows<{ cumulative: string | null; month: string | null }>(
    db,
    sql`select sum(amount_satang) as cumulative,
          sum(amount_satang) filter (where created_at >= ${month.start.toISOString()}::timestamptz and created_at < ${month.end.toISOString()}::timestamptz) as month
        from deposits where member_id = ${memberId}::uuid`,
  );
  return { cumulativeSatang: Number(row?.cumulative ?? 0), monthSatang: Number(row?.month ?? 0) };
}

export interface ReviewCandidate {
  memberId: string;
  level: number;
  cumulativeSatang: number;
  endedMonthSatang: number;
  newMonthSatang: number;
}

/**
 * The brand's members the monthly review may move: those above tier 1 and those with deposits,
 * each with their totals (all deposits, the ended month's, the new month's so far).
 */
export async function listReviewCandidates(db: Database, brandId: string, months: { endedStart: Date; newStart: Date }): Promise<ReviewCandidate[]> {
  const rows = await queryRows<{ member_id: string; level: number; cumulative: string | null; ended_month: string | null; new_month: string | null }>(
    db,
    sql`select m.id as member_id, m.level,
          sum(d.amount_satang) as cumulative,
          sum(d.amount_satang) filter (where d.created_at >= ${months.endedStart.toISOString()}::timestamptz and d.created_at < ${months.newStart.toISOString()}::timestamptz) as ended_month,
          sum(d.amount_satang) filter (where d.created_at >= ${months.newStart.toISOString()}::timestamptz) as new_month
        from members m left join deposits d on d.member_id = m.id
        where m.brand_id = ${brandId}::uuid
        group by m.id, m.level
        having m.level > 1 or count(d.id) > 0`,
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    level: Number(row.level),
    cumulativeSatang: Number(row.cumulative ?? 0),
    endedMonthSatang: Number(row.ended_month ?? 0),
    newMonthSatang: Number(row.new_month ?? 0),
  }));
}

export async function updateMemberLevel(db: Database, memberId: string, level: number): Promise<void> {
  await db.update(members).set({ level }).where(eq(members.id, memberId));
}

export type TierChangeRow = typeof memberTierChanges.$inferSelect;

export async function insertTierChange(db: Database, change: typeof memberTierChanges.$inferInsert): Promise<TierChangeRow> {
  const [row] = await db.insert(memberTierChanges).values(change).returning();
  if (!row) throw new Error('the tier change was not written');
  return row;
}

/** The member's tier changes, newest first. */
export async function listTierChanges(db: Database, memberId: string, limit: number): Promise<TierChangeRow[]> {
  return db.select().from(memberTierChanges).where(eq(memberTierChanges.memberId, memberId)).orderBy(desc(memberTierChanges.createdAt)).limit(limit);
}

/**
 * Closes the notice of the member's own change, and of every older one still open: the notice
 * shows the newest, which says where the member stands. False when the change is not theirs.
 */
export async function markTierChangesSeen(db: Database, memberId: string, changeId: string, now: Date): Promise<boolean> {
  const [change] = await db
    .select({ createdAt: memberTierChanges.createdAt })
    .from(memberTierChanges)
    .where(and(eq(memberTierChanges.id, changeId), eq(memberTierChanges.memberId, memberId)));
  if (!change) return false;
  await db
    .update(memberTierChanges)
    .set({ seenAt: now })
    .where(and(eq(memberTierChanges.memberId, memberId), isNull(memberTierChanges.seenAt), lte(memberTierChanges.createdAt, change.createdAt)));
  return true;
}
