import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw-query';
import { rewardCategories, rewardItems } from '../db/schema/rewards';
import { runInTransaction } from '../db/transaction';
import { creditDepositInTransaction } from '../modules/deposits/credit-deposit';
import { payReward } from '../modules/rewards/pay-reward';
import { createFundedMember, createTestBrand } from './fixtures';
import { bearer, type TestApp } from './test-app';

/** Member sessions that outlive the Bangkok days and months a rewards test moves its clock across. */
export const LONG_SESSIONS = { SESSION_IDLE_MINUTES: String(365 * 24 * 60), SESSION_MAX_HOURS: String(365 * 24) };

/** A fresh brand the test app resolves by its host name. */
export async function createHostedBrand(t: TestApp) {
  const brand = await createTestBrand(t.database.db);
  t.services.brands.invalidate();
  return { ...brand, host: `${brand.code}.test` };
}

/**
 * A new member of the brand, signed in through the API on the brand's host, with the calls the
 * rewards tests make. Balances are read back through the API: credit from getCredit, points from
 * the profile.
 */
export async function signInMember(
  t: TestApp,
  brand: { id: string; host: string },
  options: { password: string; passwordHash: string; creditSatang?: number },
) {
  const { member } = await createFundedMember(t.database.db, brand.id, { creditSatang: options.creditSatang, passwordHash: options.passwordHash });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: member.username, password: options.password },
    headers: { host: brand.host },
  });
  if (login.statusCode !== 200) throw new Error(`member login failed: ${login.body}`);
  const headers = bearer(login.json().token as string, { host: brand.host });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const patch = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url, payload, headers });
  const balances = async () => {
    const credit = await post(`/api/auth/user/getCredit/${member.username}`);
    const profile = await get(`/api/auth/user/${member.id}`);
    return { balanceSatang: credit.json().data.balanceSatang as number, points: profile.json().data.user_credit.point as number };
  };
  return { member, token: login.json().token as string, get, post, patch, balances };
}

/**
 * A deposit credited the way the statement reader and slips credit one (ledger transfer, bonus,
 * points), made and credited at `at`: deposit draws are judged by the day it was credited.
 */
export async function creditTestDeposit(db: Database, deposit: { brandId: string; memberId: string; amountSatang: number; at: Date }) {
  const row = await runInTransaction(db, (tx) =>
    creditDepositInTransaction(tx, {
      brandId: deposit.brandId,
      memberId: deposit.memberId,
      amountSatang: deposit.amountSatang,
      source: 'statement',
      senderBankCode: '004',
      bankReference: `TEST${randomUUID().replaceAll('-', '').slice(0, 16)}`,
      statementLineId: null,
      madeAt: deposit.at,
      creditedAt: deposit.at,
      refusalTo: 'operator',
    }),
  );
  if (!row) throw new Error('the test deposit was not credited');
  return row;
}

/** Points paid to the member from the brand's point account, as a check-in or a deposit pays them. */
export function givePoints(db: Database, member: { brandId: string; memberId: string }, points: number) {
  return payReward(db, {
    ...member,
    rewardKind: 'point',
    amount: points,
    idempotencyKey: `test-points:${randomUUID()}`,
    memo: { reason: 'test' },
    at: new Date(),
  });
}

type NewRewardItem = Omit<typeof rewardItems.$inferInsert, 'brandId' | 'categoryId'>;

/** A catalogue category of the brand with the given items, in the given order. */
export async function createRewardCategory(db: Database, brandId: string, name: string, items: NewRewardItem[]) {
  const [category] = await db.insert(rewardCategories).values({ brandId, name }).returning();
  if (!category) throw new Error('the reward category was not created');
  const rows = await db
    .insert(rewardItems)
    .values(items.map((item, index) => ({ sortOrder: index, ...item, brandId, categoryId: category.id })))
    .returning();
  return { category, items: rows };
}

export interface LedgerMovement {
  transferKind: string;
  idempotencyKey: string;
  accountKind: string;
  amountSatang: number;
  balanceAfterSatang: number;
}

/** Every posting on the member's accounts (credit and points), oldest first. */
export function memberLedgerMovements(db: Database, memberId: string): Promise<LedgerMovement[]> {
  return queryRows<LedgerMovement & Record<string, unknown>>(
    db,
    sql`select t.kind as "transferKind", t.idempotency_key as "idempotencyKey", a.kind as "accountKind",
          e.amount_satang as "amountSatang", e.balance_after_satang as "balanceAfterSatang"
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        join ledger_transfers t on t.id = e.transfer_id
        where a.member_id = ${memberId}
        order by e.id`,
  );
}
