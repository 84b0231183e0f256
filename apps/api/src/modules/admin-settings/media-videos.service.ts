import type { z } from 'zod';
import type { AdminMediaVideo, createMediaVideoRequestSchema, updateMediaVideoRequestSchema } from '@app/contract/admin-settings';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { findBrandById } from '../brands/brands.repo';
import { videoPlayer } from '../media/video-player';
import { deleteVideo, insertVideo, listBrandVideos, lockBrandVideo, updateVideo, type MediaVideoRow } from './media-videos.repo';
import { auditChange, type OperatorAction } from './operator-action';

type NewVideo = z.infer<typeof createMediaVideoRequestSchema>;
type VideoChanges = z.infer<typeof updateMediaVideoRequestSchema>;

function describeVideo(row: MediaVideoRow): AdminMediaVideo {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    player: videoPlayer(row.url) ?? null,
    posterKey: row.posterKey,
    sortOrder: row.sortOrder,
    isEnabled: row.isEnabled,
  };
}

/**
 * The member page plays only what `videoPlayer` accepts and silently leaves out the rest, so an
 * address it would not play is refused here, where the operator can still correct it.
 */
function requirePlayable(url: string): void {
  if (videoPlayer(url)) return;
  throw new AppError('VALIDATION_FAILED', {
    field: 'url',
    message: 'หน้าสมาชิกเล่นวิดีโอนี้ไม่ได้: ใช้ไฟล์ .mp4 .webm หรือ .m3u8 แบบ https หรือพาธในเว็บไซต์ หรือที่อยู่ embed ของ YouTube หรือ Vimeo',
  });
}

export async function listAdminVideos(db: Database, brandId: string): Promise<AdminMediaVideo[]> {
  if (!(await findBrandById(db, brandId))) throw new AppError('BRAND_NOT_FOUND');
  return (await listBrandVideos(db, brandId)).map(describeVideo);
}

export async function addVideo(action: OperatorAction, brandId: string, fields: NewVideo): Promise<AdminMediaVideo> {
  requirePlayable(fields.url);
  if (!(await findBrandById(action.db, brandId))) throw new AppError('BRAND_NOT_FOUND');
  return runInTransaction(action.db, async (tx) => {
    const row = await insertVideo(tx, { brandId, ...fields });
    await auditChange(tx, action, {
      brandId,
      action: 'media_video.create',
      targetType: 'media_video',
      targetId: row.id,
      before: null,
      after: describeVideo(row),
    });
    return describeVideo(row);
  });
}

/** A change that keeps the stored address needs no check, so an old unplayable one can still be switched off. */
export async function changeVideo(action: OperatorAction, brandId: string, videoId: string, changes: VideoChanges): Promise<AdminMediaVideo> {
  if (changes.url !== undefined) requirePlayable(changes.url);
  return runInTransaction(action.db, async (tx) => {
    const before = await lockBrandVideo(tx, brandId, videoId);
    if (!before) throw new AppError('NOT_FOUND');
    if (Object.keys(changes).length === 0) return describeVideo(before);
    const after = await updateVideo(tx, brandId, videoId, changes);
    await auditChange(tx, action, {
      brandId,
      action: 'media_video.update',
      targetType: 'media_video',
      targetId: videoId,
      before: describeVideo(before),
      after: describeVideo(after),
    });
    return describeVideo(after);
  });
}

export async function removeVideo(action: OperatorAction, brandId: string, videoId: string): Promise<void> {
  await runInTransaction(action.db, async (tx) => {
    const before = await lockBrandVideo(tx, brandId, videoId);
    if (!before) throw new AppError('NOT_FOUND');
    await deleteVideo(tx, brandId, videoId);
    await auditChange(tx, action, {
      brandId,
      action: 'media_video.delete',
      targetType: 'media_video',
      targetId: videoId,
      before: describeVideo(before),
      after: null,
    });
  });
}
