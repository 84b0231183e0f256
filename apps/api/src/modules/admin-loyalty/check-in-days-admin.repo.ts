import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkInDays } from '../../db/schema/rewards';
import type { CheckInDayRow } from '../check-in/check-in.repo';

export async function lockCheckInDay(db: Database, brandId: string, dayOfMonth: number): Promise<CheckInDayRow | undefined> {
  const [row] = await db
    .select()
    .from(checkInDays)
    .where(and(eq(checkInDays.brandId, brandId), eq(checkInDays.dayOfMonth, dayOfMonth)))
    .for('update');
  return row;
}

/** Sets the day's reward, making the day's row if the brand has none for it. */
export async function upsertCheckInDay(db: Database, day: typeof checkInDays.$inferInsert): Promise<CheckInDayRow> {
  const [row] = await db
    .insert(checkInDays)
    .values(day)
    .onConflictDoUpdate({ target: [checkInDays.brandId, checkInDays.dayOfMonth], set: { rewardKind: day.rewardKind, amount: day.amount } })
    .returning();
  if (!row) throw new Error('upsert into check_in_days returned no row');
  return row;
}
