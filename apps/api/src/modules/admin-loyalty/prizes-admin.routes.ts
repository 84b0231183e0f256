import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandParamsSchema } from '@app/contract/admin';
import {
  adminPrizeBoardResponseSchema,
  createPrizeOptionRequestSchema,
  prizeGameQuerySchema,
  prizeOptionParamsSchema,
  updatePrizeOptionRequestSchema,
} from '@app/contract/admin-loyalty';
import type { AppServices } from '../../app-services';
import { loyaltyActionOf } from './loyalty-action';
import { changePrizeOption, createPrizeOption, getAdminPrizeBoard, removePrizeOption } from './prizes-admin.service';
import { refusals, security } from './route-options';

/**
 * The wheel's and the flip card's options with their weights and resulting chances: read by
 * every role, changed by admins only (prizes pay credit). Each write answers the game's board.
 */
export const adminPrizeRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/admin/brands/:brandId/prizes',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        querystring: prizeGameQuerySchema,
        response: { 200: adminPrizeBoardResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await getAdminPrizeBoard(services.db, request.params.brandId, request.query.game) }),
  );

  app.post(
    '/api/admin/brands/:brandId/prizes',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: createPrizeOptionRequestSchema,
        response: { 200: adminPrizeBoardResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await createPrizeOption(loyaltyActionOf(request, services.db, services.clock()), request.params.brandId, request.body) }),
  );

  app.patch(
    '/api/admin/brands/:brandId/prizes/:prizeId',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: prizeOptionParamsSchema,
        body: updatePrizeOptionRequestSchema,
        response: { 200: adminPrizeBoardResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      data: await changePrizeOption(loyaltyActionOf(request, services.db, services.clock()), request.params.brandId, request.params.prizeId, request.body),
    }),
  );

  app.delete(
    '/api/admin/brands/:brandId/prizes/:prizeId',
    {
      config: { roles: [] },
      schema: { tags: ['admin'], security, params: prizeOptionParamsSchema, response: { 200: adminPrizeBoardResponseSchema, ...refusals } },
    },
    async (request) => ({
      data: await removePrizeOption(loyaltyActionOf(request, services.db, services.clock()), request.params.brandId, request.params.prizeId),
    }),
  );
};
