import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../../../../bench/support/free-port';
import { buildSandbox, type ReplayCase, type Sandbox } from '@app/game-sandbox/src/sandbox';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { testSecretBox } from '../../test-support/test-app';
import { getAccountBalance } from '../ledger/ledger.service';
import { GAME_SESSION_MS } from '../provider-wallet/game-sessions.service';
import { findProvider } from '../provider-wallet/provider-wallet.repo';
import { openGame, openDemoGame } from '../games/open-game.service';
import { listDemoGames, listGames, listProviders } from '../games/games.repo';
import { listRounds } from '../win-loss/win-loss.repo';
import { HUB88_PROVIDER_CODE } from './aggregators-admin.service';
import { connectBrandToSandbox } from './sandbox-connection';

/** One satang in Hub88's units. */
const SATANG = 1000;

/**
 * The operator and the sandbox aggregator speaking Hub88's protocol over real HTTP, the
 * operator on PostgreSQL: the catalogue sync, a launch, and every failure the sandbox replays
 * (duplicate deliveries, a rollback before its bet, a timeout and its retry, a win after the
 * session closed, and a storm of 50 shuffled deliveries), each ending at the exact balance.
 */
describe.skipIf(!testDatabaseUrl)('the operator against the sandbox aggregator, on PostgreSQL', () => {
  const secrets = testSecretBox();
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let sandbox: Sandbox;
  let brand: Awaited<ReturnType<typeof createTestBrand>>;
  // The operator's clock: the win-after-close case moves it past the session's end.
  let clockOffsetMs = 0;
  const now = () => new Date(Date.now() + clockOffsetMs);

  beforeAll(async () => {
    database = await createThrowawayPostgres(40);
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
    ({ app } = await buildApp({ db: database.db, config, serveWeb: false, logger: false, secrets, clock: now }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const apiPort = typeof address === 'object' && address ? address.port : 0;
    const sandboxPort = await findFreePort();
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    sandbox = await buildSandbox({
      publicUrl: sandboxUrl,
      timing: { casinoSettleMs: 50, sportResultAfterMs: 50, lottoDrawEveryMs: 60_000, walletTimeoutMs: 2_000 },
    });
    await sandbox.app.listen({ port: sandboxPort, host: '127.0.0.1' });
    brand = await createTestBrand(database.db, { hostnames: ['127.0.0.1'] });
    const outcome = await connectBrandToSandbox(database.db, secrets, {
      brand,
      sandboxUrl,
      walletUrl: `http://127.0.0.1:${apiPort}/api/provider/${HUB88_PROVIDER_CODE}`,
      now: now(),
    });
    expect(outcome).toBe('connected');
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
    await app?.close();
    await database?.drop();
  });

  it('fills the catalogue: at least 40 games, products as providers (JK, AC, SG, XE among them), every member category', async () => {
    const all = await listGames(database.db, brand.id, { limit: 500, offset: 0 });
    expect(all.total).toBeGreaterThanOrEqual(40);
    for (const code of ['JK', 'AC', 'SG', 'XE']) expect((await findProvider(database.db, brand.id, code))?.aggregatorId).toBeTruthy();
    // Members see the products; the aggregator itself has no games of its own and is no tile.
    const providers = await listProviders(database.db, brand.id);
    expect(providers.map((provider) => provider.code)).not.toContain(HUB88_PROVIDER_CODE);
    expect(providers.find((provider) => provider.code === 'JK')?.categories).toEqual(['slot']);
    for (const category of ['sport', 'casino', 'slot', 'fishing', 'card', 'lotto', 'hot']) {
      expect((await listGames(database.db, brand.id, { category, limit: 1, offset: 0 })).total, category).toBeGreaterThan(0);
    }
    // Every aggregator game carries the sandbox's thumbnail; the house games draw their own.
    const aggregatorGames = all.rows.filter((game) => game.providerCode !== 'HOUSE');
    expect(aggregatorGames.length).toBeGreaterThanOrEqual(40);
    expect(aggregatorGames.every((game) => game.thumbnailUrl?.startsWith('http://127.0.0.1:'))).toBe(true);
  });

  async function openSlotSession(member: { id: string; username: string }): Promise<string> {
    const { rows } = await listGames(database.db, brand.id, { providerCode: 'JK', category: 'slot', limit: 1, offset: 0 });
    const game = rows[0];
    if (!game) throw new Error('no JK slot');
    const context = { siteOrigin: 'http://127.0.0.1', clientIp: '127.0.0.1', isMobile: true };
    const memberContext = { memberId: member.id, brandId: brand.id, username: member.username, sessionId: 'contract-test' };
    const { launchUrl } = await openGame(database.db, memberContext, game.id, now(), { secrets, context });
    expect(launchUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/play\//);
    return new URL(launchUrl).pathname.split('/').at(-1) ?? '';
  }

  async function replay(replayCase: ReplayCase, options: Parameters<Sandbox['replays']['run']>[2] = {}) {
    const { member, creditAccountId } = await createFundedMember(database.db, brand.id, { creditSatang: 1_000_00, passwordHash: 'x' });
    const sessionId = await openSlotSession(member);
    const report = await sandbox.replays.run(replayCase, sessionId, options);
    await sandbox.idle();
    const balanceSatang = await getAccountBalance(database.db, creditAccountId);
    return { report, balanceSatang, startSatang: 1_000_00 };
  }

  it("names an aggregator round after the product in the member's win/loss log", async () => {
    const { member } = await createFundedMember(database.db, brand.id, { creditSatang: 1_000_00, passwordHash: 'x' });
    await sandbox.replays.run('duplicate-delivery', await openSlotSession(member));
    const rounds = await listRounds(database.db, member.id, new Date(Date.now() - 3_600_000), new Date(Date.now() + 3_600_000), 10);
    expect(rounds.map((round) => round.provider_code)).toEqual(['JK']);
  });

  it.each(['duplicate-delivery', 'rollback-before-bet', 'timeout-then-retry', 'storm'] as const)('%s ends at the exact balance', async (replayCase) => {
    const { report, balanceSatang, startSatang } = await replay(replayCase);
    expect(report.initialBalanceUnits).toBe(startSatang * SATANG);
    expect(balanceSatang).toBe(startSatang + report.expectedDeltaUnits / SATANG);
    expect(report.finalBalanceUnits).toBe(balanceSatang * SATANG);
  });

  it('win-after-close: a win sent after the session closed and the token expired is paid', async () => {
    const { report, balanceSatang, startSatang } = await replay('win-after-close', {
      beforeWin: () => {
        clockOffsetMs = GAME_SESSION_MS + 60_000;
      },
    });
    clockOffsetMs = 0;
    expect(report.expectedDeltaUnits).not.toBe(0);
    expect(balanceSatang).toBe(startSatang + report.expectedDeltaUnits / SATANG);
  });

  it('opens a demo of a demo game for a visitor, with no member and no token', async () => {
    const [demoGame] = await listDemoGames(database.db, brand.id, 1);
    if (!demoGame) throw new Error('no demo game');
    const context = { siteOrigin: 'http://127.0.0.1', clientIp: '127.0.0.1', isMobile: false };
    const { launchUrl } = await openDemoGame(database.db, brand.id, demoGame.id, { secrets, context });
    expect(launchUrl).toMatch(/\/play\//);
  });
});
