import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { runInTransaction, sqlDetail, sqlState, withRetry } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { memberLimitRefusal } from '../player-protection/limit-refusal';
import type { TransferKind } from './account-kinds';
import {
  findAccountId,
  callPostTransfer,
  findHoldByTransferId,
  findTransferById,
  insertAccountIfMissing,
  insertHold,
  LEDGER_SQLSTATE,
  lockAccountRow,
  lockHold,
  readBalance,
  settleHold,
  type AccountOwner,
  type HoldRow,
} from './ledger.repo';

/**
 * The ledger is the only code that moves money. Every movement is a transfer of a positive
 * number of satang from one account to another, written as two postings that keep the balance
 * before and after. Transfers are never changed; a mistake is corrected by a new transfer.
 */

export interface TransferRequest {
  brandId: string;
  fromAccountId: number;
  toAccountId: number;
  amountSatang: number;
  kind: TransferKind;
  /** Chosen by the caller; a retry with the same key returns the first result. */
  idempotencyKey: string;
  memo?: Record<string, string | number | boolean | null>;
  /**
   * When the transfer happens, by the API's clock: the one clock of every row a day or month rule
   * reads (a replay keeps the first transfer's time).
   */
  at: Date;
}

export interface TransferResult {
  transferId: number;
  idempotencyKey: string;
  kind: TransferKind;
  amountSatang: number;
  fromAccountId: number;
  toAccountId: number;
  fromBalanceAfterSatang: number;
  toBalanceAfterSatang: number;
  createdAt: string;
}

/** What makes two transfers with one key the same transfer; also used by SQL that calls ledger_post_transfer itself. */
export function transferRequestHash(request: TransferRequest): string {
  const memo = Object.entries(request.memo ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = JSON.stringify([request.brandId, request.fromAccountId, request.toAccountId, request.amountSatang, request.kind, memo]);
  return createHash('sha256').update(canonical).digest('hex');
}

function assertValidRequest(request: TransferRequest): void {
  if (!Number.isSafeInteger(request.amountSatang) || request.amountSatang <= 0) {
    throw new AppError('VALIDATION_FAILED', { field: 'amountSatang' });
  }
  if (request.fromAccountId === request.toAccountId) {
    throw new Error('a transfer needs two different accounts');
  }
  if (request.idempotencyKey.length === 0 || request.idempotencyKey.length > 200) {
    throw new AppError('VALIDATION_FAILED', { field: 'idempotencyKey' });
  }
}

function ledgerRefusal(error: unknown): AppError | undefined {
  const state = sqlState(error);
  if (state === LEDGER_SQLSTATE.insufficientFunds) return new AppError('INSUFFICIENT_FUNDS');
  if (state === LEDGER_SQLSTATE.idempotencyKeyReused) return new AppError('IDEMPOTENCY_KEY_REUSED');
  if (state === LEDGER_SQLSTATE.passesMemberLimit) return memberLimitRefusal(sqlDetail(error));
  return undefined;
}

/** The body of a transfer, for use inside a transaction that does more (holds, later deposits). */
export async function postTransferInTransaction(tx: Database, request: TransferRequest): Promise<TransferResult & { isReplay: boolean }> {
  assertValidRequest(request);
  try {
    const posted = await callPostTransfer(tx, {
      brandId: request.brandId,
      idempotencyKey: request.idempotencyKey,
      requestHash: transferRequestHash(request),
      fromAccountId: request.fromAccountId,
      toAccountId: request.toAccountId,
      amountSatang: request.amountSatang,
      kind: request.kind,
      memo: request.memo ?? {},
      at: request.at,
    });
    return {
      transferId: posted.transferId,
      idempotencyKey: request.idempotencyKey,
      kind: request.kind,
      amountSatang: request.amountSatang,
      fromAccountId: request.fromAccountId,
      toAccountId: request.toAccountId,
      fromBalanceAfterSatang: posted.fromBalanceAfterSatang,
      toBalanceAfterSatang: posted.toBalanceAfterSatang,
      createdAt: posted.createdAt.toISOString(),
      isReplay: posted.isReplay,
    };
  } catch (error) {
    throw ledgerRefusal(error) ?? error;
  }
}

/**
 * Moves money between two accounts of one brand, exactly once per idempotency key.
 * One statement is its own transaction, so no explicit BEGIN/COMMIT is needed.
 */
export async function transfer(db: Database, request: TransferRequest): Promise<TransferResult> {
  const { isReplay: _isReplay, ...result } = await withRetry(() => postTransferInTransaction(db, request));
  return result;
}

/**
 * Account ids already read, per database handle. An account is never deleted and its owner,
 * kind and shard never change (triggers refuse it), so an id once read stays right. The cache
 * is per handle: a transaction is a handle of its own, so an account it created (and might
 * still roll back) is never remembered beyond it.
 */
const knownAccountIds = new WeakMap<Database, Map<string, number>>();

/** The account's id, creating the account on first use. */
export async function ensureAccount(db: Database, account: AccountOwner): Promise<number> {
  let known = knownAccountIds.get(db);
  if (!known) {
    known = new Map();
    knownAccountIds.set(db, known);
  }
  const key = `${account.brandId}|${account.memberId ?? ''}|${account.kind}|${account.shard ?? 0}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  let id = await findAccountId(db, account);
  if (id === undefined) {
    await insertAccountIfMissing(db, account);
    id = await findAccountId(db, account);
  }
  if (id === undefined) throw new Error('ledger account could not be created');
  known.set(key, id);
  return id;
}

/** The id of an account that may not exist yet, without creating it: undefined when it does not. */
export function findExistingAccountId(db: Database, account: AccountOwner): Promise<number | undefined> {
  return findAccountId(db, account);
}

/**
 * Holds a member's credit account against transfers until the transaction ends: a change of the
 * member's limits takes it, so that every bet and deposit runs wholly before or after the change.
 */
export async function holdMemberCreditAccount(tx: Database, account: { brandId: string; memberId: string }): Promise<void> {
  const accountId = await ensureAccount(tx, { brandId: account.brandId, memberId: account.memberId, kind: 'credit' });
  await lockAccountRow(tx, accountId);
}

/** Many members' balances of one kind in one read, for lists; never-opened accounts are absent. */
export { findMemberBalances } from './ledger.repo';

/** A member's balance as part of another module's statement (the member guard's, for getCredit). */
export { memberBalanceSql } from './member-balance-sql';

/** The balance of an account that may not exist yet, without creating it: undefined when it does not. */
export async function findAccountBalance(db: Database, account: AccountOwner): Promise<number | undefined> {
  const accountId = await findAccountId(db, account);
  return accountId === undefined ? undefined : getAccountBalance(db, accountId);
}

export async function getAccountBalance(db: Database, accountId: number): Promise<number> {
  const balance = await readBalance(db, accountId);
  if (balance === undefined) throw new Error(`ledger account ${accountId} does not exist`);
  return balance;
}

export interface HoldResult {
  holdId: number;
  status: 'pending' | 'posted' | 'voided';
  amountSatang: number;
  memberAccountId: number;
  memberBalanceAfterSatang: number;
}

function describeHold(hold: HoldRow, memberBalanceAfterSatang: number): HoldResult {
  return {
    holdId: hold.id,
    status: hold.status,
    amountSatang: hold.amountSatang,
    memberAccountId: hold.memberAccountId,
    memberBalanceAfterSatang,
  };
}

type HoldRequest = {
  brandId: string;
  memberAccountId: number;
  amountSatang: number;
  idempotencyKey: string;
  memo?: TransferRequest['memo'];
  at: Date;
};

/** The body of `createHold`, for a caller that does more in the same transaction (a withdrawal). */
export async function createHoldInTransaction(tx: Database, request: HoldRequest): Promise<HoldResult> {
  const holdAccountId = await ensureAccount(tx, { brandId: request.brandId, memberId: null, kind: 'house_hold' });
  const moved = await postTransferInTransaction(tx, {
    brandId: request.brandId,
    fromAccountId: request.memberAccountId,
    toAccountId: holdAccountId,
    amountSatang: request.amountSatang,
    kind: 'hold',
    idempotencyKey: request.idempotencyKey,
    memo: request.memo,
    at: request.at,
  });
  const hold = moved.isReplay
    ? await findHoldByTransferId(tx, moved.transferId)
    : await insertHold(tx, {
        brandId: request.brandId,
        memberAccountId: request.memberAccountId,
        amountSatang: request.amountSatang,
        holdTransferId: moved.transferId,
      });
  if (!hold) throw new Error(`transfer ${moved.transferId} is a hold with no hold row`);
  return describeHold(hold, moved.fromBalanceAfterSatang);
}

/**
 * Sets money aside for a pending decision: it leaves the member's account for the brand's hold
 * account at once (so it cannot be spent twice) and is later posted onward or voided back.
 */
export function createHold(db: Database, request: HoldRequest): Promise<HoldResult> {
  return runInTransaction(db, (tx) => createHoldInTransaction(tx, request));
}

async function settleInTransaction(
  tx: Database,
  request: SettleRequest,
  outcome: 'posted' | 'voided',
  destinationAccountId: (hold: HoldRow) => number,
): Promise<HoldResult & { settleTransferId: number }> {
  const hold = await lockHold(tx, request.holdId);
  if (!hold) throw new AppError('NOT_FOUND');
  const holdTransfer = await findTransferById(tx, hold.holdTransferId);
  if (!holdTransfer) throw new Error(`hold ${hold.id} lost its transfer`);

  if (hold.status !== 'pending') {
    // Only a retry of the very settlement that happened gets its first answer back.
    const settledBy = hold.settleTransferId === null ? undefined : await findTransferById(tx, hold.settleTransferId);
    if (hold.status !== outcome || settledBy?.idempotencyKey !== request.idempotencyKey) {
      throw new AppError('HOLD_NOT_PENDING');
    }
    const memberBalance = await getAccountBalance(tx, hold.memberAccountId);
    return { ...describeHold(hold, memberBalance), settleTransferId: settledBy.id };
  }

  const moved = await postTransferInTransaction(tx, {
    brandId: hold.brandId,
    fromAccountId: holdTransfer.toAccountId,
    toAccountId: destinationAccountId(hold),
    amountSatang: hold.amountSatang,
    kind: outcome === 'posted' ? 'hold_post' : 'hold_void',
    idempotencyKey: request.idempotencyKey,
    memo: { holdId: hold.id },
    at: request.at,
  });
  const settled = await settleHold(tx, hold.id, { status: outcome, settleTransferId: moved.transferId, settledAt: request.at });
  const memberBalance = outcome === 'voided' ? moved.toBalanceAfterSatang : await getAccountBalance(tx, hold.memberAccountId);
  return { ...describeHold(settled, memberBalance), settleTransferId: moved.transferId };
}

type SettleRequest = { holdId: number; idempotencyKey: string; at: Date };

export function postHoldInTransaction(tx: Database, request: SettleRequest & { toAccountId: number }) {
  return settleInTransaction(tx, request, 'posted', () => request.toAccountId);
}

export function voidHoldInTransaction(tx: Database, request: SettleRequest) {
  return settleInTransaction(tx, request, 'voided', (hold) => hold.memberAccountId);
}

/** Completes a hold: the set-aside money goes on to `toAccountId` (for a withdrawal, the house cash account). */
export function postHold(db: Database, request: SettleRequest & { toAccountId: number }) {
  return runInTransaction(db, (tx) => postHoldInTransaction(tx, request));
}

/** Cancels a hold: the set-aside money returns to the member. */
export function voidHold(db: Database, request: SettleRequest) {
  return runInTransaction(db, (tx) => voidHoldInTransaction(tx, request));
}
