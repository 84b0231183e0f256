import { describe, expect, it } from 'vitest';
import { checkPasswordChange, EMPTY_PASSWORD_FORM } from './change-password-form-values';

describe('checkPasswordChange', () => {
  it('accepts a new password of 8 characters typed twice, exactly as typed', () => {
    const values = { oldPassword: ' old pass ', newPassword: 'abcd1234', confirmPassword: 'abcd1234' };
    expect(checkPasswordChange(values)).toEqual({ change: values, errors: null });
  });

  it('names each wrong field with the contract’s Thai message, the first one only', () => {
    expect(checkPasswordChange(EMPTY_PASSWORD_FORM).errors).toEqual({
      oldPassword: 'กรุณากรอกรหัสผ่านเดิม',
      newPassword: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร',
    });
    expect(checkPasswordChange({ oldPassword: 'old-pass-1', newPassword: 'new-pass-1', confirmPassword: 'new-pass-2' }).errors).toEqual({
      confirmPassword: 'รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน',
    });
    expect(checkPasswordChange({ oldPassword: 'same-pass-1', newPassword: 'same-pass-1', confirmPassword: 'same-pass-1' }).errors).toEqual({
      newPassword: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
    });
  });
});
