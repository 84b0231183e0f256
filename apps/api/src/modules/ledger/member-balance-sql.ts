import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ledgerAccounts } from '../../db/schema/ledger';
import type { MemberAccountKind } from './account-kinds';

/**
 * A member's cached balance of one kind as an expression over another query's own columns (0 while
 * the account has never been opened), so that query reads it in the same statement: the member
 * guard reads the credit with the session, and getCredit costs one database round trip. The
 * account is found by its unique (brand, member, kind) index, as findMemberBalance finds it.
 */
export function memberBalanceSql(owner: { brandId: AnyPgColumn; memberId: AnyPgColumn }, kind: MemberAccountKind): SQL<number> {
  return sql<number>`coalesce((
    select ${ledgerAccounts.balanceSatang} from ${ledgerAccounts}
    where ${ledgerAccounts.brandId} = ${owner.brandId} and ${ledgerAccounts.memberId} = ${owner.memberId} and ${ledgerAccounts.kind} = ${kind}
  ), 0)`.mapWith(Number);
}
