import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@app/contract/admin';
import { gameProviders, games } from '../../db/schema/games';
import { hashTestPassword } from '../../test-support/test-passwords';
import { signRequest } from '../../lib/signed-request';
import { signInOperatorPerRole } from '../../test-support/operators';
import { createHostedBrand, signInMember } from '../../test-support/rewards';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

type Brand = Awaited<ReturnType<typeof createHostedBrand>>;
interface ProviderShape {
  id: string;
  code: string;
  name: string;
  isEnabled: boolean;
  hasSecret: boolean;
  secretLastFour: string;
  gameCount: number;
  launchUrl: string;
}
interface GameShape {
  id: string;
  providerId: string;
  providerCode: string;
  category: string;
  code: string;
  isHot: boolean;
  isEnabled: boolean;
  sortOrder: number;
}

const newSecret = () => randomBytes(32).toString('hex');

describe('operator game providers and games', () => {
  let t: TestApp;
  let brand: Brand;
  let otherBrand: Brand;
  let tokens: Record<OperatorRole, string>;
  /** Every secret the tests set: none may ever appear in a response or the audit log. */
  const secrets: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    brand = await createHostedBrand(t);
    otherBrand = await createHostedBrand(t);
    tokens = await signInOperatorPerRole(t);
    const houseSecrets = await t.database.db.select({ secret: gameProviders.secret }).from(gameProviders);
    secrets.push(...houseSecrets.map((row) => row.secret));
  });
  afterAll(() => t.close());

  /** Every operator response of this file, searched for secrets at the end. */
  const responseBodies: string[] = [];
  const call = async (
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    options: { role?: OperatorRole; payload?: Record<string, unknown>; brandId?: string } = {},
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api/admin/brands/${options.brandId ?? brand.id}${path}`,
      payload: options.payload,
      headers: bearer(tokens[options.role ?? 'admin']),
    });
    responseBodies.push(response.body);
    return response;
  };
  const listProviders = async (brandId = brand.id) => {
    const response = await call('GET', '/game-providers', { role: 'finance', brandId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as ProviderShape[];
  };
  const addProvider = (payload: Record<string, unknown>, brandId = brand.id) => {
    if (typeof payload.secret === 'string') secrets.push(payload.secret);
    return call('POST', '/game-providers', { payload, brandId });
  };
  const auditOf = async (action: string, targetId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/audit-log?action=${action}&targetId=${targetId}`, headers: bearer(tokens.admin) })).json().data as {
      before: unknown;
      after: unknown;
    }[];
  /** A signed balance call on the brand's host: the answer tells whether the signature was accepted. */
  const walletCallSignedWith = (code: string, secret: string, host = brand.host) => {
    const path = `/api/provider/${code}/balance`;
    const rawBody = JSON.stringify({ token: 'not-a-session-token' });
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        host,
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': signRequest(secret, { timestampSeconds: timestamp, method: 'POST', path, rawBody }),
      },
      payload: rawBody,
    });
  };

  describe('providers', () => {
    it("lists the brand's providers without their secrets", async () => {
      const [house] = await listProviders();
      const [stored] = await t.database.db
        .select()
        .from(gameProviders)
        .where(and(eq(gameProviders.brandId, brand.id), eq(gameProviders.code, 'HOUSE')));
      expect(house).toEqual({
        id: stored?.id,
        code: 'HOUSE',
        name: 'เกมของเว็บไซต์',
        walletType: 'seamless',
        protocol: 'generic',
        launchUrl: '',
        isEnabled: true,
        hasSecret: true,
        secretLastFour: stored?.secret.slice(-4),
        gameCount: 3,
      });
      const support = await call('GET', '/game-providers', { role: 'support' });
      expect(support.statusCode).toBe(200);
      expect(support.body).not.toContain(stored?.secret ?? 'missing');
    });

    it('adds a provider whose secret then signs its wallet calls, and audits it without the secret', async () => {
      const secret = newSecret();
      const response = await addProvider({ code: 'JK', name: 'โจ๊กเกอร์', secret, launchUrl: 'https://games.example.com/launch' });
      expect(response.statusCode, response.body).toBe(200);
      const created = response.json().data as ProviderShape;
      expect(created).toMatchObject({
        code: 'JK',
        name: 'โจ๊กเกอร์',
        walletType: 'seamless',
        protocol: 'generic',
        isEnabled: true,
        hasSecret: true,
        secretLastFour: secret.slice(-4),
        gameCount: 0,
      });
      expect((await listProviders()).map((provider) => provider.code)).toEqual(['HOUSE', 'JK']);

      // Stored as given, because the wallet checks each call's HMAC with it.
      expect((await walletCallSignedWith('JK', secret)).json().error?.code).not.toBe('SIGNATURE_INVALID');
      expect((await walletCallSignedWith('JK', newSecret())).json().error.code).toBe('SIGNATURE_INVALID');

      const [entry] = await auditOf('game_provider.create', created.id);
      expect(entry).toMatchObject({
        before: null,
        after: { code: 'JK', name: 'โจ๊กเกอร์', launchUrl: 'https://games.example.com/launch', isEnabled: true, isSecretSet: true },
      });
    });

    it('refuses a code the brand already has with 409; another brand may use it', async () => {
      const taken = await addProvider({ code: 'JK', name: 'ซ้ำ', secret: newSecret() });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({ code: 'PROVIDER_CODE_TAKEN', field: 'code' });
      const elsewhere = await addProvider({ code: 'JK', name: 'โจ๊กเกอร์', secret: newSecret() }, otherBrand.id);
      expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    });

    it.each([
      [{ code: 'jk2', name: 'x', secret: 'a'.repeat(40) }, 'code'],
      [{ code: 'AC', name: 'x', secret: 'short-secret' }, 'secret'],
      [{ code: 'AC', name: 'x', secret: `${'a'.repeat(40)} b` }, 'secret'],
      [{ code: 'AC', name: 'x', secret: 'a'.repeat(40), protocol: 'made-up' }, 'protocol'],
      [{ code: 'AC', name: 'x', secret: 'a'.repeat(40), launchUrl: 'http://games.example.com' }, 'launchUrl'],
      [{ code: 'AC', name: 'x', secret: 'a'.repeat(40), walletType: 'other' }, 'walletType'],
      [{ code: 'AC', name: ' ', secret: 'a'.repeat(40) }, 'name'],
    ])('refuses %j beside its field', async (payload, field) => {
      const response = await addProvider(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', field });
    });

    it('renames and switches off a provider, with the change audited', async () => {
      const created = (await addProvider({ code: 'SG', name: 'สปาเด', secret: newSecret() })).json().data as ProviderShape;
      const response = await call('PATCH', `/game-providers/${created.id}`, { payload: { name: 'สปาเดกมิ่ง', isEnabled: false } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ id: created.id, name: 'สปาเดกมิ่ง', isEnabled: false, hasSecret: true });
      const [entry] = await auditOf('game_provider.update', created.id);
      expect(entry).toMatchObject({ before: { name: 'สปาเด', isEnabled: true }, after: { name: 'สปาเดกมิ่ง', isEnabled: false, isSecretChanged: false } });
      // A disabled provider answers no wallet call.
      expect((await walletCallSignedWith('SG', secrets.at(-1) ?? '')).json().error.code).toBe('PROVIDER_NOT_FOUND');
    });

    it('replaces the secret: the new one signs, the old one no longer does, and neither is recorded', async () => {
      const oldSecret = newSecret();
      const created = (await addProvider({ code: 'XE', name: 'เอ็กซ์', secret: oldSecret })).json().data as ProviderShape;
      const replacement = newSecret();
      secrets.push(replacement);
      const response = await call('PATCH', `/game-providers/${created.id}`, { payload: { secret: replacement } });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ hasSecret: true, secretLastFour: replacement.slice(-4) });

      expect((await walletCallSignedWith('XE', replacement)).json().error?.code).not.toBe('SIGNATURE_INVALID');
      expect((await walletCallSignedWith('XE', oldSecret)).json().error.code).toBe('SIGNATURE_INVALID');

      const [entry] = await auditOf('game_provider.update', created.id);
      expect(entry).toMatchObject({ before: { code: 'XE', name: 'เอ็กซ์' }, after: { code: 'XE', name: 'เอ็กซ์', isSecretChanged: true } });
    });

    it("answers 404 for another brand's provider and leaves it as it was", async () => {
      const [foreign] = (await listProviders(otherBrand.id)).filter((provider) => provider.code === 'JK');
      const response = await call('PATCH', `/game-providers/${foreign?.id}`, { payload: { name: 'ของแบรนด์อื่น', isEnabled: false, secret: newSecret() } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('PROVIDER_NOT_FOUND');
      expect((await listProviders(otherBrand.id)).find((provider) => provider.code === 'JK')).toMatchObject({ name: 'โจ๊กเกอร์', isEnabled: true });
    });

    it('is changed by admins only', async () => {
      const [house] = await listProviders();
      for (const role of ['finance', 'support'] as const) {
        expect((await call('PATCH', `/game-providers/${house?.id}`, { role, payload: { isEnabled: false } })).statusCode).toBe(403);
        expect((await call('POST', '/game-providers', { role, payload: { code: 'AC', name: 'x', secret: newSecret() } })).statusCode).toBe(403);
      }
    });
  });

  describe('games', () => {
    const listGames = async (query = '', brandId = brand.id) => {
      const response = await call('GET', `/games${query}`, { role: 'support', brandId });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: GameShape[]; meta: { page: number; pageSize: number; total: number; categories: string[] } };
    };

    it('lists the whole catalogue, filtered by category or provider, a page at a time', async () => {
      const all = await listGames();
      expect(all.data.map((game) => game.code).sort()).toEqual(['house-baccarat', 'house-hilo', 'house-slot']);
      // The filter offers every category the brand uses, including the house slot's "slot", which members have no tab for.
      expect(all.meta).toEqual({ page: 1, pageSize: 100, total: 3, categories: ['card', 'casino', 'slot'] });
      expect((await listGames('?category=slot')).data.map((game) => game.code)).toEqual(['house-slot']);
      const [house] = await listProviders();
      expect((await listGames(`?providerId=${house?.id}`)).meta.total).toBe(3);
      const jk = (await listProviders()).find((provider) => provider.code === 'JK');
      expect((await listGames(`?providerId=${jk?.id}`)).data).toEqual([]);
      const secondPage = await listGames('?pageSize=2&page=2');
      expect(secondPage.data).toHaveLength(1);
      expect(secondPage.meta).toEqual({ page: 2, pageSize: 2, total: 3, categories: ['card', 'casino', 'slot'] });
      expect((await listGames('?category=slot')).meta.categories).toEqual(['card', 'casino', 'slot']);
      expect((await call('GET', '/games?providerId=not-a-uuid', { role: 'finance' })).statusCode).toBe(400);
    });

    it('finds games by part of their name or code, in any letter case, with wildcards taken literally', async () => {
      const codesFound = async (text: string) => (await listGames(`?q=${encodeURIComponent(text)}`)).data.map((game) => game.code);
      expect(await codesFound('สูงต่ำ')).toEqual(['house-hilo']);
      expect(await codesFound('HOUSE-S')).toEqual(['house-slot']);
      expect((await codesFound('house')).sort()).toEqual(['house-baccarat', 'house-hilo', 'house-slot']);
      expect(await codesFound('%')).toEqual([]);
      expect(await codesFound('house_slot')).toEqual([]);
      expect((await listGames(`?q=hilo&category=slot`)).data).toEqual([]);
      expect((await call('GET', `/games?q=${'x'.repeat(101)}`, { role: 'finance' })).statusCode).toBe(400);
    });

    it('switches a game off, marks it hot and moves it, as members then see, with the change audited', async () => {
      const password = 'member-password-1';
      const member = await signInMember(t, brand, { password, passwordHash: await hashTestPassword(password) });
      const baccarat = (await listGames('?category=casino')).data[0];
      const hilo = (await listGames('?category=card')).data[0];
      expect((await member.get('/api/auth/user/games/casino')).json().data.map((game: { code: string }) => game.code)).toEqual(['house-baccarat']);

      const off = await call('PATCH', `/games/${baccarat?.id}`, { payload: { isEnabled: false } });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data).toMatchObject({ id: baccarat?.id, isEnabled: false, providerCode: 'HOUSE' });
      expect((await member.get('/api/auth/user/games/casino')).json().data).toEqual([]);
      // Still listed for operators, who may switch it back on.
      expect((await listGames('?category=casino')).data[0]?.isEnabled).toBe(false);

      const hot = await call('PATCH', `/games/${hilo?.id}`, { payload: { isHot: true, sortOrder: 7 } });
      expect(hot.json().data).toMatchObject({ isHot: true, sortOrder: 7, isEnabled: true });
      expect((await member.get('/api/auth/user/games/hot')).json().data.map((game: { code: string }) => game.code)).toContain('house-hilo');

      const [entry] = await auditOf('game.update', hilo?.id ?? '');
      expect(entry).toEqual({
        ...entry,
        before: { providerCode: 'HOUSE', code: 'house-hilo', isEnabled: true, isHot: false, sortOrder: 2 },
        after: { providerCode: 'HOUSE', code: 'house-hilo', isEnabled: true, isHot: true, sortOrder: 7 },
      });
    });

    it("answers 404 for another brand's game and leaves it as it was", async () => {
      const foreignBefore = await listGames('', otherBrand.id);
      const [foreign] = (await listGames('?category=slot', otherBrand.id)).data;
      const response = await call('PATCH', `/games/${foreign?.id}`, { payload: { isEnabled: false } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('GAME_NOT_FOUND');
      const [stored] = await t.database.db
        .select({ isEnabled: games.isEnabled })
        .from(games)
        .where(eq(games.id, foreign?.id ?? randomUUID()));
      expect(stored?.isEnabled).toBe(true);
      expect(await listGames('', otherBrand.id)).toEqual(foreignBefore);
    });

    it('refuses a bad sort order, and finance or support changing a game', async () => {
      const [slot] = (await listGames('?category=slot')).data;
      expect((await call('PATCH', `/games/${slot?.id}`, { payload: { sortOrder: -1 } })).json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'sortOrder',
      });
      expect((await call('PATCH', `/games/${slot?.id}`, { role: 'finance', payload: { isHot: false } })).statusCode).toBe(403);
      expect((await call('PATCH', `/games/${slot?.id}`, { role: 'support', payload: { isHot: false } })).statusCode).toBe(403);
    });
  });

  it('never shows a secret in any response or audit entry', async () => {
    const bodies = [
      ...responseBodies,
      (await call('GET', '/game-providers', { role: 'support' })).body,
      (await call('GET', '/game-providers', { role: 'support', brandId: otherBrand.id })).body,
      (await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?limit=500', headers: bearer(tokens.admin) })).body,
      (await t.app.inject({ method: 'GET', url: '/api/admin/audit-log?targetType=game_provider&limit=500', headers: bearer(tokens.admin) })).body,
    ];
    expect(bodies.at(-1)).toContain('isSecretChanged');
    expect(secrets.length).toBeGreaterThan(5);
    for (const secret of secrets) for (const body of bodies) expect(body).not.toContain(secret);
  });
});
