import { MAX_PRIZE_SORT_ORDER, MAX_PRIZE_WEIGHT, MAX_REWARD_POINTS, type AdminPrizeOption } from '@app/contract/admin-loyalty';
import { formatBaht } from '@app/contract/money-format';
import type { Reward, RewardKind } from '@app/contract/rewards/reward';
import { readCreditSatang, readImagePath, readWholeNumber } from './form-numbers';
import type { FormReading } from './hooks/use-refusal';

/** What the prize dialog holds: text as typed, so a refused save keeps it exactly. */
export interface PrizeFormValues {
  label: string;
  colour: string;
  rewardKind: RewardKind;
  /** Baht for a credit reward, points for a point reward; unused for 'none'. */
  amount: string;
  weight: string;
  sortOrder: string;
  imagePath: string;
  isActive: boolean;
}

export type PrizeField = 'label' | 'colour' | 'amount' | 'weight' | 'sortOrder' | 'imagePath';

/** The texts of the dialog's field errors, under `prizes.form.errors`. */
export type PrizeFieldError = 'label' | 'colour' | 'credit' | 'points' | 'weight' | 'sortOrder' | 'imagePath';

/** What both a new option and a change send (a new option also names its game). */
export interface PrizeOptionFields {
  label: string;
  colour: string;
  reward: Reward;
  weight: number;
  imagePath: string;
  isActive: boolean;
  /** Undefined on a new option without a place: it goes last. */
  sortOrder?: number;
}

const NEW_OPTION_COLOUR = '#1e88e5';

export function prizeFormValuesOf(option: AdminPrizeOption | null): PrizeFormValues {
  if (!option) return { label: '', colour: NEW_OPTION_COLOUR, rewardKind: 'credit', amount: '', weight: '1', sortOrder: '', imagePath: '', isActive: true };
  const { reward } = option;
  return {
    label: option.label,
    colour: option.colour,
    rewardKind: reward.kind,
    amount: reward.kind === 'credit' ? formatBaht(reward.amountSatang) : reward.kind === 'point' ? String(reward.points) : '',
    weight: String(option.weight),
    sortOrder: String(option.sortOrder),
    imagePath: option.imagePath,
    isActive: option.isActive,
  };
}

function readReward(values: PrizeFormValues): Reward | null {
  if (values.rewardKind === 'none') return { kind: 'none' };
  if (values.rewardKind === 'point') {
    const points = readWholeNumber(values.amount, 1, MAX_REWARD_POINTS);
    return points === null ? null : { kind: 'point', points };
  }
  const amountSatang = readCreditSatang(values.amount);
  return amountSatang === null ? null : { kind: 'credit', amountSatang };
}

export type PrizeFormReading = FormReading<PrizeOptionFields, PrizeField, PrizeFieldError>;

/**
 * Checks the dialog as the contract would and builds the request. The place may be left empty
 * on a new option only (it then goes last). A weight of 0 is allowed: shown, never drawn.
 */
export function readPrizeForm(values: PrizeFormValues, { isNew }: { isNew: boolean }): PrizeFormReading {
  const errors: Partial<Record<PrizeField, PrizeFieldError>> = {};
  const label = values.label.trim();
  if (label.length < 1 || label.length > 60) errors.label = 'label';
  const colour = values.colour.trim();
  if (!/^#[0-9a-fA-F]{6}$/.test(colour)) errors.colour = 'colour';
  const reward = readReward(values);
  if (!reward) errors.amount = values.rewardKind === 'point' ? 'points' : 'credit';
  const weight = readWholeNumber(values.weight, 0, MAX_PRIZE_WEIGHT);
  if (weight === null) errors.weight = 'weight';
  const isPlaceLeftEmpty = isNew && values.sortOrder.trim() === '';
  const sortOrder = isPlaceLeftEmpty ? undefined : readWholeNumber(values.sortOrder, 0, MAX_PRIZE_SORT_ORDER);
  if (sortOrder === null) errors.sortOrder = 'sortOrder';
  const imagePath = readImagePath(values.imagePath);
  if (imagePath === null) errors.imagePath = 'imagePath';
  if (!reward || weight === null || sortOrder === null || imagePath === null || Object.keys(errors).length > 0) return { isValid: false, errors };
  return { isValid: true, body: { label, colour, reward, weight, imagePath, isActive: values.isActive, ...(sortOrder === undefined ? {} : { sortOrder }) } };
}

const NAMED_FIELDS: readonly PrizeField[] = ['label', 'colour', 'weight', 'sortOrder', 'imagePath'];

/** The dialog field a refusal of the API names, such as `reward.amountSatang`. */
export function prizeFieldOf(apiField: string): PrizeField | null {
  const last = apiField.split('.').pop() ?? '';
  if (last === 'amountSatang' || last === 'points' || last === 'reward') return 'amount';
  return NAMED_FIELDS.find((field) => field === last) ?? null;
}
