import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandParamsSchema } from '@app/contract/admin';
import { rewardSettingsResponseSchema, updateRewardSettingsRequestSchema } from '@app/contract/admin-loyalty';
import type { AppServices } from '../../app-services';
import { loyaltyActionOf } from './loyalty-action';
import { changeRewardSettings, getRewardSettings } from './reward-settings-admin.service';
import { refusals, security } from './route-options';

/** Check-in on or off, draws per day, deposit draws and points: read by every role, changed by admins. */
export const adminRewardSettingsRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/admin/brands/:brandId/reward-settings',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: brandParamsSchema, response: { 200: rewardSettingsResponseSchema, ...refusals } },
    },
    async (request) => ({ data: await getRewardSettings(services.db, request.params.brandId) }),
  );

  app.patch(
    '/api/admin/brands/:brandId/reward-settings',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: updateRewardSettingsRequestSchema,
        response: { 200: rewardSettingsResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await changeRewardSettings(loyaltyActionOf(request, services.db, services.clock()), request.params.brandId, request.body) }),
  );
};
