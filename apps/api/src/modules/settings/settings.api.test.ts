import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIGURATION_KEYS } from '@app/contract/settings';
import { createTestBrand } from '../../test-support/fixtures';
import { bearer, createTestApp, loginDemo, type TestApp } from '../../test-support/test-app';

describe('brand settings and configuration', () => {
  let t: TestApp;
  let token: string;
  let otherBrandHost: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await loginDemo(t.app));
    const other = await createTestBrand(t.database.db, {
      siteName: 'แบรนด์ที่สอง',
      configurations: { 'home.normal.logo': 'second/logo.png' },
    });
    otherBrandHost = `${other.code}.test`;
    t.services.brands.invalidate();
  });
  afterAll(() => t.close());

  it('returns the public settings of the brand the host names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/setting', headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      siteName: 'ลัคกี้สยาม',
      clientId: 'lucky-siam',
      line: { line1: { id: '@luckysiam' }, line2: { id: '@luckysiam2' } },
      operation: { websiteStatus: 'NORMAL' },
      variants: { minimalLayoutClientId: 'minimal', withdrawSlotClientId: 'lucky-siam' },
    });
    expect(Object.keys(data.bonus).sort()).toEqual([
      'bonusMax',
      'bonusRate',
      'bonusRate2',
      'bonusTimeEnd',
      'bonusTimeEnd2',
      'bonusTimeStart',
      'bonusTimeStart2',
      'endNumberBonus',
      'endNumberBonus2',
    ]);
    expect(data).toHaveProperty('liveScoreUrl');
    expect(data).toHaveProperty('standingsUrl');
  });

  it('gives another brand its own settings and the default brand to unknown hosts', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/api/setting', headers: { host: otherBrandHost } });
    expect(other.json().data.siteName).toBe('แบรนด์ที่สอง');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/setting', headers: { host: 'who-knows.example' } });
    expect(unknown.json().data.siteName).toBe('ลัคกี้สยาม');
  });

  it('gives a host name written with its trailing root dot, in any letter case, the same brand', async () => {
    for (const host of [`${otherBrandHost}.`, `${otherBrandHost.toUpperCase()}.:3000`]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/setting', headers: { host } });
      expect(response.json().data.siteName, host).toBe('แบรนด์ที่สอง');
    }
  });

  it('returns the website status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/setting/operational/website' });
    expect(response.json()).toEqual({ data: { websiteStatus: 'NORMAL' } });
  });

  it('lists the eight configuration entries publicly and for members', async () => {
    const open = await t.app.inject({ method: 'GET', url: '/api/configuration' });
    const member = await t.app.inject({ method: 'GET', url: '/api/auth/configuration/list', headers: bearer(token) });
    expect(member.json()).toEqual(open.json());
    const entries: { key: string; value: { data: { path: string } } }[] = open.json().data;
    expect(entries.map((entry) => entry.key).sort()).toEqual([...CONFIGURATION_KEYS].sort());
    expect(entries.find((entry) => entry.key === 'home.normal.background')?.value.data.path).toBe('background.svg');
  });

  it("keeps each brand's configuration to itself", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/configuration', headers: { host: otherBrandHost } });
    expect(response.json()).toEqual({ data: [{ key: 'home.normal.logo', value: { data: { path: 'second/logo.png' } } }] });
  });

  it('returns one entry by key, and a Thai 404 for a key that does not exist', async () => {
    const found = await t.app.inject({ method: 'GET', url: '/api/auth/configuration/key?key=home.normal.logo', headers: bearer(token) });
    expect(found.json()).toEqual({ data: { key: 'home.normal.logo', value: { data: { path: 'logo.svg' } } } });
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/configuration/key?key=home.nothing', headers: bearer(token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'CONFIGURATION_NOT_FOUND', message: 'ไม่พบการตั้งค่านี้' });
  });

  it('requires a member token for the member configuration calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/configuration/list' });
    expect(response.statusCode).toBe(401);
  });
});
