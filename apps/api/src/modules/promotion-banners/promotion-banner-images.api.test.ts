import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BRAND_IMAGE_BYTES } from '@app/contract/brand-images';
import type { AdminPromotionBanner } from '@app/contract/promotion-banners';
import { brandImages } from '../../db/schema/brand-images';
import { promotionCarouselBanners } from '../../db/schema/promotion-banners';
import { hugeHeaderPng, inflationBombPng, truncatedPng } from '../../test-support/image-bombs';
import { signInNewOperator } from '../../test-support/operators';
import { createHostedBrand } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

type Brand = Awaited<ReturnType<typeof createHostedBrand>>;

/** A real 1x1 PNG: uploads are decoded whole, so a PNG signature followed by anything else is refused. */
const pngBytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const upload = (type: string, bytes: Buffer) => ({ source: 'upload', dataUrl: dataUrl(type, bytes) });

describe('promotion banner pictures', () => {
  let t: TestApp;
  let brand: Brand;
  let otherBrand: Brand;
  let support: string;

  beforeAll(async () => {
    t = await createTestApp();
    brand = await createHostedBrand(t);
    otherBrand = await createHostedBrand(t);
    support = await signInNewOperator(t, 'support');
  });
  afterAll(() => t.close());

  const url = `/api/admin/brands/{brandId}/promotion-banners`;
  const post = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: url.replace('{brandId}', brand.id), payload, headers: bearer(support) });
  const patch = (bannerId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `${url.replace('{brandId}', brand.id)}/${bannerId}`, payload, headers: bearer(support) });
  const served = (path: string, host: string) => t.app.inject({ method: 'GET', url: path, headers: { host } });
  const counts = async () => [(await t.database.db.select().from(brandImages)).length, (await t.database.db.select().from(promotionCarouselBanners)).length];

  it('keeps an upload as a brand image, serves it on its own brand only, previews it in the console and audits it', async () => {
    const response = await post({ title: 'โปรสมาชิกใหม่', link: '/register', image: upload('image/png', pngBytes) });
    expect(response.statusCode, response.body).toBe(200);
    const banner = response.json<{ data: AdminPromotionBanner }>().data;
    const imageId = /^\/api\/media\/brand-images\/([0-9a-f-]{36})$/.exec(banner.imageUrl)?.[1] ?? '';
    expect(imageId).not.toBe('');

    const image = await served(banner.imageUrl, brand.host);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(pngBytes)).toBe(true);
    expect((await served(banner.imageUrl, otherBrand.host)).statusCode).toBe(404);

    const preview = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${brand.id}/images/${imageId}`, headers: bearer(support) });
    expect(preview.json().data).toEqual({ id: imageId, contentType: 'image/png', dataUrl: dataUrl('image/png', pngBytes) });

    const admin = await signInNewOperator(t, 'admin');
    const entries = (
      await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?action=promotion_banner.create&targetId=${banner.id}`, headers: bearer(admin) })
    ).json().data;
    expect(entries[0].after).toMatchObject({ imageUrl: banner.imageUrl, upload: { imageId, contentType: 'image/png', sizeBytes: pngBytes.length } });
  });

  it('replaces the picture of a banner with an upload, keeping the rest', async () => {
    const banner = (await post({ title: 'เปลี่ยนรูป', image: { source: 'url', url: 'https://cdn.example.com/old.png' } })).json<{ data: AdminPromotionBanner }>()
      .data;
    const response = await patch(banner.id, { image: upload('image/png', pngBytes) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ title: 'เปลี่ยนรูป', imageUrl: expect.stringMatching(/^\/api\/media\/brand-images\//) });
    expect((await served(response.json().data.imageUrl, brand.host)).rawPayload.equals(pngBytes)).toBe(true);
  });

  it.each([
    ['an SVG', upload('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), 415, 'BRAND_IMAGE_INVALID'],
    ['text called a PNG', upload('image/png', Buffer.from('just some text, not a picture')), 415, 'BRAND_IMAGE_INVALID'],
    ['a PNG called a JPEG', upload('image/jpeg', pngBytes), 415, 'BRAND_IMAGE_INVALID'],
    ['bare base64 with no type', { source: 'upload', dataUrl: pngBytes.toString('base64') }, 415, 'BRAND_IMAGE_INVALID'],
    ['a truncated PNG', upload('image/png', truncatedPng()), 415, 'BRAND_IMAGE_INVALID'],
    ['a PNG whose header says 40000x40000', upload('image/png', hugeHeaderPng()), 415, 'BRAND_IMAGE_INVALID'],
    ['an inflation bomb', upload('image/png', inflationBombPng().subarray(0, MAX_BRAND_IMAGE_BYTES)), 415, 'BRAND_IMAGE_INVALID'],
    ['a file over 2 MB', upload('image/png', Buffer.concat([pngBytes, Buffer.alloc(MAX_BRAND_IMAGE_BYTES)])), 413, 'BRAND_IMAGE_TOO_LARGE'],
  ])('refuses %s, new or as a replacement, with its code, storing nothing', async (_name, image, status, code) => {
    const existing = (await post({ title: 'รูปเดิม', image: { source: 'url', url: 'https://cdn.example.com/keep.png' } })).json<{ data: AdminPromotionBanner }>()
      .data;
    const before = await counts();
    for (const response of [await post({ title: 'รูปเสีย', image }), await patch(existing.id, { title: 'เปลี่ยนชื่อด้วย', image })]) {
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toMatchObject({ code, message: expect.stringMatching(/[\u0E00-\u0E7F]/) });
    }
    expect(await counts()).toEqual(before);
    const [stored] = await t.database.db.select().from(promotionCarouselBanners).where(eq(promotionCarouselBanners.id, existing.id));
    expect(stored).toMatchObject({ title: 'รูปเดิม', imageUrl: 'https://cdn.example.com/keep.png' });
  });
});
