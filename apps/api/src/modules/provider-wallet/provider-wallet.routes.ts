import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { headerText, keepRawJsonBody, rawBodyOf } from '../../plugins/raw-json-body';
import { exchangeLaunchToken } from '../games/open-game.service';
import { adapterFor } from './provider-adapters';
import type { WalletCommand, WalletResult } from './provider-adapter';
import { findProviderCached } from './provider-wallet.repo';
import { getWalletBalance, placeBet, rollBack, settleWin, WalletRefusal, type WalletContext } from './provider-wallet.service';

const paramsSchema = z.object({ providerCode: z.string(), operation: z.string() });

const providerCodePattern = /^[A-Z0-9_]{2,20}$/;

async function execute(context: WalletContext, command: WalletCommand): Promise<WalletResult> {
  switch (command.operation) {
    case 'authenticate': {
      const session = await exchangeLaunchToken(context.db, { launchToken: command.launchToken, providerId: context.provider.id, now: context.now });
      const { balanceSatang } = await getWalletBalance(context, session.token);
      return { token: session.token, playerId: session.memberId, gameCode: session.gameCode, balanceSatang, currency: 'THB' };
    }
    case 'balance':
      return getWalletBalance(context, command.token);
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

  app.post(
    '/api/provider/:providerCode/:operation',
    {
      schema: {
        tags: ['provider wallet'],
        description:
          'Seamless-wallet calls of a game provider (authenticate, balance, bet, win, rollback), signed with its secret. See docs/games-providers.md.',
        params: paramsSchema,
      },
    },
    async (request, reply) => {
      const { providerCode, operation } = request.params;
      const provider = providerCodePattern.test(providerCode) ? await findProviderCached(services.db, request.brand.id, providerCode) : undefined;
      const adapter = provider?.isEnabled ? adapterFor(provider.protocol) : undefined;
      if (!provider || !adapter) throw new AppError('PROVIDER_NOT_FOUND');
      const now = services.clock();
      try {
        // Nothing about the call is read before its signature is checked.
        adapter.verify(
          { method: request.method, path: request.url, header: (name) => headerText(request, name), rawBody: rawBodyOf(request) },
          provider.secret,
          now,
        );
        const command = adapter.parse(operation, request.body);
        const answer = adapter.reply(command, await execute({ db: services.db, provider, now }, command));
        return reply.status(answer.status).send(answer.body);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const answer = adapter.refuse(error, error instanceof WalletRefusal ? error.balanceSatang : undefined);
        return reply.status(answer.status).send(answer.body);
      }
    },
  );
};
