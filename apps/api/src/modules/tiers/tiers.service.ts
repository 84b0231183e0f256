import type { TierView } from '@app/contract/levels';
import { formatBaht } from '@app/contract/money';
import { tierOfLevel } from '@app/contract/tiers';
import type { Database } from '../../db/client';
import { startOfBangkokMonth } from '../../lib/bangkok-time';
import { AppError } from '../../lib/app-error';
import { findMemberById } from '../members/members.repo';
import { findBrandTier, listBrandTiers, sumMemberDeposits, type BrandTierRow } from './tiers.repo';

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
    maxAmountSatang: tier.withdrawCapSatang,
    colour: tier.colour,
    details: tier.details,
  };
}

/**
 * The member's tier, the whole table, and progress toward the next enabled tier: counted on all
 * deposits, or on this Bangkok month's when the next tier is judged monthly.
 */
export async function getMemberLevel(db: Database, member: { memberId: string; brandId: string }, brand: { imageBaseUrl: string }, now: Date) {
  const [row, tiers] = await Promise.all([findMemberById(db, member.memberId), listBrandTiers(db, member.brandId)]);
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  const current = tiers.find((tier) => tier.level === row.level);
  if (!current) throw new AppError('NOT_FOUND');
  const next = tiers.find((tier) => tier.level > row.level && !tier.isDisabled);
  const isMonthly = next?.judgedMonthly ?? current.judgedMonthly;
  const depositedSatang = await sumMemberDeposits(db, member.memberId, isMonthly ? startOfBangkokMonth(now) : undefined);
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
  };
}
