import { randomUUID } from 'node:crypto';
import { satangToHub88Units } from '@app/contract/hub88/wallet';
import type { RegisteredOperator } from '../operators/operator-registry';
import type { DurableDelivery } from './durable-delivery';
import type { PendingJournal } from './pending-journal';
import type { PlayerWallet } from './player-wallet';
import type { WalletClient } from './wallet-client';
import { balanceRequest, betRequest, rollbackRequest, winRequest, type WalletPlayer } from './wallet-requests';

/**
 * A real session's wallet: every move is a signed call to the operator. A bet that did not get
 * RS_OK or RS_ERROR_NOT_ENOUGH_MONEY in a signed 200 reply is rolled back, and wins and
 * rollbacks are retried in the background until the operator answers (durable-delivery.ts).
 */
export function createRealWallet(
  operator: RegisteredOperator,
  player: WalletPlayer,
  deps: { client: WalletClient; deliverDurably: DurableDelivery; journal: PendingJournal },
): PlayerWallet {
  const { client, deliverDurably, journal } = deps;
  return {
    async readBalance() {
      const delivery = await client.deliver(client.prepare(operator, 'user/balance', balanceRequest(player)));
      if (delivery.kind !== 'answered') return { kind: 'unavailable' };
      const { status, balance } = delivery.answer;
      return status === 'RS_OK' && balance !== undefined ? { kind: 'balance', balanceUnits: balance } : { kind: 'unavailable', status };
    },

    async placeBet({ round, amountSatang }) {
      const transactionUuid = randomUUID();
      const delivery = await client.deliver(
        client.prepare(operator, 'transaction/bet', betRequest(player, { transactionUuid, round, amountUnits: satangToHub88Units(amountSatang) })),
      );
      if (delivery.kind === 'answered') {
        const { status, balance } = delivery.answer;
        if (status === 'RS_OK' && balance !== undefined) {
          // Until its win goes out, the bet is owed a settlement: a restart rolls it back.
          journal.remember({ kind: 'open-bet', operatorId: operator.operatorId, player, round, betTransactionUuid: transactionUuid });
          return { kind: 'accepted', transactionUuid, balanceUnits: balance };
        }
        if (status === 'RS_ERROR_NOT_ENOUGH_MONEY') return { kind: 'not-enough-money', ...(balance === undefined ? {} : { balanceUnits: balance }) };
      }
      // The operator may have taken the bet without telling us: cancel it, whatever happened.
      const rollback = rollbackRequest(player, { transactionUuid: randomUUID(), round, betTransactionUuid: transactionUuid });
      void deliverDurably(client.prepare(operator, 'transaction/rollback', rollback));
      return { kind: 'failed', ...(delivery.kind === 'answered' ? { status: delivery.answer.status } : {}) };
    },

    async payWin({ round, amountSatang, betTransactionUuid, isRoundClosed }) {
      const win = winRequest(player, {
        transactionUuid: randomUUID(),
        round,
        amountUnits: satangToHub88Units(amountSatang),
        betTransactionUuid,
        isRoundClosed,
      });
      // The win is journaled as a delivery before the bet stops being open, so a crash loses neither.
      const delivery = deliverDurably(client.prepare(operator, 'transaction/win', win));
      const openBet = journal.findOpenBet(betTransactionUuid);
      if (openBet) journal.forget(openBet);
      const first = await delivery;
      if (first.kind !== 'answered') return { kind: 'pending' };
      const { status, balance } = first.answer;
      return status === 'RS_OK' && balance !== undefined ? { kind: 'paid', balanceUnits: balance } : { kind: 'refused', status };
    },
  };
}
