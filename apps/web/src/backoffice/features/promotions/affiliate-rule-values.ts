import { COMMISSION_PERCENT_BPS_MAX, commissionRuleSchema, type CommissionRule } from '@app/contract/affiliate';
import { formatHundredths, readHundredthsText } from './number-text';

/** The rule as the form holds it: the percent as typed ("0.5"), the rest as chosen. */
export interface AffiliateRuleValues {
  basis: CommissionRule['basis'];
  percentText: string;
  period: CommissionRule['period'];
}

export function toAffiliateRuleValues(rule: CommissionRule): AffiliateRuleValues {
  return { basis: rule.basis, percentText: formatHundredths(rule.percentBps), period: rule.period };
}

/** The PUT body, or null when the percent is not 0 to 100 with at most two decimals (read exactly, never through a float). */
export function readAffiliateRule(values: AffiliateRuleValues): CommissionRule | null {
  const percentBps = readHundredthsText(values.percentText);
  if (percentBps === null || percentBps > COMMISSION_PERCENT_BPS_MAX) return null;
  const parsed = commissionRuleSchema.safeParse({ basis: values.basis, percentBps, period: values.period });
  return parsed.success ? parsed.data : null;
}
