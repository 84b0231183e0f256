import { describe, expect, it } from 'vitest';
import { MAX_SLIP_IMAGE_BYTES } from '@app/contract/slips';
import { checkSlipFile, readFileAsDataUrl, SLIP_IMAGE_ACCEPT } from './slip-file';

describe('checkSlipFile', () => {
  it('accepts a JPEG or PNG up to 5 MB', () => {
    expect(checkSlipFile({ type: 'image/jpeg', size: 300_000 })).toBeNull();
    expect(checkSlipFile({ type: 'image/png', size: MAX_SLIP_IMAGE_BYTES })).toBeNull();
  });

  it('refuses other types, whatever their size', () => {
    expect(checkSlipFile({ type: 'image/heic', size: 300_000 })).toBe('type');
    expect(checkSlipFile({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(checkSlipFile({ type: '', size: 10 })).toBe('type');
  });

  it('refuses a photo over 5 MB and an empty file', () => {
    expect(checkSlipFile({ type: 'image/png', size: MAX_SLIP_IMAGE_BYTES + 1 })).toBe('size');
    expect(checkSlipFile({ type: 'image/jpeg', size: 0 })).toBe('empty');
  });

  it('offers only the accepted types to the file picker', () => {
    expect(SLIP_IMAGE_ACCEPT).toBe('image/jpeg,image/png');
  });
});

describe('readFileAsDataUrl', () => {
  it('reads a photo as a data URL the API accepts', async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' });
    expect(await readFileAsDataUrl(file)).toBe('data:image/png;base64,iVBORw==');
  });
});
