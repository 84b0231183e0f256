import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@app/contract/errors';
import { STATEMENT_SIGNATURE_HEADER, STATEMENT_TIMESTAMP_HEADER, statementBatchResponseSchema, statementBatchSchema } from '@app/contract/deposits';
import type { AppServices } from '../../app-services';
import { verifySignedRequest } from '../../lib/signed-request';
import { headerText, keepRawJsonBody, rawBodyOf } from '../../plugins/raw-json-body';
import { findIntegrationSecret } from './deposits.repo';
import { ingestStatementLines } from './statement-ingest.service';

export const STATEMENT_SECRET_PURPOSE = 'bank_statement';

/**
 * The bank-statement reader posts incoming transfers here, signed with the brand's secret.
 * The signature covers the exact bytes sent, so this scope keeps the raw body beside the parsed one.
 */
export const statementIntegrationRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  keepRawJsonBody(app);

  app.post(
    '/api/integrations/bank-statement',
    {
      schema: {
        tags: ['integrations'],
        body: statementBatchSchema,
        response: { 200: statementBatchResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
      // The signature is checked before the body is validated: an unsigned caller learns nothing.
      preValidation: async (request) => {
        verifySignedRequest({
          secret: await findIntegrationSecret(services.db, request.brand.id, STATEMENT_SECRET_PURPOSE),
          timestamp: headerText(request, STATEMENT_TIMESTAMP_HEADER),
          signature: headerText(request, STATEMENT_SIGNATURE_HEADER),
          method: request.method,
          path: request.url,
          rawBody: rawBodyOf(request),
          now: services.clock(),
        });
      },
    },
    async (request) => ({ data: await ingestStatementLines(services.db, request.brand.id, request.body.lines, services.clock()) }),
  );
};
