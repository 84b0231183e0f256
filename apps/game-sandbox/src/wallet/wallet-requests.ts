import { randomUUID } from 'node:crypto';
import type { Hub88BalanceRequest, Hub88BetRequest, Hub88RollbackRequest, Hub88WinRequest } from '@app/contract/hub88/wallet';

/** Who a wallet call is for: the player, the operator's game token and the game being played. */
export interface WalletPlayer {
  user: string;
  token: string;
  gameCode: string;
}

const CURRENCY = 'THB';

/** The transaction fields Hub88 sends that the sandbox has no use for, as Hub88 leaves them. */
const unusedTransactionFields = { supplier_user: null, reward_uuid: null, is_free: false, is_aggregated: false, bet: null, meta: null } as const;

/** The supplier's own id for a transaction (the studio's side); the sandbox derives it from Hub88's. */
function supplierTransactionId(transactionUuid: string): string {
  return `sbx-${transactionUuid}`;
}

export function balanceRequest(player: WalletPlayer, requestUuid: string = randomUUID()): Hub88BalanceRequest {
  return { user: player.user, request_uuid: requestUuid, token: player.token, game_code: player.gameCode };
}

export function betRequest(
  player: WalletPlayer,
  bet: { transactionUuid: string; round: string; amountUnits: number },
  requestUuid: string = randomUUID(),
): Hub88BetRequest {
  return {
    user: player.user,
    transaction_uuid: bet.transactionUuid,
    supplier_transaction_id: supplierTransactionId(bet.transactionUuid),
    token: player.token,
    round_closed: false,
    round: bet.round,
    request_uuid: requestUuid,
    game_code: player.gameCode,
    currency: CURRENCY,
    amount: bet.amountUnits,
    ...unusedTransactionFields,
  };
}

/** A win names the bet it settles; `round_closed` says the round is over. */
export function winRequest(
  player: WalletPlayer,
  win: { transactionUuid: string; round: string; amountUnits: number; betTransactionUuid: string; isRoundClosed: boolean },
  requestUuid: string = randomUUID(),
): Hub88WinRequest {
  return {
    user: player.user,
    transaction_uuid: win.transactionUuid,
    supplier_transaction_id: supplierTransactionId(win.transactionUuid),
    token: player.token,
    round_closed: win.isRoundClosed,
    round: win.round,
    request_uuid: requestUuid,
    game_code: player.gameCode,
    currency: CURRENCY,
    amount: win.amountUnits,
    reference_transaction_uuid: win.betTransactionUuid,
    ...unusedTransactionFields,
  };
}

/** A rollback has a transaction id of its own and names the bet it cancels; it carries no amount. */
export function rollbackRequest(
  player: WalletPlayer,
  rollback: { transactionUuid: string; round: string; betTransactionUuid: string },
  requestUuid: string = randomUUID(),
): Hub88RollbackRequest {
  return {
    user: player.user,
    transaction_uuid: rollback.transactionUuid,
    supplier_transaction_id: supplierTransactionId(rollback.transactionUuid),
    token: player.token,
    round_closed: true,
    round: rollback.round,
    request_uuid: requestUuid,
    reference_transaction_uuid: rollback.betTransactionUuid,
    game_code: player.gameCode,
    meta: null,
  };
}
