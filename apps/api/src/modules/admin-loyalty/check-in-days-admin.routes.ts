import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandParamsSchema } from '@app/contract/admin';
import {
  adminCheckInDayListResponseSchema,
  adminCheckInDayResponseSchema,
  checkInDayParamsSchema,
  setCheckInDayRequestSchema,
} from '@app/contract/admin-loyalty';
import type { AppServices } from '../../app-services';
import { listBrandCheckInDays, setCheckInDay } from './check-in-days-admin.service';
import { loyaltyActionOf } from './loyalty-action';
import { refusals, security } from './route-options';

/** What each day of the month's check-in pays: read by every role, set by admins (it pays credit). */
export const adminCheckInDayRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/admin/brands/:brandId/check-in-days',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: brandParamsSchema, response: { 200: adminCheckInDayListResponseSchema, ...refusals } },
    },
    async (request) => ({ data: await listBrandCheckInDays(services.db, request.params.brandId) }),
  );

  app.put(
    '/api/admin/brands/:brandId/check-in-days/:day',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: checkInDayParamsSchema,
        body: setCheckInDayRequestSchema,
        response: { 200: adminCheckInDayResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: await setCheckInDay(loyaltyActionOf(request, services.db, services.clock()), request.params.brandId, request.params.day, request.body),
    }),
  );
};
