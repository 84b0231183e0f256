import { describe, expect, it } from 'vitest';
import { formatHundredths, readBahtText, readHundredthsText, readWholeNumberText } from './number-text';

describe('the number fields', () => {
  it('reads baht as exact satang, zero only where allowed', () => {
    expect([readBahtText('12.34'), readBahtText('1,500.5'), readBahtText('0'), readBahtText('0', { isZeroAllowed: true }), readBahtText('1.234')]).toEqual([
      1234,
      150_050,
      null,
      0,
      null,
    ]);
    expect(readBahtText('10000001')).toBeNull();
  });

  it('reads a percent as hundredths and writes it back as short as it reads', () => {
    expect(['8', '8.5', '12.25', '0.01', '8.555', '-1', ''].map(readHundredthsText)).toEqual([800, 850, 1225, 1, null, null, null]);
    expect([800, 850, 1225, 1, 0].map(formatHundredths)).toEqual(['8', '8.5', '12.25', '0.01', '0']);
  });

  it('reads whole numbers with or without grouping', () => {
    expect(['1,500', '50', '1.5', 'abc'].map(readWholeNumberText)).toEqual([1500, 50, null, null]);
  });
});
