/**
 * Which tier a member's deposits earn, from the brand's tier table. Pure, so every rule of
 * docs/decisions.md ("Tiers") is tested without a database:
 * - a tier judged cumulatively is earned by all deposits so far and never lost;
 * - a tier judged monthly is earned by one Bangkok month's deposits, and kept through the next
 *   month; only the review at a month's start takes it away;
 * - a disabled tier is never earned, and tier 1 is the floor.
 */

export interface JudgedTier {
  level: number;
  isDisabled: boolean;
  judgedMonthly: boolean;
  requirementSatang: number;
}

export interface DepositTotals {
  /** Every deposit the member ever made. */
  cumulativeSatang: number;
  /** The deposits of the Bangkok month being judged. */
  monthSatang: number;
}

const LOWEST_LEVEL = 1;

/** The highest enabled tier the totals reach, each tier on its own basis. */
export function earnedLevel(tiers: readonly JudgedTier[], totals: DepositTotals): number {
  let level = LOWEST_LEVEL;
  for (const tier of tiers) {
    if (tier.isDisabled || tier.level <= level) continue;
    const counted = tier.judgedMonthly ? totals.monthSatang : totals.cumulativeSatang;
    if (counted >= tier.requirementSatang) level = tier.level;
  }
  return level;
}

function isMonthlyLevel(tiers: readonly JudgedTier[], level: number): boolean {
  return tiers.find((tier) => tier.level === level)?.judgedMonthly ?? false;
}

/** After a credited deposit: the tier rises to what this month's and all deposits earn, and never falls. */
export function levelAfterDeposit(tiers: readonly JudgedTier[], currentLevel: number, totals: DepositTotals): number {
  return Math.max(currentLevel, earnedLevel(tiers, totals));
}

/**
 * At a Bangkok month's start, judging the month that ended: a monthly tier is kept only if that
 * month's deposits (or the new month's, when the review runs late) earn it again; a cumulative
 * tier is never lowered, since the deposits that earned it still count. The review also promotes
 * a member whose deposits earn more than their tier (deposits credited before tiers moved).
 */
export function levelAfterReview(
  tiers: readonly JudgedTier[],
  currentLevel: number,
  totals: { cumulativeSatang: number; endedMonthSatang: number; newMonthSatang: number },
): number {
  const earned = earnedLevel(tiers, {
    cumulativeSatang: totals.cumulativeSatang,
    monthSatang: Math.max(totals.endedMonthSatang, totals.newMonthSatang),
  });
  const kept = isMonthlyLevel(tiers, currentLevel) ? LOWEST_LEVEL : currentLevel;
  return Math.max(kept, earned);
}
