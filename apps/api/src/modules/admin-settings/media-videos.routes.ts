import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandParamsSchema } from '@app/contract/admin';
import {
  adminMediaVideoListResponseSchema,
  adminMediaVideoResponseSchema,
  createMediaVideoRequestSchema,
  mediaVideoParamsSchema,
  updateMediaVideoRequestSchema,
} from '@app/contract/admin-settings';
import type { AppServices } from '../../app-services';
import { currentOperator } from '../../plugins/operator-guard';
import { addVideo, changeVideo, listAdminVideos, removeVideo } from './media-videos.service';
import { refusals, security } from './route-schemas';

/** The videos of /auth/media/movie: content, so support manages them as well as admins. */
export const mediaVideoRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  const actionOf = (request: Parameters<typeof currentOperator>[0]) => ({ db: services.db, operator: currentOperator(request), ipAddress: request.ip });

  app.get(
    '/api/admin/brands/:brandId/media-videos',
    {
      config: { roles: ['support'] },
      schema: { tags: ['admin'], security, params: brandParamsSchema, response: { 200: adminMediaVideoListResponseSchema, ...refusals } },
    },
    async (request) => ({ data: await listAdminVideos(services.db, request.params.brandId) }),
  );

  app.post(
    '/api/admin/brands/:brandId/media-videos',
    {
      config: { roles: ['support'] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: createMediaVideoRequestSchema,
        response: { 200: adminMediaVideoResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await addVideo(actionOf(request), request.params.brandId, request.body) }),
  );

  app.patch(
    '/api/admin/brands/:brandId/media-videos/:videoId',
    {
      config: { roles: ['support'] },
      schema: {
        tags: ['admin'],
        security,
        params: mediaVideoParamsSchema,
        body: updateMediaVideoRequestSchema,
        response: { 200: adminMediaVideoResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await changeVideo(actionOf(request), request.params.brandId, request.params.videoId, request.body) }),
  );

  app.delete(
    '/api/admin/brands/:brandId/media-videos/:videoId',
    { config: { roles: ['support'] }, schema: { tags: ['admin'], security, params: mediaVideoParamsSchema, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await removeVideo(actionOf(request), request.params.brandId, request.params.videoId);
      return reply.code(204).send(null);
    },
  );
};
