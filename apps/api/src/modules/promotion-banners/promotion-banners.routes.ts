import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicPromotionBannerListResponseSchema } from '@app/contract/promotion-banners';
import type { AppServices } from '../../app-services';
import { toPublicBanner } from './promotion-banner-shape';
import { listLiveBanners } from './promotion-banners.repo';

/**
 * The carousel of the home page and the dashboard, for visitors and members alike: the banners
 * of the host name's brand showing now. A minute of caching spares the database a read on every
 * page view; a banner an operator switches off leaves within that minute.
 */
export const publicPromotionBannerRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get('/api/promotion-banners', { schema: { tags: ['content'], response: { 200: publicPromotionBannerListResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { data: (await listLiveBanners(services.db, request.brand.id, services.clock())).map(toPublicBanner) };
  });
};
