import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/contract/errors';
import {
  confirmLimitRequestSchema,
  confirmLimitResponseSchema,
  memberLimitsResponseSchema,
  setLimitRequestSchema,
  setLimitResponseSchema,
} from '@app/contract/player-protection';
import type { AppServices } from '../../app-services';
import { currentMember } from '../../plugins/member-guard';
import { confirmLimitRaise, getLimits, setLimit } from './limits.service';

const security = [{ bearer: [] }];
const refusals = { 400: errorResponseSchema, 409: errorResponseSchema };

/** The member's own deposit, loss and wagering limits; registered inside the member guard. */
export const memberLimitRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get('/api/auth/protection/limits', { schema: { tags: ['member'], security, response: { 200: memberLimitsResponseSchema } } }, async (request) => ({
    data: await getLimits(services.db, currentMember(request).memberId, services.clock()),
  }));

  app.put(
    '/api/auth/protection/limits',
    { schema: { tags: ['member'], security, body: setLimitRequestSchema, response: { 200: setLimitResponseSchema, ...refusals } } },
    async (request) => {
      const member = currentMember(request);
      return { data: await setLimit(services.db, { ...request.body, brandId: member.brandId, memberId: member.memberId, now: services.clock() }) };
    },
  );

  app.post(
    '/api/auth/protection/limits/confirm',
    { schema: { tags: ['member'], security, body: confirmLimitRequestSchema, response: { 200: confirmLimitResponseSchema, ...refusals } } },
    async (request) => {
      const member = currentMember(request);
      return { data: await confirmLimitRaise(services.db, { ...request.body, brandId: member.brandId, memberId: member.memberId, now: services.clock() }) };
    },
  );
};
