import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/members';
import { createFundedMember, nextTestPhone } from '../../test-support/fixtures';
import { createHostedBrand } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('registration', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ REGISTRATION_LOOKUP_LIMIT: '1000', REGISTRATION_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  function uniqueAccount() {
    return String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
  }

  function newcomer(overrides: Record<string, unknown> = {}) {
    const username = `new${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    return {
      phone: nextTestPhone(),
      bankCode: '014',
      accountNumber: uniqueAccount(),
      accountName: 'สมปอง ทดสอบ',
      username,
      password: 'register-pass-1',
      confirmPassword: 'register-pass-1',
      isAdultConfirmed: true,
      dateOfBirth: '1990-05-17',
      ...overrides,
    };
  }

  async function onBrand() {
    const brand = await createHostedBrand(t);
    const headers = { host: brand.host };
    return {
      brand,
      get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
      post: (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload, headers }),
    };
  }

  it('creates the member with their bank, logs them in, and stores team and marketing codes', async () => {
    const site = await onBrand();
    const body = newcomer({ teamCode: 'teamA', marketingCode: 'fb-01' });
    const response = await site.post('/api/user/register', body);
    expect(response.statusCode, response.body).toBe(200);
    const login = response.json();
    expect(login.user).toMatchObject({ name: 'สมปอง ทดสอบ', phone: body.phone, user_pass: { username: body.username } });
    expect(login.user.user_bank).toMatchObject({ bankCode: '014', bankId: body.accountNumber, bankName: 'ธนาคารไทยพาณิชย์' });

    // The token works at once: registration is a login.
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/${login.user.uuid}`,
      headers: { host: site.brand.host, authorization: `Bearer ${login.token}` },
    });
    expect(profile.statusCode).toBe(200);

    const [row] = await t.database.db.select().from(members).where(eq(members.id, login.user.uuid));
    expect(row).toMatchObject({ teamCode: 'teamA', marketingCode: 'fb-01', uplineId: null, brandId: site.brand.id });
    expect(row?.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('makes the inviter the upline, and shows the inviter masked', async () => {
    const site = await onBrand();
    const { member: inviter } = await createFundedMember(t.database.db, site.brand.id);
    const inviterCheck = await site.get(`/api/user/inviter/${inviter.affiliateCode.toLowerCase()}`);
    expect(inviterCheck.statusCode).toBe(200);
    expect(inviterCheck.json()).toEqual({ data: { afCode: inviter.affiliateCode, inviter: `xxx${inviter.username.slice(-4)}` } });

    const response = await site.post('/api/user/register', newcomer({ afCode: inviter.affiliateCode }));
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, response.json().user.uuid));
    expect(row?.uplineId).toBe(inviter.id);
  });

  it('refuses an unknown code, another brand’s code, and the inviter signing up themselves', async () => {
    const site = await onBrand();
    const other = await onBrand();
    const { member: inviter } = await createFundedMember(t.database.db, site.brand.id);
    const { member: stranger } = await createFundedMember(t.database.db, other.brand.id);

    expect((await site.get('/api/user/inviter/ZZZZ9999')).json().error).toMatchObject({ code: 'INVITER_NOT_FOUND', field: 'afCode' });
    expect((await site.get(`/api/user/inviter/${stranger.affiliateCode}`)).statusCode).toBe(404);
    const viaStranger = await site.post('/api/user/register', newcomer({ afCode: stranger.affiliateCode }));
    expect(viaStranger.json().error).toMatchObject({ code: 'INVITER_NOT_FOUND', field: 'afCode' });

    // The inviter's own name, with a title and other spacing, is the inviter.
    const self = await site.post('/api/user/register', newcomer({ afCode: inviter.affiliateCode, accountName: `นาย ${inviter.name.replace(' ', '  ')}` }));
    expect(self.statusCode).toBe(422);
    expect(self.json().error).toMatchObject({ code: 'INVITER_SELF', field: 'afCode', message: 'ไม่สามารถใช้รหัสแนะนำของตัวเองได้' });
  });

  it('the database refuses an upline that changes or points at the member', async () => {
    const site = await onBrand();
    const { member: a } = await createFundedMember(t.database.db, site.brand.id);
    const { member: b } = await createFundedMember(t.database.db, site.brand.id);
    await expect(t.database.db.update(members).set({ uplineId: b.id }).where(eq(members.id, a.id))).rejects.toThrow();
    await expect(t.database.db.update(members).set({ uplineId: a.id }).where(eq(members.id, a.id))).rejects.toThrow();
  });

  it('says whether a phone, username or bank account is taken, within the brand only', async () => {
    const site = await onBrand();
    const other = await onBrand();
    const registered = newcomer();
    expect((await site.post('/api/user/register', registered)).statusCode).toBe(200);

    expect((await site.get(`/api/user/checkPhone/${registered.phone}`)).json()).toEqual({ data: { available: false } });
    expect((await other.get(`/api/user/checkPhone/${registered.phone}`)).json()).toEqual({ data: { available: true } });
    expect((await site.get(`/api/user/checkUsername/${registered.username.toUpperCase()}`)).json()).toEqual({ data: { available: false } });
    expect((await site.get('/api/user/checkUsername/freshname1')).json()).toEqual({ data: { available: true } });
    const bankCheck = (path: string, bankCode: string) => site.post(`/api/user/checkBankId/${path}`, { bankCode });
    expect((await bankCheck(registered.accountNumber, '014')).json()).toEqual({ data: { available: false } });
    expect((await bankCheck(registered.accountNumber, '004')).json()).toEqual({ data: { available: true } });
  });

  it('refuses taken values on register with a Thai message beside the field', async () => {
    const site = await onBrand();
    const first = newcomer();
    expect((await site.post('/api/user/register', first)).statusCode).toBe(200);
    const cases = [
      { body: newcomer({ phone: first.phone }), code: 'PHONE_TAKEN', field: 'phone' },
      { body: newcomer({ username: first.username }), code: 'USERNAME_TAKEN', field: 'username' },
      { body: newcomer({ accountNumber: first.accountNumber }), code: 'BANK_ACCOUNT_TAKEN', field: 'accountNumber' },
    ];
    for (const { body, code, field } of cases) {
      const response = await site.post('/api/user/register', body);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code, field });
      expect(response.json().error.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(await t.database.db.$count(members, eq(members.brandId, site.brand.id))).toBe(1);
  });

  it('refuses anyone under 20 on the Bangkok day of the request, and keeps the date of birth of who signs up', async () => {
    const site = await onBrand();
    // The test clock is 05:00 UTC on 21 November 2026: 12:00 that day in Bangkok.
    const turning20Tomorrow = await site.post('/api/user/register', newcomer({ dateOfBirth: '2006-11-22' }));
    expect(turning20Tomorrow.statusCode).toBe(422);
    expect(turning20Tomorrow.json().error).toEqual({ code: 'UNDER_AGE', message: 'ต้องมีอายุ 20 ปีขึ้นไปจึงจะสมัครสมาชิกได้', field: 'dateOfBirth' });
    expect(await t.database.db.$count(members, eq(members.brandId, site.brand.id))).toBe(0);

    const turning20Today = newcomer({ dateOfBirth: '2006-11-21' });
    expect((await site.post('/api/user/register', turning20Today)).statusCode).toBe(200);
    const [stored] = await t.database.db.select({ dateOfBirth: members.dateOfBirth }).from(members).where(eq(members.username, turning20Today.username));
    expect(stored?.dateOfBirth).toBe('2006-11-21');
  });

  it('of two concurrent registrations with one phone, exactly one succeeds', async () => {
    const site = await onBrand();
    const phone = nextTestPhone();
    const answers = await Promise.all([site.post('/api/user/register', newcomer({ phone })), site.post('/api/user/register', newcomer({ phone }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('checks every field with a Thai message beside it', async () => {
    const site = await onBrand();
    const refusals = [
      { body: newcomer({ phone: '0212345678' }), field: 'phone' },
      { body: newcomer({ phone: '081234567' }), field: 'phone' },
      { body: newcomer({ accountNumber: '123456789012' }), field: 'accountNumber' }, // SCB issues 10 digits
      { body: newcomer({ bankCode: '999' }), field: 'bankCode' },
      { body: newcomer({ password: 'short', confirmPassword: 'short' }), field: 'password' },
      { body: newcomer({ confirmPassword: 'something-else' }), field: 'confirmPassword' },
      { body: newcomer({ isAdultConfirmed: false }), field: 'isAdultConfirmed' },
      { body: newcomer({ dateOfBirth: undefined }), field: 'dateOfBirth' },
      { body: newcomer({ dateOfBirth: '17/05/1990' }), field: 'dateOfBirth' },
      { body: newcomer({ dateOfBirth: '1990-02-30' }), field: 'dateOfBirth' },
      { body: newcomer({ username: 'ab' }), field: 'username' },
      { body: newcomer({ afCode: 'bad code!' }), field: 'afCode' },
      { body: newcomer({ teamCode: '<script>' }), field: 'teamCode' },
    ];
    for (const { body, field } of refusals) {
      const response = await site.post('/api/user/register', body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
      expect(response.json().error.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await site.get('/api/user/checkPhone/12345')).json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'phone' });
    const badLength = await site.post('/api/user/checkBankId/12345678901', { bankCode: '004' });
    expect(badLength.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'accountNumber', message: 'เลขบัญชีธนาคารกสิกรไทยต้องมี 10 หลัก' });
    expect(await t.database.db.$count(members, eq(members.brandId, site.brand.id))).toBe(0);
  });

  it('the built-in bank name lookup asks the member to type the name', async () => {
    const site = await onBrand();
    const response = await site.post('/api/bank/name', { bankCode: '030', accountNumber: '123456789012' });
    expect(response.json()).toEqual({ data: { mode: 'manual' } });
  });
});

describe('registration limits per IP address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REGISTRATION_LOOKUP_LIMIT: '3', REGISTRATION_LIMIT: '1' });
  });
  afterAll(() => t.close());

  it('refuses look-ups past the limit with 429, for that address only', async () => {
    const lookup = (ip: string) => t.app.inject({ method: 'GET', url: '/api/user/checkUsername/someone1', remoteAddress: ip });
    for (let index = 0; index < 3; index += 1) expect((await lookup('10.0.0.1')).statusCode).toBe(200);
    const refused = await lookup('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED', message: 'มีการเรียกใช้งานถี่เกินไป กรุณารอสักครู่' });
    // Every check endpoint shares the count.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/checkPhone/0812345678', remoteAddress: '10.0.0.1' })).statusCode).toBe(429);
    expect((await lookup('10.0.0.2')).statusCode).toBe(200);
    // The lock ends after its ten minutes.
    t.clock.advanceMs(11 * 60_000);
    expect((await lookup('10.0.0.1')).statusCode).toBe(200);
  });

  it('limits registrations per address', async () => {
    const register = (suffix: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        remoteAddress: '10.0.0.9',
        payload: {
          phone: nextTestPhone(),
          bankCode: '004',
          accountNumber: `98765432${suffix}`,
          accountName: 'ทดสอบ จำกัด',
          username: `limit${suffix}x`,
          password: 'register-pass-1',
          confirmPassword: 'register-pass-1',
          isAdultConfirmed: true,
          dateOfBirth: '1990-05-17',
        },
      });
    expect((await register('01')).statusCode).toBe(200);
    expect((await register('02')).statusCode).toBe(429);
  });
});
