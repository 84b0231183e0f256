import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@app/contract/admin';
import { MAX_BRAND_IMAGE_BYTES } from '@app/contract/brand-images';
import { brandImages } from '../../db/schema/brand-images';
import { hugeHeaderPng } from '../../test-support/image-bombs';
import { signInOperatorPerRole } from '../../test-support/operators';
import { createHostedBrand } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

type Brand = Awaited<ReturnType<typeof createHostedBrand>>;

/** A real 1x1 PNG: uploads are decoded whole, so a PNG signature followed by anything else is refused. */
const pngBytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const key = 'home.normal.logo';

describe('brand configuration image upload', () => {
  let t: TestApp;
  let brand: Brand;
  let otherBrand: Brand;
  let tokens: Record<OperatorRole, string>;

  beforeAll(async () => {
    t = await createTestApp();
    brand = await createHostedBrand(t);
    otherBrand = await createHostedBrand(t);
    tokens = await signInOperatorPerRole(t);
  });
  afterAll(() => t.close());

  const upload = (image: string, options: { role?: OperatorRole; brandId?: string; configurationKey?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${options.brandId ?? brand.id}/configuration/${options.configurationKey ?? key}/image`,
      payload: { image },
      headers: bearer(tokens[options.role ?? 'admin']),
    });
  const servedImage = (path: string, host: string) => t.app.inject({ method: 'GET', url: path, headers: { host } });
  const pathOfKey = async (host = brand.host) => {
    const entries = (await t.app.inject({ method: 'GET', url: '/api/configuration', headers: { host } })).json().data as {
      key: string;
      value: { data: { path: string } };
    }[];
    return entries.find((entry) => entry.key === key)?.value.data.path;
  };
  const imageCount = async () => (await t.database.db.select().from(brandImages)).length;

  it('stores the image, points the key at its served path, serves the bytes and audits', async () => {
    const before = await pathOfKey();
    const response = await upload(dataUrl('image/png', pngBytes));
    expect(response.statusCode, response.body).toBe(200);
    const { imageId, value } = response.json().data as { imageId: string; value: { data: { path: string } } };
    expect(value.data.path).toBe(`/api/media/brand-images/${imageId}`);
    expect(await pathOfKey()).toBe(value.data.path);

    const served = await servedImage(value.data.path, brand.host);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(pngBytes)).toBe(true);

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?action=brand.configuration.upload&targetId=${brand.id}:${key}`,
      headers: bearer(tokens.admin),
    });
    expect(audit.json().data[0]).toMatchObject({
      before: before === undefined ? null : { path: before },
      after: { path: value.data.path, imageId, contentType: 'image/png', sizeBytes: pngBytes.length },
    });
  });

  it('lets every role preview the image through the console, as a data URL of its own brand only', async () => {
    const { imageId } = (await upload(dataUrl('image/png', pngBytes))).json().data as { imageId: string };
    for (const role of ['finance', 'support'] as const) {
      const preview = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${brand.id}/images/${imageId}`, headers: bearer(tokens[role]) });
      expect(preview.json().data).toEqual({ id: imageId, contentType: 'image/png', dataUrl: dataUrl('image/png', pngBytes) });
    }
    const elsewhere = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${otherBrand.id}/images/${imageId}`, headers: bearer(tokens.admin) });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.code).toBe('BRAND_IMAGE_NOT_FOUND');
  });

  it("answers 404 for another brand's image, an unknown id and a malformed one", async () => {
    const { value } = (await upload(dataUrl('image/png', pngBytes))).json().data as { value: { data: { path: string } } };
    for (const [path, host] of [
      [value.data.path, otherBrand.host],
      ['/api/media/brand-images/00000000-0000-4000-8000-000000000000', brand.host],
      ['/api/media/brand-images/not-a-uuid', brand.host],
    ] as const) {
      const response = await servedImage(path, host);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('BRAND_IMAGE_NOT_FOUND');
    }
  });

  it.each([
    ['an SVG', dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), 415, 'BRAND_IMAGE_INVALID'],
    ['text called a PNG', dataUrl('image/png', Buffer.from('just some text, not a picture')), 415, 'BRAND_IMAGE_INVALID'],
    ['a PNG called a JPEG', dataUrl('image/jpeg', pngBytes), 415, 'BRAND_IMAGE_INVALID'],
    ['bare base64 with no type', pngBytes.toString('base64'), 415, 'BRAND_IMAGE_INVALID'],
    ['a truncated PNG', dataUrl('image/png', pngBytes.subarray(0, 40)), 415, 'BRAND_IMAGE_INVALID'],
    ['a PNG whose header says 40000x40000', dataUrl('image/png', hugeHeaderPng()), 415, 'BRAND_IMAGE_INVALID'],
    ['a file over 2 MB', dataUrl('image/png', Buffer.concat([pngBytes, Buffer.alloc(MAX_BRAND_IMAGE_BYTES)])), 413, 'BRAND_IMAGE_TOO_LARGE'],
  ])('refuses %s with its code and changes nothing', async (_name, image, status, code) => {
    const [pathBefore, countBefore] = [await pathOfKey(), await imageCount()];
    const response = await upload(image);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatchObject({ code, message: expect.stringMatching(/[\u0E00-\u0E7F]/) });
    expect([await pathOfKey(), await imageCount()]).toEqual([pathBefore, countBefore]);
  });

  it('refuses finance and support (admin only) and an unknown key, changing nothing', async () => {
    const countBefore = await imageCount();
    for (const role of ['finance', 'support'] as const) {
      expect((await upload(dataUrl('image/png', pngBytes), { role })).statusCode).toBe(403);
    }
    expect((await upload(dataUrl('image/png', pngBytes), { configurationKey: 'home.unknown' })).statusCode).toBe(400);
    expect(await imageCount()).toBe(countBefore);
  });

  it('tells the console the image base URL beside the keys', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/brands/${brand.id}/configuration`, headers: bearer(tokens.support) });
    expect(response.json()).toMatchObject({ imageBaseUrl: expect.any(String), data: expect.any(Array) });
  });
});
