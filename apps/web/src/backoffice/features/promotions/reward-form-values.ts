import { MAX_REWARD_CREDIT_SATANG, MAX_REWARD_POINTS } from '@app/contract/admin-loyalty';
import type { Reward, RewardKind } from '@app/contract/rewards/reward';
import { toRequestAmount } from '@/lib/baht-amount';
import { finishCheck, type FieldProblems, type FormCheck } from './field-problems';
import { readBahtText, readWholeNumberText } from './number-text';

/** A check-in day's reward as the dialog holds it: the kind, and the baht or points as typed. */
export interface RewardFormValues {
  kind: RewardKind;
  amount: string;
}

export type RewardField = 'amount';

export function toRewardFormValues(reward: Reward): RewardFormValues {
  if (reward.kind === 'credit') return { kind: 'credit', amount: toRequestAmount(reward.amountSatang) };
  if (reward.kind === 'point') return { kind: 'point', amount: String(reward.points) };
  return { kind: 'none', amount: '' };
}

/** Credit in satang up to 100,000 baht, whole points up to a million, or nothing: what the contract's reward input takes. */
export function checkRewardForm(values: RewardFormValues): FormCheck<Reward, RewardField> {
  const problems: FieldProblems<RewardField> = {};
  if (values.kind === 'credit') {
    const amountSatang = readBahtText(values.amount);
    if (amountSatang === null || amountSatang > MAX_REWARD_CREDIT_SATANG) problems.amount = 'rewardCredit';
    return finishCheck(problems, () => ({ kind: 'credit', amountSatang: amountSatang ?? 0 }));
  }
  if (values.kind === 'point') {
    const points = readWholeNumberText(values.amount);
    if (points === null || points < 1 || points > MAX_REWARD_POINTS) problems.amount = 'rewardPoints';
    return finishCheck(problems, () => ({ kind: 'point', points: points ?? 0 }));
  }
  return finishCheck(problems, () => ({ kind: 'none' }));
}
