import type { FastifyInstance } from 'fastify';
import { HUB88_GAME_LIST_PATH, HUB88_GAME_URL_PATH, hub88GameListRequestSchema, hub88GameUrlRequestSchema } from '@app/contract/hub88/games';
import { buildGameList } from '../catalogue/game-list';
import type { OperatorRegistry } from '../operators/operator-registry';
import type { PlaySessions } from '../sessions/play-sessions';
import { authenticateOperator } from './signed-request';
import { launchGame } from './launch-game';

/** The Games API the operator calls (Hub88's game list and game URL), signed by the operator. */
export async function gamesApiRoutes(
  app: FastifyInstance,
  deps: { operators: OperatorRegistry; sessions: PlaySessions; publicUrl: string; clock: () => Date },
) {
  app.post(HUB88_GAME_LIST_PATH, async (request, reply) => {
    const authentication = authenticateOperator(request, deps.operators);
    if (!('operator' in authentication)) return reply.status(authentication.statusCode).send(authentication.body);
    if (!hub88GameListRequestSchema.safeParse(request.body).success) return reply.status(400).send({ error: 'invalid request parameters' });
    return reply.send(buildGameList(deps.publicUrl, deps.clock()));
  });

  app.post(HUB88_GAME_URL_PATH, async (request, reply) => {
    const authentication = authenticateOperator(request, deps.operators);
    if (!('operator' in authentication)) return reply.status(authentication.statusCode).send(authentication.body);
    const parsed = hub88GameUrlRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.');
      return reply.status(400).send({ error: `invalid request parameters${field ? `: ${field}` : ''}` });
    }
    const answer = launchGame(parsed.data, { sessions: deps.sessions, publicUrl: deps.publicUrl });
    return reply.status(answer.statusCode).send(answer.body);
  });
}
