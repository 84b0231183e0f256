import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { PayoutAdapter } from './modules/withdrawals/payout-adapter';
import { createServices, type AppServices } from './app-services';
import { systemClock, type Clock } from './lib/clock';
import type { SecretBox } from './lib/secret-box';
import { validatorCompiler } from './plugins/storable-text-validator';
import { registerSecurityHeaders } from './plugins/security-headers';
import { trustedProxies } from './plugins/trusted-proxies';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { guardMaintenance } from './plugins/maintenance-guard';
import { guardMemberRoutes } from './plugins/member-guard';
import { registerOpenApi } from './plugins/openapi';
import { guardOperatorRoutes } from './plugins/operator-guard';
import { registerRequestContext } from './plugins/request-context';
import { createDrawnPages } from './plugins/drawn-pages/drawn-pages';
import { registerWebApp } from './plugins/web-app';
import { createRoutePreloadLinks, joinLinks } from './plugins/route-preloads';
import { registerCompression } from './plugins/compression';
import { pagePreloadLinks } from './modules/settings/page-preloads';
import { adminLoginRoutes, adminLogoutRoutes } from './modules/admin/admin-auth.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminMemberRoutes } from './modules/admin-members/admin-members.routes';
import { adminSettingsRoutes } from './modules/admin-settings/admin-settings.routes';
import { loginRoutes, logoutRoutes } from './modules/auth/auth.routes';
import { memberRoutes } from './modules/members/members.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { affiliateRoutes } from './modules/affiliate/affiliate.routes';
import { memberConfigurationRoutes, publicSettingsRoutes } from './modules/settings/settings.routes';
import { adminDepositRoutes } from './modules/deposits/deposits-admin.routes';
import { memberDepositRoutes, publicDepositRoutes } from './modules/deposits/deposits.routes';
import { statementIntegrationRoutes } from './modules/deposits/statement.routes';
import { providerWalletRoutes } from './modules/provider-wallet/provider-wallet.routes';
import { adminSlipReviewRoutes } from './modules/slips/slip-review.routes';
import { slipRoutes } from './modules/slips/slips.routes';
import { gameRoutes, publicGameRoutes } from './modules/games/games.routes';
import { adminAggregatorRoutes } from './modules/aggregators/aggregators-admin.routes';
import { cashOutRoutes } from './modules/house-games/cash-out.routes';
import { houseGameRoutes } from './modules/house-games/house-games.routes';
import { createHouseWallet, injectTransport } from './modules/house-games/wallet-client';
import { memberLogRoutes } from './modules/win-loss/win-loss.routes';
import { lossReturnRoutes } from './modules/loss-return/loss-return.routes';
import { addressRoutes } from './modules/addresses/address.routes';
import { adminAnnouncementRoutes, memberAnnouncementRoutes, publicAnnouncementRoutes } from './modules/announcements/announcements.routes';
import { checkInRoutes } from './modules/check-in/check-in.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { brandImageAdminRoutes } from './modules/brand-images/brand-images-admin.routes';
import { brandImageRoutes } from './modules/brand-images/brand-images.routes';
import { webManifestRoutes } from './modules/web-manifest/web-manifest.routes';
import { brandAdminRoutes } from './modules/brands/brands-admin.routes';
import { prizeDrawRoutes } from './modules/prize-draws/prize-draws.routes';
import { adminPromotionBannerRoutes } from './modules/promotion-banners/promotion-banners-admin.routes';
import { publicPromotionBannerRoutes } from './modules/promotion-banners/promotion-banners.routes';
import { adminRewardRoutes } from './modules/reward-catalogue/reward-admin.routes';
import { adminLoyaltyRoutes } from './modules/admin-loyalty/admin-loyalty.routes';
import { adminReportRoutes } from './modules/reports/reports.routes';
import { rewardCatalogueRoutes } from './modules/reward-catalogue/reward-catalogue.routes';
import { memberLevelRoutes } from './modules/tiers/tiers.routes';
import { adminWithdrawalRoutes } from './modules/withdrawals/withdrawals-admin.routes';
import { memberWithdrawalRoutes, publicWithdrawalRoutes } from './modules/withdrawals/withdrawals.routes';
import { balanceStreamRoutes } from './modules/live-balance/balance-stream.routes';
import { adminProtectionRoutes, memberProtectionRoutes } from './modules/player-protection/player-protection.routes';
import { memberLimitRoutes } from './modules/player-protection/limits.routes';
import { memberRealityCheckRoutes } from './modules/player-protection/reality-check.routes';
import { memberActivityStatementRoutes } from './modules/player-protection/activity-statement.routes';
import { adminSharpRiseRoutes } from './modules/player-protection/sharp-rises.routes';
import { startMovementNotifier } from './modules/live-balance/movement-notifier';

export interface AppDeps {
  db: Database;
  config: AppConfig;
  clock?: Clock;
  /** Off in API tests, which need no web build. */
  serveWeb?: boolean;
  /** Replaces the configured payout service (tests use a fake). */
  payoutAdapter?: PayoutAdapter;
  /** Seals secrets kept in the database (lib/secrets-key-source.ts says where it comes from). */
  secrets?: SecretBox;
  /** When a pending house round may be rolled back; by default the wallet's reply limit (a race test uses 0). */
  houseRoundOverdueAfterMs?: number;
  /** How often a balance stream sends a heartbeat and re-checks its session (tests use less than the 15 s). */
  balanceStreamHeartbeatMs?: number;
  logger?: boolean;
}

/** The whole HTTP application, without listening, so tests can drive it with inject(). */
export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; services: AppServices }> {
  const services = {
    ...createServices(deps.db, deps.config, deps.clock ?? systemClock, deps.secrets, { balanceStreamHeartbeatMs: deps.balanceStreamHeartbeatMs }),
    ...(deps.payoutAdapter ? { payoutAdapter: deps.payoutAdapter } : {}),
  };
  const app = Fastify({
    logger: deps.logger === false ? false : { level: deps.config.logLevel },
    trustProxy: trustedProxies(deps.config.trustProxy),
    // Two log lines per request cost about a fifth of throughput; errors are logged regardless.
    logController: new LogController({ disableRequestLogging: !deps.config.logRequests }),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerCompression(app);
  const isServingWeb = deps.serveWeb !== false && (await registerWebApp(app, deps.config.webDistDir));
  const routeLinks = createRoutePreloadLinks(deps.config.webDistDir);
  const drawnPages = isServingWeb
    ? await createDrawnPages(app, { webDistDir: deps.config.webDistDir, serverBuildDir: deps.config.webServerBuildDir })
    : undefined;
  registerErrorHandler(app, {
    serveWebIndex: isServingWeb,
    drawnPages,
    pageLinks: async (request) => joinLinks([await pagePreloadLinks(services.db, request.brand, request.url), routeLinks(request.url)]),
  });
  registerRequestContext(app, services.brands);
  guardMaintenance(app);
  await registerSecurityHeaders(app, { gameSandboxUrl: deps.config.gameSandboxUrl });
  await registerOpenApi(app);

  await app.register(publicSettingsRoutes, services);
  await app.register(publicWithdrawalRoutes, services);
  await app.register(publicDepositRoutes, services);
  await app.register(publicAnnouncementRoutes, services);
  await app.register(publicPromotionBannerRoutes, services);
  await app.register(brandImageRoutes, services);
  await app.register(webManifestRoutes, { ...services, webDistDir: deps.config.webDistDir });
  await app.register(statementIntegrationRoutes, services);
  await app.register(providerWalletRoutes, services);
  await app.register(publicGameRoutes, services);
  const houseWallet = createHouseWallet({
    db: services.db,
    brands: services.brands,
    transport: injectTransport(app),
    clock: services.clock,
    roundOverdueAfterMs: deps.houseRoundOverdueAfterMs,
  });
  await app.register(houseGameRoutes, { ...services, houseWallet });
  await app.register(loginRoutes, services);
  await app.register(registrationRoutes, services);
  await app.register(async (memberScope) => {
    guardMemberRoutes(memberScope, { db: services.db, lifetime: services.memberSessionLifetime }, services.clock);
    await memberScope.register(logoutRoutes, services);
    await memberScope.register(memberConfigurationRoutes, services);
    await memberScope.register(memberRoutes, services);
    await memberScope.register(memberWithdrawalRoutes, services);
    await memberScope.register(memberDepositRoutes, services);
    await memberScope.register(memberLevelRoutes, services);
    await memberScope.register(slipRoutes, services);
    await memberScope.register(gameRoutes, services);
    await memberScope.register(cashOutRoutes, { ...services, houseWallet });
    await memberScope.register(memberLogRoutes, services);
    await memberScope.register(affiliateRoutes, services);
    await memberScope.register(lossReturnRoutes, services);
    await memberScope.register(checkInRoutes, services);
    await memberScope.register(prizeDrawRoutes, services);
    await memberScope.register(rewardCatalogueRoutes, services);
    await memberScope.register(addressRoutes, services);
    await memberScope.register(memberAnnouncementRoutes, services);
    await memberScope.register(mediaRoutes, services);
    await memberScope.register(balanceStreamRoutes, services);
    await memberScope.register(memberProtectionRoutes, services);
    await memberScope.register(memberLimitRoutes, services);
    await memberScope.register(memberRealityCheckRoutes, services);
    await memberScope.register(memberActivityStatementRoutes, services);
  });
  await app.register(adminLoginRoutes, services);
  await app.register(async (operatorScope) => {
    guardOperatorRoutes(operatorScope, { db: services.db, lifetime: services.operatorSessionLifetime, brands: services.brands }, services.clock);
    await operatorScope.register(adminLogoutRoutes, services);
    await operatorScope.register(adminRoutes, services);
    await operatorScope.register(adminMemberRoutes, services);
    await operatorScope.register(adminWithdrawalRoutes, services);
    await operatorScope.register(adminDepositRoutes, services);
    await operatorScope.register(adminSlipReviewRoutes, services);
    await operatorScope.register(adminAnnouncementRoutes, services);
    await operatorScope.register(adminPromotionBannerRoutes, services);
    await operatorScope.register(adminRewardRoutes, services);
    await operatorScope.register(adminLoyaltyRoutes, services);
    await operatorScope.register(adminReportRoutes, services);
    await operatorScope.register(adminSettingsRoutes, services);
    await operatorScope.register(adminAggregatorRoutes, services);
    await operatorScope.register(brandImageAdminRoutes, services);
    await operatorScope.register(brandAdminRoutes, services);
    await operatorScope.register(adminProtectionRoutes, services);
    await operatorScope.register(adminSharpRiseRoutes, services);
  });

  // Every instance tells the others which accounts it moved; open streams end before the server
  // closes, or closing would wait for pages that never leave.
  const stopNotifyingMovements = startMovementNotifier(services.db, {
    onError: (error) => app.log.warn({ err: error }, 'ledger movements could not be notified'),
  });
  app.addHook('preClose', async () => services.liveBalance.endAll());
  app.addHook('onClose', async () => stopNotifyingMovements());

  await app.ready();
  return { app, services };
}
