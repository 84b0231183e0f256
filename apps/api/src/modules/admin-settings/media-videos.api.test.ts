import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@app/contract/admin';
import { mediaVideos } from '../../db/schema/content';
import { hashTestPassword } from '../../test-support/test-passwords';
import { signInOperatorPerRole } from '../../test-support/operators';
import { createHostedBrand, signInMember } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

type Brand = Awaited<ReturnType<typeof createHostedBrand>>;
interface VideoShape {
  id: string;
  title: string;
  url: string;
  player: string | null;
  posterKey: string;
  sortOrder: number;
  isEnabled: boolean;
}

describe('operator media videos', () => {
  let t: TestApp;
  let brand: Brand;
  let otherBrand: Brand;
  let member: Awaited<ReturnType<typeof signInMember>>;
  let tokens: Record<OperatorRole, string>;

  beforeAll(async () => {
    t = await createTestApp();
    brand = await createHostedBrand(t);
    otherBrand = await createHostedBrand(t);
    tokens = await signInOperatorPerRole(t);
    const password = 'member-password-1';
    member = await signInMember(t, brand, { password, passwordHash: await hashTestPassword(password) });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path = '',
    options: { role?: OperatorRole; payload?: Record<string, unknown>; brandId?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/admin/brands/${options.brandId ?? brand.id}/media-videos${path}`,
      payload: options.payload,
      headers: bearer(tokens[options.role ?? 'support']),
    });
  const listVideos = async (brandId = brand.id) => {
    const response = await call('GET', '', { brandId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as VideoShape[];
  };
  const memberVideos = async () => (await member.get('/api/auth/media/videos')).json().data as { id: string; title: string; player: string }[];
  const auditOf = async (action: string, targetId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?action=${action}&targetId=${targetId}`, headers: bearer(tokens.admin) })).json().data as {
      before: unknown;
      after: unknown;
    }[];

  it('adds videos members then see, in order, audited', async () => {
    const file = await call('POST', '', {
      payload: { title: 'แนะนำเว็บ', url: 'https://cdn.example.com/welcome.mp4', posterKey: 'media/poster.svg', sortOrder: 2 },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.json().data).toMatchObject({
      title: 'แนะนำเว็บ',
      url: 'https://cdn.example.com/welcome.mp4',
      player: 'file',
      posterKey: 'media/poster.svg',
      sortOrder: 2,
      isEnabled: true,
    });
    const embed = await call('POST', '', { role: 'admin', payload: { title: 'ยูทูบ', url: 'https://www.youtube.com/embed/abc123', sortOrder: 1 } });
    expect(embed.json().data).toMatchObject({ player: 'embed', posterKey: '' });

    expect((await memberVideos()).map((video) => video.title)).toEqual(['ยูทูบ', 'แนะนำเว็บ']);
    expect((await listVideos()).map((video) => video.title)).toEqual(['ยูทูบ', 'แนะนำเว็บ']);

    const [entry] = await auditOf('media_video.create', file.json().data.id);
    expect(entry).toMatchObject({ before: null, after: { title: 'แนะนำเว็บ', url: 'https://cdn.example.com/welcome.mp4' } });
  });

  it.each([
    ['http://cdn.example.com/welcome.mp4', 'plain http'],
    ['https://www.youtube.com/watch?v=abc123', 'a YouTube page, not an embed'],
    ['https://example.com/page.html', "another site's page"],
    ['//cdn.example.com/welcome.mp4', 'a protocol-relative address'],
    ['javascript:alert(1)//.mp4', 'a script address'],
    ['/brand-assets/demo/media/poster.svg', 'a site path that is not a video'],
  ])('refuses %s (%s), which the member page would not play', async (url) => {
    const response = await call('POST', '', { payload: { title: 'วิดีโอ', url } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'url' });
  });

  it('refuses a missing title and a poster that is not an https address or site path', async () => {
    expect((await call('POST', '', { payload: { title: ' ', url: 'https://cdn.example.com/a.mp4' } })).json().error.field).toBe('title');
    expect(
      (await call('POST', '', { payload: { title: 'ก', url: 'https://cdn.example.com/a.mp4', posterKey: 'javascript:alert(1)' } })).json().error.field,
    ).toBe('posterKey');
  });

  it('changes a video, checking a new address, and audits before and after', async () => {
    const created = (await call('POST', '', { payload: { title: 'เดิม', url: 'https://cdn.example.com/old.webm', sortOrder: 5 } })).json().data as VideoShape;
    const refused = await call('PATCH', `/${created.id}`, { payload: { url: 'http://cdn.example.com/new.webm' } });
    expect(refused.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'url' });

    const response = await call('PATCH', `/${created.id}`, { payload: { title: 'ใหม่', url: 'https://player.vimeo.com/video/76979871', isEnabled: false } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ ...created, title: 'ใหม่', url: 'https://player.vimeo.com/video/76979871', player: 'embed', isEnabled: false });
    expect((await memberVideos()).map((video) => video.id)).not.toContain(created.id);

    const [entry] = await auditOf('media_video.update', created.id);
    expect(entry).toMatchObject({
      before: { title: 'เดิม', url: 'https://cdn.example.com/old.webm', isEnabled: true },
      after: { title: 'ใหม่', isEnabled: false, sortOrder: 5 },
    });
  });

  it('lets an old address the member page skips be seen and switched off without retyping it', async () => {
    const [stored] = await t.database.db
      .insert(mediaVideos)
      .values({ brandId: brand.id, title: 'เก่า http', url: 'http://cdn.example.com/legacy.mp4' })
      .returning();
    expect((await listVideos()).find((video) => video.id === stored?.id)).toMatchObject({ player: null, isEnabled: true });
    const response = await call('PATCH', `/${stored?.id}`, { payload: { isEnabled: false } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ player: null, isEnabled: false });
  });

  it('deletes a video: members no longer see it and the audit keeps what it was', async () => {
    const created = (await call('POST', '', { payload: { title: 'ลบทิ้ง', url: '/brand-assets/demo/media/clip.mp4' } })).json().data as VideoShape;
    expect((await memberVideos()).map((video) => video.id)).toContain(created.id);
    const response = await call('DELETE', `/${created.id}`);
    expect(response.statusCode).toBe(204);
    expect((await memberVideos()).map((video) => video.id)).not.toContain(created.id);
    expect((await listVideos()).map((video) => video.id)).not.toContain(created.id);
    const [entry] = await auditOf('media_video.delete', created.id);
    expect(entry).toMatchObject({ before: { title: 'ลบทิ้ง', url: '/brand-assets/demo/media/clip.mp4', player: 'file' }, after: null });
    expect((await call('DELETE', `/${created.id}`)).statusCode).toBe(404);
  });

  it("never reaches another brand's videos", async () => {
    const foreign = (await call('POST', '', { brandId: otherBrand.id, payload: { title: 'แบรนด์อื่น', url: 'https://cdn.example.com/other.mp4' } })).json()
      .data as VideoShape;
    expect((await listVideos()).map((video) => video.id)).not.toContain(foreign.id);
    for (const response of [await call('PATCH', `/${foreign.id}`, { payload: { title: 'ยึด' } }), await call('DELETE', `/${foreign.id}`)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect(await listVideos(otherBrand.id)).toEqual([foreign]);
    expect((await call('GET', '', { brandId: randomUUID() })).json().error.code).toBe('BRAND_NOT_FOUND');
  });

  it('is not for finance', async () => {
    expect((await call('GET', '', { role: 'finance' })).statusCode).toBe(403);
    expect((await call('POST', '', { role: 'finance', payload: { title: 'ก', url: 'https://cdn.example.com/a.mp4' } })).statusCode).toBe(403);
  });
});
