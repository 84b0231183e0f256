import type { FastifyInstance, FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, string>();

/** A body that is not JSON: answered 400 with Hub88's `{error}` shape. */
export class InvalidJsonError extends Error {
  readonly statusCode = 400;
  constructor() {
    super('request body is not valid JSON');
  }
}

/**
 * Hub88 signs the exact bytes of a body, so the raw text is kept beside the parsed value for
 * the signature check; re-serialising the parsed object could change the bytes.
 */
export function keepRawJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    try {
      done(null, text === '' ? {} : JSON.parse(text));
    } catch {
      done(new InvalidJsonError(), undefined);
    }
  });
}

export function rawBodyOf(request: FastifyRequest): string {
  return rawBodies.get(request) ?? '';
}

export function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
