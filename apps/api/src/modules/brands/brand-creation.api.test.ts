import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@app/contract/admin';
import { TIERS } from '@app/contract/tiers';
import { brands } from '../../db/schema/brands';
import { createFundedMember } from '../../test-support/fixtures';
import { signInNewOperator, signInOperatorPerRole } from '../../test-support/operators';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

/** A real 1x1 PNG, as the console's file picker would send it. */
const LOGO = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='}`;

function newBrandRequest(overrides: Record<string, unknown> = {}) {
  const code = `new-${randomUUID().slice(0, 8)}`;
  return {
    code,
    siteName: 'สยามวิน',
    clientId: 'siam-win',
    accentColor: '#22aa66',
    hostnames: [`${code}.example`, `www.${code}.example`],
    line1Id: '@siamwin',
    line2Id: '@siamwin2',
    ...overrides,
  };
}

describe('creating a brand', () => {
  let t: TestApp;
  let tokens: Record<OperatorRole, string>;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInOperatorPerRole(t);
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, token = tokens.admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/brands', payload, headers: bearer(token) });
  const onHost = (host: string, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('makes a whole brand that answers on its host names at once: settings, logo, tiers of the two-brand column, games, receiving account', async () => {
    const request = newBrandRequest({
      logo: LOGO,
      tierPreset: 'two_brands',
      receivingAccount: { bankCode: '014', accountNumber: '1112223334', accountName: 'บจก. สยามวิน' },
    });
    const response = await create(request);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({ code: request.code, siteName: 'สยามวิน', clientId: 'siam-win', accentColor: '#22aa66', websiteStatus: 'NORMAL' });
    expect(created.hostnames).toEqual([...request.hostnames].sort());

    // Live on both host names, with no restart and no wait.
    for (const host of request.hostnames) {
      const settings = (await onHost(host, '/api/setting')).json().data;
      expect(settings).toMatchObject({ siteName: 'สยามวิน', accentColor: '#22aa66', line: { line1: { id: '@siamwin' }, line2: { id: '@siamwin2' } } });
    }
    const configuration = (await onHost(request.hostnames[0] ?? '', '/api/configuration')).json<{
      data: { key: string; value: { data: { path: string } } }[];
    }>().data;
    const logoPath = configuration.find((entry) => entry.key === 'home.normal.logo')?.value.data.path ?? '';
    expect(logoPath).toMatch(/^\/api\/media\/brand-images\//);
    expect(configuration.map((entry) => entry.key)).toEqual(expect.arrayContaining(['home.normal.background', 'home.menuBottom.allGame']));
    const logo = await onHost(request.hostnames[0] ?? '', logoPath);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');

    const tiers = (await t.app.inject({ method: 'GET', url: `/api/admin/brands/${created.brandId}/tiers`, headers: bearer(tokens.admin) })).json<{
      data: { level: number; lossReturnBasisPoints: number }[];
    }>().data;
    const expected = TIERS.map((tier) => [tier.level, tier.lossReturnPercentForTwoBrands * 100]);
    expect(tiers.map((tier) => [tier.level, tier.lossReturnBasisPoints])).toEqual(expected);

    // A member of the new brand signs in on its host and finds its games and receiving account.
    await createFundedMember(t.database.db, created.brandId, { username: 'newmember', password: 'password123' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'newmember', password: 'password123' },
      headers: { host: request.hostnames[1] ?? '' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().token as string;
    const accounts = (await onHost(request.hostnames[0] ?? '', '/api/auth/deposit/bank', bearer(token))).json().data.accounts;
    expect(accounts).toEqual([expect.objectContaining({ bankCode: '014', accountNumber: '1112223334', accountName: 'บจก. สยามวิน' })]);
    const providers = (await onHost(request.hostnames[0] ?? '', '/api/auth/game/providers', bearer(token))).json().data as { code: string }[];
    expect(providers.map((provider) => provider.code)).toContain('HOUSE');

    const audit = (
      await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?action=brand.create&targetId=${created.brandId}`, headers: bearer(tokens.admin) })
    ).json().data;
    expect(audit).toEqual([
      expect.objectContaining({ action: 'brand.create', before: null, after: expect.objectContaining({ code: request.code, tierPreset: 'two_brands' }) }),
    ]);
  });

  it('gives a brand the default loss-return column unless the two-brand one is chosen, and no logo until one is sent', async () => {
    const request = newBrandRequest();
    const created = (await create(request)).json().data;
    const tiers = (await t.app.inject({ method: 'GET', url: `/api/admin/brands/${created.brandId}/tiers`, headers: bearer(tokens.admin) })).json().data as {
      lossReturnBasisPoints: number;
    }[];
    expect(tiers.map((tier) => tier.lossReturnBasisPoints)).toEqual(TIERS.map((tier) => tier.lossReturnPercent * 100));
    const configuration = (await onHost(request.hostnames[0] ?? '', '/api/configuration')).json().data as { key: string }[];
    expect(configuration.map((entry) => entry.key)).not.toContain('home.normal.logo');
  });

  it('refuses a host name another brand answers on, with its Thai message, and creates nothing', async () => {
    const first = newBrandRequest();
    expect((await create(first)).statusCode).toBe(201);
    const second = newBrandRequest({ hostnames: [`fresh-${randomUUID().slice(0, 6)}.example`, first.hostnames[1]] });
    const response = await create(second);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'HOSTNAME_TAKEN', field: 'hostnames', message: `ชื่อโฮสต์ ${first.hostnames[1]} ถูกใช้กับแบรนด์อื่นแล้ว` });
    expect(await t.database.db.select().from(brands).where(eq(brands.code, second.code))).toEqual([]);
    // The existing host still answers its own brand.
    expect((await onHost(first.hostnames[1] ?? '', '/api/setting')).json().data.siteName).toBe('สยามวิน');
  });

  it('refuses a code another brand has', async () => {
    const first = newBrandRequest();
    await create(first);
    const response = await create(newBrandRequest({ code: first.code.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'BRAND_CODE_TAKEN', field: 'code' });
  });

  it('refuses a logo that is not an image, and writes nothing', async () => {
    const request = newBrandRequest({ logo: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}` });
    const response = await create(request);
    expect(response.statusCode).toBe(415);
    expect(await t.database.db.select().from(brands).where(eq(brands.code, request.code))).toEqual([]);
  });

  it('is for admins of all brands only', async () => {
    expect((await create(newBrandRequest(), tokens.finance)).statusCode).toBe(403);
    expect((await create(newBrandRequest(), tokens.support)).statusCode).toBe(403);
    const [someBrand] = await t.database.db.select({ id: brands.id }).from(brands).limit(1);
    const brandAdmin = await signInNewOperator(t, 'admin', [someBrand?.id ?? '']);
    const refused = await create(newBrandRequest(), brandAdmin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
  });

  it('checks every field with a Thai message beside it', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'Bad Code!' }, 'code'],
      [{ hostnames: [] }, 'hostnames'],
      [{ hostnames: ['https://site.example'] }, 'hostnames.0'],
      [{ accentColor: 'green' }, 'accentColor'],
      [{ line1Id: 'not a line id' }, 'line1Id'],
      [{ tierPreset: 'three_brands' }, 'tierPreset'],
      [{ receivingAccount: { bankCode: '999', accountNumber: '1112223334', accountName: 'บัญชี' } }, 'receivingAccount.bankCode'],
    ];
    for (const [change, field] of cases) {
      const response = await create(newBrandRequest(change));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error, field).toMatchObject({ code: 'VALIDATION_FAILED', field });
      expect(response.json().error.message, field).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});
