import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@app/contract/errors';
import { checkInResultResponseSchema, checkInStateSchema } from '@app/contract/rewards/check-in';
import type { AppServices } from '../../app-services';
import { currentMember } from '../../plugins/member-guard';
import { checkIn, getCheckInState } from './check-in.service';

const security = [{ bearer: [] }];

/** Daily check-in; registered inside the member guard. */
export const checkInRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get('/api/auth/game/check-in', { schema: { tags: ['rewards'], security, response: { 200: checkInStateSchema } } }, async (request) =>
    getCheckInState(services.db, currentMember(request), services.clock()),
  );

  app.post(
    '/api/auth/game/check-in',
    { schema: { tags: ['rewards'], security, body: z.object({}).optional(), response: { 200: checkInResultResponseSchema, 409: errorResponseSchema } } },
    async (request) => ({ data: await checkIn(services.db, currentMember(request), services.clock()) }),
  );
};
