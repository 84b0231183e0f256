import type { FastifyInstance } from 'fastify';
import { HUB88_SIGNATURE_HEADER, isHub88SignatureValid, signHub88Body } from '@app/contract/hub88/signature';
import type { Hub88WalletPath } from '@app/contract/hub88/wallet';

/**
 * Calls the operator's Hub88 wallet endpoint as Hub88 does: the body signed with the aggregator's
 * private key. Every reply's signature is checked with the operator's public key and reported
 * beside the reply, so a test sees both what was answered and whether it was signed.
 */
export function hub88WalletClient(app: FastifyInstance, options: { code: string; aggregatorPrivateKey: string; operatorPublicKey: string; host?: string }) {
  return async (path: Hub88WalletPath | string, body: Record<string, unknown>, overrides: { signature?: string } = {}) => {
    const payload = JSON.stringify(body);
    const response = await app.inject({
      method: 'POST',
      url: `/api/provider/${options.code}/${path}`,
      headers: {
        'content-type': 'application/json',
        ...(options.host ? { host: options.host } : {}),
        [HUB88_SIGNATURE_HEADER]: overrides.signature ?? signHub88Body(payload, options.aggregatorPrivateKey),
      },
      payload,
    });
    const replySignature = response.headers[HUB88_SIGNATURE_HEADER];
    return {
      statusCode: response.statusCode,
      body: response.body,
      json: () => response.json<Record<string, unknown>>(),
      isSigned: typeof replySignature === 'string' && isHub88SignatureValid(response.body, replySignature, options.operatorPublicKey),
    };
  };
}
