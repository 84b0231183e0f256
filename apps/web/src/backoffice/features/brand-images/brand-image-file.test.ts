import { MAX_BRAND_IMAGE_BYTES } from '@app/contract/brand-images';
import { describe, expect, it } from 'vitest';
import { findImageFileProblem, readFileAsDataUrl } from './brand-image-file';

describe('brand image file checks', () => {
  it('takes the four image types up to exactly 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(findImageFileProblem({ type, size: MAX_BRAND_IMAGE_BYTES })).toBeNull();
    }
  });

  it('refuses other types and anything larger', () => {
    expect(findImageFileProblem({ type: 'image/svg+xml', size: 100 })).toBe('wrongType');
    expect(findImageFileProblem({ type: '', size: 100 })).toBe('wrongType');
    expect(findImageFileProblem({ type: 'image/png', size: MAX_BRAND_IMAGE_BYTES + 1 })).toBe('tooLarge');
  });

  it('reads a file as a data URL', async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    expect(await readFileAsDataUrl(file)).toBe('data:image/png;base64,iVBORw==');
  });
});
