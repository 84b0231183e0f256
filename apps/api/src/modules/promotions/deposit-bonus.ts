import type { BonusSettings } from '@app/contract/settings';

const SECONDS_PER_DAY = 24 * 3600;
const BANGKOK_OFFSET_SECONDS = 7 * 3600;

function secondsOfDay(time: string): number {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

/** Seconds since midnight in Bangkok. */
function bangkokSecondsOfDay(instant: Date): number {
  const seconds = Math.floor(instant.getTime() / 1000) + BANGKOK_OFFSET_SECONDS;
  return ((seconds % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY;
}

/** Both ends included; a period whose end is before its start runs over midnight. */
function isWithin(instant: Date, start: string, end: string): boolean {
  const now = bangkokSecondsOfDay(instant);
  const from = secondsOfDay(start);
  const to = secondsOfDay(end);
  return from <= to ? now >= from && now <= to : now >= from || now <= to;
}

/**
 * The deposit promotion of the bonus settings: a deposit made inside one of the two daily
 * periods (Bangkok time) whose satang part equals that period's endNumberBonus earns the
 * period's rate, capped at bonusMax. Returns the bonus in satang, 0 when none applies.
 */
export function depositBonusSatang(settings: BonusSettings, deposit: { amountSatang: number; madeAt: Date }): number {
  if (settings.bonusMax <= 0) return 0;
  const periods = [
    { start: settings.bonusTimeStart, end: settings.bonusTimeEnd, rate: settings.bonusRate, endNumber: settings.endNumberBonus },
    { start: settings.bonusTimeStart2, end: settings.bonusTimeEnd2, rate: settings.bonusRate2, endNumber: settings.endNumberBonus2 },
  ];
  const period = periods.find(
    (candidate) => candidate.rate > 0 && isWithin(deposit.madeAt, candidate.start, candidate.end) && deposit.amountSatang % 100 === candidate.endNumber % 100,
  );
  if (!period) return 0;
  // The rate is a percentage with up to two decimals; basis points keep the arithmetic in integers.
  const basisPoints = Math.round(period.rate * 100);
  const bonus = Math.floor((deposit.amountSatang * basisPoints) / 10_000);
  return Math.min(bonus, settings.bonusMax);
}
