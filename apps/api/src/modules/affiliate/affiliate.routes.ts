import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  affiliateBonusResponseSchema,
  affiliateCodeResponseSchema,
  affiliateWithdrawRequestSchema,
  affiliateWithdrawResponseSchema,
  downlineBonusRequestSchema,
  downlineBonusResponseSchema,
  downlineResponseSchema,
} from '@app/contract/affiliate';
import { errorResponseSchema } from '@app/contract/errors';
import { usernameParamsSchema, uuidParamsSchema } from '@app/contract/user';
import type { AppServices } from '../../app-services';
import { assertOwnUsername, assertOwnUuid } from '../../plugins/member-guard';
import { readRequestIdempotency } from '../idempotency/request-idempotency';
import { withdrawAffiliate } from './affiliate-withdraw.service';
import { getAffiliateBonus, getAffiliateCode, getDownline, getDownlineBonus } from './affiliate.service';

const tags = ['affiliate'];
const security = [{ bearer: [] }];
const refusals = { 400: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };

/** The member's affiliate programme (spec section 7); registered inside the member guard. */
export const affiliateRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/auth/affiliate/code/:uuid',
    { schema: { tags, security, params: uuidParamsSchema, response: { 200: affiliateCodeResponseSchema, ...refusals } } },
    async (request) => {
      const member = assertOwnUuid(request, request.params.uuid);
      return { data: { code: await getAffiliateCode(services.db, member.memberId) } };
    },
  );

  app.get(
    '/api/auth/affiliate/downline/:username',
    { schema: { tags, security, params: usernameParamsSchema, response: { 200: downlineResponseSchema, ...refusals } } },
    async (request) => getDownline(services.db, assertOwnUsername(request, request.params.username).memberId),
  );

  app.get(
    '/api/auth/affiliate/bonus/:username',
    { schema: { tags, security, params: usernameParamsSchema, response: { 200: affiliateBonusResponseSchema, ...refusals } } },
    async (request) => ({ data: await getAffiliateBonus(services.db, assertOwnUsername(request, request.params.username), request.brand) }),
  );

  app.post(
    '/api/auth/affiliate/downline/bonus/:username',
    { schema: { tags, security, params: usernameParamsSchema, body: downlineBonusRequestSchema, response: { 200: downlineBonusResponseSchema, ...refusals } } },
    async (request) => getDownlineBonus(services.db, assertOwnUsername(request, request.params.username).memberId, request.body),
  );

  app.post(
    '/api/auth/affiliate/withdraw/:username',
    {
      schema: {
        tags,
        security,
        params: usernameParamsSchema,
        body: affiliateWithdrawRequestSchema,
        response: { 200: affiliateWithdrawResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const member = assertOwnUsername(request, request.params.username);
      const { amount, type } = request.body;
      const idempotencyKey = readRequestIdempotency(request, request.body);
      return { data: await withdrawAffiliate(services.db, member, { amountSatang: amount, type, idempotencyKey, now: services.clock() }) };
    },
  );
};
