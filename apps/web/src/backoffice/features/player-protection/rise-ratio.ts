import { SHARP_RISE_HISTORY_DAYS, type SharpRiseFigure } from '@app/contract/sharp-rises';

/**
 * How many times the day's amount is the daily average of the days before, to one decimal, for
 * reading; null when there was no average to compare with (nothing before, or more won than lost).
 */
export function riseRatio(figure: SharpRiseFigure): number | null {
  if (figure.historySatang <= 0) return null;
  return Math.floor((figure.daySatang * SHARP_RISE_HISTORY_DAYS * 10) / figure.historySatang) / 10;
}
