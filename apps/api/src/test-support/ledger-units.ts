import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw-query';
import { sqlState } from '../db/transaction';
import type { AccountKind } from '../modules/ledger/account-kinds';
import { ensureAccount, getAccountBalance, transfer } from '../modules/ledger/ledger.service';

/**
 * A transfer between a point account and a money account of the member (or of the brand, for a
 * house_* kind) is refused with LD004 and writes nothing: no transfer, no posting, no balance.
 * Run on each engine by ledger-units.api.test.ts and ledger-units.postgres.test.ts.
 */
export async function expectMixedUnitsRefused(db: Database, owner: { brandId: string; memberId: string }, fromKind: AccountKind, toKind: AccountKind) {
  const accountOf = (kind: AccountKind) => ensureAccount(db, { brandId: owner.brandId, memberId: kind.startsWith('house_') ? null : owner.memberId, kind });
  const fromAccountId = await accountOf(fromKind);
  const toAccountId = await accountOf(toKind);
  const balances = async () => [await getAccountBalance(db, fromAccountId), await getAccountBalance(db, toAccountId)];
  const before = await balances();
  const [entriesBefore] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from ledger_entries`);
  const key = `mixed-units-${randomUUID()}`;

  const error = await transfer(db, {
    at: new Date(),
    brandId: owner.brandId,
    fromAccountId,
    toAccountId,
    amountSatang: 10,
    kind: 'test',
    idempotencyKey: key,
  }).catch((refusal: unknown) => refusal);
  expect(sqlState(error)).toBe('LD004');
  expect(await balances()).toEqual(before);
  expect(await queryRows(db, sql`select id from ledger_transfers where idempotency_key = ${key}`)).toEqual([]);
  expect(await queryRows(db, sql`select count(*)::int as count from ledger_entries`)).toEqual([entriesBefore]);
}
