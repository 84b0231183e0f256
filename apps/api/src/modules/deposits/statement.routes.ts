import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponseSchema } from '@app/contract/errors';
import {
  STATEMENT_SIGNATURE_HEADER,
  STATEMENT_TIMESTAMP_HEADER,
  statementBatchResponseSchema,
  statementBatchSchema,
} from '@app/contract/deposits';
import type { AppServices } from '../../app-services';
import { AppError } from '../../lib/app-error';
import { findIntegrationSecret } from './deposits.repo';
import { ingestStatementLines } from './statement-ingest.service';
import { verifyStatementSignature } from './statement-signature';

export const STATEMENT_SECRET_PURPOSE = 'bank_statement';

const rawBodies = new WeakMap<FastifyRequest, string>();

function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The bank-statement reader posts incoming transfers here, signed with the brand's secret.
 * The signature covers the exact bytes sent, so this scope keeps the raw body beside the parsed one.
 */
export const statementIntegrationRoutes: FastifyPluginAsyncZod<AppServices> = async (app, services) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('INVALID_JSON'), undefined);
    }
  });

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
        verifyStatementSignature({
          secret: await findIntegrationSecret(services.db, request.brand.id, STATEMENT_SECRET_PURPOSE),
          timestamp: headerText(request, STATEMENT_TIMESTAMP_HEADER),
          signature: headerText(request, STATEMENT_SIGNATURE_HEADER),
          rawBody: rawBodies.get(request) ?? '',
          now: services.clock(),
        });
      },
    },
    async (request) => ({ data: await ingestStatementLines(services.db, request.brand.id, request.body.lines) }),
  );
};
