import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaVideoListResponseSchema, promotionBannerListResponseSchema } from '@app/contract/media';
import type { AppServices } from '../../app-services';
import { listBanners, listVideos } from './media.repo';
import { videoPlayer } from './video-player';

const security = [{ bearer: [] }];

/** The media pages' videos and promotion banners; registered inside the member guard. */
export const mediaRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get('/api/auth/media/videos', { schema: { tags: ['content'], security, response: { 200: mediaVideoListResponseSchema } } }, async (request) => ({
    data: (await listVideos(services.db, request.brand.id)).flatMap((video) => {
      const player = videoPlayer(video.url);
      // A stored address the web could not play safely is left out rather than shown broken.
      return player ? [{ id: video.id, title: video.title, url: video.url, player, poster: video.posterKey }] : [];
    }),
  }));

  app.get('/api/auth/media/promotions', { schema: { tags: ['content'], security, response: { 200: promotionBannerListResponseSchema } } }, async (request) => ({
    data: (await listBanners(services.db, request.brand.id)).map((banner) => ({
      id: banner.id,
      title: banner.title,
      image: banner.imageKey,
      detail: banner.detail,
    })),
  }));
};
