import type { Hub88WalletPath } from '@app/contract/hub88/wallet';
import type { RegisteredOperator } from '../operators/operator-registry';
import type { Delivery, WalletCall, WalletClient } from '../wallet/wallet-client';

/** One delivery as a replay reports it. `status` is the RS_* status, or NO_ANSWER / BAD_REPLY. */
export interface ReplayCall {
  path: Hub88WalletPath;
  transactionUuid: string | null;
  requestUuid: string;
  httpStatus: number;
  status: string;
  balance?: number;
}

function callOf(call: WalletCall, delivery: Delivery): ReplayCall {
  const base = { path: call.path, transactionUuid: call.transactionUuid ?? null, requestUuid: call.requestUuid, httpStatus: delivery.httpStatus };
  if (delivery.kind === 'answered') {
    const { status, balance } = delivery.answer;
    return { ...base, status, ...(balance === undefined ? {} : { balance }) };
  }
  return { ...base, status: delivery.kind === 'no-answer' ? 'NO_ANSWER' : 'BAD_REPLY' };
}

/** Sends a replay's requests to one operator and keeps the record of every delivery, in the order they ended. */
export function createReplayRecorder(client: WalletClient, operator: RegisteredOperator) {
  const calls: ReplayCall[] = [];
  const recorded = (call: WalletCall, delivery: Delivery) => {
    calls.push(callOf(call, delivery));
    return delivery;
  };
  return {
    calls,
    prepare(path: Hub88WalletPath, body: { request_uuid: string; transaction_uuid?: string }): WalletCall {
      return client.prepare(operator, path, body);
    },
    /** One delivery, no retry (the replays script their own repeats). */
    async once(call: WalletCall, timeoutMs?: number): Promise<Delivery> {
      return recorded(call, await client.deliverOnce(call, timeoutMs));
    },
    /** A delivery with Hub88's network retries of the same bytes. */
    async withRetries(call: WalletCall): Promise<Delivery> {
      return recorded(call, await client.deliver(call));
    },
  };
}

export type ReplayRecorder = ReturnType<typeof createReplayRecorder>;
