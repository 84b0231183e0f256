import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/contract/errors';
import { uuidParamsSchema } from '@app/contract/user';
import {
  pageQuerySchema,
  publicWithdrawalListResponseSchema,
  withdrawalListResponseSchema,
  withdrawalPageResponseSchema,
  withdrawalResponseSchema,
  retryWithdrawalRequestSchema,
  withdrawalSchema,
  withdrawalStatusSchema,
  withdrawRequestSchema,
} from '@app/contract/withdrawals';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { maskUsername } from '../../lib/mask';
import { assertOwnUuid, currentMember } from '../../plugins/member-guard';
import { readRequestIdempotency } from '../idempotency/request-idempotency';
import { transferToBank } from './auto-payout.service';
import { retryWithdrawal } from './withdrawal-decision.service';
import { listMemberWithdrawals, listRecentCompleted } from './withdrawals.repo';
import { describeWithdrawal, requestWithdrawal } from './withdrawals.service';

const security = [{ bearer: [] }];
const refusals = { 400: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, 503: errorResponseSchema };

/** A member's withdrawals; registered inside the member guard. */
export const memberWithdrawalRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.post(
    '/api/auth/withdraw/:uuid',
    {
      schema: {
        tags: ['withdrawals'],
        security,
        params: uuidParamsSchema,
        body: withdrawRequestSchema,
        response: { 200: withdrawalResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const member = assertOwnUuid(request, request.params.uuid);
      const { withdrawal } = await requestWithdrawal(services.db, member, {
        amountSatang: request.body.amount,
        idempotencyKey: readRequestIdempotency(request, request.body),
        now: services.clock(),
      });
      return { data: withdrawal };
    },
  );

  app.post(
    '/api/auth/withdraw/retry',
    {
      schema: {
        tags: ['withdrawals'],
        security,
        body: retryWithdrawalRequestSchema,
        response: { 200: z.object({ data: withdrawalSchema }), 404: errorResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const retry = { brandId: member.brandId, withdrawalId: request.body.uuid, requester: { memberId: member.memberId }, now: services.clock() };
      return { data: await retryWithdrawal(services.db, retry) };
    },
  );

  app.post(
    '/api/auth/user/transfer/to/bank',
    { schema: { tags: ['withdrawals'], security, body: withdrawRequestSchema, response: { 200: withdrawalResponseSchema, ...refusals } } },
    async (request) => {
      const member = currentMember(request);
      const request_ = { amountSatang: request.body.amount, idempotencyKey: readRequestIdempotency(request, request.body), now: services.clock() };
      return { data: await transferToBank({ db: services.db, payout: services.payoutAdapter }, request.brand, member, request_) };
    },
  );

  app.get(
    '/api/auth/withdraw/withdraw-request/:uuid',
    { schema: { tags: ['withdrawals'], security, params: uuidParamsSchema, response: { 200: withdrawalListResponseSchema, ...refusals } } },
    async (request) => {
      const member = assertOwnUuid(request, request.params.uuid);
      // Failed payouts stay here too: their money is still held and the member may retry them.
      const { rows } = await listMemberWithdrawals(services.db, member.memberId, ['pending', 'processing', 'failed'], { limit: 100, offset: 0 });
      return { data: rows.map(describeWithdrawal) };
    },
  );

  app.get(
    '/api/auth/withdraw/withdraw-history/:uuid',
    {
      schema: {
        tags: ['withdrawals'],
        security,
        params: uuidParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: withdrawalPageResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const member = assertOwnUuid(request, request.params.uuid);
      const { page, pageSize } = request.query;
      // Every state, the waiting ones too: a member looks here first for what became of a request.
      const { rows, total } = await listMemberWithdrawals(services.db, member.memberId, withdrawalStatusSchema.options, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { data: rows.map(describeWithdrawal), meta: { page, pageSize, total } };
    },
  );
};

export const publicWithdrawalRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get('/api/withdraw/history', { schema: { tags: ['withdrawals'], response: { 200: publicWithdrawalListResponseSchema } } }, async (request) => {
    const rows = await listRecentCompleted(services.db, request.brand.id, 20);
    return {
      data: rows.map((row) => ({ username: maskUsername(row.username), amountSatang: row.amountSatang, createdAt: row.createdAt.toISOString() })),
    };
  });
};
