import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '@app/contract/errors';
import {
  walletBalanceRequestSchema,
  walletBetRequestSchema,
  walletRefusalSchema,
  walletReplySchema,
  walletRollbackRequestSchema,
  walletWinRequestSchema,
} from '@app/contract/provider-wallet';
import { providerAuthenticateRequestSchema, providerAuthenticateResponseSchema } from '@app/contract/games';
import { STATEMENT_SIGNATURE_HEADER, STATEMENT_TIMESTAMP_HEADER } from '@app/contract/deposits';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { verifySignedRequest } from '../../lib/signed-request';
import { headerText, keepRawJsonBody, rawBodyOf } from '../../plugins/raw-json-body';
import { exchangeLaunchToken } from '../games/open-game.service';
import { findProvider, type ProviderRow } from './provider-wallet.repo';
import { getWalletBalance, placeBet, rollBack, settleWin, WalletRefusal } from './provider-wallet.service';

const providerParamsSchema = z.object({ providerCode: z.string().regex(/^[A-Z0-9_]{2,20}$/) });
const providers = new WeakMap<FastifyRequest, ProviderRow>();
const responses = { 200: walletReplySchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: walletRefusalSchema };

/**
 * The seamless-wallet API providers call (generic JSON protocol; see docs/games-providers.md).
 * The provider is the brand's (by host) with the code in the path; its secret signs the raw body.
 */
export const providerWalletRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  keepRawJsonBody(app);

  app.addHook('preValidation', async (request) => {
    const params = providerParamsSchema.safeParse(request.params);
    const provider = params.success ? await findProvider(services.db, request.brand.id, params.data.providerCode) : undefined;
    if (!provider || !provider.isEnabled) throw new AppError('PROVIDER_NOT_FOUND');
    // Nothing about the call is read before its signature is checked.
    verifySignedRequest({
      secret: provider.secret,
      timestamp: headerText(request, STATEMENT_TIMESTAMP_HEADER),
      signature: headerText(request, STATEMENT_SIGNATURE_HEADER),
      method: request.method,
      path: request.url,
      rawBody: rawBodyOf(request),
      now: services.clock(),
    });
    providers.set(request, provider);
  });

  const contextOf = (request: FastifyRequest) => {
    const provider = providers.get(request);
    if (!provider) throw new AppError('PROVIDER_NOT_FOUND');
    return { db: services.db, provider, now: services.clock() };
  };

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof WalletRefusal) {
      return reply.status(422).send({ error: { code: error.code, message: error.message }, balanceSatang: error.balanceSatang });
    }
    throw error;
  });

  const tags = ['provider wallet'];
  app.post(
    '/api/provider/:providerCode/authenticate',
    { schema: { tags, params: providerParamsSchema, body: providerAuthenticateRequestSchema, response: { 200: providerAuthenticateResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema } } },
    async (request) => {
      const context = contextOf(request);
      const session = await exchangeLaunchToken(services.db, { launchToken: request.body.launchToken, providerId: context.provider.id, now: context.now });
      const { balanceSatang } = await getWalletBalance(context, session.token);
      return { token: session.token, playerId: session.memberId, gameCode: session.gameCode, balanceSatang, currency: 'THB' as const };
    },
  );
  app.post('/api/provider/:providerCode/balance', { schema: { tags, params: providerParamsSchema, body: walletBalanceRequestSchema, response: responses } }, async (request) =>
    getWalletBalance(contextOf(request), request.body.token),
  );
  app.post('/api/provider/:providerCode/bet', { schema: { tags, params: providerParamsSchema, body: walletBetRequestSchema, response: responses } }, async (request) =>
    placeBet(contextOf(request), request.body),
  );
  app.post('/api/provider/:providerCode/win', { schema: { tags, params: providerParamsSchema, body: walletWinRequestSchema, response: responses } }, async (request) =>
    settleWin(contextOf(request), request.body),
  );
  app.post('/api/provider/:providerCode/rollback', { schema: { tags, params: providerParamsSchema, body: walletRollbackRequestSchema, response: responses } }, async (request) =>
    rollBack(contextOf(request), request.body),
  );
};
