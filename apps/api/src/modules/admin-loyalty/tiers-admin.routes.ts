import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandParamsSchema } from '@app/contract/admin';
import { adminTierListResponseSchema, adminTierResponseSchema, tierParamsSchema, updateTierRequestSchema } from '@app/contract/admin-loyalty';
import type { AppServices } from '../../app-services';
import { loyaltyActionOf } from './loyalty-action';
import { refusals, security } from './route-options';
import { listTiers, updateTier } from './tiers-admin.service';

/** The brand's tier table: read by every role, changed by admins only (caps and loss return are money). */
export const adminTierRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/admin/brands/:brandId/tiers',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: brandParamsSchema, response: { 200: adminTierListResponseSchema, ...refusals } },
    },
    async (request) => ({ data: await listTiers(services.db, request.params.brandId) }),
  );

  app.put(
    '/api/admin/brands/:brandId/tiers/:level',
    {
      config: { roles: [] },
      schema: { tags: ['admin'], security, params: tierParamsSchema, body: updateTierRequestSchema, response: { 200: adminTierResponseSchema, ...refusals } },
    },
    async (request) => ({
      data: await updateTier(loyaltyActionOf(request, services.db, services.clock()), request.params.brandId, request.params.level, request.body),
    }),
  );
};
