import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Member site API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, playToken: { type: 'apiKey', in: 'header', name: 'x-play-token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The documentation page runs inline scripts: it sends its own policy, with their hashes.
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
