import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BALANCE_STREAM_PATH } from '@app/contract/live-balance';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { currentMember } from '../../plugins/member-guard';
import { streamBalance } from './balance-stream';

/** Registered inside the member guard: the stream is the caller's own balance, nobody else's. */
export const balanceStreamRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    BALANCE_STREAM_PATH,
    {
      schema: {
        tags: ['member'],
        security: [{ bearer: [] }],
        description:
          'Server-sent events (text/event-stream): a `balance` event with `{balanceType, balanceSatang}` at once and after every movement of the credit, a comment every 15 s; ends with the session.',
        response: { 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await streamBalance(services.liveBalance, currentMember(request), reply);
    },
  );
};
