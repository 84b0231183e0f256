import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandParamsSchema } from '@app/contract/admin';
import { okResponseSchema } from '@app/contract/auth';
import {
  adminStatementLineListResponseSchema,
  adminStatementQuerySchema,
  assignStatementLineRequestSchema,
  rejectStatementLineRequestSchema,
  setIntegrationSecretRequestSchema,
  statementLineParamsSchema,
  statementReviewResponseSchema,
} from '@app/contract/deposits';
import { errorResponseSchema } from '@app/contract/errors';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { currentOperator } from '../../plugins/operator-guard';
import { appendAudit } from '../audit/audit.repo';
import { listStatementLines, upsertIntegrationSecret } from './deposits.repo';
import { STATEMENT_SECRET_PURPOSE } from './statement.routes';
import { assignStatementLine, rejectStatementLine } from './statement-review.service';

const security = [{ bearer: [] }];
const refusals = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** The review queue of statement lines no member could be matched to; inside the operator guard. */
export const adminDepositRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.get(
    '/api/admin/brands/:brandId/statement-lines',
    {
      config: { roles: ['finance', 'support'] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        querystring: adminStatementQuerySchema,
        response: { 200: adminStatementLineListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const rows = await listStatementLines(services.db, request.params.brandId, request.query.status, 200);
      return {
        data: rows.map((row) => ({
          uuid: row.id,
          bankReference: row.bankReference,
          senderBankCode: row.senderBankCode,
          senderAccount: row.senderAccount,
          amountSatang: row.amountSatang,
          occurredAt: row.occurredAt.toISOString(),
          status: row.status,
          memberId: row.memberId,
          note: row.rejectReason,
        })),
      };
    },
  );

  app.post(
    '/api/admin/brands/:brandId/statement-lines/:lineId/assign',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: ['admin'],
        security,
        params: statementLineParamsSchema,
        body: assignStatementLineRequestSchema,
        response: { 200: statementReviewResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const review = { operator, ipAddress: request.ip, ...request.params, now: services.clock() };
      return { data: await assignStatementLine(services.db, review, request.body.memberId) };
    },
  );

  app.post(
    '/api/admin/brands/:brandId/statement-lines/:lineId/reject',
    {
      config: { roles: ['finance'] },
      schema: {
        tags: ['admin'],
        security,
        params: statementLineParamsSchema,
        body: rejectStatementLineRequestSchema,
        response: { 200: statementReviewResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      const review = { operator, ipAddress: request.ip, ...request.params, now: services.clock() };
      return { data: await rejectStatementLine(services.db, review, request.body.reason) };
    },
  );

  app.put(
    '/api/admin/brands/:brandId/integrations/bank-statement-secret',
    {
      config: { roles: [] },
      schema: {
        tags: ['admin'],
        security,
        params: brandParamsSchema,
        body: setIntegrationSecretRequestSchema,
        response: { 200: okResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const operator = currentOperator(request);
      if (!(await services.brands.findById(request.params.brandId))) throw new AppError('BRAND_NOT_FOUND');
      await services.db.transaction(async (tx) => {
        await upsertIntegrationSecret(tx, request.params.brandId, STATEMENT_SECRET_PURPOSE, request.body.secret);
        // The audit entry records that the secret changed, never the secret itself.
        await appendAudit(tx, {
          operatorId: operator.operatorId,
          brandId: request.params.brandId,
          action: 'brand.statement_secret.set',
          targetType: 'brand',
          targetId: request.params.brandId,
          before: null,
          after: { changed: true },
          ipAddress: request.ip,
        });
      });
      return { success: true as const };
    },
  );
};
