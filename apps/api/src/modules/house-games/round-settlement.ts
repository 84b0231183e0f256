import { hiloPayout } from '@app/contract/house-games/hilo';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { runInTransaction } from '../../db/transaction';
import { listUnfinishedRounds, lockRound, moveRound, type RoundRow } from './house-games.repo';
import type { HouseWallet } from './wallet-client';

/**
 * Finishing a round's money through the wallet. Every call carries an id derived from the round
 * (`<round>:bet`, `:win`, `:rollback`), so sending it again after a failure can never pay twice:
 * the wallet answers a repeat with its first reply.
 */

export interface SettlementContext {
  db: Database;
  wallet: HouseWallet;
  brandId: string;
  /** A wallet token of the member; wins and rollbacks are accepted on an expired one. */
  walletToken: string;
  now: Date;
}

const ids = (round: RoundRow) => ({ bet: `${round.id}:bet`, win: `${round.id}:win`, rollback: `${round.id}:rollback` });

/** Pays a final round's win (0 closes a lost round). Left `closing` if the wallet does not answer. */
export async function payRound(context: SettlementContext, round: RoundRow): Promise<{ round: RoundRow; balanceSatang: number }> {
  const answer = await context.wallet.call(context.brandId, 'win', {
    token: context.walletToken,
    transactionId: ids(round).win,
    roundId: round.id,
    gameCode: round.gameCode,
    amountSatang: round.winSatang,
  });
  if (!answer.ok) throw new AppError('GAME_UNAVAILABLE');
  const settled = await moveRound(context.db, round.id, ['closing'], { status: 'settled', settledAt: context.now });
  return { round: settled ?? round, balanceSatang: answer.balanceSatang };
}

/** Sends the rollback of a round claimed for one; marks it voided once the wallet confirms. */
async function rollBackClaimedRound(context: SettlementContext, round: RoundRow): Promise<boolean> {
  const answer = await context.wallet.call(context.brandId, 'rollback', {
    token: context.walletToken,
    transactionId: ids(round).rollback,
    rolledBackTransactionId: ids(round).bet,
    roundId: round.id,
    gameCode: round.gameCode,
  });
  if (answer.ok) await moveRound(context.db, round.id, ['voiding'], { status: 'voided', settledAt: context.now });
  return answer.ok;
}

/**
 * Cancels a bet whose fate is unknown; the wallet refunds it if it was taken, or tombstones it if
 * not. The round is claimed first (pending to voiding), and only the claim that wins sends the
 * rollback: a deal still waiting for its bet's reply then finds its round claimed and cannot
 * settle it, so a refunded bet is never paid a win. Without the claim both happened at once.
 * Answers whether this call rolled the bet back (false: another claimed it, or the wallet did not
 * confirm, and the next finish sends the rollback again).
 */
export async function voidRound(context: SettlementContext, round: RoundRow): Promise<boolean> {
  const claimed = await moveRound(context.db, round.id, ['pending'], { status: 'voiding' });
  return claimed ? rollBackClaimedRound(context, claimed) : false;
}

/**
 * Ends a hi-lo round in play at its current cash-out value. The round is locked while the value
 * is read, so a guess landing at the same moment is either counted in it or refused after it.
 */
export async function closeHiloRound(context: SettlementContext, round: Pick<RoundRow, 'id'>) {
  const closing = await runInTransaction(context.db, async (tx) => {
    const locked = await lockRound(tx, round.id);
    const outcome = locked?.outcome;
    if (!locked || locked.status !== 'placed' || outcome?.game !== 'house-hilo') return undefined;
    const winSatang = outcome.hilo.status === 'lost' ? 0 : hiloPayout(locked.betSatang, outcome.hilo.multiplierBps);
    return moveRound(tx, locked.id, ['placed'], { status: 'closing', winSatang });
  });
  if (!closing) throw new AppError('NO_OPEN_ROUND');
  return payRound(context, closing);
}

/**
 * A round still pending after the wallet's reply limit lost its bet's reply (or its process);
 * a younger one may be a deal whose bet is on its way, which is left to finish by itself.
 */
function isReplyOverdue(context: SettlementContext, round: RoundRow): boolean {
  return context.now.getTime() - round.createdAt.getTime() >= context.wallet.roundOverdueAfterMs;
}

/**
 * Brings every unfinished round of the member to an end: bets whose reply is overdue are rolled
 * back, rollbacks not yet confirmed are sent again, final rounds get their win, and (when asked,
 * as cash-out does) hi-lo rounds in play are cashed out. Returns how many rounds it closed.
 */
export async function finishRounds(context: SettlementContext, memberId: string, options: { cashOutOpenHilo: boolean }): Promise<number> {
  let closed = 0;
  for (const round of await listUnfinishedRounds(context.db, memberId)) {
    try {
      if (round.status === 'pending') {
        if (!isReplyOverdue(context, round) || !(await voidRound(context, round))) continue;
      } else if (round.status === 'voiding') {
        if (!(await rollBackClaimedRound(context, round))) continue;
      } else if (round.status === 'closing') await payRound(context, round);
      else if (options.cashOutOpenHilo) await closeHiloRound(context, round);
      else continue;
      closed += 1;
    } catch (error) {
      // One round the wallet cannot finish now must not keep the others open; it is tried again next time.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return closed;
}
