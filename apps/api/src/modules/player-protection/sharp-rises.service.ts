import {
  SHARP_RISE_HISTORY_DAYS,
  SHARP_RISE_MINIMUM_SATANG,
  SHARP_RISE_MULTIPLIER,
  type SharpRiseFigure,
  type SharpRiseMember,
  type SharpRisesReport,
} from '@app/contract/sharp-rises';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addBangkokDays, bangkokDay, startOfBangkokDay } from '../../lib/bangkok-time';
import { listMembersReachingOnDay } from './sharp-rises.repo';

/**
 * Whether a day's amount is a sharp rise: at least the minimum, and at least the multiplier times
 * the average per day of the days before. The comparison multiplies instead of dividing, so it is
 * exact in integers: day >= 3 x history / 30 is day x 30 >= 3 x history. A member with no
 * history (or with more won than lost before) has an average of zero or less, and is listed on
 * the minimum alone.
 */
export function judgeFigure(daySatang: number, historySatang: number): SharpRiseFigure {
  const isSharpRise = daySatang >= SHARP_RISE_MINIMUM_SATANG && daySatang * SHARP_RISE_HISTORY_DAYS >= SHARP_RISE_MULTIPLIER * historySatang;
  return { daySatang, historySatang, averagePerDaySatang: Math.round(historySatang / SHARP_RISE_HISTORY_DAYS), isSharpRise };
}

function largestRise(member: SharpRiseMember): number {
  return Math.max(member.deposit.isSharpRise ? member.deposit.daySatang : 0, member.loss.isSharpRise ? member.loss.daySatang : 0);
}

/** A real calendar day 'YYYY-MM-DD' no later than today in Bangkok; anything else is refused beside the field. */
function checkedDay(day: string, today: string): string {
  if (bangkokDay(startOfBangkokDay(day)) !== day) throw new AppError('VALIDATION_FAILED', { field: 'day', message: 'ไม่มีวันที่นี้ในปฏิทิน' });
  if (day > today) throw new AppError('VALIDATION_FAILED', { field: 'day', message: 'เลือกได้ถึงวันนี้เท่านั้น' });
  return day;
}

/**
 * The brand's members whose deposits or losses rose sharply on a Bangkok day (today by default,
 * so far), largest first, with the figures that listed them (docs/player-protection.md).
 */
export async function getSharpRises(db: Database, brandId: string, request: { day: string | undefined; now: Date }): Promise<SharpRisesReport> {
  const today = bangkokDay(request.now);
  const day = checkedDay(request.day ?? today, today);
  const historyStartDay = addBangkokDays(day, -SHARP_RISE_HISTORY_DAYS);
  const rows = await listMembersReachingOnDay(db, brandId, {
    historyStart: startOfBangkokDay(historyStartDay),
    dayStart: startOfBangkokDay(day),
    dayEnd: startOfBangkokDay(addBangkokDays(day, 1)),
    minimumSatang: SHARP_RISE_MINIMUM_SATANG,
  });
  const members = rows
    .map((row) => ({
      memberId: row.memberId,
      username: row.username,
      name: row.name,
      deposit: judgeFigure(row.dayDepositSatang, row.historyDepositSatang),
      loss: judgeFigure(row.dayLossSatang, row.historyLossSatang),
    }))
    .filter((member) => member.deposit.isSharpRise || member.loss.isSharpRise)
    .sort((a, b) => largestRise(b) - largestRise(a) || a.username.localeCompare(b.username));
  return { day, historyStartDay, members };
}
