import { randomUUID } from 'node:crypto';
import type { OperatorRegistry } from '../operators/operator-registry';
import type { BackgroundDeliveries } from './background-delivery';
import type { PendingJournal } from './pending-journal';
import type { Delivery, WalletCall, WalletClient } from './wallet-client';
import { rollbackRequest } from './wallet-requests';

/**
 * Sends a win or a rollback so that it survives failures: journaled first, delivered (with the
 * network retries), and when no logical answer came, retried in the background until answered.
 * Resolves with the first delivery; the journal entry goes once the operator answered.
 */
export function createDurableDelivery(deps: { client: WalletClient; background: BackgroundDeliveries; journal: PendingJournal }) {
  return async (call: WalletCall, journaledId?: string): Promise<Delivery> => {
    const id =
      journaledId ??
      deps.journal.remember({
        kind: 'delivery',
        operatorId: call.operator.operatorId,
        path: call.path,
        rawBody: call.rawBody,
        requestUuid: call.requestUuid,
        ...(call.transactionUuid ? { transactionUuid: call.transactionUuid } : {}),
      });
    const first = deps.client.deliver(call);
    const answered = first.then((delivery) => (delivery.kind === 'answered' ? delivery : deps.background.deliverUntilAnswered(call, delivery)));
    deps.background.track(answered.then(() => deps.journal.forget(id)));
    return first;
  };
}

export type DurableDelivery = ReturnType<typeof createDurableDelivery>;

/**
 * After a restart: what the last process owed is delivered again (the same bytes, signed anew),
 * and each bet whose round it could not finish is rolled back.
 */
export function resumePendingSettlements(deps: { journal: PendingJournal; operators: OperatorRegistry; client: WalletClient; deliver: DurableDelivery }): void {
  for (const { id, entry } of deps.journal.entries()) {
    const operator = deps.operators.find(entry.operatorId);
    if (!operator) {
      deps.journal.forget(id);
      continue;
    }
    if (entry.kind === 'delivery') {
      void deps.deliver(deps.client.prepareRaw(operator, entry.path, entry.rawBody, entry.requestUuid, entry.transactionUuid), id);
      continue;
    }
    const rollback = rollbackRequest(entry.player, { transactionUuid: randomUUID(), round: entry.round, betTransactionUuid: entry.betTransactionUuid });
    void deps.deliver(deps.client.prepare(operator, 'transaction/rollback', rollback));
    deps.journal.forget(id);
  }
}
