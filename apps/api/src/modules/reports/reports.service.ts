import type { DailyFigures, TodayOverview } from '@app/contract/admin-reports';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bangkokDateRange } from '../../lib/bangkok-date-range';
import { addBangkokDays, bangkokDay } from '../../lib/bangkok-time';
import { readDailyTotals, type DailyTotals, type DayTotal } from './daily-figures.repo';
import { countWaitingQueues } from './queues.repo';

/** About a quarter: the longest range one report (and its CSV) covers. */
export const MAX_REPORT_DAYS = 92;

export type FigureTotals = Omit<DailyFigures, 'day'>;
export interface DailyReport {
  days: DailyFigures[];
  totals: FigureTotals;
}

/** The instants of Bangkok days start..end; a backwards range or one over 92 days is refused with its own limit in the message. */
function reportRange(range: { start: string; end: string }): { from: Date; to: Date } {
  try {
    return bangkokDateRange(range, MAX_REPORT_DAYS);
  } catch (error) {
    // The shared check's message names the 31 days of the member histories; this report allows more.
    if (error instanceof AppError && error.code === 'DATE_RANGE_INVALID') {
      throw new AppError('DATE_RANGE_INVALID', { field: error.field, message: `ช่วงวันที่ไม่ถูกต้อง (เลือกได้ไม่เกิน ${MAX_REPORT_DAYS} วัน)` });
    }
    throw error;
  }
}

/** Looks up one figure by day; a day without rows is a zero. */
function byDay(totals: DayTotal[]): (day: string) => { amount: number; count: number } {
  const index = new Map(totals.map((total) => [total.day, total]));
  return (day) => index.get(day) ?? { amount: 0, count: 0 };
}

/** Every day of the range in order, with zeros where nothing happened. */
function fillDays(startDay: string, endDay: string, totals: DailyTotals): DailyFigures[] {
  const deposits = byDay(totals.deposits);
  const withdrawals = byDay(totals.withdrawals);
  const bonuses = byDay(totals.bonuses);
  const revenue = byDay(totals.grossGamingRevenue);
  const commissions = byDay(totals.affiliateCommissions);
  const lossReturns = byDay(totals.lossReturns);
  const newMembers = byDay(totals.newMembers);
  const days: DailyFigures[] = [];
  for (let day = startDay; day <= endDay; day = addBangkokDays(day, 1)) {
    days.push({
      day,
      depositSatang: deposits(day).amount,
      depositCount: deposits(day).count,
      withdrawalSatang: withdrawals(day).amount,
      withdrawalCount: withdrawals(day).count,
      bonusSatang: bonuses(day).amount,
      grossGamingRevenueSatang: revenue(day).amount,
      affiliateCommissionSatang: commissions(day).amount,
      lossReturnSatang: lossReturns(day).amount,
      newMembers: newMembers(day).count,
    });
  }
  return days;
}

/** Integer sums, so the totals are exact. */
function sumDays(days: DailyFigures[]): FigureTotals {
  const sum = (figure: keyof FigureTotals) => days.reduce((total, day) => total + day[figure], 0);
  return {
    depositSatang: sum('depositSatang'),
    depositCount: sum('depositCount'),
    withdrawalSatang: sum('withdrawalSatang'),
    withdrawalCount: sum('withdrawalCount'),
    bonusSatang: sum('bonusSatang'),
    grossGamingRevenueSatang: sum('grossGamingRevenueSatang'),
    affiliateCommissionSatang: sum('affiliateCommissionSatang'),
    lossReturnSatang: sum('lossReturnSatang'),
    newMembers: sum('newMembers'),
  };
}

/** The brand's figures for every Bangkok day start..end (both included) and their totals. */
export async function getDailyReport(db: Database, brandId: string, range: { start: string; end: string }): Promise<DailyReport> {
  const { from, to } = reportRange(range);
  const totals = await readDailyTotals(db, brandId, { from, to, startDay: range.start, endDay: range.end });
  const days = fillDays(range.start, range.end, totals);
  return { days, totals: sumDays(days) };
}

/** Today's (Bangkok) figures so far and how much work waits in each queue. */
export async function getTodayOverview(db: Database, brandId: string, now: Date): Promise<TodayOverview> {
  const today = bangkokDay(now);
  const [report, queues] = await Promise.all([getDailyReport(db, brandId, { start: today, end: today }), countWaitingQueues(db, brandId)]);
  const [figures] = report.days;
  if (!figures) throw new Error('a one-day report has no day');
  return { figures, queues };
}
