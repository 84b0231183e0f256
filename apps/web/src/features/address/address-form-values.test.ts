import { describe, expect, it } from 'vitest';
import { checkAddress, toFormValues } from './address-form-values';

const valid = {
  houseNumber: '99/12',
  moo: '5',
  road: 'ซอยสุขุมวิท 101',
  subdistrict: 'บางนา',
  district: 'บางนา',
  province: 'กรุงเทพมหานคร',
  postcode: '10260',
};

describe('checkAddress', () => {
  it('accepts a complete address and trims it', () => {
    expect(checkAddress({ ...valid, subdistrict: ' บางนา ' })).toEqual({ address: valid, errors: null });
  });

  it('accepts an address without หมู่ and road', () => {
    expect(checkAddress({ ...valid, moo: '', road: '' }).errors).toBeNull();
  });

  it('names every wrong field with the contract’s Thai message', () => {
    const check = checkAddress({ ...toFormValues(null), houseNumber: 'abc', postcode: '1234' });
    expect(check.errors).toEqual({
      houseNumber: 'กรุณากรอกบ้านเลขที่ เช่น 99 หรือ 99/12',
      subdistrict: 'กรุณากรอกตำบล/แขวง',
      district: 'กรุณากรอกอำเภอ/เขต',
      province: 'กรุณาเลือกจังหวัด',
      postcode: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
    });
  });
});
