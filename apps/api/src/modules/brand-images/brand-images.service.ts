import { brandImagePath, brandImageTypeSchema, type BrandImagePreview } from '@app/contract/brand-images';
import type { ConfigurationKey } from '@app/contract/settings';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { writeConfigurationPath, type AdminAction } from '../admin/brands-admin.service';
import { findBrandById } from '../brands/brands.repo';
import { readBrandImage } from './brand-image-bytes';
import { findBrandImage, insertBrandImage, type BrandImageRow } from './brand-images.repo';

/**
 * Stores an uploaded image and points the configuration key at its served path. The image row,
 * the key's new path and the audit entry commit together: a refused or failed upload changes
 * nothing.
 */
export async function uploadBrandImage(action: AdminAction, brandId: string, key: ConfigurationKey, dataUrl: string) {
  const file = await readBrandImage(dataUrl);
  if (!(await findBrandById(action.db, brandId))) throw new AppError('BRAND_NOT_FOUND');
  const image = await runInTransaction(action.db, async (tx) => {
    const row = await insertBrandImage(tx, { brandId, contentType: file.contentType, bytes: file.bytes, createdBy: action.operator.operatorId });
    await writeConfigurationPath(tx, action, {
      brandId,
      key,
      path: brandImagePath(row.id),
      auditAction: 'brand.configuration.upload',
      auditDetails: { imageId: row.id, contentType: file.contentType, sizeBytes: file.bytes.length },
    });
    return row;
  });
  return { key, value: { data: { path: brandImagePath(image.id) } }, imageId: image.id };
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
