import type { z } from 'zod';
import type { createAnnouncementRequestSchema, updateAnnouncementRequestSchema } from '@app/contract/announcements';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OperatorContext } from '../admin/operator-auth.service';
import { appendAudit } from '../audit/audit.repo';
import { findBrandById } from '../brands/brands.repo';
import { toAnnouncement } from './announcement-shape';
import { deleteAnnouncement, findAnnouncement, insertAnnouncement, updateAnnouncement, type AnnouncementRow } from './announcements.repo';

interface ContentAction {
  db: Database;
  operator: OperatorContext;
  ipAddress: string;
  now: Date;
}

type NewAnnouncement = z.infer<typeof createAnnouncementRequestSchema>;
type AnnouncementChanges = z.infer<typeof updateAnnouncementRequestSchema>;

function audit(
  tx: Database,
  action: ContentAction,
  brandId: string,
  verb: 'create' | 'update' | 'delete',
  targetId: string,
  before: AnnouncementRow | null,
  after: AnnouncementRow | null,
) {
  return appendAudit(tx, {
    operatorId: action.operator.operatorId,
    brandId,
    action: `announcement.${verb}`,
    targetType: 'announcement',
    targetId,
    before: before ? toAnnouncement(before) : null,
    after: after ? toAnnouncement(after) : null,
    ipAddress: action.ipAddress,
  });
}

async function existing(tx: Database, brandId: string, id: string): Promise<AnnouncementRow> {
  const row = await findAnnouncement(tx, brandId, id, { isLocked: true });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Each change and its audit entry (before and after) commit together. */
export async function createAnnouncement(action: ContentAction, brandId: string, fields: NewAnnouncement): Promise<AnnouncementRow> {
  if (!(await findBrandById(action.db, brandId))) throw new AppError('BRAND_NOT_FOUND');
  return action.db.transaction(async (tx) => {
    const row = await insertAnnouncement(tx, {
      brandId,
      title: fields.title,
      body: fields.body,
      isPopup: fields.isPopup,
      startsAt: new Date(fields.startsAt),
      endsAt: fields.endsAt === null ? null : new Date(fields.endsAt),
      createdAt: action.now,
      updatedAt: action.now,
    });
    await audit(tx, action, brandId, 'create', row.id, null, row);
    return row;
  });
}

export async function changeAnnouncement(action: ContentAction, brandId: string, id: string, changes: AnnouncementChanges): Promise<AnnouncementRow> {
  return action.db.transaction(async (tx) => {
    const before = await existing(tx, brandId, id);
    const startsAt = changes.startsAt === undefined ? before.startsAt : new Date(changes.startsAt);
    const endsAt = changes.endsAt === undefined ? before.endsAt : changes.endsAt === null ? null : new Date(changes.endsAt);
    if (endsAt && endsAt <= startsAt) throw new AppError('VALIDATION_FAILED', { field: 'endsAt' });
    const after = await updateAnnouncement(tx, brandId, id, { ...changes, startsAt, endsAt, updatedAt: action.now });
    await audit(tx, action, brandId, 'update', id, before, after);
    return after;
  });
}

export async function removeAnnouncement(action: ContentAction, brandId: string, id: string): Promise<void> {
  await action.db.transaction(async (tx) => {
    const before = await existing(tx, brandId, id);
    await deleteAnnouncement(tx, brandId, id);
    await audit(tx, action, brandId, 'delete', id, before, null);
  });
}
