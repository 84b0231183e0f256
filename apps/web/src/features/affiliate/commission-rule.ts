import type { CommissionRule } from '@app/contract/affiliate';
import type { TFunction } from 'i18next';

/** Hundredths of a percent as the rule is shown: 50 -> "0.50", 1250 -> "12.50". Integer arithmetic, no float rounding. */
export function formatPercentBps(percentBps: number): string {
  return `${String(Math.floor(percentBps / 100))}.${String(percentBps % 100).padStart(2, '0')}`;
}

/**
 * The brand's rule in a sentence ("รับ 0.50% ของยอดเสียสุทธิของเพื่อนทุกวัน"). A rule of 0 % pays
 * nothing, and saying "0.00 %" would read like a mistake, so that is said in words instead.
 */
export function describeCommissionRule(rule: CommissionRule, t: TFunction): string {
  if (rule.percentBps === 0) return t('affiliate.rule.none');
  return t('affiliate.rule.text', {
    percent: formatPercentBps(rule.percentBps),
    basis: t(`affiliate.rule.basis.${rule.basis}`),
    period: t(`affiliate.rule.period.${rule.period}`),
  });
}
