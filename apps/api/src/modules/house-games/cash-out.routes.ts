import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/contract/errors';
import { cashOutRequestSchema, cashOutResponseSchema } from '@app/contract/games';
import { HOUSE_PROVIDER_CODE } from '@app/contract/house-games/outcome';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { currentMember } from '../../plugins/member-guard';
import { listProviders } from '../games/games.repo';
import { getCredit } from '../members/credit.service';
import { latestWalletToken } from './house-games.repo';
import { finishRounds } from './round-settlement';
import type { HouseWallet } from './wallet-client';

/**
 * `POST /api/auth/user/game/cashOut`: brings the member's money home. Seamless providers never
 * hold it, so for them this only closes what is open: for the house provider every unfinished
 * round, an open hi-lo round cashed out at its multiplier. A transfer-wallet provider would move
 * its wallet's balance back; none is connected yet, so asking one is refused rather than faked.
 */
export const cashOutRoutes: FastifyPluginAsyncZod<AppServices & { houseWallet: HouseWallet }> = async (app, services) => {
  app.post(
    '/api/auth/user/game/cashOut',
    {
      schema: {
        tags: ['games'],
        security: [{ bearer: [] }],
        body: cashOutRequestSchema.nullish(),
        response: { 200: cashOutResponseSchema, 404: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const wanted = request.body?.providerCode;
      const providers = await listProviders(services.db, member.brandId);
      if (wanted && !providers.some((provider) => provider.code === wanted)) throw new AppError('PROVIDER_NOT_FOUND');
      const chosen = wanted ? providers.filter((provider) => provider.code === wanted) : providers;
      if (wanted && chosen.some((provider) => provider.walletType === 'transfer')) throw new AppError('PROVIDER_CASH_OUT_UNAVAILABLE');

      let closedRounds = 0;
      const walletToken = chosen.some((provider) => provider.code === HOUSE_PROVIDER_CODE) ? await latestWalletToken(services.db, member.memberId) : undefined;
      if (walletToken) {
        const context = { db: services.db, wallet: services.houseWallet, brandId: member.brandId, walletToken, now: services.clock() };
        closedRounds = await finishRounds(context, member.memberId, { cashOutOpenHilo: true });
      }
      return { data: { closedRounds, balanceSatang: await getCredit(services.db, member, 'credit') } };
    },
  );
};
