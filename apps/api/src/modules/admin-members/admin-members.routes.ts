import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandParamsSchema, memberParamsSchema } from '@app/contract/admin';
import {
  adminDownlineResponseSchema,
  adminMemberDetailResponseSchema,
  memberLedgerQuerySchema,
  memberLevelRequestSchema,
  memberLedgerResponseSchema,
  memberSearchQuerySchema,
  memberSearchResponseSchema,
  memberSessionsResponseSchema,
  memberStatusRequestSchema,
  memberStatusResponseSchema,
} from '@app/contract/admin-members';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { currentOperator } from '../../plugins/operator-guard';
import { findMemberSummary, getMemberDetail, getMemberDownline, getMemberLedger, getMemberSessions, searchBrandMembers } from './admin-members.service';
import { setMemberStatus } from './member-status.service';
import { setTierByOperator } from '../tiers/tier-engine.service';

const security = [{ bearer: [] }];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The operator console's member screens; registered inside the operator guard. */
export const adminMemberRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/admin/brands/:brandId/members',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        querystring: memberSearchQuerySchema,
        response: { 200: memberSearchResponseSchema, ...refusals },
      },
    },
    async (request) => {
      if (!(await services.brands.findById(request.params.brandId))) throw new AppError('BRAND_NOT_FOUND');
      return { data: await searchBrandMembers(services.db, request.params.brandId, request.query.q) };
    },
  );

  app.get(
    '/api/admin/brands/:brandId/members/:memberId',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: memberParamsSchema, response: { 200: adminMemberDetailResponseSchema, ...refusals } },
    },
    async (request) => ({ data: await getMemberDetail(services.db, request.params) }),
  );

  app.get(
    '/api/admin/brands/:brandId/members/:memberId/ledger',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: ['admin'],
        security,
        params: memberParamsSchema,
        querystring: memberLedgerQuerySchema,
        response: { 200: memberLedgerResponseSchema, ...refusals },
      },
    },
    async (request) => getMemberLedger(services.db, request.params, request.query),
  );

  app.get(
    '/api/admin/brands/:brandId/members/:memberId/sessions',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: memberParamsSchema, response: { 200: memberSessionsResponseSchema, ...refusals } },
    },
    async (request) => ({ data: await getMemberSessions(services.db, request.params) }),
  );

  app.get(
    '/api/admin/brands/:brandId/members/:memberId/downline',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: memberParamsSchema, response: { 200: adminDownlineResponseSchema, ...refusals } },
    },
    async (request) => getMemberDownline(services.db, request.params),
  );

  // Locking a member is a support decision; finance moves money and may not shut accounts.
  app.put(
    '/api/admin/brands/:brandId/members/:memberId/status',
    {
      config: { roles: ['support'] },
      schema: {
        tags: ['admin'],
        security,
        params: memberParamsSchema,
        body: memberStatusRequestSchema,
        response: { 200: memberStatusResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const action = { operator, ipAddress: request.ip, ...request.params, now: services.clock() };
      return { data: await setMemberStatus(services.db, action, request.body) };
    },
  );

  // A tier sets the member's withdrawal limits and loss-return: a money decision.
  app.put(
    '/api/admin/brands/:brandId/members/:memberId/level',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: ['admin'],
        security,
        params: memberParamsSchema,
        body: memberLevelRequestSchema,
        response: { 200: memberStatusResponseSchema, 422: errorResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const action = { operator, ipAddress: request.ip, ...request.params, now: services.clock() };
      await setTierByOperator(services.db, action, request.body);
      return { data: await findMemberSummary(services.db, request.params) };
    },
  );
};
