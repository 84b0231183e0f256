import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@app/contract/admin';
import { lossReturns } from '../../db/schema/loss-return';
import { createFundedMember, testBonusSettings } from '../../test-support/fixtures';
import { signInOperatorPerRole } from '../../test-support/operators';
import { createHostedBrand } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

type Brand = Awaited<ReturnType<typeof createHostedBrand>>;

describe('operator brand settings and host names', () => {
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

  const readSettings = (role: OperatorRole, brandId = brand.id) =>
    t.app.inject({ method: 'GET', url: `/api/admin/brands/${brandId}/settings`, headers: bearer(tokens[role]) });
  const patchSettings = (payload: Record<string, unknown>, role: OperatorRole = 'admin', brandId = brand.id) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/brands/${brandId}/settings`, payload, headers: bearer(tokens[role]) });
  const putHostnames = (hostnames: unknown, role: OperatorRole = 'admin', brandId = brand.id) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/brands/${brandId}/hostnames`, payload: { hostnames }, headers: bearer(tokens[role]) });
  const publicSettings = async (host: string) => (await t.app.inject({ method: 'GET', url: '/api/setting', headers: { host } })).json().data;
  const auditOf = async (action: string, targetId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?action=${action}&targetId=${targetId}`, headers: bearer(tokens.admin) })).json().data as {
      before: unknown;
      after: unknown;
    }[];

  describe('reading', () => {
    it('gives finance and support every setting of the brand, the ones written elsewhere included', async () => {
      for (const role of ['finance', 'support'] as const) {
        const response = await readSettings(role);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({
          brandId: brand.id,
          code: brand.code,
          siteName: brand.siteName,
          clientId: 'client-a',
          accentColor: '#f5b301',
          hostnames: [brand.host],
          line1Id: '',
          line2Id: '',
          liveScoreUrl: '',
          standingsUrl: '',
          bonus: testBonusSettings,
          chatWidget: { isEnabled: false, scriptUrl: '', fields: [] },
          affiliateRule: { basis: 'net_loss', percentBps: 0, period: 'daily' },
          fourEyesThresholdSatang: 5_000_000,
          fourEyesPendingChange: null,
          operatorIpAllowlist: [],
          lossReturnMode: 'credit',
          lossReturnPeriod: 'weekly',
          isAutoPayoutEnabled: false,
          websiteStatus: 'NORMAL',
        });
      }
    });

    it('answers 404 for a brand that does not exist', async () => {
      const response = await readSettings('support', randomUUID());
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('BRAND_NOT_FOUND');
    });
  });

  describe('changing', () => {
    const bonus = {
      ...testBonusSettings,
      bonusMax: 500_00,
      bonusRate: 10,
      bonusTimeStart: '00:00:00',
      bonusTimeEnd: '11:59:59',
      endNumberBonus: 11,
      bonusRate2: 5,
      bonusTimeStart2: '12:00:00',
      bonusTimeEnd2: '23:59:59',
      endNumberBonus2: 22,
    };

    it('writes the fields sent, shows them to members at once and audits only what changed', async () => {
      const response = await patchSettings({
        siteName: 'แบรนด์ใหม่',
        accentColor: '#12ab9f',
        line1Id: '@newbrand',
        line2Id: 'backup.id',
        liveScoreUrl: 'https://scores.example.com/widget?lang=th',
        standingsUrl: '/brand-assets/demo/standings.html',
        bonus,
        lossReturnMode: 'claim',
        lossReturnPeriod: 'daily',
        clientId: 'client-a',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        siteName: 'แบรนด์ใหม่',
        accentColor: '#12ab9f',
        line1Id: '@newbrand',
        line2Id: 'backup.id',
        liveScoreUrl: 'https://scores.example.com/widget?lang=th',
        standingsUrl: '/brand-assets/demo/standings.html',
        bonus,
        lossReturnMode: 'claim',
        lossReturnPeriod: 'daily',
        clientId: 'client-a',
        hostnames: [brand.host],
      });

      const shown = await publicSettings(brand.host);
      expect(shown).toMatchObject({ siteName: 'แบรนด์ใหม่', accentColor: '#12ab9f', bonus, line: { line1: { id: '@newbrand' }, line2: { id: 'backup.id' } } });

      const [entry, ...older] = await auditOf('brand.settings.update', brand.id);
      expect(older).toEqual([]);
      // clientId was sent unchanged, so it is not in the entry.
      expect(entry?.before).toEqual({
        siteName: brand.siteName,
        accentColor: '#f5b301',
        line1Id: '',
        line2Id: '',
        liveScoreUrl: '',
        standingsUrl: '',
        bonus: testBonusSettings,
        lossReturnMode: 'credit',
        lossReturnPeriod: 'weekly',
      });
      expect(entry?.after).toEqual({
        siteName: 'แบรนด์ใหม่',
        accentColor: '#12ab9f',
        line1Id: '@newbrand',
        line2Id: 'backup.id',
        liveScoreUrl: 'https://scores.example.com/widget?lang=th',
        standingsUrl: '/brand-assets/demo/standings.html',
        bonus,
        lossReturnMode: 'claim',
        lossReturnPeriod: 'daily',
      });
    });

    it('writes nothing and audits nothing when nothing changes', async () => {
      const before = (await readSettings('support')).json().data;
      const response = await patchSettings({ siteName: before.siteName, bonus: { ...before.bonus } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual(before);
      expect(await auditOf('brand.settings.update', brand.id)).toHaveLength(1);
    });

    it('leaves another brand as it was', async () => {
      const other = (await readSettings('support', otherBrand.id)).json().data;
      expect(other).toMatchObject({ siteName: otherBrand.siteName, accentColor: '#f5b301', lossReturnMode: 'credit', bonus: testBonusSettings });
      expect((await publicSettings(otherBrand.host)).siteName).toBe(otherBrand.siteName);
      expect(await auditOf('brand.settings.update', otherBrand.id)).toEqual([]);
    });

    it.each([
      [{ accentColor: 'red' }, 'accentColor'],
      [{ siteName: '  ' }, 'siteName'],
      [{ clientId: 'client a' }, 'clientId'],
      [{ line1Id: 'line id with spaces' }, 'line1Id'],
      [{ liveScoreUrl: 'http://scores.example.com' }, 'liveScoreUrl'],
      [{ liveScoreUrl: 'javascript:alert(1)' }, 'liveScoreUrl'],
      [{ standingsUrl: '//evil.example.com/page' }, 'standingsUrl'],
      [{ standingsUrl: '/\\evil.example.com/page' }, 'standingsUrl'],
      [{ bonus: { ...testBonusSettings, bonusTimeStart: '25:00:00' } }, 'bonus.bonusTimeStart'],
      [{ bonus: { ...testBonusSettings, endNumberBonus2: 100 } }, 'bonus.endNumberBonus2'],
      [{ lossReturnPeriod: 'monthly' }, 'lossReturnPeriod'],
    ])('refuses %j beside its field', async (payload, field) => {
      const response = await patchSettings(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    });

    describe('the loss-return period', () => {
      // The test clock stands at Saturday 2026-11-21, noon in Bangkok.
      const recordLossReturn = async (brandId: string, periodStart: string, periodEnd: string) => {
        const { member } = await createFundedMember(t.database.db, brandId);
        await t.database.db
          .insert(lossReturns)
          .values({ brandId, memberId: member.id, periodStart, periodEnd, lossSatang: 100_00, basisPoints: 500, amountSatang: 5_00, status: 'paid' });
      };

      it('accepts going from daily to weekly once days are paid: the job leaves them out of the first week (loss-return.api.test.ts)', async () => {
        const dailyBrand = await createHostedBrand(t);
        expect((await patchSettings({ lossReturnPeriod: 'daily' }, 'admin', dailyBrand.id)).statusCode).toBe(200);
        await recordLossReturn(dailyBrand.id, '2026-11-14', '2026-11-14');
        await recordLossReturn(dailyBrand.id, '2026-11-20', '2026-11-20');

        const response = await patchSettings({ lossReturnPeriod: 'weekly' }, 'admin', dailyBrand.id);
        expect(response.statusCode, response.body).toBe(200);
        expect((await readSettings('support', dailyBrand.id)).json().data).toMatchObject({ lossReturnPeriod: 'weekly' });
        expect(await auditOf('brand.settings.update', dailyBrand.id)).toHaveLength(2);
      });

      it('allows going from weekly to daily when the days to come are not paid yet', async () => {
        const weeklyBrand = await createHostedBrand(t);
        await recordLossReturn(weeklyBrand.id, '2026-11-09', '2026-11-15');
        const response = await patchSettings({ lossReturnPeriod: 'daily' }, 'admin', weeklyBrand.id);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data.lossReturnPeriod).toBe('daily');
      });
    });

    it('answers 404 for a brand that does not exist, and refuses finance and support', async () => {
      expect((await patchSettings({ siteName: 'x' }, 'admin', randomUUID())).json().error.code).toBe('BRAND_NOT_FOUND');
      expect((await patchSettings({ siteName: 'x' }, 'finance')).statusCode).toBe(403);
      expect((await patchSettings({ siteName: 'x' }, 'support')).statusCode).toBe(403);
    });
  });

  describe('host names', () => {
    it('replaces the list (lower case, each once), so the brand answers its new names and no longer its old one', async () => {
      const brandOnNewHosts = await createHostedBrand(t);
      const own = await putHostnames(
        [`WWW.${brandOnNewHosts.code}.example`, `${brandOnNewHosts.code}.example`, `${brandOnNewHosts.code}.example `],
        'admin',
        brandOnNewHosts.id,
      );
      expect(own.statusCode, own.body).toBe(200);
      const hostnames = [`${brandOnNewHosts.code}.example`, `www.${brandOnNewHosts.code}.example`];
      expect(own.json().data).toEqual({ hostnames });

      expect((await publicSettings(`www.${brandOnNewHosts.code}.example`)).siteName).toBe(brandOnNewHosts.siteName);
      // The old name now falls to the default brand.
      expect((await publicSettings(brandOnNewHosts.host)).siteName).not.toBe(brandOnNewHosts.siteName);
      expect((await readSettings('finance', brandOnNewHosts.id)).json().data.hostnames).toEqual(hostnames);

      const [entry] = await auditOf('brand.hostnames.set', brandOnNewHosts.id);
      expect(entry).toMatchObject({ before: { hostnames: [brandOnNewHosts.host] }, after: { hostnames } });
    });

    it('refuses a host name another brand uses with 409, changing nothing', async () => {
      const response = await putHostnames([`new.${brand.code}.example`, otherBrand.host]);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'HOSTNAME_TAKEN', field: 'hostnames' });
      expect(response.json().error.message).toContain(otherBrand.host);
      expect((await readSettings('support', otherBrand.id)).json().data.hostnames).toEqual([otherBrand.host]);
      expect((await publicSettings(otherBrand.host)).siteName).toBe(otherBrand.siteName);
      expect((await publicSettings(`new.${brand.code}.example`)).siteName).not.toBe((await readSettings('support')).json().data.siteName);
    });

    it.each([
      [[], 'an empty list'],
      [['https://brand.example'], 'a scheme'],
      [['brand.example:8080'], 'a port'],
      [['brand.example/path'], 'a path'],
      [['bad_host.example'], 'an underscore'],
      [['-brand.example'], 'a label starting with a hyphen'],
      ['brand.example', 'a string instead of a list'],
    ])('refuses %j (%s)', async (hostnames, description) => {
      const response = await putHostnames(hostnames);
      expect(response.statusCode, `${description}: ${response.body}`).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    });

    it('is for admins only', async () => {
      expect((await putHostnames([`x.${brand.code}.example`], 'finance')).statusCode).toBe(403);
      expect((await putHostnames([`x.${brand.code}.example`], 'support')).statusCode).toBe(403);
    });
  });
});
