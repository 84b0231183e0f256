import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/contract/errors';
import { usernameParamsSchema } from '@app/contract/user';
import { memberLogRequestSchema, winLossResponseSchema } from '@app/contract/win-loss';
import type { AppServices } from '../../app-services';
import { assertOwnUsername } from '../../plugins/member-guard';
import { getWinLoss } from './win-loss.service';

/** The member's logs; registered inside the member guard. */
export const memberLogRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.post(
    '/api/auth/log/affiliate/:username',
    {
      schema: {
        tags: ['member'],
        security: [{ bearer: [] }],
        params: usernameParamsSchema,
        body: memberLogRequestSchema,
        response: { 200: winLossResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const member = assertOwnUsername(request, request.params.username);
      return { data: await getWinLoss(services.db, member.memberId, request.body) };
    },
  );
};
