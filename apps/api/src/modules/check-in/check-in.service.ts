import { withRewardValue, type CheckInEntry, type CheckInResult, type CheckInState } from '@app/contract/rewards/check-in';
import { rewardValue, type Reward } from '@app/contract/rewards/reward';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { addBangkokDays, bangkokDay } from '../../lib/bangkok-time';
import { readBalances } from '../rewards/balances';
import { payReward } from '../rewards/pay-reward';
import { findRewardSettings } from '../rewards/reward-setup.repo';
import { toReward } from '../rewards/reward-shape';
import { insertCheckInIfNew, listCheckInDays, listCheckIns, type CheckInDayRow, type CheckInRow } from './check-in.repo';

interface Member {
  brandId: string;
  memberId: string;
}

const dayOfMonth = (day: string) => Number(day.slice(8, 10));

function rewardOfDay(days: CheckInDayRow[], day: string): Reward {
  const row = days.find((candidate) => candidate.dayOfMonth === dayOfMonth(day));
  return row ? toReward(row.rewardKind, row.amount) : { kind: 'none' };
}

/** Every Bangkok date of `today`'s month, as 'YYYY-MM-DD'. */
function daysOfMonth(today: string): string[] {
  const month = today.slice(0, 7);
  const dates = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addBangkokDays(day, 1)) dates.push(day);
  return dates;
}

function toEntry(row: CheckInRow): CheckInEntry {
  const reward = toReward(row.rewardKind, row.amount);
  const value = rewardValue(reward);
  return { id: row.id, json: { day: dayOfMonth(row.bangkokDay) }, reward, value, game_value: value };
}

/** This Bangkok month's check-ins and whether today's is done (spec section 4). */
export async function getCheckInState(db: Database, member: Member, now: Date): Promise<CheckInState> {
  const today = bangkokDay(now);
  const [settings, days, rows] = await Promise.all([
    findRewardSettings(db, member.brandId),
    listCheckInDays(db, member.brandId),
    listCheckIns(db, member.memberId, `${today.slice(0, 7)}-01`, today),
  ]);
  return {
    date: today,
    data: rows.map(toEntry),
    visible: settings.isCheckInOpen,
    today: rows.some((row) => row.bangkokDay === today),
    value: rewardOfDay(days, today),
    tomorrowValue: rewardOfDay(days, addBangkokDays(today, 1)),
    days: daysOfMonth(today).map((day) => ({ day: dayOfMonth(day), reward: rewardOfDay(days, day) })),
  };
}

/**
 * Today's check-in: recorded once per member and Bangkok day (a unique key, so racing requests
 * make one) and its reward paid through the ledger in the same transaction.
 */
export async function checkIn(db: Database, member: Member, now: Date): Promise<CheckInResult> {
  const today = bangkokDay(now);
  const [settings, days] = await Promise.all([findRewardSettings(db, member.brandId), listCheckInDays(db, member.brandId)]);
  if (!settings.isCheckInOpen) throw new AppError('CHECK_IN_CLOSED');
  const row = days.find((candidate) => candidate.dayOfMonth === dayOfMonth(today));
  const rewardKind = row?.rewardKind ?? 'none';
  const amount = row?.amount ?? 0;
  return runInTransaction(db, async (tx) => {
    const checkInRow = await insertCheckInIfNew(tx, {
      brandId: member.brandId,
      memberId: member.memberId,
      bangkokDay: today,
      rewardKind,
      amount,
      createdAt: now,
    });
    if (!checkInRow) throw new AppError('ALREADY_CHECKED_IN');
    await payReward(tx, { ...member, rewardKind, amount, idempotencyKey: `check-in:${checkInRow.id}`, memo: { bangkokDay: today }, at: now });
    const balances = await readBalances(tx, member);
    return {
      gameLog: { id: checkInRow.id },
      gameValue: withRewardValue(toReward(rewardKind, amount)),
      gameValueTomorrow: withRewardValue(rewardOfDay(days, addBangkokDays(today, 1))),
      entry: toEntry(checkInRow),
      balances,
    };
  });
}
