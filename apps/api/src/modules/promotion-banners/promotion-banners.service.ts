import type { z } from 'zod';
import type { createPromotionBannerRequestSchema, PromotionBannerImage, updatePromotionBannerRequestSchema } from '@app/contract/promotion-banners';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { OperatorContext } from '../admin/operator-auth.service';
import { appendAudit } from '../audit/audit.repo';
import { readBrandImage, type BrandImageFile } from '../brand-images/brand-image-bytes';
import { storeBrandImage } from '../brand-images/brand-images.service';
import { findBrandById } from '../brands/brands.repo';
import { toAuditedBanner } from './promotion-banner-shape';
import { deleteBanner, insertBanner, listBrandBanners, lockBrandBanner, updateBanner, type PromotionBannerRow } from './promotion-banners.repo';

/** Who changes a banner, from where and when: every change is audited with all of it. */
export interface BannerAction {
  db: Database;
  operator: OperatorContext;
  ipAddress: string;
  now: Date;
}

type NewBanner = z.infer<typeof createPromotionBannerRequestSchema>;
type BannerChanges = z.infer<typeof updatePromotionBannerRequestSchema>;

/** A picture ready to keep: an https address as entered, or an upload already read and checked. */
type Picture = { source: 'url'; url: string } | { source: 'upload'; file: BrandImageFile };

/**
 * Reads an uploaded picture exactly as a brand image upload is read, before any transaction opens
 * (decoding takes a while): the declared type must be one the site serves and match the file's
 * first bytes, at most 2 MB, decoded whole and bounded in pixels (BRAND_IMAGE_INVALID,
 * BRAND_IMAGE_TOO_LARGE). An https address needs no reading.
 */
async function readPicture(image: PromotionBannerImage): Promise<Picture> {
  if (image.source === 'url') return image;
  return { source: 'upload', file: await readBrandImage(image.dataUrl) };
}

/**
 * Where the banner's picture is served from. An upload becomes a brand image (a row that never
 * changes, so its path is cached for good, and that the site serves only on its own brand's host
 * name); the audit notes its id, type and size as a brand image upload does.
 */
async function storePicture(tx: Database, action: BannerAction, brandId: string, picture: Picture) {
  if (picture.source === 'url') return { imageUrl: picture.url, upload: null };
  const { path, ...upload } = await storeBrandImage(tx, { brandId, file: picture.file, operatorId: action.operator.operatorId });
  return { imageUrl: path, upload };
}

function audit(tx: Database, action: BannerAction, brandId: string, verb: 'create' | 'update' | 'delete', targetId: string, before: unknown, after: unknown) {
  return appendAudit(tx, {
    operatorId: action.operator.operatorId,
    brandId,
    action: `promotion_banner.${verb}`,
    targetType: 'promotion_banner',
    targetId,
    before,
    after,
    ipAddress: action.ipAddress,
  });
}

const toDate = (value: string | null) => (value === null ? null : new Date(value));

export async function listAdminBanners(db: Database, brandId: string): Promise<PromotionBannerRow[]> {
  if (!(await findBrandById(db, brandId))) throw new AppError('BRAND_NOT_FOUND');
  return listBrandBanners(db, brandId);
}

/** The banner, its uploaded picture (if any) and the audit entry commit together, or none of them. */
export async function createBanner(action: BannerAction, brandId: string, fields: NewBanner): Promise<PromotionBannerRow> {
  const picture = await readPicture(fields.image);
  if (!(await findBrandById(action.db, brandId))) throw new AppError('BRAND_NOT_FOUND');
  return runInTransaction(action.db, async (tx) => {
    const { imageUrl, upload } = await storePicture(tx, action, brandId, picture);
    const row = await insertBanner(tx, {
      brandId,
      title: fields.title,
      imageUrl,
      link: fields.link,
      sortOrder: fields.sortOrder,
      startsAt: toDate(fields.startsAt),
      endsAt: toDate(fields.endsAt),
      isEnabled: fields.isEnabled,
      createdAt: action.now,
      updatedAt: action.now,
    });
    await audit(tx, action, brandId, 'create', row.id, null, { ...toAuditedBanner(row), upload });
    return row;
  });
}

/**
 * Changes the fields present. The schedule is judged with the stored bound the request leaves
 * alone, so a new end before the stored start is refused too. Another brand's banner is not found.
 */
export async function changeBanner(action: BannerAction, brandId: string, bannerId: string, changes: BannerChanges): Promise<PromotionBannerRow> {
  const picture = changes.image ? await readPicture(changes.image) : null;
  return runInTransaction(action.db, async (tx) => {
    const before = await lockBrandBanner(tx, brandId, bannerId);
    if (!before) throw new AppError('NOT_FOUND');
    if (Object.keys(changes).length === 0) return before;
    const startsAt = changes.startsAt === undefined ? before.startsAt : toDate(changes.startsAt);
    const endsAt = changes.endsAt === undefined ? before.endsAt : toDate(changes.endsAt);
    if (startsAt && endsAt && endsAt <= startsAt) throw new AppError('VALIDATION_FAILED', { field: 'endsAt', message: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม' });
    const { image: _image, ...fields } = changes;
    const stored = picture ? await storePicture(tx, action, brandId, picture) : null;
    const after = await updateBanner(tx, brandId, bannerId, {
      ...fields,
      startsAt,
      endsAt,
      ...(stored ? { imageUrl: stored.imageUrl } : {}),
      updatedAt: action.now,
    });
    await audit(tx, action, brandId, 'update', bannerId, toAuditedBanner(before), { ...toAuditedBanner(after), upload: stored?.upload ?? null });
    return after;
  });
}

/** Deleting is final; an uploaded picture stays a brand image, as a replaced brand image does. */
export async function removeBanner(action: BannerAction, brandId: string, bannerId: string): Promise<void> {
  await runInTransaction(action.db, async (tx) => {
    const before = await lockBrandBanner(tx, brandId, bannerId);
    if (!before) throw new AppError('NOT_FOUND');
    await deleteBanner(tx, brandId, bannerId);
    await audit(tx, action, brandId, 'delete', bannerId, toAuditedBanner(before), null);
  });
}
