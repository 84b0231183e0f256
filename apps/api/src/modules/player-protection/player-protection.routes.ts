import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberParamsSchema } from '@app/contract/admin';
import { errorResponseSchema } from '@app/contract/errors';
import { memberProtectionResponseSchema, operatorBreakRequestSchema, takeBreakRequestSchema, takeBreakResponseSchema } from '@app/contract/player-protection';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { currentMember } from '../../plugins/member-guard';
import { currentOperator } from '../../plugins/operator-guard';
import { findMemberById } from '../members/members.repo';
import { getMemberProtection, takeBreak } from './breaks.service';

const security = [{ bearer: [] }];

/** The member's own breaks from play; registered inside the member guard. */
export const memberProtectionRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.post(
    '/api/auth/protection/breaks',
    {
      schema: {
        tags: ['member'],
        security,
        body: takeBreakRequestSchema,
        response: { 200: takeBreakResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const taken = await takeBreak(services.db, {
        ...request.body,
        brandId: member.brandId,
        memberId: member.memberId,
        now: services.clock(),
        ipAddress: request.ip,
      });
      return { data: taken };
    },
  );
};

const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** The console's view of a member's breaks (every role), and an admin's added break; registered inside the operator guard. */
export const adminProtectionRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/admin/brands/:brandId/members/:memberId/protection',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: memberParamsSchema, response: { 200: memberProtectionResponseSchema, ...refusals } },
    },
    async (request) => {
      const member = await findMemberById(services.db, request.params.memberId);
      if (!member || member.brandId !== request.params.brandId) throw new AppError('MEMBER_NOT_FOUND');
      return { data: await getMemberProtection(services.db, { memberId: member.id }, services.clock()) };
    },
  );

  // Admins only: a support operator reads breaks but cannot add one, and nobody shortens one.
  app.post(
    '/api/admin/brands/:brandId/members/:memberId/protection/breaks',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: memberParamsSchema,
        body: operatorBreakRequestSchema,
        response: { 200: takeBreakResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const { kind, period, reason } = request.body;
      const taken = await takeBreak(services.db, {
        brandId: request.params.brandId,
        memberId: request.params.memberId,
        kind,
        period,
        now: services.clock(),
        ipAddress: request.ip,
        operator: { operatorId: operator.operatorId, reason, ipAddress: request.ip },
      });
      return { data: taken };
    },
  );
};
