import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@app/contract/errors';
import {
  redeemRewardRequestSchema,
  redeemRewardResponseSchema,
  rewardCatalogueRequestSchema,
  rewardCatalogueResponseSchema,
  rewardHistoryResponseSchema,
} from '@app/contract/rewards/reward-catalogue';
import type { AppServices } from '../../app-services';
import { assertOwnUuid, currentMember } from '../../plugins/member-guard';
import { readRequestIdempotency } from '../idempotency/request-idempotency';
import { readPoints } from '../rewards/balances';
import { listCategories, listEnabledItems } from './reward-catalogue.repo';
import { listRewardRequests, redeemReward } from './reward-redemption.service';

const security = [{ bearer: [] }];

/** The reward catalogue, redeeming and the member's requests; registered inside the member guard. */
export const rewardCatalogueRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.post(
    '/api/auth/reward',
    { schema: { tags: ['rewards'], security, body: rewardCatalogueRequestSchema.optional(), response: { 200: rewardCatalogueResponseSchema } } },
    async (request) => {
      const member = currentMember(request);
      const [categories, items, points] = await Promise.all([
        listCategories(services.db, member.brandId),
        listEnabledItems(services.db, member.brandId, request.body?.categoryId),
        readPoints(services.db, member),
      ]);
      return {
        data: {
          categories: categories.map((category) => ({ id: category.id, name: category.name, image: category.imageKey, itemCount: category.itemCount })),
          items: items.map((item) => ({
            id: item.id,
            categoryId: item.categoryId,
            name: item.name,
            description: item.description,
            image: item.imageKey,
            kind: item.kind,
            costPoints: item.costPoints,
            creditSatang: item.creditSatang,
            stockLeft: item.stockLeft,
          })),
          points,
        },
      };
    },
  );

  app.post(
    '/api/auth/reward/request',
    {
      schema: {
        tags: ['rewards'],
        security,
        body: redeemRewardRequestSchema,
        response: { 200: redeemRewardResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const { itemId, userUuid } = request.body;
      const member = userUuid === undefined ? currentMember(request) : assertOwnUuid(request, userUuid);
      const idempotencyKey = readRequestIdempotency(request, request.body);
      return { data: await redeemReward(services.db, member, { itemId, idempotencyKey }, services.clock()) };
    },
  );

  app.post(
    '/api/auth/reward/request/history',
    { schema: { tags: ['rewards'], security, body: z.object({}).optional(), response: { 200: rewardHistoryResponseSchema } } },
    async (request) => ({ data: await listRewardRequests(services.db, currentMember(request).memberId) }),
  );
};
