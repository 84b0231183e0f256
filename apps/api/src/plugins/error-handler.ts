import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalog, type ErrorCode, type ErrorResponse } from '@app/contract/errors';
import { isUniqueViolation, violatedConstraint } from '../db/transaction';
import { AppError } from '../lib/app-error';
import type { DrawnPages } from './drawn-pages/drawn-pages';
import { sendPageDocument } from './drawn-pages/page-document';
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

function body(code: ErrorCode, message?: string, field?: string, until?: Date): ErrorResponse {
  return { error: { code, message: message ?? errorCatalog[code].message, ...(field ? { field } : {}), ...(until ? { until: until.toISOString() } : {}) } };
}

/**
 * The router's own refusals (Fastify's `frameworkErrors` option): a URL that does not decode, or
 * a path parameter past its length limit. Fastify's default answer has another shape and quotes
 * the URL back.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const code: ErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : 'VALIDATION_FAILED';
  void reply.status(errorCatalog[code].status).send(body(code));
}

/** Node's HTTP parser errors, answered before any route (Fastify's `clientErrorHandler` option). */
const parserErrorCodes: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = (error.code && parserErrorCodes[error.code]) || 'VALIDATION_FAILED';
  const { status } = errorCatalog[code];
  const payload = JSON.stringify(body(code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy();
}

/**
 * Every failure leaves the API in one shape: {error:{code, message, field?}}.
 * Unknown errors are logged in full and answered with a generic message, never a stack trace.
 */
export interface ErrorHandlerOptions {
  serveWebIndex: boolean;
  /** The `Link` header of a page (preload hints of the brand's first images), if any. */
  pageLinks?: (request: FastifyRequest) => Promise<string | undefined>;
  /** The landing pages drawn on the server, sent in place of index.html (plugins/drawn-pages). */
  drawnPages?: DrawnPages;
}

export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.field, error.until));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const detail = first?.message && /[\u0E00-\u0E7F]/.test(first.message) ? first.message : undefined;
      return reply.status(400).send(body('VALIDATION_FAILED', detail, field));
    }
    if (isUniqueViolation(error)) {
      // Two operators writing the same unique value at once (the same place on a prize board, a
      // name taken meanwhile). Routes that can name the value answer their own code before this.
      request.log.warn({ constraint: violatedConstraint(error) }, 'unique constraint conflict');
      return reply.status(409).send(body('CONFLICT'));
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

  app.setNotFoundHandler(async (request, reply) => {
    // Any page path belongs to the web app, whose router decides (and shows /404 itself). A
    // missing asset or a source map is not a page: it gets a 404, not the app's HTML.
    if (options.serveWebIndex && request.method === 'GET' && isPagePath(request.url)) {
      const drawn = await options.drawnPages?.documentFor(request, String(reply.getHeader('content-security-policy') ?? ''));
      if (drawn) {
        // No preload hints: a drawn page asks for its scripts after it has painted, and names its images itself.
        reply.header('content-security-policy', drawn.policy).header('cache-control', 'no-cache');
        return sendPageDocument(request, reply, drawn.document);
      }
      const links = await options.pageLinks?.(request).catch((error: unknown) => {
        // A hint is only a head start: the page is served without it.
        request.log.warn({ err: error }, 'page preload hints failed');
        return undefined;
      });
      if (links) reply.header('link', links);
      reply.header('cache-control', 'no-cache');
      // The shell carries its brand's replies when they could be read; as it is otherwise.
      const shell = await options.drawnPages?.shellFor(request);
      return shell ? sendPageDocument(request, reply, shell) : reply.sendFile('index.html');
    }
    return reply.status(404).send(body('ROUTE_NOT_FOUND'));
  });
}
