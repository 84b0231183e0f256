import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandParamsSchema } from '@app/contract/admin';
import {
  adminGameListResponseSchema,
  adminGameProviderListResponseSchema,
  adminGameProviderResponseSchema,
  adminGameQuerySchema,
  adminGameResponseSchema,
  createGameProviderRequestSchema,
  gameParamsSchema,
  gameProviderParamsSchema,
  updateGameProviderRequestSchema,
  updateGameRequestSchema,
} from '@app/contract/admin-settings';
import type { AppServices } from '../../app-services';
import { currentOperator } from '../../plugins/operator-guard';
import { addGameProvider, changeGameProvider, listGameProviders } from './game-providers.service';
import { changeGame, listAdminGames } from './games-admin.service';
import { refusals, security } from './route-schemas';

/** A brand's game providers and games: finance and support read, only admins change them. */
export const gameCatalogueRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  const actionOf = (request: Parameters<typeof currentOperator>[0]) => ({ db: services.db, operator: currentOperator(request), ipAddress: request.ip });

  app.get(
    '/api/admin/brands/:brandId/game-providers',
    {
      config: { roles: ['finance', 'support'] },
      schema: { tags: ['admin'], security, params: brandParamsSchema, response: { 200: adminGameProviderListResponseSchema, ...refusals } },
    },
    async (request) => ({ data: await listGameProviders(services.db, request.params.brandId) }),
  );

  app.post(
    '/api/admin/brands/:brandId/game-providers',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: createGameProviderRequestSchema,
        response: { 200: adminGameProviderResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await addGameProvider(actionOf(request), request.params.brandId, request.body) }),
  );

  app.patch(
    '/api/admin/brands/:brandId/game-providers/:providerId',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: gameProviderParamsSchema,
        body: updateGameProviderRequestSchema,
        response: { 200: adminGameProviderResponseSchema, ...refusals },
      },
    },
    async (request) => ({ data: await changeGameProvider(actionOf(request), request.params.brandId, request.params.providerId, request.body) }),
  );

  app.get(
    '/api/admin/brands/:brandId/games',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        querystring: adminGameQuerySchema,
        response: { 200: adminGameListResponseSchema, ...refusals },
      },
    },
    async (request) => listAdminGames(services.db, request.params.brandId, request.query),
  );

  app.patch(
    '/api/admin/brands/:brandId/games/:gameId',
    {
      config: { roles: [] },
      schema: { tags: ['admin'], security, params: gameParamsSchema, body: updateGameRequestSchema, response: { 200: adminGameResponseSchema, ...refusals } },
    },
    async (request) => ({ data: await changeGame(actionOf(request), request.params.brandId, request.params.gameId, request.body) }),
  );
};
