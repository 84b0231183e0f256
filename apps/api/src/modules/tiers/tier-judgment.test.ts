import { describe, expect, it } from 'vitest';
import { TIERS } from '@app/contract/tiers';
import { earnedLevel, levelAfterDeposit, levelAfterReview } from './tier-judgment';

const baht = (value: number) => value * 100;
const tiers = TIERS;

describe('tier judgment (the default table)', () => {
  it('judges silver, gold and platinum on all deposits, diamond and vip on one month', () => {
    expect(earnedLevel(tiers, { cumulativeSatang: 0, monthSatang: 0 })).toBe(1);
    expect(earnedLevel(tiers, { cumulativeSatang: baht(49_999.99), monthSatang: 0 })).toBe(1);
    expect(earnedLevel(tiers, { cumulativeSatang: baht(50_000), monthSatang: 0 })).toBe(2);
    expect(earnedLevel(tiers, { cumulativeSatang: baht(300_000), monthSatang: 0 })).toBe(3);
    // A million over the years is platinum; a million in one month is diamond.
    expect(earnedLevel(tiers, { cumulativeSatang: baht(1_000_000), monthSatang: baht(999_999) })).toBe(3);
    expect(earnedLevel(tiers, { cumulativeSatang: baht(1_000_000), monthSatang: baht(1_000_000) })).toBe(4);
    expect(earnedLevel(tiers, { cumulativeSatang: baht(5_000_000), monthSatang: baht(5_000_000) })).toBe(5);
  });

  it('never gives a disabled tier: tier 6, or tier 5 where a brand switched it off', () => {
    expect(earnedLevel(tiers, { cumulativeSatang: baht(99_000_000), monthSatang: baht(99_000_000) })).toBe(5);
    const withoutVip = tiers.map((tier) => (tier.level === 5 ? { ...tier, isDisabled: true } : tier));
    expect(earnedLevel(withoutVip, { cumulativeSatang: baht(6_000_000), monthSatang: baht(6_000_000) })).toBe(4);
  });

  it('raises the tier on a deposit and never lowers it there', () => {
    expect(levelAfterDeposit(tiers, 1, { cumulativeSatang: baht(60_000), monthSatang: baht(60_000) })).toBe(2);
    // A diamond member whose month has just begun stays diamond until the review.
    expect(levelAfterDeposit(tiers, 4, { cumulativeSatang: baht(2_000_000), monthSatang: baht(100) })).toBe(4);
    // An operator's tier above what deposits earn is not lowered by a deposit either.
    expect(levelAfterDeposit(tiers, 3, { cumulativeSatang: baht(100), monthSatang: baht(100) })).toBe(3);
  });

  it('at the review keeps a monthly tier only if the ended month earned it again', () => {
    const kept = levelAfterReview(tiers, 4, { cumulativeSatang: baht(3_000_000), endedMonthSatang: baht(1_000_000), newMonthSatang: 0 });
    expect(kept).toBe(4);
    const lost = levelAfterReview(tiers, 4, { cumulativeSatang: baht(3_000_000), endedMonthSatang: baht(999_999), newMonthSatang: 0 });
    expect(lost).toBe(3);
    const vipToDiamond = levelAfterReview(tiers, 5, { cumulativeSatang: baht(9_000_000), endedMonthSatang: baht(1_200_000), newMonthSatang: 0 });
    expect(vipToDiamond).toBe(4);
    // A review that runs late also counts what the new month has already earned.
    expect(levelAfterReview(tiers, 4, { cumulativeSatang: baht(3_000_000), endedMonthSatang: 0, newMonthSatang: baht(1_000_000) })).toBe(4);
  });

  it('at the review never lowers a cumulative tier, and promotes one the deposits earned', () => {
    expect(levelAfterReview(tiers, 3, { cumulativeSatang: baht(10), endedMonthSatang: 0, newMonthSatang: 0 })).toBe(3);
    expect(levelAfterReview(tiers, 1, { cumulativeSatang: baht(400_000), endedMonthSatang: 0, newMonthSatang: 0 })).toBe(3);
  });
});
