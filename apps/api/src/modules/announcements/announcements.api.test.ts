import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement } from '@app/contract/announcements';
import { announcements } from '../../db/schema/content';
import { hashTestPassword } from '../../test-support/test-passwords';
import { signInNewOperator } from '../../test-support/operators';
import { createHostedBrand, LONG_SESSIONS, signInMember } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

const NOON_21_NOVEMBER = new Date('2026-11-21T05:00:00Z');
const HOUR_MS = 3_600_000;
const at = (offsetMs: number) => new Date(NOON_21_NOVEMBER.getTime() + offsetMs);

describe('announcements', () => {
  let t: TestApp;
  const password = 'announcement-password-1';
  let passwordHash: string;

  beforeAll(async () => {
    t = await createTestApp(LONG_SESSIONS);
    passwordHash = await hashTestPassword(password);
  });
  afterAll(() => t.close());

  async function insertAnnouncement(brandId: string, title: string, startsAt: Date, endsAt: Date | null) {
    const [row] = await t.database.db
      .insert(announcements)
      .values({ brandId, title, body: `ข้อความ ${title}`, startsAt, endsAt })
      .returning();
    if (!row) throw new Error('the announcement was not created');
    return row;
  }

  it("lists only the announcements in force now, of the caller's brand, to visitors and members alike", async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const brand = await createHostedBrand(t);
    const elsewhere = await createHostedBrand(t);
    const m = await signInMember(t, brand, { password, passwordHash });
    const endsInAnHour = await insertAnnouncement(brand.id, 'กำลังแสดง', at(-HOUR_MS), at(HOUR_MS));
    const openEnded = await insertAnnouncement(brand.id, 'ไม่มีวันหมด', at(-48 * HOUR_MS), null);
    const startsNow = await insertAnnouncement(brand.id, 'เริ่มตอนนี้', at(0), null);
    const startsInAnHour = await insertAnnouncement(brand.id, 'ยังไม่เริ่ม', at(HOUR_MS), null);
    const endedNow = await insertAnnouncement(brand.id, 'จบตอนนี้', at(-HOUR_MS), at(0));
    const ended = await insertAnnouncement(brand.id, 'จบแล้ว', at(-2 * HOUR_MS), at(-HOUR_MS));
    const otherBrand = await insertAnnouncement(elsewhere.id, 'แบรนด์อื่น', at(-HOUR_MS), null);

    const listed = async () => {
      const visitor = await t.app.inject({ method: 'GET', url: '/api/announcement', headers: { host: brand.host } });
      const member = await m.get('/api/auth/announcement');
      expect(member.json()).toEqual(visitor.json());
      for (const hidden of [otherBrand.id]) expect(visitor.body).not.toContain(hidden);
      return visitor.json<{ data: Announcement[] }>().data;
    };

    const now = await listed();
    // Newest first by start.
    expect(now.map((announcement) => announcement.id)).toEqual([startsNow.id, endsInAnHour.id, openEnded.id]);
    expect(now[1]).toEqual({
      id: endsInAnHour.id,
      title: 'กำลังแสดง',
      body: 'ข้อความ กำลังแสดง',
      isPopup: false,
      startsAt: at(-HOUR_MS).toISOString(),
      endsAt: at(HOUR_MS).toISOString(),
    });
    expect(JSON.stringify(now)).not.toContain(endedNow.id);
    expect(JSON.stringify(now)).not.toContain(ended.id);

    t.clock.advanceMs(HOUR_MS);
    expect((await listed()).map((announcement) => announcement.id)).toEqual([startsInAnHour.id, startsNow.id, openEnded.id]);

    const elsewhereList = await t.app.inject({ method: 'GET', url: '/api/announcement', headers: { host: elsewhere.host } });
    expect(elsewhereList.json().data.map((announcement: Announcement) => announcement.id)).toEqual([otherBrand.id]);
  });

  it('lets an admin create, change and delete one, each with an audit entry holding before and after', async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const brand = await createHostedBrand(t);
    const admin = await signInNewOperator(t, 'admin');
    const url = `/api/admin/brands/${brand.id}/announcements`;
    const visible = async () => (await t.app.inject({ method: 'GET', url: '/api/announcement', headers: { host: brand.host } })).json().data as Announcement[];
    const auditOf = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?targetId=${id}`, headers: bearer(admin) })).json().data as {
        action: string;
        before: unknown;
        after: unknown;
      }[];

    const fields = {
      title: 'ปิดปรับปรุงระบบ',
      body: 'คืนนี้ 02:00-03:00 น.',
      isPopup: true,
      startsAt: at(-HOUR_MS).toISOString(),
      endsAt: at(24 * HOUR_MS).toISOString(),
    };
    const created = await t.app.inject({ method: 'POST', url, payload: fields, headers: bearer(admin) });
    expect(created.statusCode, created.body).toBe(200);
    const announcement = created.json().data;
    expect(announcement).toMatchObject({ ...fields, createdAt: NOON_21_NOVEMBER.toISOString(), updatedAt: NOON_21_NOVEMBER.toISOString() });
    const { createdAt: _createdAt, updatedAt: _updatedAt, ...shown } = announcement;
    expect(await visible()).toEqual([shown]);
    expect(await auditOf(announcement.id)).toEqual([expect.objectContaining({ action: 'announcement.create', before: null, after: shown })]);

    t.clock.advanceMs(60_000);
    // A change of one field leaves the others as they were.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${url}/${announcement.id}`,
      payload: { title: 'ปิดปรับปรุงระบบ (เลื่อน)' },
      headers: bearer(admin),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = { ...shown, title: 'ปิดปรับปรุงระบบ (เลื่อน)' };
    expect(changed.json().data).toEqual({ ...after, createdAt: announcement.createdAt, updatedAt: at(60_000).toISOString() });
    expect((await auditOf(announcement.id))[0]).toMatchObject({ action: 'announcement.update', before: shown, after });

    const listedForOperators = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(listedForOperators.json().data.map((row: { id: string }) => row.id)).toEqual([announcement.id]);

    const deleted = await t.app.inject({ method: 'DELETE', url: `${url}/${announcement.id}`, headers: bearer(admin) });
    expect(deleted.statusCode).toBe(204);
    expect(await visible()).toEqual([]);
    expect((await auditOf(announcement.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['announcement.delete', after, null],
      ['announcement.update', shown, after],
      ['announcement.create', null, shown],
    ]);
    const again = await t.app.inject({ method: 'DELETE', url: `${url}/${announcement.id}`, headers: bearer(admin) });
    expect(again.statusCode).toBe(404);
  });

  it('refuses finance operators and members, and lets support manage them', async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const brand = await createHostedBrand(t);
    const url = `/api/admin/brands/${brand.id}/announcements`;
    const payload = { title: 'ประกาศ', body: 'ข้อความ', startsAt: at(0).toISOString() };

    const finance = await signInNewOperator(t, 'finance');
    const refused = await t.app.inject({ method: 'POST', url, payload, headers: bearer(finance) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(finance) })).json().data).toEqual([]);

    const m = await signInMember(t, brand, { password, passwordHash });
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.app.inject({ method, url, payload, headers: bearer(m.token) })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
    }

    const support = await signInNewOperator(t, 'support');
    const created = await t.app.inject({ method: 'POST', url, payload, headers: bearer(support) });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ isPopup: false, endsAt: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/announcement', headers: { host: brand.host } })).json().data).toHaveLength(1);
  });

  it('refuses an end before the start, on create and on change, with a Thai field error', async () => {
    t.clock.moveTo(NOON_21_NOVEMBER);
    const brand = await createHostedBrand(t);
    const elsewhere = await createHostedBrand(t);
    const admin = await signInNewOperator(t, 'admin');
    const url = `/api/admin/brands/${brand.id}/announcements`;

    const backwards = await t.app.inject({
      method: 'POST',
      url,
      payload: { title: 'ประกาศ', body: 'ข้อความ', startsAt: at(HOUR_MS).toISOString(), endsAt: at(0).toISOString() },
      headers: bearer(admin),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toEqual({ code: 'VALIDATION_FAILED', message: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม', field: 'endsAt' });
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(admin) })).json().data).toEqual([]);

    const created = (
      await t.app.inject({ method: 'POST', url, payload: { title: 'ประกาศ', body: 'ข้อความ', startsAt: at(HOUR_MS).toISOString() }, headers: bearer(admin) })
    ).json().data;
    const change = await t.app.inject({ method: 'PATCH', url: `${url}/${created.id}`, payload: { endsAt: at(0).toISOString() }, headers: bearer(admin) });
    expect(change.statusCode).toBe(400);
    expect(change.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'endsAt' });
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(admin) })).json().data[0]).toMatchObject({ endsAt: null });

    // The announcement belongs to its brand: another brand's path does not find it.
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/brands/${elsewhere.id}/announcements/${created.id}`,
      payload: { title: 'x' },
      headers: bearer(admin),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
