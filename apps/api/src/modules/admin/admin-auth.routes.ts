import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginRequestSchema, adminLoginResponseSchema } from '@app/contract/admin';
import { okResponseSchema } from '@app/contract/auth';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { currentOperator } from '../../plugins/operator-guard';
import { loginOperator, logoutOperator } from './operator-auth.service';

export const adminLoginRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.post(
    '/api/admin/login',
    {
      schema: {
        tags: ['admin'],
        body: adminLoginRequestSchema,
        response: { 200: adminLoginResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) =>
      loginOperator(
        { db: services.db, throttle: services.throttle, lifetime: services.operatorSessionLifetime },
        { ...request.body, ipAddress: request.ip, now: services.clock() },
      ),
  );
};

/** Registered inside the operator guard. */
export const adminLogoutRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.post(
    '/api/admin/logout',
    {
      config: { roles: ['finance', 'support'], isOpenToBrandOperators: true },
      schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: okResponseSchema } },
    },
    async (request) => {
      const operator = currentOperator(request);
      await logoutOperator(services.db, operator.sessionId, services.clock());
      return { success: true as const };
    },
  );
};
