import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/contract/errors';
import { realityCheckSessionResponseSchema, realityCheckSettingResponseSchema, realityCheckSettingSchema } from '@app/contract/reality-check';
import type { AppServices } from '../../app-services';
import { currentMember } from '../../plugins/member-guard';
import { getRealityCheckSession, getRealityCheckSetting, setRealityCheckInterval } from './reality-check.service';

const security = [{ bearer: [] }];

/** The member's own reality check: its interval, and the session it reports on; registered inside the member guard. */
export const memberRealityCheckRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/auth/protection/reality-check',
    { schema: { tags: ['member'], security, response: { 200: realityCheckSettingResponseSchema } } },
    async (request) => ({ data: await getRealityCheckSetting(services.db, currentMember(request).memberId) }),
  );

  app.put(
    '/api/auth/protection/reality-check',
    { schema: { tags: ['member'], security, body: realityCheckSettingSchema, response: { 200: realityCheckSettingResponseSchema, 400: errorResponseSchema } } },
    async (request) => ({ data: await setRealityCheckInterval(services.db, currentMember(request).memberId, request.body.intervalMinutes) }),
  );

  app.get(
    '/api/auth/protection/reality-check/session',
    { schema: { tags: ['member'], security, response: { 200: realityCheckSessionResponseSchema } } },
    async (request) => {
      const { sessionId, memberId } = currentMember(request);
      return { data: await getRealityCheckSession(services.db, { sessionId, memberId }, services.clock()) };
    },
  );
};
