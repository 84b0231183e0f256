import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearMemoCaches } from '../../lib/memo-cache';
import { upsertConfiguration } from '../brands/brands.repo';
import { createHostedBrand } from '../../test-support/rewards';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { pagePreloadLinks } from './page-preloads';

describe("a page's preload hints for the brand's first images", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function brandWith(images: Record<string, string>) {
    const hosted = await createHostedBrand(t);
    for (const [key, path] of Object.entries(images)) await upsertConfiguration(t.database.db, hosted.id, key, path);
    const brand = await t.services.brands.findById(hosted.id);
    if (!brand) throw new Error('the brand was not found');
    return brand;
  }

  it('names the top background and the logo, resolved against the brand image address, and nothing else', async () => {
    const brand = await brandWith({
      'home.top.background': 'top.svg',
      'home.normal.logo': 'https://cdn.example.com/logo.png',
      'home.top.casino': 'casino.svg',
    });
    const links = await pagePreloadLinks(t.database.db, brand, '/register');
    expect(links).toBe(`<${brand.imageBaseUrl.replace(/\/$/, '')}/top.svg>; rel=preload; as=image, <https://cdn.example.com/logo.png>; rel=preload; as=image`);
  });

  it("names neither on the member area's and the console's pages, whose layouts show neither", async () => {
    const brand = await brandWith({ 'home.top.background': 'top.svg', 'home.normal.logo': 'logo.svg' });
    for (const page of ['/auth', '/auth/dashboard', '/auth/deposit?tab=slip', '/backoffice/login']) {
      expect(await pagePreloadLinks(t.database.db, brand, page), page).toBeUndefined();
    }
    expect(await pagePreloadLinks(t.database.db, brand, '/authors')).toBeDefined();
  });

  it('gives no header to a brand without those images, and leaves out an address a header cannot carry', async () => {
    const bare = await brandWith({});
    expect(await pagePreloadLinks(t.database.db, bare, '/')).toBeUndefined();
    const odd = await brandWith({ 'home.top.background': 'https://cdn.example.com/a>b.svg' });
    expect(await pagePreloadLinks(t.database.db, odd, '/')).toBeUndefined();
  });

  it('names a new image once the brand change is heard, and within 5 s without it', async () => {
    const brand = await brandWith({ 'home.top.background': 'top.svg' });
    const now = Date.now();
    expect(await pagePreloadLinks(t.database.db, brand, '/', now)).toContain('/top.svg>');

    await upsertConfiguration(t.database.db, brand.id, 'home.top.background', 'summer.svg');
    expect(await pagePreloadLinks(t.database.db, brand, '/', now + 5_001)).toContain('/summer.svg>');

    await upsertConfiguration(t.database.db, brand.id, 'home.top.background', 'winter.svg');
    // What the brand change feed does on every instance as the change commits.
    clearMemoCaches();
    expect(await pagePreloadLinks(t.database.db, brand, '/', now + 5_001)).toContain('/winter.svg>');
  });
});
