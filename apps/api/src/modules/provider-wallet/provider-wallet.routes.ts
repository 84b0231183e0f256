import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { headerText, keepRawJsonBody, rawBodyOf } from '../../plugins/raw-json-body';
import { exchangeLaunchToken } from '../games/open-game.service';
import { adapterFor } from './provider-adapters';
import type { WalletCommand, WalletResult } from './provider-adapter';
import { findProviderCached } from './provider-wallet.repo';
import { signingKeyFor } from '../aggregators/signing-keys';
import { describePlayer, getWalletBalance, placeBet, rollBack, settleWin, WalletRefusal, type WalletContext } from './provider-wallet.service';

const paramsSchema = z.object({ providerCode: z.string(), operation: z.string() });
/** Formats whose operations are two segments (Hub88's user/balance, transaction/bet). */
const groupedParamsSchema = paramsSchema.extend({ group: z.string() });

const providerCodePattern = /^[A-Z0-9_]{2,20}$/;

async function execute(context: WalletContext, command: WalletCommand): Promise<WalletResult> {
  switch (command.operation) {
    case 'authenticate': {
      const session = await exchangeLaunchToken(context.db, { launchToken: command.launchToken, providerId: context.provider.id, now: context.now });
      const { balanceSatang } = await getWalletBalance(context, session.token);
      return { token: session.token, playerId: session.memberId, gameCode: session.gameCode, balanceSatang, currency: 'THB' };
    }
    case 'balance':
      return getWalletBalance(context, command.token, command.requireLiveToken);
    case 'playerInfo':
      return describePlayer(context, command.playerId);
    case 'bet':
      return placeBet(context, command.call);
    case 'win':
      return settleWin(context, command.call);
    case 'rollback':
      return rollBack(context, command.call);
  }
}

/**
 * The seamless-wallet API providers call: `POST /api/provider/{providerCode}/{operation}` on the
 * brand's host. The provider's adapter (its `protocol`) checks the signature on the raw bytes,
 * reads the operation and writes the reply in the provider's own format; the wallet service
 * applies the rules. The generic protocol is documented in docs/games-providers.md.
 */
export const providerWalletRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  keepRawJsonBody(app);

  async function handle(request: FastifyRequest, reply: FastifyReply, providerCode: string, operation: string) {
    const provider = providerCodePattern.test(providerCode) ? await findProviderCached(services.db, request.brand.id, providerCode) : undefined;
    // A product of an aggregator is reached through its aggregator, never on its own.
    const adapter = provider?.isEnabled && provider.aggregatorId === null ? adapterFor(provider.protocol) : undefined;
    if (!provider || !adapter) throw new AppError('PROVIDER_NOT_FOUND');
    const now = services.clock();
    let answer: { status: number; body: unknown };
    try {
      // Nothing about the call is read before its signature is checked.
      await adapter.verify(
        { method: request.method, path: request.url, header: (name) => headerText(request, name), rawBody: rawBodyOf(request) },
        provider.secret,
        now,
      );
      const command = adapter.parse(operation, request.body);
      const context = { db: services.db, provider, now, isInMaintenance: request.brand.websiteStatus === 'MA' };
      answer = adapter.reply(command, await execute(context, command), request.body);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      answer = adapter.refuse(error, error instanceof WalletRefusal ? error.balanceSatang : undefined, request.body);
    }
    if (!adapter.signReply) return reply.status(answer.status).send(answer.body);
    // A signed reply is sent as the exact bytes that were signed.
    const rawReply = JSON.stringify(answer.body);
    const signature = await adapter.signReply(rawReply, await signingKeyFor(services.db, services.secrets, provider.id));
    return reply.status(answer.status).headers(signature).type('application/json; charset=utf-8').send(rawReply);
  }

  const schema = {
    tags: ['provider wallet'],
    description:
      'Seamless-wallet calls of a game provider (authenticate, balance, bet, win, rollback; Hub88: user/info, user/balance, transaction/bet|win|rollback), signed. See docs/games-providers.md.',
  };
  app.post('/api/provider/:providerCode/:operation', { schema: { ...schema, params: paramsSchema } }, (request, reply) =>
    handle(request, reply, request.params.providerCode, request.params.operation),
  );
  app.post('/api/provider/:providerCode/:group/:operation', { schema: { ...schema, params: groupedParamsSchema } }, (request, reply) =>
    handle(request, reply, request.params.providerCode, `${request.params.group}/${request.params.operation}`),
  );
};
