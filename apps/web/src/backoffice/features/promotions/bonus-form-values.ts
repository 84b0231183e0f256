import { toRequestAmount } from '@/lib/baht-amount';
import type { BonusSettings } from '@app/contract/settings';
import { finishCheck, type FieldProblems, type FormCheck } from './field-problems';
import { formatHundredths, readBahtText, readHundredthsText } from './number-text';

export type BonusField = keyof BonusSettings;

/** The deposit-bonus form: every setting as the operator types it, under the contract's names. */
export type BonusFormValues = Record<BonusField, string>;

/** The fields of one of the two daily periods, in the order the form shows them. */
export interface BonusPeriodFields {
  rate: BonusField;
  timeStart: BonusField;
  timeEnd: BonusField;
  endNumber: BonusField;
}

export const BONUS_PERIODS: readonly [BonusPeriodFields, BonusPeriodFields] = [
  { rate: 'bonusRate', timeStart: 'bonusTimeStart', timeEnd: 'bonusTimeEnd', endNumber: 'endNumberBonus' },
  { rate: 'bonusRate2', timeStart: 'bonusTimeStart2', timeEnd: 'bonusTimeEnd2', endNumber: 'endNumberBonus2' },
];

const TIME_PATTERN = /^\s*([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?\s*$/;
const MAX_RATE_HUNDREDTHS = 100_00;

/** 'HH:MM:SS' as 'HH:MM' unless the seconds matter: a period ending 11:59:59 must not lose its last minute. */
function showTime(time: string): string {
  return time.endsWith(':00') && time.length === 8 ? time.slice(0, 5) : time;
}

export function toBonusFormValues(bonus: BonusSettings): BonusFormValues {
  return {
    bonusMax: toRequestAmount(bonus.bonusMax),
    bonusRate: formatHundredths(Math.round(bonus.bonusRate * 100)),
    bonusTimeStart: showTime(bonus.bonusTimeStart),
    bonusTimeEnd: showTime(bonus.bonusTimeEnd),
    endNumberBonus: String(bonus.endNumberBonus).padStart(2, '0'),
    bonusRate2: formatHundredths(Math.round(bonus.bonusRate2 * 100)),
    bonusTimeStart2: showTime(bonus.bonusTimeStart2),
    bonusTimeEnd2: showTime(bonus.bonusTimeEnd2),
    endNumberBonus2: String(bonus.endNumberBonus2).padStart(2, '0'),
  };
}

function readTime(text: string): string | null {
  const match = TIME_PATTERN.exec(text);
  return match ? `${match[1]}:${match[2]}:${match[3] ?? '00'}` : null;
}

function readEndNumber(text: string): number | null {
  const match = /^\s*(\d{1,2})\s*$/.exec(text);
  return match ? Number(match[1]) : null;
}

/**
 * Reads the form as the contract's bonus settings: the cap in satang (0 turns the bonus off),
 * rates as percents with up to two decimals, times in Bangkok HH:MM(:SS), endings 0-99.
 */
export function checkBonusForm(values: BonusFormValues): FormCheck<BonusSettings, BonusField> {
  const problems: FieldProblems<BonusField> = {};
  const bonusMax = readBahtText(values.bonusMax, { isZeroAllowed: true });
  if (bonusMax === null) problems.bonusMax = 'amountOrZero';
  const read = BONUS_PERIODS.map((period) => {
    const rate = readHundredthsText(values[period.rate]);
    const timeStart = readTime(values[period.timeStart]);
    const timeEnd = readTime(values[period.timeEnd]);
    const endNumber = readEndNumber(values[period.endNumber]);
    if (rate === null || rate > MAX_RATE_HUNDREDTHS) problems[period.rate] = 'rate';
    if (timeStart === null) problems[period.timeStart] = 'time';
    if (timeEnd === null) problems[period.timeEnd] = 'time';
    if (endNumber === null) problems[period.endNumber] = 'endNumber';
    return { rate: (rate ?? 0) / 100, timeStart: timeStart ?? '', timeEnd: timeEnd ?? '', endNumber: endNumber ?? 0 };
  });
  return finishCheck(problems, () => {
    const [first, second] = read;
    if (!first || !second) throw new Error('the bonus has two periods');
    return {
      bonusMax: bonusMax ?? 0,
      bonusRate: first.rate,
      bonusTimeStart: first.timeStart,
      bonusTimeEnd: first.timeEnd,
      endNumberBonus: first.endNumber,
      bonusRate2: second.rate,
      bonusTimeStart2: second.timeStart,
      bonusTimeEnd2: second.timeEnd,
      endNumberBonus2: second.endNumber,
    };
  });
}
