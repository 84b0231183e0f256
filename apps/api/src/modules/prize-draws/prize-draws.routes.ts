import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@app/contract/errors';
import {
  flipCardRequestSchema,
  flipCardResultResponseSchema,
  prizeBoardResponseSchema,
  prizeDrawLogResponseSchema,
  prizeDrawResultResponseSchema,
  wheelSpinRequestSchema,
} from '@app/contract/rewards/prize-draws';
import type { AppServices } from '../../app-services';
import { currentMember } from '../../plugins/member-guard';
import { drawPrize, getPrizeBoard, listPrizeDraws } from './prize-draws.service';

const security = [{ bearer: [] }];
const emptyBody = z.object({}).optional();
const refusals = { 409: errorResponseSchema };

/** The lucky wheel and the flip card; registered inside the member guard. */
export const prizeDrawRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get('/api/auth/wheel', { schema: { tags: ['rewards'], security, response: { 200: prizeBoardResponseSchema } } }, async (request) => ({
    data: await getPrizeBoard(services.db, currentMember(request), 'wheel', services.clock()),
  }));
  app.post(
    '/api/auth/wheel/reward',
    { schema: { tags: ['rewards'], security, body: wheelSpinRequestSchema.optional(), response: { 200: prizeDrawResultResponseSchema, ...refusals } } },
    async (request) => ({
      data: await drawPrize(services.db, currentMember(request), { game: 'wheel', requestKey: request.body?.idempotencyKey, now: services.clock() }),
    }),
  );
  app.post(
    '/api/auth/wheel/log',
    { schema: { tags: ['rewards'], security, body: emptyBody, response: { 200: prizeDrawLogResponseSchema } } },
    async (request) => ({
      data: await listPrizeDraws(services.db, currentMember(request), 'wheel'),
    }),
  );

  app.get('/api/auth/game/flip-card', { schema: { tags: ['rewards'], security, response: { 200: prizeBoardResponseSchema } } }, async (request) => ({
    data: await getPrizeBoard(services.db, currentMember(request), 'flip_card', services.clock()),
  }));
  app.post(
    '/api/auth/game/flip-card/random-reward',
    { schema: { tags: ['rewards'], security, body: flipCardRequestSchema.optional(), response: { 200: flipCardResultResponseSchema, ...refusals } } },
    async (request) => {
      const { table, ...result } = await drawPrize(services.db, currentMember(request), {
        game: 'flip_card',
        requestKey: request.body?.idempotencyKey,
        cardIndex: request.body?.cardIndex,
        now: services.clock(),
      });
      // A replay answers the card picked first, whichever this request names.
      return { data: { ...result, cardIndex: table?.cardIndex ?? request.body?.cardIndex ?? 0, cards: table?.cards ?? null } };
    },
  );
  app.get('/api/auth/game/flip-card/logs', { schema: { tags: ['rewards'], security, response: { 200: prizeDrawLogResponseSchema } } }, async (request) => ({
    data: await listPrizeDraws(services.db, currentMember(request), 'flip_card'),
  }));
};
