import { BRAND_IMAGE_TYPES, MAX_BRAND_IMAGE_BYTES, type BrandImageType } from '@app/contract/brand-images';
import { AppError } from '../../lib/app-error';
import { assertDecodable, type ImageFormat } from '../../lib/bounded-image';

/** A logo or a banner; every visitor's browser decodes it, so it is bounded like a slip. */
const BRAND_IMAGE_MAX_PIXELS = 16_000_000;

const typeOfFormat: Record<ImageFormat, BrandImageType> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/** Each accepted type's signature: the bytes a real file of that type starts with (null: any byte). */
const signatures: Record<BrandImageType, (number | null)[][]> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  // "GIF87a" or "GIF89a".
  'image/gif': [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
  // "RIFF", four bytes of length, then "WEBP".
  'image/webp': [[0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]],
};

function startsWith(bytes: Buffer, signature: (number | null)[]): boolean {
  return bytes.length > signature.length && signature.every((byte, index) => byte === null || bytes[index] === byte);
}

/** The type the file's own first bytes say it is, or null for anything else. */
export function sniffImageType(bytes: Buffer): BrandImageType | null {
  return BRAND_IMAGE_TYPES.find((type) => signatures[type].some((signature) => startsWith(bytes, signature))) ?? null;
}

const dataUrlPattern = /^data:([a-z0-9.+/-]{1,100});base64,/i;

export interface BrandImageFile {
  contentType: BrandImageType;
  bytes: Buffer;
}

/**
 * Reads an uploaded data URL. The declared type must be one we serve and must match the file's
 * first bytes: a renamed text file or an SVG called PNG is refused, so what the member site later
 * serves under that content type really is that image. The whole file is then decoded, off the
 * event loop and bounded in pixels: a truncated file or a decompression bomb, which every
 * visitor's browser would have to open, is refused too.
 */
export async function readBrandImage(dataUrl: string): Promise<BrandImageFile> {
  const match = dataUrlPattern.exec(dataUrl);
  const declared = BRAND_IMAGE_TYPES.find((type) => type === match?.[1]?.toLowerCase());
  if (!match || !declared) throw new AppError('BRAND_IMAGE_INVALID');
  const base64 = dataUrl.slice(match[0].length);
  // Judged before decoding, so an oversized upload costs no decoding: 4 base64 characters are 3 bytes.
  if (Math.floor((base64.length * 3) / 4) > MAX_BRAND_IMAGE_BYTES + 2) throw new AppError('BRAND_IMAGE_TOO_LARGE');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_BRAND_IMAGE_BYTES) throw new AppError('BRAND_IMAGE_TOO_LARGE');
  if (sniffImageType(bytes) !== declared) throw new AppError('BRAND_IMAGE_INVALID');
  const format = await assertDecodable(bytes, { maxPixels: BRAND_IMAGE_MAX_PIXELS }).catch(() => null);
  if (!format || typeOfFormat[format] !== declared) throw new AppError('BRAND_IMAGE_INVALID');
  return { contentType: declared, bytes };
}
