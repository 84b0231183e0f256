import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalog, type ErrorCode, type ErrorResponse } from '@app/contract/errors';
import { AppError } from '../lib/app-error';
import { isPagePath } from './web-app';

/** Fastify's own error codes that mean "the client sent something wrong", mapped to ours. */
const clientErrorCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

function body(code: ErrorCode, message?: string, field?: string): ErrorResponse {
  return { error: { code, message: message ?? errorCatalog[code].message, ...(field ? { field } : {}) } };
}

/**
 * Every failure leaves the API in one shape: {error:{code, message, field?}}.
 * Unknown errors are logged in full and answered with a generic message, never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance, options: { serveWebIndex: boolean }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const detail = first?.message && /[\u0E00-\u0E7F]/.test(first.message) ? first.message : undefined;
      return reply.status(400).send(body('VALIDATION_FAILED', detail, field));
    }
    const mapped = error.code ? clientErrorCodes[error.code] : undefined;
    if (mapped) {
      return reply.status(errorCatalog[mapped].status).send(body(mapped));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('RATE_LIMITED'));
    }
    if (error.statusCode === 404 || error.statusCode === 405) {
      return reply.status(404).send(body('ROUTE_NOT_FOUND'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(400).send(body('VALIDATION_FAILED'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL_ERROR'));
  });

  app.setNotFoundHandler((request, reply) => {
    // Any page path belongs to the web app, whose router decides (and shows /404 itself). A
    // missing asset or a source map is not a page: it gets a 404, not the app's HTML.
    if (options.serveWebIndex && request.method === 'GET' && isPagePath(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(body('ROUTE_NOT_FOUND'));
  });
}
