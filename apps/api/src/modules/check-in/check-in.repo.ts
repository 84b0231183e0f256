import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkInDays, checkIns } from '../../db/schema/rewards';

export type CheckInRow = typeof checkIns.$inferSelect;
export type CheckInDayRow = typeof checkInDays.$inferSelect;

export async function listCheckInDays(db: Database, brandId: string): Promise<CheckInDayRow[]> {
  return db.select().from(checkInDays).where(eq(checkInDays.brandId, brandId));
}

/** The member's check-ins between two Bangkok dates (YYYY-MM-DD, inclusive), oldest first. */
export async function listCheckIns(db: Database, memberId: string, fromDay: string, toDay: string): Promise<CheckInRow[]> {
  return db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.memberId, memberId), gte(checkIns.bangkokDay, fromDay), lte(checkIns.bangkokDay, toDay)))
    .orderBy(asc(checkIns.bangkokDay));
}

/** The day's check-in, or undefined when the member already has one that day (the unique key decides, even under races). */
export async function insertCheckInIfNew(db: Database, checkIn: typeof checkIns.$inferInsert): Promise<CheckInRow | undefined> {
  const [row] = await db.insert(checkIns).values(checkIn).onConflictDoNothing().returning();
  return row;
}
