import type { FastifyInstance } from 'fastify';
import { signRequestBody } from '../lib/signed-request';

/** Calls the seamless-wallet API as a provider would: signed raw JSON, timestamp in seconds. */
export function providerClient(app: FastifyInstance, options: { code: string; secret: string; now: () => Date }) {
  return (operation: 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback', body: Record<string, unknown>, overrides: { timestamp?: string; signature?: string } = {}) => {
    const payload = JSON.stringify(body);
    const timestamp = overrides.timestamp ?? String(Math.floor(options.now().getTime() / 1000));
    return app.inject({
      method: 'POST',
      url: `/api/provider/${options.code}/${operation}`,
      headers: {
        'content-type': 'application/json',
        'x-timestamp': timestamp,
        'x-signature': overrides.signature ?? signRequestBody(options.secret, timestamp, payload),
      },
      payload,
    });
  };
}
