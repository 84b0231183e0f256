import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services';
import { brandSettingsRoutes } from './brand-settings.routes';
import { gameCatalogueRoutes } from './game-catalogue.routes';
import { mediaVideoRoutes } from './media-videos.routes';

/** The operator console's brand settings, game catalogue and media videos; registered inside the operator guard. */
export const adminSettingsRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  await app.register(brandSettingsRoutes, services);
  await app.register(gameCatalogueRoutes, services);
  await app.register(mediaVideoRoutes, services);
};
