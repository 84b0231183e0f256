import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityStatementQuerySchema, activityStatementResponseSchema } from '@app/contract/activity-statement';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { currentMember } from '../../plugins/member-guard';
import { getActivityStatement } from './activity-statement.service';

/** The member's own monthly activity statement; registered inside the member guard, so it reads only the caller's account. */
export const memberActivityStatementRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/auth/protection/statement',
    {
      schema: {
        tags: ['member'],
        security: [{ bearer: [] }],
        querystring: activityStatementQuerySchema,
        response: { 200: activityStatementResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const statement = await getActivityStatement(
        services.db,
        { brandId: member.brandId, memberId: member.memberId },
        { month: request.query.month, now: services.clock() },
      );
      return { data: statement };
    },
  );
};
