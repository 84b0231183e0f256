import { createHash } from 'node:crypto';
import { walletReplySchema, type WalletReply } from '@app/contract/provider-wallet';
import type { Database } from '../../db/client';
import { runInTransaction, sqlDetail, sqlState, withRetry } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { LEDGER_SQLSTATE } from '../ledger/ledger.repo';
import { ensureAccount, getAccountBalance, postTransferInTransaction, transferRequestHash } from '../ledger/ledger.service';
import { bangkokDay } from '../../lib/bangkok-time';
import type { MoneyCall, PlayerInfoResult, RollbackCall } from './provider-adapter';
import { reverseTurnover } from './turnover';
import { resolveGameSession } from './game-sessions.service';
import { isOnBreak } from '../player-protection/breaks.service';
import { memberLimitRefusal } from '../player-protection/limit-refusal';
import {
  callWalletMove,
  claimProviderTransaction,
  findPlayerOfBrand,
  findPlayerOfBrandCached,
  findProviderTransaction,
  insertTombstone,
  lockTransactionId,
  markRolledBack,
  saveReply,
  WALLET_SQLSTATE,
  type ProviderRow,
} from './provider-wallet.repo';

/**
 * The seamless wallet: providers move a member's money by bet, win and rollback calls. Each call
 * is claimed once by (provider, transaction id); a repeat gets the first reply, a different call
 * with the same id is refused. Bets need a live game token; wins and rollbacks do not, because a
 * round may be settled after the player left.
 */

export class WalletRefusal extends AppError {
  constructor(
    code: 'INSUFFICIENT_FUNDS',
    readonly balanceSatang: number,
  ) {
    super(code);
  }
}

export interface WalletContext {
  db: Database;
  provider: ProviderRow;
  now: Date;
  /** The brand's website status is 'MA': no new bet is taken, while wins and rollbacks settle what was bet. */
  isInMaintenance?: boolean;
}

/** What makes two calls the same call: kind, member and every field but the (renewable) token. */
function hashOf(kind: string, memberId: string, call: Record<string, unknown>): string {
  const { token: _token, ...identity } = call;
  return createHash('sha256')
    .update(JSON.stringify([kind, memberId, identity]))
    .digest('hex');
}

/**
 * Every bet and win of the brand moves money against the house's game account; one row would
 * make all players queue on its lock, so it is split into shards, a member always using the same.
 */
export const HOUSE_GAME_SHARDS = 64;

function houseShardOf(memberId: string): number {
  return Number.parseInt(memberId.slice(0, 8), 16) % HOUSE_GAME_SHARDS;
}

async function accounts(tx: Database, brandId: string, memberId: string) {
  const [memberAccountId, houseAccountId] = await Promise.all([
    ensureAccount(tx, { brandId, memberId, kind: 'credit' }),
    ensureAccount(tx, { brandId, memberId: null, kind: 'house_game', shard: houseShardOf(memberId) }),
  ]);
  return { memberAccountId, houseAccountId };
}

function reply(balanceSatang: number, transactionId?: string): WalletReply {
  return { balanceSatang, currency: 'THB', ...(transactionId ? { transactionId } : {}) };
}

/** Claims the id or returns the stored reply of the call that holds it; a conflicting call is refused. */
async function claimOrReplay(
  tx: Database,
  context: WalletContext,
  claim: Parameters<typeof claimProviderTransaction>[1],
): Promise<{ rowId: string } | { replay: WalletReply }> {
  const row = await claimProviderTransaction(tx, claim);
  if (row) return { rowId: row.id };
  const existing = await findProviderTransaction(tx, context.provider.id, claim.transactionId);
  if (!existing || existing.requestHash !== claim.requestHash || existing.reply === null) throw new AppError('DUPLICATE_TRANSACTION');
  return { replay: walletReplySchema.parse(existing.reply) };
}

/** The session a call's token names; a provider that names the player too must name the token's member. */
async function sessionOf(context: WalletContext, call: { token: string; playerId?: string }, mustBeAlive: boolean) {
  const session = await resolveGameSession(context.db, {
    token: call.token,
    providerId: context.provider.id,
    brandId: context.provider.brandId,
    now: context.now,
    mustBeAlive,
  });
  if (call.playerId !== undefined && call.playerId !== session.memberId) throw new AppError('GAME_TOKEN_INVALID');
  return session;
}

export async function getWalletBalance(context: WalletContext, token: string, requireLiveToken = false): Promise<WalletReply> {
  const session = await sessionOf(context, { token }, requireLiveToken);
  const { memberAccountId } = await accounts(context.db, session.brandId, session.memberId);
  return reply(await getAccountBalance(context.db, memberAccountId));
}

/** wallet_move's refusals as the API's errors. */
function walletRefusalOf(error: unknown): AppError | undefined {
  const state = sqlState(error);
  // 23505: a call of another kind took the same id meanwhile (a rollback claims its id without
  // wallet_move's lock); the statement was undone whole, so nothing moved.
  if (state === WALLET_SQLSTATE.duplicateTransaction || state === '23505') return new AppError('DUPLICATE_TRANSACTION');
  if (state === WALLET_SQLSTATE.betRolledBack) return new AppError('BET_ROLLED_BACK');
  if (state === WALLET_SQLSTATE.betNotStanding) return new AppError('BET_NOT_FOUND');
  if (state === LEDGER_SQLSTATE.insufficientFunds) return new AppError('INSUFFICIENT_FUNDS');
  if (state === LEDGER_SQLSTATE.idempotencyKeyReused) return new AppError('IDEMPOTENCY_KEY_REUSED');
  if (state === LEDGER_SQLSTATE.passesMemberLimit) return memberLimitRefusal(sqlDetail(error));
  return undefined;
}

/**
 * A bet or a win: claimed once by (provider, transaction id), money moved by the ledger, a bet's
 * turnover counted and the reply kept, all in one statement (wallet_move, migration 0018).
 */
async function move(
  context: WalletContext,
  kind: 'bet' | 'win',
  call: MoneyCall,
  session: { brandId: string; memberId: string },
  accountIds: { memberAccountId: number; houseAccountId: number },
) {
  const memo = { roundId: call.roundId, gameCode: call.gameCode };
  const transferKey = `game:${context.provider.id}:${kind}:${call.transactionId}`;
  const fromAccountId = kind === 'bet' ? accountIds.memberAccountId : accountIds.houseAccountId;
  const toAccountId = kind === 'bet' ? accountIds.houseAccountId : accountIds.memberAccountId;
  try {
    const run = () =>
      callWalletMove(context.db, {
        kind,
        providerId: context.provider.id,
        transactionId: call.transactionId,
        requestHash: hashOf(kind, session.memberId, call),
        brandId: session.brandId,
        memberId: session.memberId,
        roundId: call.roundId,
        gameCode: call.gameCode,
        amountSatang: call.amountSatang,
        memberAccountId: accountIds.memberAccountId,
        houseAccountId: accountIds.houseAccountId,
        transferKey,
        transferHash: transferRequestHash({
          brandId: session.brandId,
          fromAccountId,
          toAccountId,
          amountSatang: call.amountSatang,
          kind,
          idempotencyKey: transferKey,
          memo,
          at: context.now,
        }),
        createdAt: context.now,
        referenceTransactionId: call.referenceTransactionId ?? null,
      });
    return walletReplySchema.parse(await withRetry(run));
  } catch (error) {
    throw walletRefusalOf(error) ?? error;
  }
}

/** The player's details a provider may ask for (Hub88's /user/info): only a member of this brand. */
export async function describePlayer(context: WalletContext, playerId: string): Promise<PlayerInfoResult> {
  const member = await findPlayerOfBrand(context.db, context.provider.brandId, playerId);
  if (!member) throw new AppError('GAME_TOKEN_INVALID');
  return { playerId: member.id, registeredOn: bangkokDay(member.createdAt) };
}

export async function placeBet(context: WalletContext, call: MoneyCall): Promise<WalletReply> {
  if (context.isInMaintenance) throw new AppError('SITE_MAINTENANCE');
  const session = await sessionOf(context, call, true);
  const member = await findPlayerOfBrandCached(context.db, session.brandId, session.memberId);
  // A locked member's open game sessions take no new bets (within 10 s); settling what was bet goes on.
  if (member?.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  // A member who took a break takes no new bet in a game left open, from the moment it starts.
  if (await isOnBreak(context.db, session.memberId, context.now)) throw new AppError('ACCOUNT_DISABLED');
  const accountIds = await accounts(context.db, session.brandId, session.memberId);
  try {
    return await move(context, 'bet', call, session, accountIds);
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
      throw new WalletRefusal('INSUFFICIENT_FUNDS', await getAccountBalance(context.db, accountIds.memberAccountId));
    }
    throw error;
  }
}

export async function settleWin(context: WalletContext, call: MoneyCall): Promise<WalletReply> {
  const session = await sessionOf(context, call, false);
  return move(context, 'win', call, session, await accounts(context.db, session.brandId, session.memberId));
}

export async function rollBack(context: WalletContext, call: RollbackCall): Promise<WalletReply> {
  const session = await sessionOf(context, call, false);
  const { memberAccountId, houseAccountId } = await accounts(context.db, session.brandId, session.memberId);
  return runInTransaction(context.db, async (tx) => {
    // The bet's id is locked, not the rollback's own: this is what orders a bet and its rollback.
    await lockTransactionId(tx, context.provider.id, call.rolledBackTransactionId);
    const claimed = await claimOrReplay(tx, context, {
      providerId: context.provider.id,
      transactionId: call.transactionId,
      kind: 'rollback',
      requestHash: hashOf('rollback', session.memberId, call),
      brandId: session.brandId,
      memberId: session.memberId,
      roundId: call.roundId,
      gameCode: call.gameCode,
      amountSatang: 0,
      referenceTransactionId: call.rolledBackTransactionId,
      createdAt: context.now,
    });
    if ('replay' in claimed) return claimed.replay;

    const bet = await findProviderTransaction(tx, context.provider.id, call.rolledBackTransactionId);
    let balanceSatang: number;
    if (!bet) {
      // A rollback that outran its bet: remember it, so the late bet is refused.
      await insertTombstone(tx, context.provider.id, call.rolledBackTransactionId);
      balanceSatang = await getAccountBalance(tx, memberAccountId);
    } else if (bet.kind !== 'bet' || bet.memberId !== session.memberId) {
      throw new AppError('NOT_A_BET');
    } else if (bet.isRolledBack) {
      balanceSatang = await getAccountBalance(tx, memberAccountId);
    } else {
      const moved = await postTransferInTransaction(tx, {
        brandId: session.brandId,
        fromAccountId: houseAccountId,
        toAccountId: memberAccountId,
        amountSatang: bet.amountSatang,
        kind: 'bet_rollback',
        idempotencyKey: `game:${context.provider.id}:rollback:${bet.transactionId}`,
        memo: { roundId: bet.roundId, gameCode: bet.gameCode },
        at: context.now,
      });
      await markRolledBack(tx, bet.id);
      // A cancelled bet was never play: it gives back the turnover it counted.
      await reverseTurnover(tx, bet.memberId, bet.amountSatang);
      balanceSatang = moved.toBalanceAfterSatang;
    }
    const answer = reply(balanceSatang, call.transactionId);
    await saveReply(tx, claimed.rowId, answer);
    return answer;
  });
}
