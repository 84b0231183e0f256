import { createPublicKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loopbackOnly } from '../lib/loopback-only';
import type { OperatorRegistry } from './operator-registry';

function isPublicKey(pem: string): boolean {
  try {
    return createPublicKey(pem).type === 'public';
  } catch {
    return false;
  }
}

const registrationSchema = z.object({
  walletUrl: z.url({ protocol: /^https?$/ }),
  publicKey: z.string().refine(isPublicKey, 'not a PEM public key'),
});

/**
 * POST /sandbox/operators: stands in for Hub88's integration form. The operator gives its wallet
 * URL and public key, and gets its operator_id and the sandbox's public key back.
 */
export async function operatorsRoutes(app: FastifyInstance, deps: { operators: OperatorRegistry; publicKey: string }) {
  app.post('/sandbox/operators', { preHandler: loopbackOnly }, async (request, reply) => {
    const parsed = registrationSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues[0]?.message ?? 'walletUrl and publicKey are required' });
    const { operatorId } = deps.operators.register(parsed.data);
    return reply.send({ operatorId, publicKey: deps.publicKey });
  });
}
