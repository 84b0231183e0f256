import type { TierChange, TierView } from '@app/contract/levels';
import { formatBaht } from '@app/contract/money';
import { MAX_WITHDRAWALS_PER_DAY, tierOfLevel } from '@app/contract/tiers';
import type { Database } from '../../db/client';
import { bangkokMonthOf } from '../../lib/bangkok-time';
import { AppError } from '../../lib/app-error';
import { findMemberById } from '../members/members.repo';
import { findBrandTier, listBrandTiers, listTierChanges, markTierChangesSeen, sumDepositTotals, type BrandTierRow, type TierChangeRow } from './tiers.repo';

/** How many of a member's tier changes the ranking page lists. */
const HISTORY_LENGTH = 20;

export interface TierRules {
  level: number;
  withdrawCapSatang: number;
  withdrawCapPer: 'day' | 'transaction';
  maxPerWithdrawalSatang: number | null;
}

/** The brand's tier, or the specification's default when the brand has no table (older data). */
export async function getTierRules(db: Database, brandId: string, level: number): Promise<TierRules> {
  const row = await findBrandTier(db, brandId, level);
  return row ?? tierOfLevel(level);
}

function criteriaText(tier: BrandTierRow): string {
  const amount = formatBaht(tier.requirementSatang);
  return tier.judgedMonthly ? `ยอดฝาก ${amount} บาทภายในเดือนเดียว` : `ยอดฝากสะสม ${amount} บาท`;
}

/** The most one withdrawal may take: the stricter of the per-withdrawal limit and the cap (withdrawals.service applies both). */
function maxPerWithdrawalSatang(tier: BrandTierRow): number {
  return tier.maxPerWithdrawalSatang === null ? tier.withdrawCapSatang : Math.min(tier.maxPerWithdrawalSatang, tier.withdrawCapSatang);
}

function describeChange(change: TierChangeRow, tiers: BrandTierRow[]): TierChange {
  const nameOf = (level: number) => tiers.find((tier) => tier.level === level)?.name ?? tierOfLevel(level).nameTh;
  return {
    id: change.id,
    fromLevel: change.fromLevel,
    fromName: nameOf(change.fromLevel),
    toLevel: change.toLevel,
    toName: nameOf(change.toLevel),
    reason: change.reason,
    reviewMonth: change.reviewMonth,
    createdAt: change.createdAt.toISOString(),
  };
}

function view(tier: BrandTierRow, currentLevel: number, imageBaseUrl: string): TierView {
  return {
    level: tier.level,
    name: tier.name,
    status: tier.level < currentLevel ? 'achieved' : tier.level === currentLevel ? 'current' : 'locked',
    disabled: tier.isDisabled,
    criteria: criteriaText(tier),
    image: `${imageBaseUrl}${tier.imagePath}`,
    lossReturnPercent: tier.lossReturnBasisPoints / 100,
    nextLevelSatang: tier.nextLevelSatang,
    maxAmountSatang: maxPerWithdrawalSatang(tier),
    withdrawCapSatang: tier.withdrawCapSatang,
    withdrawCapPer: tier.withdrawCapPer,
    withdrawalsPerDay: MAX_WITHDRAWALS_PER_DAY,
    colour: tier.colour,
    details: tier.details,
  };
}

/**
 * The member's tier, the whole table, and progress toward the next enabled tier: counted on all
 * deposits, or on this Bangkok month's when the next tier is judged monthly.
 */
export async function getMemberLevel(db: Database, member: { memberId: string; brandId: string }, brand: { imageBaseUrl: string }, now: Date) {
  const [row, tiers, changes] = await Promise.all([
    findMemberById(db, member.memberId),
    listBrandTiers(db, member.brandId),
    listTierChanges(db, member.memberId, HISTORY_LENGTH),
  ]);
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  const current = tiers.find((tier) => tier.level === row.level);
  if (!current) throw new AppError('NOT_FOUND');
  const next = tiers.find((tier) => tier.level > row.level && !tier.isDisabled);
  const isMonthly = next?.judgedMonthly ?? current.judgedMonthly;
  const totals = await sumDepositTotals(db, member.memberId, bangkokMonthOf(now));
  const depositedSatang = isMonthly ? totals.monthSatang : totals.cumulativeSatang;
  const target = next ? next.requirementSatang : current.nextLevelSatang;
  const remainingSatang = Math.max(0, target - depositedSatang);
  return {
    current: view(current, row.level, brand.imageBaseUrl),
    progress: {
      basis: isMonthly ? ('month' as const) : ('cumulative' as const),
      depositedSatang,
      nextLevelSatang: target,
      remainingSatang,
      percent: target === 0 ? 100 : Math.min(100, Math.floor((depositedSatang * 100) / target)),
    },
    tiers: tiers.map((tier) => view(tier, row.level, brand.imageBaseUrl)),
    history: changes.map((change) => describeChange(change, tiers)),
    notice: changes[0] && changes[0].seenAt === null ? describeChange(changes[0], tiers) : null,
  };
}

/** The member closed the notice of a change of theirs; another member's change is not found. */
export async function closeTierNotice(db: Database, memberId: string, changeId: string, now: Date): Promise<void> {
  if (!(await markTierChangesSeen(db, memberId, changeId, now))) throw new AppError('TIER_CHANGE_NOT_FOUND');
}
