import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BRAND_IMAGE_BYTES } from '@app/contract/brand-images';
import { hugeHeaderPng, inflationBombPng, paddedPng, truncatedPng } from '../../test-support/image-bombs';
import { readBrandImage, sniffImageType } from './brand-image-bytes';

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const picture = () => sharp({ create: { width: 16, height: 12, channels: 4, background: '#f5b301' } });

describe('brand image bytes', () => {
  let images: Record<'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp', Buffer>;
  beforeAll(async () => {
    images = {
      'image/png': await picture().png().toBuffer(),
      'image/jpeg': await picture().jpeg().toBuffer(),
      'image/gif': await picture().gif().toBuffer(),
      'image/webp': await picture().webp().toBuffer(),
    };
  });

  it.each(['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const)('knows %s by its first bytes and decodes it whole', async (type) => {
    expect(sniffImageType(images[type])).toBe(type);
    expect(await readBrandImage(dataUrl(type, images[type]))).toEqual({ contentType: type, bytes: images[type] });
  });

  it('refuses a declared type the bytes do not match, an unserved type and text', async () => {
    const refused = expect.objectContaining({ code: 'BRAND_IMAGE_INVALID' });
    await expect(readBrandImage(dataUrl('image/png', images['image/jpeg']))).rejects.toEqual(refused);
    await expect(readBrandImage(dataUrl('image/svg+xml', Buffer.from('<svg/>')))).rejects.toEqual(refused);
    await expect(readBrandImage(dataUrl('image/png', Buffer.from('not an image at all')))).rejects.toEqual(refused);
    await expect(readBrandImage(images['image/png'].toString('base64'))).rejects.toEqual(refused);
    expect(sniffImageType(Buffer.from('RIFF....WAVEfmt '))).toBeNull();
  });

  it('refuses a file that only starts like an image: truncated, 40000x40000, or a bomb', async () => {
    const refused = expect.objectContaining({ code: 'BRAND_IMAGE_INVALID' });
    await expect(readBrandImage(dataUrl('image/png', truncatedPng()))).rejects.toEqual(refused);
    await expect(readBrandImage(dataUrl('image/png', hugeHeaderPng()))).rejects.toEqual(refused);
    await expect(readBrandImage(dataUrl('image/png', inflationBombPng().subarray(0, MAX_BRAND_IMAGE_BYTES)))).rejects.toEqual(refused);
    await expect(readBrandImage(dataUrl('image/jpeg', images['image/jpeg'].subarray(0, 40)))).rejects.toEqual(refused);
  });

  it('takes exactly 2 MB and refuses one byte more', async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 720 * 720 * 3 }, (_, index) => (index * 7919) % 251)), {
      raw: { width: 720, height: 720, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const largest = paddedPng(noise, MAX_BRAND_IMAGE_BYTES);
    expect((await readBrandImage(dataUrl('image/png', largest))).bytes.length).toBe(MAX_BRAND_IMAGE_BYTES);
    const tooLarge = Buffer.concat([largest, Buffer.alloc(1)]);
    await expect(readBrandImage(dataUrl('image/png', tooLarge))).rejects.toEqual(expect.objectContaining({ code: 'BRAND_IMAGE_TOO_LARGE' }));
  });
});
