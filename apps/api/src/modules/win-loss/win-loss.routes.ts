import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { affiliateLogResponseSchema } from '@app/contract/affiliate';
import { errorResponseSchema } from '@app/contract/errors';
import { usernameParamsSchema } from '@app/contract/user';
import { memberLogRequestSchema, winLossResponseSchema } from '@app/contract/win-loss';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { assertOwnUsername } from '../../plugins/member-guard';
import { getAffiliateLog } from '../affiliate/affiliate.service';
import { getWinLoss } from './win-loss.service';

/** The member's logs; registered inside the member guard. One path serves both log types, as the member site calls it. */
export const memberLogRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.post(
    '/api/auth/log/affiliate/:username',
    {
      schema: {
        tags: ['member'],
        security: [{ bearer: [] }],
        params: usernameParamsSchema,
        body: memberLogRequestSchema,
        response: { 200: z.union([winLossResponseSchema, affiliateLogResponseSchema]), 400: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const member = assertOwnUsername(request, request.params.username);
      if (request.body.type === 'af') return { data: await getAffiliateLog(services.db, member, request.body) };
      return { data: await getWinLoss(services.db, member.memberId, request.body) };
    },
  );
};
