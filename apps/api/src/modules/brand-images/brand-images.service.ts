import { brandImagePath, brandImageTypeSchema, type BrandImagePreview } from '@app/contract/brand-images';
import type { ConfigurationKey } from '@app/contract/settings';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { writeConfigurationPath, type AdminAction } from '../admin/brands-admin.service';
import { findBrandById } from '../brands/brands.repo';
import type { Database } from '../../db/client';
import { readBrandImage, type BrandImageFile } from './brand-image-bytes';
import { findBrandImage, insertBrandImage, type BrandImageRow } from './brand-images.repo';

/**
 * Keeps an image file read by readBrandImage as a brand image: a row that never changes, served
 * at the path answered only on its own brand's host. Inside the caller's transaction, so the
 * image commits with whatever points at it.
 */
export async function storeBrandImage(tx: Database, image: { brandId: string; file: BrandImageFile; operatorId: string }) {
  const row = await insertBrandImage(tx, { brandId: image.brandId, contentType: image.file.contentType, bytes: image.file.bytes, createdBy: image.operatorId });
  return { imageId: row.id, path: brandImagePath(row.id), contentType: image.file.contentType, sizeBytes: image.file.bytes.length };
}

/**
 * Stores an uploaded image and points the configuration key at its served path. The image row,
 * the key's new path and the audit entry commit together: a refused or failed upload changes
 * nothing.
 */
export async function uploadBrandImage(action: AdminAction, brandId: string, key: ConfigurationKey, dataUrl: string) {
  const file = await readBrandImage(dataUrl);
  if (!(await findBrandById(action.db, brandId))) throw new AppError('BRAND_NOT_FOUND');
  const image = await runInTransaction(action.db, async (tx) => {
    const stored = await storeBrandImage(tx, { brandId, file, operatorId: action.operator.operatorId });
    await writeConfigurationPath(tx, action, {
      brandId,
      key,
      path: stored.path,
      auditAction: 'brand.configuration.upload',
      auditDetails: { imageId: stored.imageId, contentType: stored.contentType, sizeBytes: stored.sizeBytes },
    });
    return stored;
  });
  return { key, value: { data: { path: image.path } }, imageId: image.imageId };
}

export async function getBrandImage(db: AdminAction['db'], brandId: string, imageId: string): Promise<BrandImageRow> {
  const image = await findBrandImage(db, brandId, imageId);
  if (!image) throw new AppError('BRAND_IMAGE_NOT_FOUND');
  return image;
}

export function toPreview(image: BrandImageRow): BrandImagePreview {
  const contentType = brandImageTypeSchema.parse(image.contentType);
  return { id: image.id, contentType, dataUrl: `data:${contentType};base64,${image.bytes.toString('base64')}` };
}
