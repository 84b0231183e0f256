import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createHostedBrand, LONG_SESSIONS, signInMember } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('changing the password', () => {
  let t: TestApp;
  const password = 'old-password-1';
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
    passwordHash = await hashTestPassword(password);
  });
  afterAll(() => t.close());

  /** A member signed in twice (two devices), with a way to sign in again and to call as either session. */
  async function memberOnTwoDevices() {
    const brand = await createHostedBrand(t);
    const phone = await signInMember(t, brand, { password, passwordHash });
    const login = (attempt: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: phone.member.username, password: attempt }, headers: { host: brand.host } });
    const tablet = (await login(password)).json().token as string;
    const asTablet = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tablet}`, host: brand.host } });
    const change = (body: Record<string, string>, uuid = phone.member.id) => phone.post(`/api/auth/user/change-password/${uuid}`, body);
    return { brand, phone, login, asTablet, change };
  }

  it('checks the old password, keeps this session, ends every other, and the new password logs in', async () => {
    const m = await memberOnTwoDevices();
    const profileUrl = `/api/auth/user/${m.phone.member.id}`;
    expect((await m.asTablet(profileUrl)).statusCode).toBe(200);

    const changed = await m.change({ oldPassword: password, newPassword: 'new-password-2', confirmPassword: 'new-password-2' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ data: { otherSessionsEnded: 1 } });

    expect((await m.phone.get(profileUrl)).statusCode).toBe(200);
    expect((await m.asTablet(profileUrl)).statusCode).toBe(401);
    expect((await m.login(password)).statusCode).toBe(401);
    expect((await m.login('new-password-2')).statusCode).toBe(200);
  });

  it('refuses a wrong old password beside its field, changing nothing and ending no session', async () => {
    const m = await memberOnTwoDevices();
    const refused = await m.change({ oldPassword: 'not-my-password', newPassword: 'new-password-2', confirmPassword: 'new-password-2' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: { code: 'OLD_PASSWORD_WRONG', message: 'รหัสผ่านเดิมไม่ถูกต้อง', field: 'oldPassword' } });
    expect((await m.asTablet(`/api/auth/user/${m.phone.member.id}`)).statusCode).toBe(200);
    expect((await m.login(password)).statusCode).toBe(200);
  });

  it.each([
    ['a new password under 8 characters', { newPassword: 'short1', confirmPassword: 'short1' }, 'newPassword', 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร'],
    ['a confirmation that does not match', { newPassword: 'new-password-2', confirmPassword: 'new-password-3' }, 'confirmPassword', 'รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน'],
    ['a new password equal to the old', { newPassword: password, confirmPassword: password }, 'newPassword', 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม'],
  ])('refuses %s with a Thai message beside the field', async (_name, fields, field, message) => {
    const m = await memberOnTwoDevices();
    const refused = await m.change({ oldPassword: password, ...fields });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field, message });
    expect((await m.login(password)).statusCode).toBe(200);
  });

  it("answers 403 for another member's uuid and changes nothing of theirs", async () => {
    const m = await memberOnTwoDevices();
    const other = await memberOnTwoDevices();
    const refused = await m.change({ oldPassword: password, newPassword: 'new-password-2', confirmPassword: 'new-password-2' }, other.phone.member.id);
    expect(refused.statusCode).toBe(403);
    expect((await other.login(password)).statusCode).toBe(200);
    expect((await other.asTablet(`/api/auth/user/${other.phone.member.id}`)).statusCode).toBe(200);
  });

  it('locks out password guessing through this form like the login does', async () => {
    const m = await memberOnTwoDevices();
    const codes: string[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      codes.push((await m.change({ oldPassword: `guess-${attempt}-x`, newPassword: 'new-password-2', confirmPassword: 'new-password-2' })).json().error.code);
    }
    expect(codes).toContain('LOGIN_LOCKED');
    // Even the right old password is refused while locked.
    const locked = await m.change({ oldPassword: password, newPassword: 'new-password-2', confirmPassword: 'new-password-2' });
    expect(locked.json().error.code).toBe('LOGIN_LOCKED');
  });
});
