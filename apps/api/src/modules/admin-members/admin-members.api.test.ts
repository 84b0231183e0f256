import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@app/contract/admin';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { signInOperatorPerRole } from '../../test-support/operators';
import { createHostedBrand, creditTestDeposit } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { ensureAccount, transfer } from '../ledger/ledger.service';
import { findMemberBank } from '../members/members.repo';

const PASSWORD = 'member-password-1';

describe('operator member screens', () => {
  let t: TestApp;
  let brand: { id: string; host: string };
  let otherBrandId: string;
  let passwordHash: string;
  let tokens: Record<OperatorRole, string>;

  beforeAll(async () => {
    t = await createTestApp();
    brand = await createHostedBrand(t);
    otherBrandId = (await createTestBrand(t.database.db)).id;
    passwordHash = await hashTestPassword(PASSWORD);
    tokens = await signInOperatorPerRole(t);
  });
  afterAll(() => t.close());

  const newMember = (brandId: string, options: { username?: string; creditSatang?: number; uplineId?: string } = {}) =>
    createFundedMember(t.database.db, brandId, { passwordHash, ...options }).then((created) => created.member);
  const get = (role: OperatorRole, path: string, brandId = brand.id) =>
    t.app.inject({ method: 'GET', url: `/api/admin/brands/${brandId}/members${path}`, headers: bearer(tokens[role]) });
  const search = async (q: string, brandId = brand.id) => {
    const response = await get('support', `?q=${encodeURIComponent(q)}`, brandId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { uuid: string; username: string; creditSatang: number; status: string }[];
  };
  const setStatus = (role: OperatorRole, memberId: string, payload: Record<string, unknown>, brandId = brand.id) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/brands/${brandId}/members/${memberId}/status`, payload, headers: bearer(tokens[role]) });
  const memberLogin = (username: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: PASSWORD },
      headers: { host: brand.host, 'user-agent': 'test-phone' },
    });
  const profileWith = (token: string, memberId: string) =>
    t.app.inject({ method: 'GET', url: `/api/auth/user/${memberId}`, headers: bearer(token, { host: brand.host }) });

  describe('search', () => {
    const prefix = `s${randomUUID().replaceAll('-', '').slice(0, 6)}`;
    let first: Awaited<ReturnType<typeof newMember>>;
    let second: Awaited<ReturnType<typeof newMember>>;

    beforeAll(async () => {
      first = await newMember(brand.id, { username: `${prefix}alpha`, creditSatang: 123_45 });
      second = await newMember(brand.id, { username: `${prefix}beta` });
      // Same prefix, other brand: never listed here.
      await newMember(otherBrandId, { username: `${prefix}gamma` });
    });

    it('finds members by username prefix, whatever the case, with their credit', async () => {
      const found = await search(prefix.toUpperCase());
      expect(found.map((member) => member.username)).toEqual([`${prefix}alpha`, `${prefix}beta`]);
      expect(found[0]).toMatchObject({ uuid: first.id, creditSatang: 123_45, status: 'active', level: 1 });
      expect(found[1]?.creditSatang).toBe(0);
      expect((await search(`${prefix}al`)).map((member) => member.uuid)).toEqual([first.id]);
    });

    it('finds a member by exact phone and by exact bank account number only', async () => {
      expect((await search(second.phone)).map((member) => member.uuid)).toEqual([second.id]);
      expect(await search(second.phone.slice(0, -1))).toEqual([]);
      const bank = await findMemberBank(t.database.db, first.id);
      expect((await search(bank?.accountNumber ?? 'missing')).map((member) => member.uuid)).toEqual([first.id]);
      expect(await search((bank?.accountNumber ?? 'missing').slice(1))).toEqual([]);
    });

    it('treats LIKE wildcards as plain text', async () => {
      expect(await search('%%')).toEqual([]);
      expect(await search('__')).toEqual([]);
    });

    it("does not find another brand's member by username, phone or account", async () => {
      const outsider = await newMember(otherBrandId);
      const bank = await findMemberBank(t.database.db, outsider.id);
      for (const q of [outsider.username, outsider.phone, bank?.accountNumber ?? 'missing']) expect(await search(q)).toEqual([]);
      expect((await search(outsider.username, otherBrandId)).map((member) => member.uuid)).toEqual([outsider.id]);
    });

    it('refuses a search text under two characters, and an unknown brand', async () => {
      const short = await get('finance', '?q=a');
      expect(short.statusCode).toBe(400);
      expect(short.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'q' });
      const unknown = await get('finance', `?q=${prefix}`, randomUUID());
      expect(unknown.json().error.code).toBe('BRAND_NOT_FOUND');
    });
  });

  describe('member detail', () => {
    it('shows the member, profile, upline, downline and codes', async () => {
      const upline = await newMember(brand.id);
      const member = await newMember(brand.id, { uplineId: upline.id, creditSatang: 500_00 });
      const invited = [await newMember(brand.id, { uplineId: member.id }), await newMember(brand.id, { uplineId: member.id })];

      const response = await get('finance', `/${member.id}`);
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json().data;
      expect(detail.member).toMatchObject({ uuid: member.id, username: member.username, creditSatang: 500_00, status: 'active' });
      expect(detail.profile).toMatchObject({ uuid: member.id, phone: member.phone, user_pass: { username: member.username } });
      expect(detail.profile.user_bank.bankCode).toBe('004');
      expect(detail).toMatchObject({
        affiliateBalanceSatang: 0,
        upline: { uuid: upline.id, username: upline.username },
        downlineCount: 2,
        teamCode: null,
        marketingCode: null,
      });

      const downline = await get('support', `/${member.id}/downline`);
      expect(downline.json().meta).toEqual({ total: 2 });
      expect(
        downline
          .json()
          .data.map((row: { uuid: string }) => row.uuid)
          .sort(),
      ).toEqual(invited.map((row) => row.id).sort());
      expect((await get('support', `/${upline.id}`)).json().data.upline).toBeNull();
    });

    it("answers 404 MEMBER_NOT_FOUND for another brand's member on every member route, and changes nothing", async () => {
      const outsider = await newMember(otherBrandId, { creditSatang: 100 });
      for (const path of ['', '/ledger', '/sessions', '/downline']) {
        const response = await get('admin', `/${outsider.id}${path}`);
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toEqual({ error: { code: 'MEMBER_NOT_FOUND', message: 'ไม่พบสมาชิก' } });
      }
      const lock = await setStatus('admin', outsider.id, { status: 'locked', reason: 'ทดสอบข้ามแบรนด์' });
      expect(lock.json().error.code).toBe('MEMBER_NOT_FOUND');
      const own = await get('admin', `/${outsider.id}`, otherBrandId);
      expect(own.json().data.member.status).toBe('active');
      expect((await get('admin', `/${randomUUID()}`)).json().error.code).toBe('MEMBER_NOT_FOUND');
    });
  });

  describe('ledger', () => {
    it('lists the postings newest first, 50 a page, with the balance after each and the transfer kind and memo', async () => {
      const member = await newMember(brand.id, { creditSatang: 10_00 });
      const adjustment = await t.app.inject({
        method: 'POST',
        url: `/api/admin/brands/${brand.id}/members/${member.id}/credit-adjustments`,
        payload: { direction: 'credit', amountSatang: 250_00, reason: 'ชดเชยระบบ', idempotencyKey: randomUUID() },
        headers: bearer(tokens.finance),
      });
      expect(adjustment.statusCode, adjustment.body).toBe(200);
      await creditTestDeposit(t.database.db, { brandId: brand.id, memberId: member.id, amountSatang: 1_000_00, at: t.clock.now() });

      const firstPage = await get('support', `/${member.id}/ledger`);
      expect(firstPage.statusCode, firstPage.body).toBe(200);
      expect(firstPage.json().meta).toEqual({ page: 1, pageSize: 50, total: 3 });
      expect(firstPage.json().data.map((entry: Record<string, unknown>) => [entry.kind, entry.amountSatang, entry.balanceAfterSatang])).toEqual([
        ['deposit', 1_000_00, 1_260_00],
        ['adjustment', 250_00, 260_00],
        ['test', 10_00, 10_00],
      ]);
      expect(firstPage.json().data[1]).toMatchObject({ transferId: adjustment.json().data.transferId, memo: { reason: 'ชดเชยระบบ' } });

      // A debit shows as a negative amount; enough postings to spill onto a second page.
      const creditAccountId = await ensureAccount(t.database.db, { brandId: brand.id, memberId: member.id, kind: 'credit' });
      const houseAccountId = await ensureAccount(t.database.db, { brandId: brand.id, memberId: null, kind: 'house_adjustment' });
      for (let index = 0; index < 50; index += 1) {
        await transfer(t.database.db, {
          at: new Date(),
          brandId: brand.id,
          fromAccountId: creditAccountId,
          toAccountId: houseAccountId,
          amountSatang: 1_00,
          kind: 'test',
          idempotencyKey: `page-test:${member.id}:${index}`,
        });
      }
      const newest = await get('support', `/${member.id}/ledger?account=credit&page=1`);
      expect(newest.json().meta.total).toBe(53);
      expect(newest.json().data).toHaveLength(50);
      expect(newest.json().data[0]).toMatchObject({ kind: 'test', amountSatang: -1_00, balanceAfterSatang: 1_210_00 });
      const second = await get('support', `/${member.id}/ledger?page=2`);
      expect(second.json().meta).toEqual({ page: 2, pageSize: 50, total: 53 });
      expect(second.json().data.map((entry: { kind: string; balanceAfterSatang: number }) => [entry.kind, entry.balanceAfterSatang])).toEqual([
        ['deposit', 1_260_00],
        ['adjustment', 260_00],
        ['test', 10_00],
      ]);
      expect(newest.json().data[49].balanceAfterSatang).toBe(1_259_00);
    });

    it('answers an empty page for an account never opened, and refuses an unknown account', async () => {
      const member = await newMember(brand.id);
      expect((await get('finance', `/${member.id}/ledger?account=affiliate`)).json()).toEqual({ data: [], meta: { page: 1, pageSize: 50, total: 0 } });
      const unknown = await get('finance', `/${member.id}/ledger?account=house_cash`);
      expect(unknown.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'account' });
      expect((await get('finance', `/${member.id}/ledger?page=0`)).json().error.field).toBe('page');
    });
  });

  describe('sessions and status', () => {
    it("lists the member's sessions newest first", async () => {
      const member = await newMember(brand.id);
      expect((await memberLogin(member.username)).statusCode).toBe(200);
      t.clock.advanceMs(60_000);
      expect((await memberLogin(member.username)).statusCode).toBe(200);
      const response = await get('support', `/${member.id}/sessions`);
      expect(response.statusCode, response.body).toBe(200);
      const sessions = response.json().data;
      expect(sessions).toHaveLength(2);
      expect(Date.parse(sessions[0].createdAt)).toBeGreaterThan(Date.parse(sessions[1].createdAt));
      expect(sessions[0]).toMatchObject({ revokedAt: null, userAgent: 'test-phone', ipAddress: '127.0.0.1' });
    });

    it('locks a member: every session ends at once, login says ACCOUNT_DISABLED; unlocking lets them in again; audited', async () => {
      const member = await newMember(brand.id);
      const tokensOfMember = [(await memberLogin(member.username)).json().token as string, (await memberLogin(member.username)).json().token as string];
      for (const token of tokensOfMember) expect((await profileWith(token, member.id)).statusCode).toBe(200);

      expect((await setStatus('finance', member.id, { status: 'locked', reason: 'ทุจริต' })).statusCode).toBe(403);
      expect((await setStatus('support', member.id, { status: 'locked', reason: 'x' })).json().error.field).toBe('reason');
      expect((await setStatus('support', member.id, { status: 'banned', reason: 'ทุจริต' })).json().error.field).toBe('status');

      const locked = await setStatus('support', member.id, { status: 'locked', reason: 'สงสัยทุจริต' });
      expect(locked.statusCode, locked.body).toBe(200);
      expect(locked.json().data).toMatchObject({ uuid: member.id, status: 'locked' });
      for (const token of tokensOfMember) expect([401, 403]).toContain((await profileWith(token, member.id)).statusCode);
      const sessions = (await get('support', `/${member.id}/sessions`)).json().data;
      expect(sessions.every((session: { revokedAt: string | null }) => session.revokedAt !== null)).toBe(true);
      const refused = await memberLogin(member.username);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('ACCOUNT_DISABLED');

      // Locking again is answered, not refused, and writes nothing.
      const again = await setStatus('admin', member.id, { status: 'locked', reason: 'กดซ้ำ' });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.status).toBe('locked');

      const unlocked = await setStatus('support', member.id, { status: 'active', reason: 'ตรวจสอบแล้ว' });
      expect(unlocked.json().data.status).toBe('active');
      const login = await memberLogin(member.username);
      expect(login.statusCode).toBe(200);
      expect((await profileWith(login.json().token as string, member.id)).statusCode).toBe(200);
      // The sessions the lock ended stay ended.
      expect([401, 403]).toContain((await profileWith(tokensOfMember[0] ?? '', member.id)).statusCode);

      const audit = await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit-log?action=member.status.set&targetId=${member.id}`,
        headers: bearer(tokens.admin),
      });
      expect(audit.json().data.map((entry: { before: unknown; after: unknown }) => [entry.before, entry.after])).toEqual([
        [{ status: 'locked' }, { status: 'active', reason: 'ตรวจสอบแล้ว', sessionsEnded: 0 }],
        [{ status: 'active' }, { status: 'locked', reason: 'สงสัยทุจริต', sessionsEnded: 2 }],
      ]);
    });
  });
});
