import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@app/contract/errors';
import {
  adminRewardRequestListResponseSchema,
  decideRewardRequestResponseSchema,
  decideRewardRequestSchema,
  rewardRequestParamsSchema,
} from '@app/contract/rewards/reward-catalogue';
import type { AppServices } from '../../app-services';
import { currentOperator } from '../../plugins/operator-guard';
import { listPendingRequests } from './reward-catalogue.repo';
import { decideRewardRequest } from './reward-fulfilment.service';
import { toRewardRequest } from './reward-redemption.service';

const security = [{ bearer: [] }];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** Physical rewards waiting for delivery, and deciding them (admin or support); inside the operator guard. */
export const adminRewardRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/admin/brands/:brandId/reward-requests',
    {
      config: { roles: ['support', 'finance'] },
      schema: { tags: ['admin'], security, params: z.object({ brandId: z.uuid() }), response: { 200: adminRewardRequestListResponseSchema, ...refusals } },
    },
    async (request) => {
      const rows = await listPendingRequests(services.db, request.params.brandId);
      return { data: rows.map((row) => ({ ...toRewardRequest(row), memberId: row.memberId, username: row.username })) };
    },
  );

  app.post(
    '/api/admin/brands/:brandId/reward-requests/:requestId/decision',
    {
      config: { roles: ['support'] },
      schema: {
        tags: ['admin'],
        security,
        params: rewardRequestParamsSchema,
        body: decideRewardRequestSchema,
        response: { 200: decideRewardRequestResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const row = await decideRewardRequest(
        { db: services.db, operator, ipAddress: request.ip, now: services.clock() },
        request.params.brandId,
        request.params.requestId,
        request.body,
      );
      return { data: toRewardRequest(row) };
    },
  );
};
