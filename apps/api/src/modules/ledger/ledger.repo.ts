import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';
import { ledgerAccounts, ledgerHolds, ledgerTransfers } from '../../db/schema/ledger';
import type { AccountKind, MemberAccountKind, TransferKind } from './account-kinds';
import { preparedQuery } from '../../db/prepared';
import { announceMovement } from './ledger-movements';

export type TransferRow = typeof ledgerTransfers.$inferSelect;
export type HoldRow = typeof ledgerHolds.$inferSelect;
/** `shard` picks one row of a sharded house account (default 0, the only one of every other account). */
export type AccountOwner = { brandId: string; memberId: string | null; kind: AccountKind; shard?: number };

export async function insertAccountIfMissing(db: Database, account: AccountOwner): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values({ ...account, shard: account.shard ?? 0, isOverdraftAllowed: account.kind.startsWith('house_') })
    .onConflictDoNothing();
}

function ownedBy(account: AccountOwner) {
  const memberCondition = account.memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, account.memberId);
  return and(eq(ledgerAccounts.brandId, account.brandId), memberCondition, eq(ledgerAccounts.kind, account.kind), eq(ledgerAccounts.shard, account.shard ?? 0));
}

export async function findAccountId(db: Database, account: AccountOwner): Promise<number | undefined> {
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(ownedBy(account));
  return row?.id;
}

// Read on every credit refresh, so it is prepared once. Only member accounts: house accounts
// have no member id to match.
const memberBalance = preparedQuery((db) =>
  db
    .select({ balanceSatang: ledgerAccounts.balanceSatang })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.brandId, sql.placeholder('brandId')),
        eq(ledgerAccounts.memberId, sql.placeholder('memberId')),
        eq(ledgerAccounts.kind, sql.placeholder('kind')),
      ),
    )
    .prepare('member_account_balance'),
);

/** The cached balance of a member's account, or undefined when it has never been opened. */
export async function findMemberBalance(db: Database, account: { brandId: string; memberId: string; kind: MemberAccountKind }): Promise<number | undefined> {
  const [row] = await memberBalance(db).execute(account);
  return row?.balanceSatang;
}

/**
 * The cached balances of one kind of account for many members of a brand in one query (an
 * operator's member list). Members whose account was never opened are absent from the map.
 */
export async function findMemberBalances(
  db: Database,
  query: { brandId: string; memberIds: readonly string[]; kind: MemberAccountKind },
): Promise<Map<string, number>> {
  if (query.memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: ledgerAccounts.memberId, balanceSatang: ledgerAccounts.balanceSatang })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.brandId, query.brandId),
        inArray(ledgerAccounts.memberId, [...query.memberIds]),
        eq(ledgerAccounts.kind, query.kind),
        eq(ledgerAccounts.shard, 0),
      ),
    );
  return new Map(rows.flatMap((row) => (row.memberId === null ? [] : [[row.memberId, row.balanceSatang] as const])));
}

export async function readBalance(db: Database, accountId: number): Promise<number | undefined> {
  const [row] = await db.select({ balanceSatang: ledgerAccounts.balanceSatang }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  return row?.balanceSatang;
}

export interface PostedTransfer {
  transferId: number;
  isReplay: boolean;
  fromBalanceAfterSatang: number;
  toBalanceAfterSatang: number;
  createdAt: Date;
}

/** SQLSTATEs raised by ledger_post_transfer (see its migration). */
export const LEDGER_SQLSTATE = {
  insufficientFunds: 'LD001',
  idempotencyKeyReused: 'LD002',
  crossesBrands: 'LD003',
  mixesUnits: 'LD004',
  /** A bet or deposit that would pass a limit the member set; the DETAIL names the limit. */
  passesMemberLimit: 'LD005',
} as const;

/**
 * Takes the account's row lock, which every transfer of the account takes too (FOR NO KEY
 * UPDATE), until the transaction ends: no transfer of the account runs meanwhile.
 */
export async function lockAccountRow(db: Database, accountId: number): Promise<void> {
  await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)).for('no key update');
}

/** Runs ledger_post_transfer: claims the key, locks both accounts in id order, writes the postings. */
export async function callPostTransfer(
  db: Database,
  transfer: {
    brandId: string;
    idempotencyKey: string;
    requestHash: string;
    fromAccountId: number;
    toAccountId: number;
    amountSatang: number;
    kind: TransferKind;
    memo: Record<string, unknown>;
    at: Date;
  },
): Promise<PostedTransfer> {
  const [row] = await queryRows<{
    transfer_id: number;
    is_replay: boolean;
    from_balance_after_satang: number;
    to_balance_after_satang: number;
    created_at: string | Date;
  }>(
    db,
    sql`select * from ledger_post_transfer(
    ${transfer.brandId}::uuid, ${transfer.idempotencyKey}, ${transfer.requestHash},
    ${transfer.fromAccountId}::bigint, ${transfer.toAccountId}::bigint, ${transfer.amountSatang}::bigint,
    ${transfer.kind}, ${JSON.stringify(transfer.memo)}::jsonb, ${transfer.at.toISOString()}::timestamptz)`,
  );
  if (!row) throw new Error('ledger_post_transfer returned no row');
  if (!row.is_replay) announceMovement(db, [transfer.fromAccountId, transfer.toAccountId]);
  return {
    transferId: row.transfer_id,
    isReplay: row.is_replay,
    fromBalanceAfterSatang: row.from_balance_after_satang,
    toBalanceAfterSatang: row.to_balance_after_satang,
    createdAt: new Date(row.created_at),
  };
}

export async function findTransferById(db: Database, transferId: number): Promise<TransferRow | undefined> {
  const [row] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, transferId));
  return row;
}

export async function insertHold(
  db: Database,
  hold: { brandId: string; memberAccountId: number; amountSatang: number; holdTransferId: number },
): Promise<HoldRow> {
  const [row] = await db.insert(ledgerHolds).values(hold).returning();
  if (!row) throw new Error('insert into ledger_holds returned no row');
  return row;
}

export async function findHoldByTransferId(db: Database, holdTransferId: number): Promise<HoldRow | undefined> {
  const [row] = await db.select().from(ledgerHolds).where(eq(ledgerHolds.holdTransferId, holdTransferId));
  return row;
}

export async function lockHold(db: Database, holdId: number): Promise<HoldRow | undefined> {
  const [row] = await db.select().from(ledgerHolds).where(eq(ledgerHolds.id, holdId)).for('update');
  return row;
}

export async function settleHold(
  db: Database,
  holdId: number,
  settlement: { status: 'posted' | 'voided'; settleTransferId: number; settledAt: Date },
): Promise<HoldRow> {
  const [row] = await db
    .update(ledgerHolds)
    .set(settlement)
    .where(and(eq(ledgerHolds.id, holdId), eq(ledgerHolds.status, 'pending')))
    .returning();
  if (!row) throw new Error(`hold ${holdId} was not pending while locked`);
  return row;
}
