import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember } from '../../test-support/fixtures';
import { createWithdrawingMember } from '../../test-support/withdrawing-member';
import { signInNewOperator } from '../../test-support/operators';
import { createHostedBrand, LONG_SESSIONS } from '../../test-support/rewards';
import { hashTestPassword } from '../../test-support/test-passwords';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

const PASSWORD = 'member-password-1';
const HOUR_MS = 3_600_000;

describe('breaks from play: time-outs and self-exclusion', () => {
  let t: TestApp;
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
    passwordHash = await hashTestPassword(PASSWORD);
  });
  afterAll(() => t.close());

  /** A member of `brand`, with a way to log in (each login a new device) and to call as a session. */
  async function memberOf(brand: { id: string; host: string }, identity: { phone?: string; accountNumber?: string } = {}) {
    const { member } = await createFundedMember(t.database.db, brand.id, { passwordHash, creditSatang: 500_00, ...identity });
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: member.username, password: PASSWORD }, headers: { host: brand.host } });
    const signIn = async () => {
      const response = await login();
      expect(response.statusCode, response.body).toBe(200);
      return response.json().token as string;
    };
    const profile = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/user/${member.id}`, headers: bearer(token, { host: brand.host }) });
    const takeBreak = (token: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/protection/breaks', payload, headers: bearer(token, { host: brand.host }) });
    return { member, brand, login, signIn, profile, takeBreak };
  }

  it('starts a time-out at once: every session ends, and login is refused with the end until it has passed', async () => {
    const m = await memberOf(await createHostedBrand(t));
    const phone = await m.signIn();
    const tablet = await m.signIn();
    const startedAt = t.clock.now();

    const taken = await m.takeBreak(phone, { kind: 'time_out', period: '24h' });
    expect(taken.statusCode, taken.body).toBe(200);
    const endsAt = new Date(startedAt.getTime() + 24 * HOUR_MS).toISOString();
    expect(taken.json()).toEqual({ data: { kind: 'time_out', period: '24h', startsAt: startedAt.toISOString(), endsAt, setBy: 'member' } });

    expect((await m.profile(phone)).statusCode).toBe(401);
    expect((await m.profile(tablet)).statusCode).toBe(401);
    const refused = await m.login();
    expect(refused.statusCode).toBe(403);
    // 05:00 UTC on 22 November is 12:00 in Bangkok.
    expect(refused.json()).toEqual({
      error: { code: 'ON_TIME_OUT', message: `คุณพักการเล่นชั่วคราวอยู่ เข้าสู่ระบบได้อีกครั้งหลัง ${bangkokText(endsAt)}`, until: endsAt },
    });

    t.clock.advanceMs(24 * HOUR_MS - 1);
    expect((await m.login()).statusCode).toBe(403);
    t.clock.advanceMs(1);
    expect((await m.login()).statusCode).toBe(200);
  });

  it('tells a wrong password as wrong, never that the account is on a break', async () => {
    const m = await memberOf(await createHostedBrand(t));
    expect((await m.takeBreak(await m.signIn(), { kind: 'time_out', period: '7d' })).statusCode).toBe(200);
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: m.member.username, password: 'not-the-password' },
      headers: { host: m.brand.host },
    });
    expect(guess.statusCode).toBe(401);
    expect(guess.json().error.code).toBe('LOGIN_INVALID');
  });

  it.each([
    ['a time-out of 5 years', { kind: 'time_out', period: '5y' }],
    ['a self-exclusion of 24 hours', { kind: 'self_exclusion', period: '24h' }],
    ['a period the site does not offer', { kind: 'time_out', period: '2h' }],
    ['no kind', { period: '24h' }],
  ])('refuses %s with a Thai message, and the member stays signed in', async (_name, payload) => {
    const m = await memberOf(await createHostedBrand(t));
    const token = await m.signIn();
    const refused = await m.takeBreak(token, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    expect((await m.profile(token)).statusCode).toBe(200);
  });

  it('self-excludes for good: login is refused with no end, and the member cannot come back', async () => {
    const m = await memberOf(await createHostedBrand(t));
    const taken = await m.takeBreak(await m.signIn(), { kind: 'self_exclusion', period: 'permanent' });
    expect(taken.json().data.endsAt).toBeNull();
    t.clock.advanceMs(20 * 365 * 24 * HOUR_MS);
    const refused = await m.login();
    expect(refused.json()).toEqual({ error: { code: 'SELF_EXCLUDED', message: 'บัญชีนี้พักการเล่นด้วยตนเองแบบถาวร จึงเข้าสู่ระบบไม่ได้อีก' } });
  });

  it("covers another brand's member with the same phone or bank account when self-excluded, not when timed out", async () => {
    const phone = testMobile();
    const accountNumber = testAccountNumber();
    const m = await memberOf(await createHostedBrand(t), { phone });
    const samePhone = await memberOf(await createHostedBrand(t), { phone });
    const withAccount = await memberOf(await createHostedBrand(t), { accountNumber });
    const sameAccount = await memberOf(await createHostedBrand(t), { accountNumber });
    const stranger = await memberOf(samePhone.brand);

    // A time-out is the member's own: the same person's other accounts play on.
    expect((await m.takeBreak(await m.signIn(), { kind: 'time_out', period: '24h' })).statusCode).toBe(200);
    const samePhoneToken = await samePhone.signIn();
    expect((await samePhone.profile(samePhoneToken)).statusCode).toBe(200);

    // A self-exclusion covers them: signed out at once, refused at login.
    t.clock.advanceMs(25 * HOUR_MS);
    expect((await m.takeBreak(await m.signIn(), { kind: 'self_exclusion', period: '1y' })).statusCode).toBe(200);
    expect((await samePhone.profile(samePhoneToken)).statusCode).toBe(401);
    const refused = await samePhone.login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('SELF_EXCLUDED');

    expect((await withAccount.takeBreak(await withAccount.signIn(), { kind: 'self_exclusion', period: '6m' })).statusCode).toBe(200);
    expect((await sameAccount.login()).json().error.code).toBe('SELF_EXCLUDED');
    expect((await stranger.login()).statusCode).toBe(200);
  });

  it('refuses a new registration with the phone of a self-excluded member on any brand', async () => {
    const m = await memberOf(await createHostedBrand(t));
    expect((await m.takeBreak(await m.signIn(), { kind: 'self_exclusion', period: '5y' })).statusCode).toBe(200);
    const other = await createHostedBrand(t);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { host: other.host },
      payload: {
        username: `r${randomUUID().replaceAll('-', '').slice(0, 10)}`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        phone: m.member.phone,
        bankCode: '014',
        accountNumber: testAccountNumber(),
        accountName: 'สมปอง ทดสอบ',
        isAdultConfirmed: true,
        dateOfBirth: '1990-05-17',
      },
    });
    expect(registered.statusCode, registered.body).toBe(403);
    expect(registered.json().error.code).toBe('SELF_EXCLUDED');
  });

  describe('in the console', () => {
    const protectionOf = (token: string, brandId: string, memberId: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/brands/${brandId}/members/${memberId}/protection`, headers: bearer(token) });
    const addBreak = (token: string, brandId: string, memberId: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/admin/brands/${brandId}/members/${memberId}/protection/breaks`, payload, headers: bearer(token) });

    it('shows support the break in force and the history, read-only; an admin adds a longer one, audited, and never a shorter one', async () => {
      const m = await memberOf(await createHostedBrand(t));
      const startedAt = t.clock.now();
      expect((await m.takeBreak(await m.signIn(), { kind: 'time_out', period: '30d' })).statusCode).toBe(200);
      const support = await signInNewOperator(t, 'support');
      const admin = await signInNewOperator(t, 'admin');

      const read = await protectionOf(support, m.brand.id, m.member.id);
      expect(read.statusCode, read.body).toBe(200);
      const timeOut = {
        kind: 'time_out',
        period: '30d',
        startsAt: startedAt.toISOString(),
        endsAt: new Date(startedAt.getTime() + 30 * 24 * HOUR_MS).toISOString(),
        setBy: 'member',
        operatorUsername: null,
        reason: null,
        isFromLinkedAccount: false,
      };
      expect(read.json()).toEqual({ data: { activeBreak: timeOut, history: [timeOut], limits: expect.any(Array), limitHistory: [] } });

      const bySupport = await addBreak(support, m.brand.id, m.member.id, { kind: 'self_exclusion', period: '6m', reason: 'ลูกค้าโทรมาขอ' });
      expect(bySupport.statusCode).toBe(403);
      const shorter = await addBreak(admin, m.brand.id, m.member.id, { kind: 'time_out', period: '7d', reason: 'ลูกค้าโทรมาขอ' });
      expect(shorter.statusCode).toBe(409);
      expect(shorter.json().error.code).toBe('BREAK_NOT_LONGER');

      t.clock.advanceMs(60_000);
      const added = await addBreak(admin, m.brand.id, m.member.id, { kind: 'self_exclusion', period: '6m', reason: 'ลูกค้าโทรมาขอ' });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().data).toMatchObject({ kind: 'self_exclusion', period: '6m', setBy: 'operator' });
      const after = (await protectionOf(support, m.brand.id, m.member.id)).json().data;
      expect(after.activeBreak).toMatchObject({ kind: 'self_exclusion', reason: 'ลูกค้าโทรมาขอ' });
      expect(after.history).toHaveLength(2);

      const audit = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit-log?action=member.protection.break&targetId=${m.member.id}`,
        headers: bearer(admin),
      });
      expect(audit.json().data.map((entry: { after: { setBy: string } }) => entry.after.setBy)).toEqual(['operator', 'member']);
    });

    it("answers another brand's operator with nothing about the member", async () => {
      const m = await memberOf(await createHostedBrand(t));
      const otherBrand = await createHostedBrand(t);
      const outsider = await signInNewOperator(t, 'admin', [otherBrand.id]);
      expect((await protectionOf(outsider, m.brand.id, m.member.id)).statusCode).toBe(403);
      const wrongBrand = await protectionOf(await signInNewOperator(t, 'admin'), otherBrand.id, m.member.id);
      expect(wrongBrand.statusCode).toBe(404);
      expect(wrongBrand.json().error.code).toBe('MEMBER_NOT_FOUND');
    });
  });

  it("lets a withdrawal asked for before the break complete: the money is the member's", async () => {
    const brandId = (await t.services.brands.resolveHostname('localhost')).id;
    const m = await createWithdrawingMember(t, brandId, 2_000_00);
    const asked = await m.withdraw('1500');
    expect(asked.statusCode, asked.body).toBe(200);
    const withdrawalId = asked.json().data.uuid as string;
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/protection/breaks',
      payload: { kind: 'self_exclusion', period: '6m' },
      headers: bearer(m.token),
    });
    expect(taken.statusCode, taken.body).toBe(200);

    const finance = await signInNewOperator(t, 'finance');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${brandId}/withdrawals/${withdrawalId}/approve`,
      payload: { bankReference: 'KBANK-BREAK-1' },
      headers: bearer(finance),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('completed');
  });

  it('is never changed or removed: the database refuses it', async () => {
    const m = await memberOf(await createHostedBrand(t));
    expect((await m.takeBreak(await m.signIn(), { kind: 'time_out', period: '24h' })).statusCode).toBe(200);
    const refusedByTrigger = { cause: expect.objectContaining({ message: expect.stringMatching(/member_breaks is append-only/) }) };
    await expect(
      t.database.db.execute(sql`update member_breaks set ends_at = starts_at + interval '1 minute' where member_id = ${m.member.id}`),
    ).rejects.toMatchObject(refusedByTrigger);
    await expect(t.database.db.execute(sql`delete from member_breaks where member_id = ${m.member.id}`)).rejects.toMatchObject(refusedByTrigger);
    expect((await m.login()).statusCode).toBe(403);
  });
});

/** A Thai mobile number no other test uses (fixtures draw theirs from 08). */
function testMobile(): string {
  return `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

function testAccountNumber(): string {
  return String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
}

/** "22 พฤศจิกายน 2569 เวลา 12:00 น.": the end as the refusal writes it, in Bangkok time. */
function bangkokText(iso: string): string {
  return `${new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))} น.`;
}
