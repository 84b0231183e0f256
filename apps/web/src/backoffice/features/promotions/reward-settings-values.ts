import type { RewardSettings } from '@app/contract/admin-loyalty';
import { toRequestAmount } from '@/lib/baht-amount';
import { finishCheck, type FieldProblems, type FormCheck } from './field-problems';
import { readBahtText, readWholeNumberText } from './number-text';

/** The reward settings as the form holds them: numbers as typed, deposit minimums in baht. */
export interface RewardSettingsValues {
  isCheckInOpen: boolean;
  pointsPer100BahtDeposit: string;
  wheelDailyDraws: string;
  wheelDepositMinBaht: string;
  flipCardDailyDraws: string;
  flipCardDepositMinBaht: string;
  depositDrawValidDays: string;
}

export type RewardSettingsField = keyof RewardSettingsValues;

export function toRewardSettingsValues(settings: RewardSettings): RewardSettingsValues {
  return {
    isCheckInOpen: settings.isCheckInOpen,
    pointsPer100BahtDeposit: String(settings.pointsPer100BahtDeposit),
    wheelDailyDraws: String(settings.wheelDailyDraws),
    wheelDepositMinBaht: toRequestAmount(settings.wheelDepositMinSatang),
    flipCardDailyDraws: String(settings.flipCardDailyDraws),
    flipCardDepositMinBaht: toRequestAmount(settings.flipCardDepositMinSatang),
    depositDrawValidDays: String(settings.depositDrawValidDays),
  };
}

/**
 * The text field each request field is typed in, so a refusal that names one lands beside it. The
 * check-in switch has no place for a message, so its refusal shows above the button.
 */
export const REWARD_SETTINGS_REQUEST_FIELDS: Partial<Record<keyof RewardSettings, RewardSettingsField>> = {
  pointsPer100BahtDeposit: 'pointsPer100BahtDeposit',
  wheelDailyDraws: 'wheelDailyDraws',
  wheelDepositMinSatang: 'wheelDepositMinBaht',
  flipCardDailyDraws: 'flipCardDailyDraws',
  flipCardDepositMinSatang: 'flipCardDepositMinBaht',
  depositDrawValidDays: 'depositDrawValidDays',
};

/** A whole number within [min, max], or null. */
function readWithin(text: string, min: number, max: number): number | null {
  const value = readWholeNumberText(text);
  return value !== null && value >= min && value <= max ? value : null;
}

/** The fields that differ from what the form started from: a save never overwrites another admin's change to the others. */
export function changedRewardSettings(saved: RewardSettings, wanted: RewardSettings): Partial<RewardSettings> {
  return Object.fromEntries(Object.entries(wanted).filter(([key, value]) => saved[key as keyof RewardSettings] !== value));
}

/** Reads the form as the PATCH body, refusing what the contract would: the limits of each number, baht with two decimals. */
export function checkRewardSettings(values: RewardSettingsValues): FormCheck<RewardSettings, RewardSettingsField> {
  const problems: FieldProblems<RewardSettingsField> = {};
  const pointsPer100BahtDeposit = readWithin(values.pointsPer100BahtDeposit, 0, 10_000);
  const wheelDailyDraws = readWithin(values.wheelDailyDraws, 0, 100);
  const flipCardDailyDraws = readWithin(values.flipCardDailyDraws, 0, 100);
  const depositDrawValidDays = readWithin(values.depositDrawValidDays, 1, 31);
  const wheelDepositMinSatang = readBahtText(values.wheelDepositMinBaht, { isZeroAllowed: true });
  const flipCardDepositMinSatang = readBahtText(values.flipCardDepositMinBaht, { isZeroAllowed: true });
  if (pointsPer100BahtDeposit === null) problems.pointsPer100BahtDeposit = 'pointsPerDeposit';
  if (wheelDailyDraws === null) problems.wheelDailyDraws = 'draws';
  if (flipCardDailyDraws === null) problems.flipCardDailyDraws = 'draws';
  if (depositDrawValidDays === null) problems.depositDrawValidDays = 'validDays';
  if (wheelDepositMinSatang === null) problems.wheelDepositMinBaht = 'drawDepositMin';
  if (flipCardDepositMinSatang === null) problems.flipCardDepositMinBaht = 'drawDepositMin';
  return finishCheck(problems, () => ({
    isCheckInOpen: values.isCheckInOpen,
    pointsPer100BahtDeposit: pointsPer100BahtDeposit ?? 0,
    wheelDailyDraws: wheelDailyDraws ?? 0,
    wheelDepositMinSatang: wheelDepositMinSatang ?? 0,
    flipCardDailyDraws: flipCardDailyDraws ?? 0,
    flipCardDepositMinSatang: flipCardDepositMinSatang ?? 0,
    depositDrawValidDays: depositDrawValidDays ?? 1,
  }));
}
