import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/contract/errors';
import { levelResponseSchema } from '@app/contract/levels';
import { uuidParamsSchema } from '@app/contract/user';
import type { AppServices } from '../../app-services';
import { assertOwnUuid } from '../../plugins/member-guard';
import { getMemberLevel } from './tiers.service';

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
};
