import type { BonusSettings } from '@app/contract/settings';

/** One of the two daily periods of the deposit bonus, ready to show. */
export interface BonusPeriod {
  /** The bonus as a percentage of the deposit. */
  rate: number;
  /** 'HH:MM', Bangkok time; an end before the start runs over midnight. */
  timeStart: string;
  timeEnd: string;
  /** The satang a deposit must end in, as the member types it: 11 -> '0.11'. */
  endingAmount: string;
}

/** 'HH:MM:SS' -> 'HH:MM'. */
export function formatTimeOfDay(time: string): string {
  return time.slice(0, 5);
}

/** The satang part 0-99 as the amount a deposit ends in: 11 -> '0.11', 5 -> '0.05'. */
export function formatEndingAmount(endNumber: number): string {
  return (endNumber / 100).toFixed(2);
}

/**
 * The periods of the deposit bonus, or none when the brand gives no bonus (bonusMax not above 0).
 * A period whose rate is 0 gives nothing, so it is not offered.
 */
export function listBonusPeriods(bonus: BonusSettings): BonusPeriod[] {
  if (bonus.bonusMax <= 0) return [];
  const periods: BonusPeriod[] = [
    {
      rate: bonus.bonusRate,
      timeStart: formatTimeOfDay(bonus.bonusTimeStart),
      timeEnd: formatTimeOfDay(bonus.bonusTimeEnd),
      endingAmount: formatEndingAmount(bonus.endNumberBonus),
    },
    {
      rate: bonus.bonusRate2,
      timeStart: formatTimeOfDay(bonus.bonusTimeStart2),
      timeEnd: formatTimeOfDay(bonus.bonusTimeEnd2),
      endingAmount: formatEndingAmount(bonus.endNumberBonus2),
    },
  ];
  return periods.filter((period) => period.rate > 0);
}
