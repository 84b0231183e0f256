import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/contract/errors';
import {
  gameCategoryListResponseSchema,
  gameCategoryParamsSchema,
  gameProviderListResponseSchema,
  gameListRequestSchema,
  gameListResponseSchema,
  gamesOfCategoryResponseSchema,
  openGameRequestSchema,
  openGameResponseSchema,
} from '@app/contract/games';
import type { AppServices } from '../../app-services';
import { currentMember } from '../../plugins/member-guard';
import { listCategories, listGames, listProviders } from './games.repo';
import { openGame } from './open-game.service';

const security = [{ bearer: [] }];

function describeGame(row: Awaited<ReturnType<typeof listGames>>['rows'][number]) {
  return { uuid: row.id, providerCode: row.providerCode, category: row.categoryCode, code: row.code, name: row.name, imageKey: row.imageKey, isHot: row.isHot };
}

/** The brand's game catalogue and opening a game; registered inside the member guard. */
export const gameRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get('/api/auth/game', { schema: { tags: ['games'], security, response: { 200: gameCategoryListResponseSchema } } }, async (request) => {
    const rows = await listCategories(services.db, currentMember(request).brandId);
    return { data: rows.map((row) => ({ code: row.code, name: row.name, isDefault: row.isDefault })) };
  });

  app.get('/api/auth/game/providers', { schema: { tags: ['games'], security, response: { 200: gameProviderListResponseSchema } } }, async (request) => ({
    data: await listProviders(services.db, currentMember(request).brandId),
  }));

  app.post(
    '/api/auth/user/game/list',
    { schema: { tags: ['games'], security, body: gameListRequestSchema, response: { 200: gameListResponseSchema } } },
    async (request) => {
      const { category, provider, page, pageSize } = request.body;
      const { rows, total } = await listGames(services.db, currentMember(request).brandId, {
        category,
        providerCode: provider,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { data: rows.map(describeGame), meta: { page, pageSize, total } };
    },
  );

  app.get(
    '/api/auth/user/games/:gameCate',
    { schema: { tags: ['games'], security, params: gameCategoryParamsSchema, response: { 200: gamesOfCategoryResponseSchema } } },
    async (request) => {
      const { rows } = await listGames(services.db, currentMember(request).brandId, { category: request.params.gameCate, limit: 200, offset: 0 });
      return { data: rows.map(describeGame) };
    },
  );

  app.post(
    '/api/auth/user/opengame',
    { schema: { tags: ['games'], security, body: openGameRequestSchema, response: { 200: openGameResponseSchema, 404: errorResponseSchema } } },
    async (request) => ({ data: await openGame(services.db, currentMember(request), request.body.gameId, services.clock()) }),
  );
};
