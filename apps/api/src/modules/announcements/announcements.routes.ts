import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAnnouncementListResponseSchema,
  adminAnnouncementResponseSchema,
  announcementListResponseSchema,
  announcementParamsSchema,
  createAnnouncementRequestSchema,
  updateAnnouncementRequestSchema,
} from '@app/contract/announcements';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { currentOperator } from '../../plugins/operator-guard';
import { toAdminAnnouncement, toAnnouncement } from './announcement-shape';
import { changeAnnouncement, createAnnouncement, removeAnnouncement } from './announcements-admin.service';
import { listAllAnnouncements, listCurrentAnnouncements } from './announcements.repo';

const security = [{ bearer: [] }];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** GET /api/announcement for visitors; the same list for members is registered by memberAnnouncementRoutes. */
export const publicAnnouncementRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get('/api/announcement', { schema: { tags: ['content'], response: { 200: announcementListResponseSchema } } }, async (request) => ({
    data: (await listCurrentAnnouncements(services.db, request.brand.id, services.clock())).map(toAnnouncement),
  }));
};

export const memberAnnouncementRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get('/api/auth/announcement', { schema: { tags: ['content'], security, response: { 200: announcementListResponseSchema } } }, async (request) => ({
    data: (await listCurrentAnnouncements(services.db, request.brand.id, services.clock())).map(toAnnouncement),
  }));
};

/** Operators (admin and support) manage a brand's announcements; registered inside the operator guard. */
export const adminAnnouncementRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  const brandParams = z.object({ brandId: z.uuid() });
  const actionOf = (request: Parameters<typeof currentOperator>[0]) => ({
    db: services.db,
    operator: currentOperator(request),
    ipAddress: request.ip,
    now: services.clock(),
  });

  app.get(
    '/api/admin/brands/:brandId/announcements',
    {
      config: { roles: ['support', 'finance'] },
      schema: { tags: ['admin'], security, params: brandParams, response: { 200: adminAnnouncementListResponseSchema, ...refusals } },
    },
    async (request) => {
      return { data: (await listAllAnnouncements(services.db, request.params.brandId)).map(toAdminAnnouncement) };
    },
  );

  app.post(
    '/api/admin/brands/:brandId/announcements',
    {
      config: { roles: ['support'] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParams,
        body: createAnnouncementRequestSchema,
        response: { 200: adminAnnouncementResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: toAdminAnnouncement(await createAnnouncement(actionOf(request), request.params.brandId, request.body)) }),
  );

  app.patch(
    '/api/admin/brands/:brandId/announcements/:announcementId',
    {
      config: { roles: ['support'] },
      schema: {
        tags: ['admin'],
        security,
        params: announcementParamsSchema,
        body: updateAnnouncementRequestSchema,
        response: { 200: adminAnnouncementResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: toAdminAnnouncement(await changeAnnouncement(actionOf(request), request.params.brandId, request.params.announcementId, request.body)),
    }),
  );

  app.delete(
    '/api/admin/brands/:brandId/announcements/:announcementId',
    { config: { roles: ['support'] }, schema: { tags: ['admin'], security, params: announcementParamsSchema, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await removeAnnouncement(actionOf(request), request.params.brandId, request.params.announcementId);
      return reply.code(204).send(null);
    },
  );
};
