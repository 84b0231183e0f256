import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * Signed integrations sign the exact bytes they send, so their scope keeps the raw body beside
 * the parsed one. Registered inside that scope only.
 */
export function keepRawJsonBody(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    rawBodies.set(request, text);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('INVALID_JSON'), undefined);
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
