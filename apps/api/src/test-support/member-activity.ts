import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { gameProviders } from '../db/schema/games';
import { createGameSession } from '../modules/provider-wallet/game-sessions.service';
import { findProvider } from '../modules/provider-wallet/provider-wallet.repo';
import { placeBet, rollBack, settleWin } from '../modules/provider-wallet/provider-wallet.service';
import { approveWithdrawal, rejectWithdrawal } from '../modules/withdrawals/withdrawal-decision.service';
import { requestWithdrawal } from '../modules/withdrawals/withdrawals.service';

/**
 * A member's play and payments at chosen moments, each through the code that does it for real
 * (the seamless wallet, the withdrawal service), for tests of what a statement or a report counts.
 */
export interface ActivityMember {
  brandId: string;
  memberId: string;
  username: string;
}

async function walletOf(db: Database, member: ActivityMember, now: Date) {
  // Several members may play at once: the provider is created once.
  await db
    .insert(gameProviders)
    .values({ brandId: member.brandId, code: 'JK', name: 'JK Gaming', secret: 'j'.repeat(40) })
    .onConflictDoNothing();
  const provider = await findProvider(db, member.brandId, 'JK');
  if (!provider) throw new Error('provider JK is missing');
  const token = await createGameSession(db, { brandId: member.brandId, memberId: member.memberId, providerId: provider.id, gameCode: 'slot', now });
  return { context: { db, provider, now }, token };
}

/** A bet at `now` whose round ends without a win; returns what cancelling it needs. */
export async function placeTestBet(db: Database, member: ActivityMember, betSatang: number, now: Date) {
  const { context, token } = await walletOf(db, member, now);
  const roundId = randomUUID();
  const transactionId = `${roundId}:bet`;
  await placeBet(context, { token, roundId, gameCode: 'slot', transactionId, amountSatang: betSatang });
  return { roundId, transactionId };
}

/** The game cancels a bet at `now`: its stake returns to the member (a `bet_rollback` transfer). */
export async function rollBackTestBet(db: Database, member: ActivityMember, bet: { roundId: string; transactionId: string }, now: Date) {
  const { context, token } = await walletOf(db, member, now);
  await rollBack(context, {
    token,
    roundId: bet.roundId,
    gameCode: 'slot',
    transactionId: `${bet.roundId}:rollback`,
    rolledBackTransactionId: bet.transactionId,
  });
}

/** A win paid at `now`, in a round of its own. */
export async function payTestWin(db: Database, member: ActivityMember, winSatang: number, now: Date) {
  const { context, token } = await walletOf(db, member, now);
  const roundId = randomUUID();
  await settleWin(context, { token, roundId, gameCode: 'slot', transactionId: `${roundId}:win`, amountSatang: winSatang });
}

/** A withdrawal asked for at `requestedAt` and then paid out (or, with `refuse`, refused and returned) at `decidedAt`. */
export async function decideTestWithdrawal(
  db: Database,
  member: ActivityMember,
  withdrawal: { amountSatang: number; requestedAt: Date; decidedAt?: Date; outcome: 'paid' | 'refused' | 'pending' },
) {
  const context = { memberId: member.memberId, brandId: member.brandId, username: member.username, sessionId: randomUUID() };
  const { withdrawal: requested } = await requestWithdrawal(db, context, {
    amountSatang: withdrawal.amountSatang,
    idempotencyKey: randomUUID(),
    now: withdrawal.requestedAt,
  });
  if (withdrawal.outcome === 'pending') return requested.uuid;
  const decision = {
    operatorId: null,
    ipAddress: null,
    brandId: member.brandId,
    withdrawalId: requested.uuid,
    now: withdrawal.decidedAt ?? withdrawal.requestedAt,
  };
  if (withdrawal.outcome === 'paid') await approveWithdrawal(db, decision, `PAY-${requested.uuid.slice(0, 8)}`);
  else await rejectWithdrawal(db, decision, 'บัญชีปลายทางไม่ถูกต้อง');
  return requested.uuid;
}
