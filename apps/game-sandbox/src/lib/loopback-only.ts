import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackAddress } from './loopback';

/**
 * A pre-handler for the sandbox's own admin routes (operator registration, failure replays):
 * they stand in for Hub88's back office, so only this machine may use them.
 */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isLoopbackAddress(request.socket.remoteAddress)) await reply.status(403).send({ error: 'only this machine may use the sandbox admin routes' });
}
