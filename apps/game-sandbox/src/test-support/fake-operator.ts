import Fastify from 'fastify';
import { HUB88_SIGNATURE_HEADER, isHub88SignatureValid, signHub88Body } from '@app/contract/hub88/signature';
import { headerText, keepRawJsonBody, rawBodyOf } from '../lib/raw-json-body';
import { createFakeOperatorWallet, type WalletBody } from './fake-operator-wallet';
import { createRsaKeyPair } from '@app/contract/hub88/key-pair';

/** A request the fake operator received, with its exact bytes. */
export interface ReceivedCall {
  path: string;
  rawBody: string;
  body: WalletBody & { request_uuid?: unknown; round?: unknown; round_closed?: unknown; token?: unknown };
  isSignatureValid: boolean;
}

/**
 * How the fake operator treats one request: answer it properly, or misbehave as a network or a
 * broken operator would. `slow` processes the request and answers after `delayMs`.
 */
export type Behaviour = 'answer' | 'bad-gateway' | 'unsigned' | 'badly-signed' | 'http-500' | { slow: number };

/**
 * A tiny operator for the sandbox's tests: a Fastify app on 127.0.0.1 with a Hub88 wallet
 * endpoint whose replies it signs with its own key. `behave` decides, per request, whether it
 * answers or misbehaves.
 */
export async function startFakeOperator(options: { sandboxPublicKey?: () => string } = {}) {
  const keys = createRsaKeyPair();
  const wallet = createFakeOperatorWallet();
  const received: ReceivedCall[] = [];
  let behave: (call: ReceivedCall, index: number) => Behaviour = () => 'answer';

  // Tests close it while the sandbox's client may still hold a kept-alive connection.
  const app = Fastify({ forceCloseConnections: true });
  keepRawJsonBody(app);
  app.post<{ Params: { group: string; operation: string } }>('/api/provider/HUB88/:group/:operation', async (request, reply) => {
    const path = `${request.params.group}/${request.params.operation}`;
    const rawBody = rawBodyOf(request);
    const body: ReceivedCall['body'] = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const publicKey = options.sandboxPublicKey?.();
    const call: ReceivedCall = {
      path,
      rawBody,
      body,
      isSignatureValid: publicKey ? isHub88SignatureValid(rawBody, headerText(request, HUB88_SIGNATURE_HEADER), publicKey) : true,
    };
    received.push(call);
    const behaviour = behave(call, received.length - 1);
    if (behaviour === 'bad-gateway') return reply.status(502).send('bad gateway');
    if (behaviour === 'http-500') return reply.status(500).send({ error: 'boom' });
    const result = call.isSignatureValid ? wallet.answer(path, body) : { status: 'RS_ERROR_INVALID_SIGNATURE' as const, balance: undefined };
    const rawReply = JSON.stringify({ user: body.user, status: result.status, request_uuid: body.request_uuid, currency: 'THB', balance: result.balance });
    if (typeof behaviour === 'object') await new Promise((resolve) => setTimeout(resolve, behaviour.slow));
    const signature =
      behaviour === 'unsigned'
        ? undefined
        : behaviour === 'badly-signed'
          ? signHub88Body(`${rawReply} `, keys.privateKey)
          : signHub88Body(rawReply, keys.privateKey);
    if (signature) reply.header(HUB88_SIGNATURE_HEADER, signature);
    return reply.type('application/json').send(rawReply);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  return {
    walletUrl: `${address}/api/provider/HUB88`,
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
    wallet,
    received,
    /** The calls to one path, in arrival order. */
    callsTo: (path: string) => received.filter((call) => call.path === path),
    behave(rule: (call: ReceivedCall, index: number) => Behaviour) {
      behave = rule;
    },
    close: () => app.close(),
  };
}

export type FakeOperator = Awaited<ReturnType<typeof startFakeOperator>>;
