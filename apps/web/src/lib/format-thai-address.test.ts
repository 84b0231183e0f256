import { describe, expect, it } from 'vitest';
import { formatThaiAddress } from './format-thai-address';

describe('formatThaiAddress', () => {
  it('writes a provincial address with ต. อ. จ. and leaves out empty parts', () => {
    expect(
      formatThaiAddress({ houseNumber: '99/12', moo: '', road: '', subdistrict: 'ในเมือง', district: 'เมืองขอนแก่น', province: 'ขอนแก่น', postcode: '40000' }),
    ).toBe('99/12 ต.ในเมือง อ.เมืองขอนแก่น จ.ขอนแก่น 40000');
  });

  it('writes a Bangkok address with แขวง and เขต', () => {
    expect(
      formatThaiAddress({ houseNumber: '1', moo: '3', road: 'ถนนสุขุมวิท', subdistrict: 'บางนา', district: 'บางนา', province: 'กรุงเทพมหานคร', postcode: '10260' }),
    ).toBe('1 หมู่ 3 ถนนสุขุมวิท แขวงบางนา เขตบางนา กรุงเทพมหานคร 10260');
  });
});
