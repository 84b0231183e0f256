import type { ActivityStatement } from '@app/contract/activity-statement';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bangkokDay, bangkokMonthOf, startOfBangkokDay } from '../../lib/bangkok-time';
import { sumCreditActivity } from '../ledger/credit-activity';
import { findMemberById } from '../members/members.repo';

/** The Bangkok calendar month of an instant, as 'YYYY-MM'. */
export function bangkokMonth(instant: Date): string {
  return bangkokDay(instant).slice(0, 7);
}

/** The instants [from, to) of a Bangkok calendar month 'YYYY-MM'. */
export function bangkokMonthRange(month: string): { from: Date; to: Date } {
  const { start, end } = bangkokMonthOf(startOfBangkokDay(`${month}-01`));
  return { from: start, to: end };
}

/**
 * The member's own statement of one Bangkok month (docs/player-protection.md): deposits,
 * withdrawals paid, bets, wins and the net result, all from the ledger's postings of their credit
 * account. A month to come is refused; a month before sign-up has nothing in it.
 */
export async function getActivityStatement(
  db: Database,
  member: { brandId: string; memberId: string },
  request: { month: string | undefined; now: Date },
): Promise<ActivityStatement> {
  const currentMonth = bangkokMonth(request.now);
  const month = request.month ?? currentMonth;
  if (month > currentMonth) throw new AppError('VALIDATION_FAILED', { field: 'month', message: 'ยังไม่ถึงเดือนที่เลือก เลือกได้ถึงเดือนปัจจุบัน' });
  const row = await findMemberById(db, member.memberId);
  if (!row || row.brandId !== member.brandId) throw new AppError('MEMBER_NOT_FOUND');
  const activity = await sumCreditActivity(db, member, bangkokMonthRange(month));
  return {
    month,
    ...activity,
    netResultSatang: activity.winSatang - activity.betSatang,
    firstMonth: bangkokMonth(row.createdAt),
    currentMonth,
  };
}
