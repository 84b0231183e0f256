import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webManifestSchema, type WebManifest } from '@app/contract/web-manifest';
import { createTestBrand } from '../../test-support/fixtures';
import { signInNewOperator } from '../../test-support/operators';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

const RED = { r: 230, g: 20, b: 30 };

/** A square of one colour, as a PNG. */
function solidPng(side: number, colour: { r: number; g: number; b: number }) {
  return sharp({ create: { width: side, height: side, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** The colour of one pixel of a PNG, as #rrggbb. */
async function pixelAt(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return `#${[...data.subarray(offset, offset + 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

describe('the web app manifest and app icons of each brand', () => {
  let t: TestApp;
  let siteDir: string;
  let greenHost: string;
  let escapingHost: string;

  beforeAll(async () => {
    // The built site the API serves: the demo brand's logo ships with it as a (blue) vector image;
    // a file beside the site, outside it, is red.
    siteDir = mkdtempSync(join(tmpdir(), 'manifest-site-'));
    mkdirSync(join(siteDir, 'dist', 'brand-assets', 'demo'), { recursive: true });
    writeFileSync(
      join(siteDir, 'dist', 'brand-assets', 'demo', 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#143cdc"/></svg>',
    );
    writeFileSync(join(siteDir, 'outside.png'), await solidPng(64, RED));
    t = await createTestApp({ WEB_DIST_DIR: join(siteDir, 'dist') });
    const green = await createTestBrand(t.database.db, { siteName: 'กรีนวิน', accentColor: '#2ec27e' });
    const escaping = await createTestBrand(t.database.db, { configurations: { 'home.normal.logo': '../../../outside.png' } });
    t.services.brands.invalidate();
    greenHost = `${green.code}.test`;
    escapingHost = `${escaping.code}.test`;
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });
  const manifestOf = async (host: string): Promise<WebManifest> => webManifestSchema.parse((await get('/manifest.webmanifest', host)).json());
  const iconOf = async (manifest: WebManifest, host: string, purpose: 'any' | 'maskable', sizes: string) => {
    const icon = manifest.icons.find((candidate) => candidate.purpose === purpose && candidate.sizes === sizes);
    if (!icon) throw new Error(`the manifest lists no ${purpose} icon of ${sizes}`);
    const response = await get(icon.src, host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    return response.rawPayload;
  };

  it("answers the brand's manifest as an installable app: Thai name, home page, standalone, brand colours", async () => {
    const response = await get('/manifest.webmanifest', 'localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/max-age=\d{1,3}\b/);
    const manifest = webManifestSchema.parse(response.json());
    expect(manifest).toMatchObject({
      name: 'ลัคกี้สยาม',
      short_name: 'ลัคกี้สยาม',
      lang: 'th',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#f5b301',
    });
    // Dark, so the splash screen turns into the site's dark page, and tinted by the accent.
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => Number.parseInt(manifest.background_color.slice(start, start + 2), 16));
    expect(Math.max(red, green, blue)).toBeLessThan(48);
    expect(red).toBeGreaterThan(blue);
    // Chrome installs with an icon of 144 px or more whose purpose includes "any"; 192 and 512 are asked for.
    expect(manifest.icons.map((icon) => `${icon.purpose} ${icon.sizes} ${icon.type}`).sort()).toEqual([
      'any 192x192 image/png',
      'any 512x512 image/png',
      'maskable 192x192 image/png',
      'maskable 512x512 image/png',
    ]);
  });

  it('gives each brand its own name and colour by host name, and unknown hosts the default brand', async () => {
    const green = await manifestOf(greenHost);
    expect(green.name).toBe('กรีนวิน');
    expect(green.theme_color).toBe('#2ec27e');
    expect((await manifestOf('who-knows.example')).name).toBe('ลัคกี้สยาม');
  });

  it('draws the icons at their sizes from the logo the site ships, the art smaller in the maskable ones', async () => {
    const manifest = await manifestOf('localhost');
    for (const [purpose, sizes] of [
      ['any', '192x192'],
      ['any', '512x512'],
      ['maskable', '512x512'],
    ] as const) {
      const icon = await iconOf(manifest, 'localhost', purpose, sizes);
      const side = Number.parseInt(sizes, 10);
      expect(await sharp(icon).metadata()).toMatchObject({ format: 'png', width: side, height: side });
      expect(await pixelAt(icon, side / 2, side / 2), `${purpose} ${sizes} centre`).toBe('#143cdc');
    }
    // 15 % in from the edge: inside the logo of an "any" icon, outside a maskable icon's safe zone.
    const anyIcon = await iconOf(manifest, 'localhost', 'any', '512x512');
    const maskable = await iconOf(manifest, 'localhost', 'maskable', '512x512');
    expect(await pixelAt(anyIcon, 77, 256)).toBe('#143cdc');
    expect(await pixelAt(maskable, 77, 256)).toBe(manifest.background_color);
  });

  it("draws the site's crown in the accent colour for a brand without a logo, and never reads a file outside the site", async () => {
    const green = await manifestOf(greenHost);
    expect(await pixelAt(await iconOf(green, greenHost, 'any', '192x192'), 96, 96)).toBe('#2ec27e');
    const escaping = await manifestOf(escapingHost);
    expect(await pixelAt(await iconOf(escaping, escapingHost, 'any', '192x192'), 96, 96)).toBe('#f5b301');
  });

  it('draws an uploaded logo, at a new icon address, once an admin uploads one', async () => {
    const before = await manifestOf(greenHost);
    const token = await signInNewOperator(t, 'admin');
    const green = await t.services.brands.resolveHostname(greenHost);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/admin/brands/${green.id}/configuration/home.normal.logo/image`,
      payload: { image: `data:image/png;base64,${(await solidPng(32, RED)).toString('base64')}` },
      headers: bearer(token),
    });
    expect(upload.statusCode, upload.body).toBe(200);

    const after = await manifestOf(greenHost);
    expect(after.icons[0]?.src).not.toBe(before.icons[0]?.src);
    expect(await pixelAt(await iconOf(after, greenHost, 'maskable', '192x192'), 96, 96)).toBe('#e6141e');
  });

  it('refuses an icon name it does not draw', async () => {
    expect((await get('/app-icons/icon-64.png', 'localhost')).statusCode).toBe(400);
  });
});
