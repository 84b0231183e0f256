import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSettingsResponseSchema } from '@app/contract/settings';
import { createTestBrand } from '../../test-support/fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { updateBrandSettings, updateWebsiteStatus, writeGlobalSetting } from '../brands/brands.repo';
import { buildPublicSettings } from './settings.service';

/**
 * `GET /api/setting` sends a body made once per brand. It must be byte for byte what the route's
 * schema makes of the brand the request resolved to, whichever brand asked before, and a change
 * must show as soon as the brand directory has taken it in.
 */
describe('GET /api/setting, made once per brand', () => {
  let t: TestApp;
  let otherBrand: Awaited<ReturnType<typeof createTestBrand>>;
  const demoHost = 'localhost';
  const otherHost = () => `${otherBrand.code}.test`;

  beforeAll(async () => {
    t = await createTestApp();
    otherBrand = await createTestBrand(t.database.db, { siteName: 'แบรนด์ที่สอง' });
    t.services.brands.invalidate();
  });
  afterAll(() => t.close());

  const getSetting = (host: string) => t.app.inject({ method: 'GET', url: '/api/setting', headers: { host } });

  /** What the schema makes of the brand the directory holds now for `host`, as the route made it on every call before. */
  async function encodedNow(host: string): Promise<string> {
    const brand = await t.services.brands.resolveHostname(host);
    return JSON.stringify(publicSettingsResponseSchema.parse({ data: buildPublicSettings(brand, await t.services.brands.variants()) }));
  }

  it("answers each brand's own settings, exactly as the schema encodes them, in any order of asking", async () => {
    for (const host of [demoHost, otherHost(), demoHost, otherHost(), 'unknown.example']) {
      const response = await getSetting(host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body, host).toBe(await encodedNow(host));
    }
    expect((await getSetting(otherHost())).json().data.siteName).toBe('แบรนด์ที่สอง');
    expect((await getSetting('unknown.example')).json().data.siteName).toBe('ลัคกี้สยาม');
  });

  it("shows a brand's change once applied, and leaves the other brand's reply as it was", async () => {
    const demoBefore = (await getSetting(demoHost)).body;
    await getSetting(otherHost());
    await updateWebsiteStatus(t.database.db, otherBrand.id, 'MA');
    await updateBrandSettings(t.database.db, otherBrand.id, {
      chatWidget: { isEnabled: true, scriptUrl: 'https://chat.example.com/w.js', fields: ['username'] },
    });
    t.services.brands.invalidate();

    const other = await getSetting(otherHost());
    expect(other.json().data.operation.websiteStatus).toBe('MA');
    expect(other.json().data.chatWidget).toEqual({ isEnabled: true, scriptUrl: 'https://chat.example.com/w.js', fields: ['username'] });
    expect(other.body).toBe(await encodedNow(otherHost()));
    expect((await getSetting(demoHost)).body).toBe(demoBefore);
  });

  it('shows a change of the variants every brand shares', async () => {
    await getSetting(demoHost);
    await writeGlobalSetting(t.database.db, 'variants.minimalLayoutClientId', 'another-layout');
    t.services.brands.invalidate();
    for (const host of [demoHost, otherHost()]) {
      const response = await getSetting(host);
      expect(response.json().data.variants.minimalLayoutClientId).toBe('another-layout');
      expect(response.body).toBe(await encodedNow(host));
    }
  });
});
