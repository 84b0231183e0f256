import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/contract/errors';
import { brandParamsSchema } from '@app/contract/admin';
import {
  adminWithdrawalListResponseSchema,
  adminWithdrawalQuerySchema,
  approveWithdrawalRequestSchema,
  failWithdrawalRequestSchema,
  rejectWithdrawalRequestSchema,
  withdrawalDecisionResponseSchema,
  withdrawalParamsSchema,
} from '@app/contract/withdrawals';
import type { AppServices } from '../../app-services';
import { currentOperator } from '../../plugins/operator-guard';
import { approveWithdrawal, failWithdrawal, rejectWithdrawal, retryWithdrawal } from './withdrawal-decision.service';
import { listBrandWithdrawals } from './withdrawals.repo';
import { describeWithdrawal } from './withdrawals.service';

const security = [{ bearer: [] }];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** The withdrawal queue for finance operators; registered inside the operator guard. */
export const adminWithdrawalRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/admin/brands/:brandId/withdrawals',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        querystring: adminWithdrawalQuerySchema,
        response: { 200: adminWithdrawalListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const rows = await listBrandWithdrawals(services.db, request.params.brandId, request.query.status, 200);
      return {
        data: rows.map((row) => ({
          ...describeWithdrawal(row.withdrawal),
          memberId: row.withdrawal.memberId,
          username: row.username,
          accountName: row.accountName,
          bankReference: row.withdrawal.bankReference,
          decidedBy: row.withdrawal.decidedBy,
          decidedByUsername: row.decidedByUsername,
          firstApprovedBy: row.withdrawal.firstApprovedBy,
          firstApprovedByUsername: row.firstApprovedByUsername,
        })),
      };
    },
  );

  app.post(
    '/api/admin/brands/:brandId/withdrawals/:withdrawalId/approve',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: ['admin'],
        security,
        params: withdrawalParamsSchema,
        body: approveWithdrawalRequestSchema,
        response: { 200: withdrawalDecisionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const decision = { operatorId: operator.operatorId, ipAddress: request.ip, ...request.params, now: services.clock() };
      return { data: await approveWithdrawal(services.db, decision, request.body.bankReference) };
    },
  );

  app.post(
    '/api/admin/brands/:brandId/withdrawals/:withdrawalId/reject',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: ['admin'],
        security,
        params: withdrawalParamsSchema,
        body: rejectWithdrawalRequestSchema,
        response: { 200: withdrawalDecisionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const decision = { operatorId: operator.operatorId, ipAddress: request.ip, ...request.params, now: services.clock() };
      return { data: await rejectWithdrawal(services.db, decision, request.body.reason) };
    },
  );

  app.post(
    '/api/admin/brands/:brandId/withdrawals/:withdrawalId/fail',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: ['admin'],
        security,
        params: withdrawalParamsSchema,
        body: failWithdrawalRequestSchema,
        response: { 200: withdrawalDecisionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const decision = { operatorId: operator.operatorId, ipAddress: request.ip, ...request.params, now: services.clock() };
      return { data: await failWithdrawal(services.db, decision, request.body.reason) };
    },
  );

  // The operator's side of the member's retry: the same service call, so the same rules.
  app.post(
    '/api/admin/brands/:brandId/withdrawals/:withdrawalId/retry',
    {
      config: { roles: ['finance'] },
      schema: { tags: ['admin'], security, params: withdrawalParamsSchema, response: { 200: withdrawalDecisionResponseSchema, ...refusals } },
    },
    async (request) => {
      const operator = currentOperator(request);
      const requester = { operatorId: operator.operatorId, ipAddress: request.ip };
      return { data: await retryWithdrawal(services.db, { ...request.params, requester, now: services.clock() }) };
    },
  );
};
