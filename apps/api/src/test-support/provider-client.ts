import type { FastifyInstance } from 'fastify';
import { signRequest } from '../lib/signed-request';

/** Calls the seamless-wallet API as a provider would: signed method, path and raw JSON, timestamp in seconds. */
export function providerClient(app: FastifyInstance, options: { code: string; secret: string; now: () => Date }) {
  return (
    operation: 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback',
    body: Record<string, unknown>,
    overrides: { timestamp?: string; signature?: string } = {},
  ) => {
    const payload = JSON.stringify(body);
    const timestamp = overrides.timestamp ?? String(Math.floor(options.now().getTime() / 1000));
    const url = `/api/provider/${options.code}/${operation}`;
    return app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': overrides.signature ?? signRequest(options.secret, { timestampSeconds: timestamp, method: 'POST', path: url, rawBody: payload }),
      },
      payload,
    });
  };
}
