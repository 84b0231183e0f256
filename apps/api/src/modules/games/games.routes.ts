import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/contract/errors';
import {
  gameCategoryListResponseSchema,
  gameCategoryParamsSchema,
  gameProviderListResponseSchema,
  gameListRequestSchema,
  gameListResponseSchema,
  demoGameListResponseSchema,
  gamesOfCategoryResponseSchema,
  openDemoGameResponseSchema,
  openGameRequestSchema,
  openGameResponseSchema,
  recentGamesResponseSchema,
} from '@app/contract/games';
import type { AppServices } from '../../app-services';
import { currentMember } from '../../plugins/member-guard';
import { listCategories, listDemoGames, listGames, listProviders, listRecentGames } from './games.repo';
import { launchContextOf } from './launch-context';
import { openDemoGame, openGame } from './open-game.service';

/** How many games the "recently played" row shows. */
const RECENT_GAMES = 12;
const DEMO_GAMES = 60;

const security = [{ bearer: [] }];

function describeGame(row: Awaited<ReturnType<typeof listGames>>['rows'][number]) {
  return {
    uuid: row.id,
    providerCode: row.providerCode,
    category: row.categoryCode,
    code: row.code,
    name: row.name,
    imageKey: row.imageKey,
    thumbnailUrl: row.thumbnailUrl,
    isHot: row.isHot,
    releasedOn: row.releasedOn,
  };
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
      const { category, provider, search, order, page, pageSize } = request.body;
      const { rows, total } = await listGames(services.db, currentMember(request).brandId, {
        category,
        providerCode: provider,
        search: search || undefined,
        order,
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
    async (request) => ({
      data: await openGame(services.db, currentMember(request), request.body.gameId, services.clock(), {
        secrets: services.secrets,
        context: launchContextOf(request),
      }),
    }),
  );

  app.get('/api/auth/user/game/recent', { schema: { tags: ['games'], security, response: { 200: recentGamesResponseSchema } } }, async (request) => {
    const member = currentMember(request);
    return { data: (await listRecentGames(services.db, member.brandId, member.memberId, RECENT_GAMES)).map(describeGame) };
  });
};

/** Demo play for visitors, where the brand's aggregator connection allows it; no member, no money. */
export const publicGameRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get('/api/games/demo', { schema: { tags: ['games'], response: { 200: demoGameListResponseSchema } } }, async (request) => ({
    data: (await listDemoGames(services.db, request.brand.id, DEMO_GAMES)).map(describeGame),
  }));

  app.post(
    '/api/games/demo',
    { schema: { tags: ['games'], body: openGameRequestSchema, response: { 200: openDemoGameResponseSchema, 404: errorResponseSchema } } },
    async (request) => ({
      data: await openDemoGame(services.db, request.brand.id, request.body.gameId, { secrets: services.secrets, context: launchContextOf(request) }),
    }),
  );
};
