import { describe, expect, it } from 'vitest';
import { MAX_BRAND_IMAGE_BYTES } from '@app/contract/brand-images';
import { readBrandImage, sniffImageType } from './brand-image-bytes';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('brand image bytes', () => {
  it.each([
    ['image/png', png],
    ['image/jpeg', jpeg],
    ['image/gif', gif],
    ['image/webp', webp],
  ] as const)('knows %s by its first bytes', (type, bytes) => {
    expect(sniffImageType(bytes)).toBe(type);
    expect(readBrandImage(dataUrl(type, bytes))).toEqual({ contentType: type, bytes });
  });

  it('refuses a declared type the bytes do not match, an unserved type and text', () => {
    expect(() => readBrandImage(dataUrl('image/png', jpeg))).toThrow(expect.objectContaining({ code: 'BRAND_IMAGE_INVALID' }));
    expect(() => readBrandImage(dataUrl('image/svg+xml', Buffer.from('<svg/>')))).toThrow(expect.objectContaining({ code: 'BRAND_IMAGE_INVALID' }));
    expect(() => readBrandImage(dataUrl('image/png', Buffer.from('not an image at all')))).toThrow(expect.objectContaining({ code: 'BRAND_IMAGE_INVALID' }));
    expect(() => readBrandImage(png.toString('base64'))).toThrow(expect.objectContaining({ code: 'BRAND_IMAGE_INVALID' }));
    expect(sniffImageType(Buffer.from('RIFF....WAVEfmt '))).toBeNull();
  });

  it('takes exactly 2 MB and refuses one byte more', () => {
    const largest = Buffer.concat([png, Buffer.alloc(MAX_BRAND_IMAGE_BYTES - png.length)]);
    expect(readBrandImage(dataUrl('image/png', largest)).bytes.length).toBe(MAX_BRAND_IMAGE_BYTES);
    const tooLarge = Buffer.concat([largest, Buffer.alloc(1)]);
    expect(() => readBrandImage(dataUrl('image/png', tooLarge))).toThrow(expect.objectContaining({ code: 'BRAND_IMAGE_TOO_LARGE' }));
  });
});
