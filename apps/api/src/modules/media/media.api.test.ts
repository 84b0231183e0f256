import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaVideos, promotionBanners } from '../../db/schema/content';
import { hashTestPassword } from '../../test-support/test-passwords';
import { createHostedBrand, signInMember } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';

describe('media videos and promotion banners', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists the brand's playable videos in order, leaving out http, non-video and disabled ones", async () => {
    const brand = await createHostedBrand(t);
    const elsewhere = await createHostedBrand(t);
    const password = 'media-password-1';
    const m = await signInMember(t, brand, { password, passwordHash: await hashTestPassword(password) });
    const rows = await t.database.db
      .insert(mediaVideos)
      .values([
        { brandId: brand.id, title: 'ยูทูบ', url: 'https://www.youtube.com/embed/abc123', sortOrder: 2 },
        { brandId: brand.id, title: 'ไฟล์', url: 'https://cdn.example.com/welcome.mp4', posterKey: 'media/poster.svg', sortOrder: 1 },
        { brandId: brand.id, title: 'http', url: 'http://cdn.example.com/welcome.mp4', sortOrder: 3 },
        { brandId: brand.id, title: 'หน้าเว็บ', url: 'https://example.com/watch.html', sortOrder: 4 },
        { brandId: brand.id, title: 'ปิดอยู่', url: 'https://cdn.example.com/hidden.mp4', sortOrder: 5, isEnabled: false },
        { brandId: elsewhere.id, title: 'แบรนด์อื่น', url: 'https://cdn.example.com/other.mp4' },
      ])
      .returning();
    const [youtube, file] = rows;

    const response = await m.get('/api/auth/media/videos');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { id: file?.id, title: 'ไฟล์', url: 'https://cdn.example.com/welcome.mp4', player: 'file', poster: 'media/poster.svg' },
        { id: youtube?.id, title: 'ยูทูบ', url: 'https://www.youtube.com/embed/abc123', player: 'embed', poster: '' },
      ],
    });
  });

  it("lists the brand's enabled promotion banners in order", async () => {
    const brand = await createHostedBrand(t);
    const password = 'media-password-1';
    const m = await signInMember(t, brand, { password, passwordHash: await hashTestPassword(password) });
    await t.database.db.insert(promotionBanners).values([
      { brandId: brand.id, title: 'ที่สอง', imageKey: 'media/b.svg', sortOrder: 2 },
      { brandId: brand.id, title: 'ที่หนึ่ง', imageKey: 'media/a.svg', detail: 'รายละเอียด', sortOrder: 1 },
      { brandId: brand.id, title: 'ปิดอยู่', imageKey: 'media/c.svg', sortOrder: 0, isEnabled: false },
    ]);
    const banners = (await m.get('/api/auth/media/promotions')).json().data;
    expect(banners.map((banner: { title: string; image: string; detail: string }) => [banner.title, banner.image, banner.detail])).toEqual([
      ['ที่หนึ่ง', 'media/a.svg', 'รายละเอียด'],
      ['ที่สอง', 'media/b.svg', ''],
    ]);
  });

  it('is for members only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/media/videos' })).statusCode).toBe(401);
  });
});
