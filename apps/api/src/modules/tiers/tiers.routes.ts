import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/contract/errors';
import { levelResponseSchema, tierNoticeSeenRequestSchema } from '@app/contract/levels';
import { uuidParamsSchema } from '@app/contract/user';
import type { AppServices } from '../../app-services';
import { assertOwnUuid } from '../../plugins/member-guard';
import { closeTierNotice, getMemberLevel } from './tiers.service';

/** Registered inside the member guard. */
export const memberLevelRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/auth/user/level/:uuid',
    {
      schema: { tags: ['member'], security: [{ bearer: [] }], params: uuidParamsSchema, response: { 200: levelResponseSchema, 403: errorResponseSchema } },
    },
    async (request) => {
      const member = assertOwnUuid(request, request.params.uuid);
      return { data: await getMemberLevel(services.db, member, request.brand, services.clock()) };
    },
  );

  // Not in the spec: the member closes the notice of a tier change (docs/decisions.md, "Tiers").
  app.post(
    '/api/auth/user/level/:uuid/notice/seen',
    {
      schema: {
        tags: ['member'],
        security: [{ bearer: [] }],
        params: uuidParamsSchema,
        body: tierNoticeSeenRequestSchema,
        response: { 204: z.null(), 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const member = assertOwnUuid(request, request.params.uuid);
      await closeTierNotice(services.db, member.memberId, request.body.changeId, services.clock());
      return reply.status(204).send(null);
    },
  );
};
