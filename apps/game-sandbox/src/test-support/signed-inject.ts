import type { FastifyInstance } from 'fastify';
import { HUB88_SIGNATURE_HEADER, signHub88Body } from '@app/contract/hub88/signature';

/** A Games API call as an operator makes it: the JSON body signed with the operator's private key. */
export function postSigned(app: FastifyInstance, url: string, body: unknown, privateKey: string | undefined) {
  const payload = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (privateKey) headers[HUB88_SIGNATURE_HEADER] = signHub88Body(payload, privateKey);
  return app.inject({ method: 'POST', url, payload, headers });
}
