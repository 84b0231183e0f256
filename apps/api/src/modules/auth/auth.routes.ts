import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema, okResponseSchema } from '@app/contract/auth';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { readClientInfo } from '../../lib/client-info';
import { currentMember } from '../../plugins/member-guard';
import { loginMember, logoutMember } from './member-auth.service';

export const loginRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) =>
      loginMember(
        { db: services.db, throttle: services.throttle, lifetime: services.memberSessionLifetime },
        {
          brandId: request.brand.id,
          username: request.body.username,
          password: request.body.password,
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          client: readClientInfo(request),
          now: services.clock(),
        },
      ),
  );
};

/** Registered inside the member guard. */
export const logoutRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.post('/api/auth/logout', { schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: okResponseSchema } } }, async (request) => {
    await logoutMember(services.db, currentMember(request).sessionId, services.clock());
    return { success: true as const };
  });
};
