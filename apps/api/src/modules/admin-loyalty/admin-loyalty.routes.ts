import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services';
import { adminCatalogueRoutes } from './catalogue-admin.routes';
import { adminCheckInDayRoutes } from './check-in-days-admin.routes';
import { adminPrizeRoutes } from './prizes-admin.routes';
import { adminRewardSettingsRoutes } from './reward-settings-admin.routes';
import { adminTierRoutes } from './tiers-admin.routes';

/** The operator's promotions and loyalty screens (docs/rewards.md); registered inside the operator guard. */
export const adminLoyaltyRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  await app.register(adminTierRoutes, services);
  await app.register(adminRewardSettingsRoutes, services);
  await app.register(adminCheckInDayRoutes, services);
  await app.register(adminPrizeRoutes, services);
  await app.register(adminCatalogueRoutes, services);
};
