import { postText, ReplyTimeout, type TextReply } from '../lib/post-text';
import { HUB88_SIGNATURE_HEADER, isHub88SignatureValid, signHub88Body } from '@app/contract/hub88/signature';
import { hub88WalletResponseSchema, type Hub88WalletPath, type Hub88WalletResponse } from '@app/contract/hub88/wallet';
import type { RegisteredOperator } from '../operators/operator-registry';

/** One wallet request, prepared once: a retry sends exactly these bytes and this signature again. */
export interface WalletCall {
  operator: RegisteredOperator;
  path: Hub88WalletPath;
  rawBody: string;
  signature: string;
  requestUuid: string;
  transactionUuid?: string;
}

/**
 * What came of one delivery. Only `answered` is a logical answer: HTTP 200, signed by the
 * operator's key, in the Wallet API's shape. `no-answer` is a network failure, which Hub88
 * retries with the same bytes; `refused` is an HTTP answer that is not a logical one.
 */
export type Delivery =
  | { kind: 'answered'; httpStatus: 200; answer: Hub88WalletResponse }
  | { kind: 'refused'; httpStatus: number; reason: 'http-status' | 'bad-signature' | 'bad-body' }
  | { kind: 'no-answer'; httpStatus: number; reason: 'network' | 'timeout' | 'bad-gateway' };

/** "Network failure (connection error, timeout, HTTP 502): retry the same request up to 3 times." */
export const NETWORK_RETRIES = 3;

export interface WalletClient {
  prepare(operator: RegisteredOperator, path: Hub88WalletPath, body: { request_uuid: string; transaction_uuid?: string }): WalletCall;
  /** A call from bytes already sent once (a restart resends what was owed). */
  prepareRaw(operator: RegisteredOperator, path: Hub88WalletPath, rawBody: string, requestUuid: string, transactionUuid?: string): WalletCall;
  /** One POST, abandoned after `timeoutMs` (the client's own timeout when not given). */
  deliverOnce(call: WalletCall, timeoutMs?: number): Promise<Delivery>;
  /** One POST and up to three immediate retries of the same bytes while the network fails. */
  deliver(call: WalletCall): Promise<Delivery>;
}

function readAnswer(text: string, requestUuid: string): Hub88WalletResponse | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const answer = hub88WalletResponseSchema.safeParse(parsed);
  // An answer for another request is no answer to this one.
  return answer.success && answer.data.request_uuid === requestUuid ? answer.data : undefined;
}

/**
 * The sandbox's side of the Wallet API: it signs each body with its own private key, posts it to
 * the operator's wallet URL plus the path, and trusts a reply only if it carries a valid
 * signature by the operator's registered public key.
 */
export function createWalletClient(options: { privateKey: string; timeoutMs: number }): WalletClient {
  async function deliverOnce(call: WalletCall, timeoutMs = options.timeoutMs): Promise<Delivery> {
    let response: TextReply;
    try {
      response = await postText(
        `${call.operator.walletUrl}/${call.path}`,
        { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: call.signature },
        call.rawBody,
        timeoutMs,
      );
    } catch (error) {
      return { kind: 'no-answer', httpStatus: 0, reason: error instanceof ReplyTimeout ? 'timeout' : 'network' };
    }
    const text = response.body;
    if (response.status === 502) return { kind: 'no-answer', httpStatus: 502, reason: 'bad-gateway' };
    if (response.status !== 200) return { kind: 'refused', httpStatus: response.status, reason: 'http-status' };
    const header = response.headers[HUB88_SIGNATURE_HEADER];
    const signature = typeof header === 'string' ? header : undefined;
    if (!isHub88SignatureValid(text, signature, call.operator.publicKey)) return { kind: 'refused', httpStatus: 200, reason: 'bad-signature' };
    const answer = readAnswer(text, call.requestUuid);
    return answer ? { kind: 'answered', httpStatus: 200, answer } : { kind: 'refused', httpStatus: 200, reason: 'bad-body' };
  }

  function prepareRaw(operator: RegisteredOperator, path: Hub88WalletPath, rawBody: string, requestUuid: string, transactionUuid?: string): WalletCall {
    return { operator, path, rawBody, signature: signHub88Body(rawBody, options.privateKey), requestUuid, ...(transactionUuid ? { transactionUuid } : {}) };
  }

  return {
    prepare: (operator, path, body) => prepareRaw(operator, path, JSON.stringify(body), body.request_uuid, body.transaction_uuid),
    prepareRaw,
    deliverOnce,
    async deliver(call) {
      let delivery = await deliverOnce(call);
      for (let retry = 0; retry < NETWORK_RETRIES && delivery.kind === 'no-answer'; retry += 1) delivery = await deliverOnce(call);
      return delivery;
    },
  };
}
