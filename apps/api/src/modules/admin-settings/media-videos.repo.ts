import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaVideos } from '../../db/schema/content';

export type MediaVideoRow = typeof mediaVideos.$inferSelect;

/** Every video of the brand, shown or not, in the member page's order. */
export async function listBrandVideos(db: Database, brandId: string): Promise<MediaVideoRow[]> {
  return db.select().from(mediaVideos).where(eq(mediaVideos.brandId, brandId)).orderBy(asc(mediaVideos.sortOrder), asc(mediaVideos.title));
}

/** The brand's video (another brand's id finds nothing), locked for the rest of the transaction. */
export async function lockBrandVideo(tx: Database, brandId: string, videoId: string): Promise<MediaVideoRow | undefined> {
  const [row] = await tx
    .select()
    .from(mediaVideos)
    .where(and(eq(mediaVideos.id, videoId), eq(mediaVideos.brandId, brandId)))
    .for('update');
  return row;
}

export async function insertVideo(tx: Database, video: typeof mediaVideos.$inferInsert): Promise<MediaVideoRow> {
  const [row] = await tx.insert(mediaVideos).values(video).returning();
  if (!row) throw new Error('insert into media_videos returned no row');
  return row;
}

export async function updateVideo(
  tx: Database,
  brandId: string,
  videoId: string,
  changes: Partial<Pick<MediaVideoRow, 'title' | 'url' | 'posterKey' | 'sortOrder' | 'isEnabled'>>,
): Promise<MediaVideoRow> {
  const [row] = await tx
    .update(mediaVideos)
    .set(changes)
    .where(and(eq(mediaVideos.id, videoId), eq(mediaVideos.brandId, brandId)))
    .returning();
  if (!row) throw new Error('the video vanished while it was updated');
  return row;
}

export async function deleteVideo(tx: Database, brandId: string, videoId: string): Promise<void> {
  await tx.delete(mediaVideos).where(and(eq(mediaVideos.id, videoId), eq(mediaVideos.brandId, brandId)));
}
