import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandParamsSchema } from '@app/contract/admin';
import {
  adminAggregatorListResponseSchema,
  adminAggregatorResponseSchema,
  aggregatorParamsSchema,
  aggregatorSyncResponseSchema,
  saveAggregatorCategoriesRequestSchema,
  saveHub88ConnectionRequestSchema,
} from '@app/contract/admin-aggregators';
import type { AppServices } from '../../app-services';
import { currentOperator } from '../../plugins/operator-guard';
import { refusals, security } from '../admin-settings/route-schemas';
import { listAggregators, saveAggregatorCategories, saveHub88Connection, syncAggregatorNow } from './aggregators-admin.service';

/** A brand's aggregator connections in the console: finance and support read, only admins change them. */
export const adminAggregatorRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  const actionOf = (request: Parameters<typeof currentOperator>[0]) => ({ db: services.db, operator: currentOperator(request), ipAddress: request.ip });

  app.get(
    '/api/admin/brands/:brandId/aggregators',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: brandParamsSchema, response: { 200: adminAggregatorListResponseSchema, ...refusals } },
    },
    async (request) => ({ data: await listAggregators(actionOf(request), request.params.brandId) }),
  );

  app.put(
    '/api/admin/brands/:brandId/aggregators/hub88',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: saveHub88ConnectionRequestSchema,
        response: { 200: adminAggregatorResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await saveHub88Connection(actionOf(request), services.secrets, request.params.brandId, request.body) }),
  );

  app.put(
    '/api/admin/brands/:brandId/aggregators/:providerId/categories',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: aggregatorParamsSchema,
        body: saveAggregatorCategoriesRequestSchema,
        response: { 200: adminAggregatorResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await saveAggregatorCategories(actionOf(request), request.params.brandId, request.params.providerId, request.body) }),
  );

  app.post(
    '/api/admin/brands/:brandId/aggregators/:providerId/sync',
    {
      config: { roles: [] },
      schema: { tags: ['admin'], security, params: aggregatorParamsSchema, response: { 200: aggregatorSyncResponseSchema, ...refusals } },
    },
    async (request) => ({
      data: await syncAggregatorNow(actionOf(request), services.secrets, request.params.brandId, request.params.providerId, services.clock()),
    }),
  );
};
