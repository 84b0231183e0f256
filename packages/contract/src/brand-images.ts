import { z } from 'zod';
import { configurationEntrySchema, configurationKeySchema, configurationListResponseSchema } from './settings';

/**
 * Brand configuration images uploaded through the operator console. The bytes live in the
 * database and the member site reads them from a public path of its own host, so a brand's
 * images work without any file storage or CDN.
 */

/** The largest image an operator may upload: 2 MB of image bytes (about 2.7 MB as base64). */
export const MAX_BRAND_IMAGE_BYTES = 2 * 1024 * 1024;

/** The image types a browser shows everywhere. SVG is left out: it can carry scripts. */
export const BRAND_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const brandImageTypeSchema = z.enum(BRAND_IMAGE_TYPES);
export type BrandImageType = z.infer<typeof brandImageTypeSchema>;

/** Where the member site serves an uploaded image; it becomes the configuration key's path. */
export const BRAND_IMAGE_PATH_PREFIX = '/api/media/brand-images/';

export function brandImagePath(imageId: string): string {
  return `${BRAND_IMAGE_PATH_PREFIX}${imageId}`;
}

/** Whether a text has the shape of an image id (a uuid). */
export function isBrandImageId(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
}

/** The image id inside a configuration path, when the path is an uploaded image's; otherwise null. */
export function brandImageIdOf(path: string): string | null {
  if (!path.startsWith(BRAND_IMAGE_PATH_PREFIX)) return null;
  const id = path.slice(BRAND_IMAGE_PATH_PREFIX.length);
  return isBrandImageId(id) ? id : null;
}

/**
 * `POST /api/admin/brands/{brandId}/configuration/{key}/image` (admin only). The image is a data
 * URL (`data:image/png;base64,...`), as the member slip upload sends its photo; the server checks
 * the declared type against the file's own first bytes. Size and type are judged by the server
 * with their own error codes, so the schema only bounds the text.
 */
export const brandImageUploadRequestSchema = z.object({
  image: z.string().min(1),
});
export type BrandImageUploadRequest = z.infer<typeof brandImageUploadRequestSchema>;

/** The key's new configuration entry (its path is the served image path) and the image id. */
export const brandImageUploadResponseSchema = z.object({
  data: configurationEntrySchema.extend({ imageId: z.uuid() }),
});

export const brandImageParamsSchema = z.object({ brandId: z.uuid(), imageId: z.uuid() });
export const brandImageUploadParamsSchema = z.object({ brandId: z.uuid(), key: configurationKeySchema });
export const publicBrandImageParamsSchema = z.object({ imageId: z.string().max(100) });

/**
 * `GET /api/admin/brands/{brandId}/images/{imageId}` (admin, finance, support): the console's
 * preview. The public path answers only on the brand's own host name, and the console usually
 * runs on another, so it reads the image here as a data URL instead.
 */
export const brandImagePreviewResponseSchema = z.object({
  data: z.object({ id: z.uuid(), contentType: brandImageTypeSchema, dataUrl: z.string() }),
});
export type BrandImagePreview = z.infer<typeof brandImagePreviewResponseSchema>['data'];

/**
 * `GET /api/admin/brands/{brandId}/configuration`: the keys with their paths, and the brand's
 * image base URL, against which the console resolves relative paths for its previews.
 */
export const adminConfigurationListResponseSchema = configurationListResponseSchema.extend({ imageBaseUrl: z.string() });
export type AdminConfigurationList = z.infer<typeof adminConfigurationListResponseSchema>;
