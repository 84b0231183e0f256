import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loopbackOnly } from '../lib/loopback-only';
import { ReplayRefused, type FailureReplays } from './failure-replays';
import { isReplayCase } from './replay-cases';

const replayBodySchema = z.object({ sessionId: z.string().min(1), winDelayMs: z.number().int().min(0).max(86_400_000).optional() });

/** POST /sandbox/replays/:case {sessionId}: the failure replays over HTTP, for this machine only. */
export async function replaysRoutes(app: FastifyInstance, deps: { replays: FailureReplays }) {
  app.post<{ Params: { case: string } }>('/sandbox/replays/:case', { preHandler: loopbackOnly }, async (request, reply) => {
    if (!isReplayCase(request.params.case)) return reply.status(404).send({ error: 'no such replay case' });
    const parsed = replayBodySchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'sessionId is required' });
    try {
      const options = parsed.data.winDelayMs === undefined ? {} : { winDelayMs: parsed.data.winDelayMs };
      return reply.send(await deps.replays.run(request.params.case, parsed.data.sessionId, options));
    } catch (error) {
      if (error instanceof ReplayRefused) return reply.status(error.statusCode).send({ error: error.message });
      throw error;
    }
  });
}
