import { SATANG_PER_BAHT } from './money';

/**
 * The membership tiers of the product specification (section 9). Amounts are satang.
 * Silver to platinum are judged on cumulative deposits; diamond and vip on one Bangkok month.
 */
export interface Tier {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  nameTh: string;
  code: 'silver' | 'gold' | 'platinum' | 'diamond' | 'vip';
  isDisabled: boolean;
  judgedMonthly: boolean;
  requirementSatang: number;
  withdrawCapSatang: number;
  withdrawCapPer: 'day' | 'transaction';
  /** The most one withdrawal may take, when the tier limits it (spec: diamond and vip 200,000; vip 100,000 a transaction). */
  maxPerWithdrawalSatang: number | null;
  lossReturnPercent: number;
  nextLevelSatang: number;
}

const baht = (value: number) => value * SATANG_PER_BAHT;

export const MAX_WITHDRAWALS_PER_DAY = 5;

export const TIERS: readonly Tier[] = [
  { level: 1, nameTh: 'ซิลเวอร์', code: 'silver', isDisabled: false, judgedMonthly: false, requirementSatang: baht(1), withdrawCapSatang: baht(100_000), withdrawCapPer: 'day', maxPerWithdrawalSatang: null, lossReturnPercent: 5, nextLevelSatang: baht(50_000) },
  { level: 2, nameTh: 'โกลด์', code: 'gold', isDisabled: false, judgedMonthly: false, requirementSatang: baht(50_000), withdrawCapSatang: baht(300_000), withdrawCapPer: 'day', maxPerWithdrawalSatang: null, lossReturnPercent: 5, nextLevelSatang: baht(300_000) },
  { level: 3, nameTh: 'แพลทินัม', code: 'platinum', isDisabled: false, judgedMonthly: false, requirementSatang: baht(300_000), withdrawCapSatang: baht(500_000), withdrawCapPer: 'day', maxPerWithdrawalSatang: null, lossReturnPercent: 8, nextLevelSatang: baht(1_000_000) },
  { level: 4, nameTh: 'ไดมอนด์', code: 'diamond', isDisabled: false, judgedMonthly: true, requirementSatang: baht(1_000_000), withdrawCapSatang: baht(1_000_000), withdrawCapPer: 'day', maxPerWithdrawalSatang: baht(200_000), lossReturnPercent: 12, nextLevelSatang: baht(5_000_000) },
  { level: 5, nameTh: 'วีไอพี', code: 'vip', isDisabled: true, judgedMonthly: true, requirementSatang: baht(5_000_000), withdrawCapSatang: baht(100_000), withdrawCapPer: 'transaction', maxPerWithdrawalSatang: baht(100_000), lossReturnPercent: 15, nextLevelSatang: baht(99_999_999) },
  { level: 6, nameTh: 'วีไอพี', code: 'vip', isDisabled: true, judgedMonthly: true, requirementSatang: baht(5_000_000), withdrawCapSatang: baht(100_000), withdrawCapPer: 'transaction', maxPerWithdrawalSatang: baht(100_000), lossReturnPercent: 15, nextLevelSatang: baht(99_999_999) },
];

export function tierOfLevel(level: number): Tier {
  const tier = TIERS.find((candidate) => candidate.level === level) ?? TIERS[0];
  if (!tier) throw new Error('the tier table is empty');
  return tier;
}
