import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@app/contract/admin';
import type { AdminPromotionBanner, PublicPromotionBanner } from '@app/contract/promotion-banners';
import { hashTestPassword } from '../../test-support/test-passwords';
import { signInOperatorPerRole } from '../../test-support/operators';
import { createHostedBrand, LONG_SESSIONS, signInMember } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

type Brand = Awaited<ReturnType<typeof createHostedBrand>>;

const NOON_21_NOVEMBER = new Date('2026-11-21T05:00:00Z');
const HOUR_MS = 3_600_000;
const at = (offsetMs: number) => new Date(NOON_21_NOVEMBER.getTime() + offsetMs).toISOString();
/** The clock moves by hours here: neither the operators' nor the members' sessions may end meanwhile. */
const LONG_OPERATOR_SESSIONS = { ...LONG_SESSIONS, OPERATOR_SESSION_IDLE_MINUTES: String(24 * 60), OPERATOR_SESSION_MAX_HOURS: String(24 * 365) };
const picture = (name: string) => ({ source: 'url', url: `https://cdn.example.com/banners/${name}.webp` });

describe('promotion banners', () => {
  let t: TestApp;
  let brand: Brand;
  let otherBrand: Brand;
  let tokens: Record<OperatorRole, string>;

  beforeAll(async () => {
    t = await createTestApp(LONG_OPERATOR_SESSIONS);
    brand = await createHostedBrand(t);
    otherBrand = await createHostedBrand(t);
    tokens = await signInOperatorPerRole(t);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path = '',
    options: { role?: OperatorRole; payload?: Record<string, unknown>; brandId?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/brands/${options.brandId ?? brand.id}/promotion-banners${path}`,
      payload: options.payload,
      headers: bearer(tokens[options.role ?? 'support']),
    });
  const create = async (payload: Record<string, unknown>, brandId = brand.id) => {
    const response = await call('POST', '', { payload, brandId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AdminPromotionBanner }>().data;
  };
  const listed = async (brandId = brand.id) => (await call('GET', '', { brandId })).json<{ data: AdminPromotionBanner[] }>().data;
  const live = async (host = brand.host) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/promotion-banners', headers: { host } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: PublicPromotionBanner[] }>().data;
  };
  const auditOf = async (targetId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?targetId=${targetId}`, headers: bearer(tokens.admin) })).json().data as {
      action: string;
      before: unknown;
      after: unknown;
    }[];
  const removeAll = async () => {
    for (const banner of await listed()) expect((await call('DELETE', `/${banner.id}`)).statusCode).toBe(204);
  };

  it('creates, changes and deletes a banner, each change audited with before and after', async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const fields = {
      title: 'ฝากแรกรับโบนัส 100%',
      link: '/promotion',
      sortOrder: 2,
      startsAt: at(-HOUR_MS),
      endsAt: '2026-11-30T23:59:00+07:00',
      isEnabled: true,
      image: picture('first-deposit'),
    };
    const banner = await create(fields);
    const shown = { id: banner.id, title: fields.title, imageUrl: fields.image.url, link: '/promotion' };
    const stored = { ...shown, sortOrder: 2, startsAt: fields.startsAt, endsAt: '2026-11-30T16:59:00.000Z', isEnabled: true };
    expect(banner).toEqual({ ...stored, createdAt: NOON_21_NOVEMBER.toISOString(), updatedAt: NOON_21_NOVEMBER.toISOString() });
    expect(await live()).toEqual([shown]);
    expect(await auditOf(banner.id)).toEqual([
      expect.objectContaining({ action: 'promotion_banner.create', before: null, after: { ...stored, upload: null } }),
    ]);

    t.clock.advanceMs(60_000);
    // A change of some fields leaves the others as they were.
    const changed = await call('PATCH', `/${banner.id}`, { payload: { title: 'ฝากแรกรับโบนัส 50%', link: null, image: picture('half') } });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = { ...stored, title: 'ฝากแรกรับโบนัส 50%', link: null, imageUrl: 'https://cdn.example.com/banners/half.webp' };
    expect(changed.json().data).toEqual({ ...after, createdAt: banner.createdAt, updatedAt: at(60_000) });
    expect((await auditOf(banner.id))[0]).toMatchObject({ action: 'promotion_banner.update', before: stored, after: { ...after, upload: null } });

    expect((await call('DELETE', `/${banner.id}`)).statusCode).toBe(204);
    expect(await live()).toEqual([]);
    expect(await listed()).toEqual([]);
    expect((await auditOf(banner.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['promotion_banner.delete', after, null],
      ['promotion_banner.update', stored, { ...after, upload: null }],
      ['promotion_banner.create', null, { ...stored, upload: null }],
    ]);
    expect((await call('DELETE', `/${banner.id}`)).statusCode).toBe(404);
  });

  it('shows visitors and members only the enabled banners within their schedule, in order, as the clock moves', async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    await removeAll();
    const second = await create({ title: 'ลำดับสอง', sortOrder: 2, image: picture('second') });
    const first = await create({ title: 'ลำดับหนึ่ง', sortOrder: 1, image: picture('first'), link: 'https://promo.example.com/page' });
    const endsInAnHour = await create({ title: 'จบในชั่วโมง', sortOrder: 3, endsAt: at(HOUR_MS), image: picture('ends') });
    const startsInAnHour = await create({ title: 'เริ่มในชั่วโมง', sortOrder: 0, startsAt: at(HOUR_MS), image: picture('starts') });
    const startsNow = await create({ title: 'เริ่มตอนนี้', sortOrder: 4, startsAt: at(0), image: picture('now') });
    // Two banners of the same order: the one made first comes first (a second apart, as operators make them).
    t.clock.advanceMs(1_000);
    await create({ title: 'ปิดอยู่', sortOrder: 0, isEnabled: false, image: picture('off') });
    t.clock.moveTo(NOON_21_NOVEMBER);
    await create({ title: 'จบแล้ว', sortOrder: 5, startsAt: at(-2 * HOUR_MS), endsAt: at(0), image: picture('ended') });

    expect((await live()).map((banner) => banner.id)).toEqual([first.id, second.id, endsInAnHour.id, startsNow.id]);
    expect((await live())[0]).toEqual({
      id: first.id,
      title: 'ลำดับหนึ่ง',
      imageUrl: 'https://cdn.example.com/banners/first.webp',
      link: 'https://promo.example.com/page',
    });
    const password = 'banner-member-password-1';
    const member = await signInMember(t, brand, { password, passwordHash: await hashTestPassword(password) });
    const asMember = await member.get('/api/promotion-banners');
    expect(asMember.json()).toEqual({ data: await live() });
    expect(asMember.headers['cache-control']).toBe('public, max-age=60');

    t.clock.advanceMs(HOUR_MS);
    expect((await live()).map((banner) => banner.id)).toEqual([startsInAnHour.id, first.id, second.id, startsNow.id]);
    // The console lists every banner, shown or not, in the carousel's order.
    expect((await listed()).map((banner) => banner.title)).toEqual(['เริ่มในชั่วโมง', 'ปิดอยู่', 'ลำดับหนึ่ง', 'ลำดับสอง', 'จบในชั่วโมง', 'เริ่มตอนนี้', 'จบแล้ว']);
  });

  it("never lists, changes or deletes another brand's banners, and tells nothing of them", async () => {
    const foreign = await create({ title: 'แบรนด์อื่น', image: picture('other') }, otherBrand.id);
    expect(JSON.stringify(await live())).not.toContain(foreign.id);
    expect(JSON.stringify(await listed())).not.toContain(foreign.id);
    expect((await live(otherBrand.host)).map((banner) => banner.id)).toEqual([foreign.id]);

    for (const response of [
      await call('PATCH', `/${foreign.id}`, { payload: { title: 'ยึด', image: picture('taken') } }),
      await call('DELETE', `/${foreign.id}`),
      await call('PATCH', `/${randomUUID()}`, { payload: { title: 'ไม่มี' } }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ต้องการ' });
    }
    expect(await listed(otherBrand.id)).toEqual([foreign]);
    expect((await call('GET', '', { brandId: randomUUID() })).json().error.code).toBe('BRAND_NOT_FOUND');
    expect((await call('POST', '', { brandId: randomUUID(), payload: { title: 'ก', image: picture('a') } })).json().error.code).toBe('BRAND_NOT_FOUND');
  });

  it('lets finance read but not write, support and admin write, and refuses members and strangers', async () => {
    const payload = { title: 'โปรวันเกิด', image: picture('birthday') };
    const banner = await create(payload);
    expect((await call('GET', '', { role: 'finance' })).statusCode).toBe(200);
    for (const [method, path] of [
      ['POST', ''],
      ['PATCH', `/${banner.id}`],
      ['DELETE', `/${banner.id}`],
    ] as const) {
      const refused = await call(method, path, { role: 'finance', payload: method === 'DELETE' ? undefined : payload });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
    expect((await call('PATCH', `/${banner.id}`, { role: 'admin', payload: { sortOrder: 9 } })).json().data.sortOrder).toBe(9);

    const password = 'banner-member-password-2';
    const member = await signInMember(t, brand, { password, passwordHash: await hashTestPassword(password) });
    const url = `/api/admin/brands/${brand.id}/promotion-banners`;
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.app.inject({ method, url, payload, headers: bearer(member.token) })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }
    expect((await listed()).find((row) => row.id === banner.id)).toMatchObject({ title: 'โปรวันเกิด', sortOrder: 9 });
  });

  it.each([
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['another host without a scheme', '//evil.example.com/promo'],
    ['a backslash path browsers read as a host', '/\\evil.example.com'],
    ['plain http', 'http://promo.example.com'],
    ['a relative path', 'promotion'],
    ['an empty link', ''],
  ])('refuses %s as the link with a Thai message beside it, changing nothing', async (_name, link) => {
    const before = await listed();
    const created = await call('POST', '', { payload: { title: 'ลิงก์เสีย', link, image: picture('bad-link') } });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toEqual({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/[\u0E00-\u0E7F]/), field: 'link' });
    const existing = before[0];
    if (existing) {
      const changed = await call('PATCH', `/${existing.id}`, { payload: { link } });
      expect(changed.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'link' });
    }
    expect(await listed()).toEqual(before);
  });

  it('refuses a missing title, a long one, an image address that is not https, and an end before the start', async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const refusal = async (payload: Record<string, unknown>, path = '') => (await call(path ? 'PATCH' : 'POST', path, { payload })).json().error;
    expect(await refusal({ title: '  ', image: picture('a') })).toEqual({ code: 'VALIDATION_FAILED', message: 'กรุณากรอกชื่อแบนเนอร์', field: 'title' });
    expect(await refusal({ title: 'ก'.repeat(101), image: picture('a') })).toMatchObject({ field: 'title', message: 'ชื่อแบนเนอร์ยาวเกิน 100 ตัวอักษร' });
    expect(await refusal({ title: 'รูป http', image: { source: 'url', url: 'http://cdn.example.com/a.png' } })).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'image.url',
      message: 'ที่อยู่รูปต้องเป็นที่อยู่แบบ https://',
    });
    expect(await refusal({ title: 'ไม่มีรูป' })).toMatchObject({ code: 'VALIDATION_FAILED', field: 'image' });
    expect(await refusal({ title: 'ถอยหลัง', image: picture('a'), startsAt: at(HOUR_MS), endsAt: at(0) })).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม',
      field: 'endsAt',
    });
    // A change judged against the start that is stored.
    const banner = await create({ title: 'เริ่มพรุ่งนี้', startsAt: at(24 * HOUR_MS), image: picture('tomorrow') });
    expect(await refusal({ endsAt: at(HOUR_MS) }, `/${banner.id}`)).toEqual({ code: 'VALIDATION_FAILED', message: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม', field: 'endsAt' });
    expect((await listed()).find((row) => row.id === banner.id)).toMatchObject({ endsAt: null });
  });
});
