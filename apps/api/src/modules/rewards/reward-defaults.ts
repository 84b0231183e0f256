import type { RewardKind } from '@app/contract/rewards/reward';

/**
 * What a new brand starts with, until its operator changes it: small daily check-in credits
 * rising through the week with points on every seventh day, an eight-segment wheel and six
 * flip-card prizes. Weights are relative chances; the expected cost per draw is documented in
 * docs/rewards.md.
 */
export interface DefaultPrize {
  label: string;
  colour: string;
  rewardKind: RewardKind;
  amount: number;
  weight: number;
}

export function defaultCheckInDay(dayOfMonth: number): { rewardKind: RewardKind; amount: number } {
  if (dayOfMonth % 7 === 0) return { rewardKind: 'point', amount: 10 };
  // 1, 2, 3 ... 6 baht through each week, then 10 baht on the 29th to 31st.
  const baht = dayOfMonth > 28 ? 10 : dayOfMonth % 7;
  return { rewardKind: 'credit', amount: baht * 100 };
}

export const DEFAULT_WHEEL: DefaultPrize[] = [
  { label: 'เครดิต 5 บาท', colour: '#e53935', rewardKind: 'credit', amount: 500, weight: 30 },
  { label: '10 พอยท์', colour: '#fb8c00', rewardKind: 'point', amount: 10, weight: 20 },
  { label: 'เครดิต 10 บาท', colour: '#fdd835', rewardKind: 'credit', amount: 1_000, weight: 15 },
  { label: 'ลองใหม่', colour: '#43a047', rewardKind: 'none', amount: 0, weight: 20 },
  { label: 'เครดิต 20 บาท', colour: '#1e88e5', rewardKind: 'credit', amount: 2_000, weight: 8 },
  { label: '50 พอยท์', colour: '#3949ab', rewardKind: 'point', amount: 50, weight: 4 },
  { label: 'เครดิต 50 บาท', colour: '#8e24aa', rewardKind: 'credit', amount: 5_000, weight: 2 },
  { label: 'เครดิต 100 บาท', colour: '#d81b60', rewardKind: 'credit', amount: 10_000, weight: 1 },
];

export const DEFAULT_FLIP_CARD: DefaultPrize[] = [
  { label: 'เครดิต 3 บาท', colour: '#e53935', rewardKind: 'credit', amount: 300, weight: 35 },
  { label: '5 พอยท์', colour: '#fb8c00', rewardKind: 'point', amount: 5, weight: 25 },
  { label: 'เครดิต 10 บาท', colour: '#fdd835', rewardKind: 'credit', amount: 1_000, weight: 15 },
  { label: 'ลองใหม่', colour: '#43a047', rewardKind: 'none', amount: 0, weight: 18 },
  { label: '30 พอยท์', colour: '#1e88e5', rewardKind: 'point', amount: 30, weight: 5 },
  { label: 'เครดิต 50 บาท', colour: '#8e24aa', rewardKind: 'credit', amount: 5_000, weight: 2 },
];
