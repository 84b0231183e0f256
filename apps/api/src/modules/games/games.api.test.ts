import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerClient } from '../../test-support/provider-client';
import { bearer, createTestApp, loginDemo, type TestApp } from '../../test-support/test-app';
import { findProvider, insertProvider } from '../provider-wallet/provider-wallet.repo';
import { insertGames } from './games.repo';
import { LAUNCH_TOKEN_MS } from './open-game.service';

const JK_SECRET = 'jk-provider-secret-for-the-games-test-000';

describe('game catalogue and opening a game', () => {
  let t: TestApp;
  let token: string;
  let gameIds: Record<string, string>;
  let houseSecret: string;

  beforeAll(async () => {
    t = await createTestApp();
    const brandId = (await t.services.brands.resolveHostname('localhost')).id;
    // Every brand is created with the house provider and its three games.
    houseSecret = (await findProvider(t.database.db, brandId, 'HOUSE'))?.secret ?? '';
    const jk = await insertProvider(t.database.db, {
      brandId,
      code: 'JK',
      name: 'Joker',
      secret: JK_SECRET,
      launchUrl: 'https://games.example/launch?lang=th',
    });
    await insertGames(t.database.db, [
      { brandId, providerId: jk.id, categoryCode: 'lotto', code: 'quick-lotto', name: 'หวยด่วน', imageKey: 'lotto', sortOrder: 5 },
      { brandId, providerId: jk.id, categoryCode: 'casino', code: 'roulette', name: 'รูเล็ต', imageKey: 'roulette', sortOrder: 3 },
      { brandId, providerId: jk.id, categoryCode: 'casino', code: 'closed', name: 'ปิดปรับปรุง', imageKey: 'x', isEnabled: false },
    ]);
    ({ token } = await loginDemo(t.app));
    const list = await t.app.inject({ method: 'POST', url: '/api/auth/user/game/list', payload: {}, headers: bearer(token) });
    gameIds = Object.fromEntries(list.json().data.map((game: { code: string; uuid: string }) => [game.code, game.uuid]));
  });
  afterAll(() => t.close());

  it('lists the six categories with sport as the default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/game', headers: bearer(token) });
    const categories = response.json().data;
    expect(categories.map((category: { code: string }) => category.code)).toEqual(['sport', 'casino', 'fishing', 'card', 'lotto', 'hot']);
    expect(categories.find((category: { isDefault: boolean }) => category.isDefault).code).toBe('sport');
  });

  it('lists enabled games by category, by provider, hot, and a page at a time', async () => {
    const list = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/user/game/list', payload, headers: bearer(token) });
    expect((await list({ category: 'casino' })).json().data.map((game: { code: string }) => game.code)).toEqual(['house-baccarat', 'roulette']);
    expect((await list({ provider: 'JK' })).json().data.map((game: { code: string }) => game.code)).toEqual(['roulette', 'quick-lotto']);
    expect((await list({ category: 'hot' })).json().data.map((game: { code: string }) => game.code)).toEqual(['house-slot']);
    expect((await list({ category: 'slot', provider: 'HOUSE' })).json().data).toEqual([
      expect.objectContaining({ code: 'house-slot', name: 'สยามเซเว่น', providerCode: 'HOUSE', isHot: true }),
    ]);
    const page = (await list({ page: 3, pageSize: 2 })).json();
    expect(page.meta).toEqual({ page: 3, pageSize: 2, total: 5 });
    expect(page.data.map((game: { code: string }) => game.code)).toEqual(['quick-lotto']);
    const lotto = await t.app.inject({ method: 'GET', url: '/api/auth/user/games/lotto', headers: bearer(token) });
    expect(lotto.json().data).toEqual([expect.objectContaining({ code: 'quick-lotto', name: 'หวยด่วน', providerCode: 'JK' })]);
  });

  it('lists the enabled providers, the house provider included, with the categories of their open games', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/game/providers', headers: bearer(token) });
    expect(response.json().data).toEqual([
      { code: 'HOUSE', name: 'เกมของเว็บไซต์', walletType: 'seamless', logoUrl: '', categories: ['card', 'casino', 'slot'] },
      // The switched-off casino game counts too: JK still has an open one there.
      { code: 'JK', name: 'Joker', walletType: 'seamless', logoUrl: '', categories: ['casino', 'lotto'] },
    ]);
  });

  it('opens a game with a single-use, short-lived launch token that the provider exchanges once', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/opengame',
      payload: { gameId: gameIds['house-baccarat'] },
      headers: bearer(token),
    });
    const { launchUrl } = opened.json().data;
    expect(launchUrl).toMatch(/^\/play\/house\?game=house-baccarat&token=[A-Za-z0-9_-]{43}$/);
    const launchToken = new URL(launchUrl, 'http://localhost').searchParams.get('token') ?? '';

    const house = providerClient(t.app, { code: 'HOUSE', secret: houseSecret, now: t.clock.now });
    const first = await house('authenticate', { launchToken });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ gameCode: 'house-baccarat', balanceSatang: 1_000_00, currency: 'THB' });
    expect(first.json().token).not.toBe(launchToken);
    expect((await house('balance', { token: first.json().token })).json().balanceSatang).toBe(1_000_00);

    const again = await house('authenticate', { launchToken });
    expect(again.json().error.code).toBe('LAUNCH_TOKEN_INVALID');
  });

  it('refuses a launch token after two minutes, at another provider, and a game that is closed', async () => {
    const open = async (gameId: string | undefined) =>
      t.app.inject({ method: 'POST', url: '/api/auth/user/opengame', payload: { gameId }, headers: bearer(token) });
    const jkUrl = (await open(gameIds.roulette)).json().data.launchUrl;
    expect(jkUrl).toMatch(/^https:\/\/games\.example\/launch\?lang=th&game=roulette&token=/);
    const jkToken = new URL(jkUrl).searchParams.get('token') ?? '';
    const house = providerClient(t.app, { code: 'HOUSE', secret: houseSecret, now: t.clock.now });
    expect((await house('authenticate', { launchToken: jkToken })).json().error.code).toBe('LAUNCH_TOKEN_INVALID');

    const late = new URL((await open(gameIds['house-baccarat'])).json().data.launchUrl, 'http://localhost').searchParams.get('token') ?? '';
    t.clock.advanceMs(LAUNCH_TOKEN_MS + 1_000);
    const houseLater = providerClient(t.app, { code: 'HOUSE', secret: houseSecret, now: t.clock.now });
    expect((await houseLater('authenticate', { launchToken: late })).json().error.code).toBe('LAUNCH_TOKEN_INVALID');

    ({ token } = await loginDemo(t.app));
    const closed = await open('00000000-0000-4000-8000-000000000000');
    expect(closed.statusCode).toBe(404);
    expect(closed.json().error.code).toBe('GAME_NOT_FOUND');
  });
});
