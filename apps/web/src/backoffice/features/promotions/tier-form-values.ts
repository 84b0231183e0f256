import { MAX_LOSS_RETURN_BASIS_POINTS, updateTierRequestSchema, type AdminTier, type UpdateTierRequest } from '@app/contract/admin-loyalty';
import { toRequestAmount } from '@/lib/baht-amount';
import { finishCheck, type FieldProblems, type FormCheck } from './field-problems';
import { formatHundredths, readBahtText, readHundredthsText } from './number-text';

/** One tier as the edit dialog holds it: amounts in baht, loss return in percent, details one per line. */
export interface TierFormValues {
  name: string;
  lossReturnPercent: string;
  withdrawCapBaht: string;
  /** Empty: no limit per withdrawal beyond the cap. */
  maxPerWithdrawalBaht: string;
  nextLevelBaht: string;
  colour: string;
  details: string;
  disabled: boolean;
}

export type TierField = keyof TierFormValues;

export function toTierFormValues(tier: AdminTier): TierFormValues {
  return {
    name: tier.name,
    lossReturnPercent: formatHundredths(tier.lossReturnBasisPoints),
    withdrawCapBaht: toRequestAmount(tier.withdrawCapSatang),
    maxPerWithdrawalBaht: tier.maxPerWithdrawalSatang === null ? '' : toRequestAmount(tier.maxPerWithdrawalSatang),
    nextLevelBaht: toRequestAmount(tier.nextLevelSatang),
    colour: tier.colour,
    details: tier.details.join('\n'),
    disabled: tier.disabled,
  };
}

/** The request field each form field fills, so a refusal that names one lands beside the other. */
export const TIER_REQUEST_FIELDS: Record<keyof UpdateTierRequest, TierField> = {
  name: 'name',
  lossReturnBasisPoints: 'lossReturnPercent',
  withdrawCapSatang: 'withdrawCapBaht',
  maxPerWithdrawalSatang: 'maxPerWithdrawalBaht',
  nextLevelSatang: 'nextLevelBaht',
  colour: 'colour',
  details: 'details',
  disabled: 'disabled',
};

/** Reads the dialog as the PUT body, refusing what the contract would: a name, 0-50%, positive caps, the per-withdrawal maximum within the cap. */
export function checkTierForm(values: TierFormValues): FormCheck<UpdateTierRequest, TierField> {
  const problems: FieldProblems<TierField> = {};
  const name = values.name.trim();
  const lossReturnBasisPoints = readHundredthsText(values.lossReturnPercent);
  const withdrawCapSatang = readBahtText(values.withdrawCapBaht);
  const maxPerWithdrawalSatang = values.maxPerWithdrawalBaht.trim() === '' ? null : readBahtText(values.maxPerWithdrawalBaht);
  const nextLevelSatang = readBahtText(values.nextLevelBaht);
  const details = values.details
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (name === '' || name.length > 50) problems.name = 'name';
  if (lossReturnBasisPoints === null || lossReturnBasisPoints > MAX_LOSS_RETURN_BASIS_POINTS) problems.lossReturnPercent = 'percent';
  if (withdrawCapSatang === null) problems.withdrawCapBaht = 'amount';
  if (values.maxPerWithdrawalBaht.trim() !== '' && maxPerWithdrawalSatang === null) problems.maxPerWithdrawalBaht = 'amount';
  else if (maxPerWithdrawalSatang !== null && withdrawCapSatang !== null && maxPerWithdrawalSatang > withdrawCapSatang)
    problems.maxPerWithdrawalBaht = 'maxOverCap';
  if (nextLevelSatang === null) problems.nextLevelBaht = 'amount';
  if (!/^#[0-9a-fA-F]{6}$/.test(values.colour.trim())) problems.colour = 'colour';
  if (!updateTierRequestSchema.shape.details.safeParse(details).success) problems.details = 'details';
  return finishCheck(problems, () => ({
    name,
    lossReturnBasisPoints: lossReturnBasisPoints ?? 0,
    withdrawCapSatang: withdrawCapSatang ?? 0,
    maxPerWithdrawalSatang,
    nextLevelSatang: nextLevelSatang ?? 0,
    colour: values.colour.trim(),
    details,
    disabled: values.disabled,
  }));
}
