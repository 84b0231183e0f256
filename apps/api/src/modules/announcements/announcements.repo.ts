import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { announcements } from '../../db/schema/content';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** The brand's announcements in force at `now`, newest first. */
export async function listCurrentAnnouncements(db: Database, brandId: string, now: Date): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(and(eq(announcements.brandId, brandId), lte(announcements.startsAt, now), or(isNull(announcements.endsAt), gt(announcements.endsAt, now))))
    .orderBy(desc(announcements.startsAt))
    .limit(20);
}

export async function listAllAnnouncements(db: Database, brandId: string): Promise<AnnouncementRow[]> {
  return db.select().from(announcements).where(eq(announcements.brandId, brandId)).orderBy(desc(announcements.startsAt)).limit(200);
}

/** The brand's announcement; locked for the rest of the transaction when asked, so a change reads its "before" under the lock. */
export async function findAnnouncement(db: Database, brandId: string, id: string, options: { isLocked?: boolean } = {}): Promise<AnnouncementRow | undefined> {
  const query = db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.brandId, brandId)));
  const [row] = options.isLocked ? await query.for('update') : await query;
  return row;
}

export async function insertAnnouncement(db: Database, row: typeof announcements.$inferInsert): Promise<AnnouncementRow> {
  const [inserted] = await db.insert(announcements).values(row).returning();
  if (!inserted) throw new Error('insert into announcements returned no row');
  return inserted;
}

export async function updateAnnouncement(
  db: Database,
  brandId: string,
  id: string,
  changes: Partial<typeof announcements.$inferInsert>,
): Promise<AnnouncementRow> {
  const [updated] = await db
    .update(announcements)
    .set(changes)
    .where(and(eq(announcements.id, id), eq(announcements.brandId, brandId)))
    .returning();
  if (!updated) throw new Error('the announcement vanished while it was updated');
  return updated;
}

export async function deleteAnnouncement(db: Database, brandId: string, id: string): Promise<void> {
  await db.delete(announcements).where(and(eq(announcements.id, id), eq(announcements.brandId, brandId)));
}
