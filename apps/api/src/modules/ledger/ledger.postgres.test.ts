import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { queryRows } from '../../db/raw-query';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { createHold, ensureAccount, getAccountBalance, postHold, transfer, voidHold } from './ledger.service';

type Throwaway = Awaited<ReturnType<typeof createThrowawayPostgres>>;

const ACCOUNT_COUNT = 20;
const WORKER_COUNT = 64;
const TRANSFER_COUNT = 20_000;
const OPENING_SATANG = 50_000;

describe.skipIf(!testDatabaseUrl)('ledger on PostgreSQL', () => {
  let database: Throwaway;
  let brandId: string;
  let accountIds: number[];

  beforeAll(async () => {
    database = await createThrowawayPostgres(WORKER_COUNT + 4);
    brandId = (await createTestBrand(database.db)).id;
    accountIds = [];
    for (let index = 0; index < ACCOUNT_COUNT; index += 1) {
      const { creditAccountId } = await createFundedMember(database.db, brandId, {
        creditSatang: OPENING_SATANG,
        passwordHash: 'not-used',
      });
      accountIds.push(creditAccountId);
    }
  });

  afterAll(async () => {
    await database?.drop();
  });

  /** The transfer workers of a test, awaited after it even when it timed out, so none runs under the next. */
  let workers: Promise<unknown> = Promise.resolve();
  afterEach(async () => {
    await workers;
  });

  async function sumOfMemberBalances(): Promise<number> {
    let total = 0;
    for (const id of accountIds) total += await getAccountBalance(database.db, id);
    return total;
  }

  it('conserves money across 20,000 concurrent random transfers by 64 workers', async ({ signal }) => {
    const before = await sumOfMemberBalances();
    let next = 0;
    let posted = 0;
    let refused = 0;
    const pick = () => accountIds[Math.floor(Math.random() * accountIds.length)] ?? 0;

    // The signal is aborted when the test times out: the workers stop then, rather than go on
    // moving money under the tests that follow.
    async function worker() {
      while (next < TRANSFER_COUNT && !signal.aborted) {
        next += 1;
        const fromAccountId = pick();
        let toAccountId = pick();
        while (toAccountId === fromAccountId) toAccountId = pick();
        try {
          await transfer(database.db, {
            at: new Date(),
            brandId,
            fromAccountId,
            toAccountId,
            // Up to twice the opening balance, so some transfers must be refused for overdraft.
            amountSatang: 1 + Math.floor(Math.random() * OPENING_SATANG * 0.4),
            kind: 'test',
            idempotencyKey: randomUUID(),
          });
          posted += 1;
        } catch (error) {
          if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') refused += 1;
          else throw error;
        }
      }
    }
    const running = Array.from({ length: WORKER_COUNT }, worker);
    workers = Promise.allSettled(running);
    await Promise.all(running);

    expect(posted + refused).toBeGreaterThanOrEqual(TRANSFER_COUNT);
    expect(posted).toBeGreaterThan(TRANSFER_COUNT / 2);
    expect(await sumOfMemberBalances()).toBe(before);

    const negative = await queryRows(database.db, sql`select count(*)::int as count from ledger_accounts where member_id is not null and balance_satang < 0`);
    expect(negative[0]).toEqual({ count: 0 });

    // Every cached balance equals the sum of its postings.
    const drift = await queryRows(
      database.db,
      sql`
      select a.id from ledger_accounts a
      left join ledger_entries e on e.account_id = a.id
      group by a.id, a.balance_satang
      having a.balance_satang <> coalesce(sum(e.amount_satang), 0)`,
    );
    expect(drift).toEqual([]);

    // Each account's postings form an unbroken chain: each starts where the previous ended.
    const brokenChain = await queryRows(
      database.db,
      sql`
      select id from (
        select id, balance_before_satang,
          lag(balance_after_satang, 1, 0::bigint) over (partition by account_id order by id) as previous_after
        from ledger_entries) chain
      where balance_before_satang <> previous_after`,
    );
    expect(brokenChain).toEqual([]);

    // Double entry: all balances of the brand, house included, add up to zero.
    const total = await queryRows(database.db, sql`select coalesce(sum(balance_satang), 0)::bigint as total from ledger_accounts`);
    expect(total[0]).toEqual({ total: 0 });
  });

  it('makes exactly one transfer when one idempotency key is sent 50 times at once', async () => {
    const [fromAccountId = 0, toAccountId = 0] = accountIds;
    const key = `same-key-${randomUUID()}`;
    const fromBefore = await getAccountBalance(database.db, fromAccountId);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        transfer(database.db, { at: new Date(), brandId, fromAccountId, toAccountId, amountSatang: 1_00, kind: 'test', idempotencyKey: key }),
      ),
    );
    expect(new Set(replies.map((reply) => JSON.stringify(reply))).size).toBe(1);
    expect(await getAccountBalance(database.db, fromAccountId)).toBe(fromBefore - 1_00);
    const rows = await queryRows(database.db, sql`select count(*)::int as count from ledger_transfers where idempotency_key = ${key}`);
    expect(rows[0]).toEqual({ count: 1 });
  });

  it('refuses the same key with a different body', async () => {
    const [fromAccountId = 0, toAccountId = 0] = accountIds;
    const key = `reused-${randomUUID()}`;
    await transfer(database.db, { at: new Date(), brandId, fromAccountId, toAccountId, amountSatang: 5, kind: 'test', idempotencyKey: key });
    await expect(
      transfer(database.db, { at: new Date(), brandId, fromAccountId, toAccountId, amountSatang: 6, kind: 'test', idempotencyKey: key }),
    ).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('refuses a transfer that would overdraw and changes nothing', async () => {
    const [fromAccountId = 0, toAccountId = 0] = accountIds;
    const fromBefore = await getAccountBalance(database.db, fromAccountId);
    const toBefore = await getAccountBalance(database.db, toAccountId);
    const key = `overdraw-${randomUUID()}`;
    await expect(
      transfer(database.db, { at: new Date(), brandId, fromAccountId, toAccountId, amountSatang: fromBefore + 1, kind: 'test', idempotencyKey: key }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await getAccountBalance(database.db, fromAccountId)).toBe(fromBefore);
    expect(await getAccountBalance(database.db, toAccountId)).toBe(toBefore);
    const rows = await queryRows(database.db, sql`select count(*)::int as count from ledger_transfers where idempotency_key = ${key}`);
    expect(rows[0]).toEqual({ count: 0 });
  });

  it('never lets concurrent holds take more than the balance, and settles each hold once', async () => {
    const { creditAccountId } = await createFundedMember(database.db, brandId, { creditSatang: 10_000, passwordHash: 'x' });
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        createHold(database.db, { at: new Date(), brandId, memberAccountId: creditAccountId, amountSatang: 3_000, idempotencyKey: randomUUID() }),
      ),
    );
    const holds = attempts.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value] : []));
    expect(holds).toHaveLength(3);
    expect(await getAccountBalance(database.db, creditAccountId)).toBe(1_000);

    const [first, second] = holds;
    if (!first || !second) throw new Error('expected two holds');
    const voidKey = randomUUID();
    const voidReplies = await Promise.all(
      Array.from({ length: 10 }, () => voidHold(database.db, { at: new Date(), holdId: first.holdId, idempotencyKey: voidKey })),
    );
    expect(new Set(voidReplies.map((reply) => reply.settleTransferId)).size).toBe(1);
    expect(await getAccountBalance(database.db, creditAccountId)).toBe(4_000);
    await expect(
      postHold(database.db, { at: new Date(), holdId: first.holdId, toAccountId: accountIds[0] ?? 0, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({
      code: 'HOLD_NOT_PENDING',
    });

    const posted = await postHold(database.db, { at: new Date(), holdId: second.holdId, toAccountId: accountIds[0] ?? 0, idempotencyKey: randomUUID() });
    expect(posted.status).toBe('posted');
    expect(await getAccountBalance(database.db, creditAccountId)).toBe(4_000);
  });

  it('refuses a transfer naming an unknown account, and never lets an account be deleted or re-owned', async () => {
    const [fromAccountId = 0] = accountIds;
    await expect(
      transfer(database.db, { at: new Date(), brandId, fromAccountId, toAccountId: 987_654, amountSatang: 1, kind: 'test', idempotencyKey: randomUUID() }),
    ).rejects.toThrow();
    await expect(queryRows(database.db, sql`delete from ledger_accounts where id = ${fromAccountId}`)).rejects.toThrow();
    await expect(queryRows(database.db, sql`update ledger_accounts set is_overdraft_allowed = true where id = ${fromAccountId}`)).rejects.toThrow();
    await expect(queryRows(database.db, sql`update ledger_accounts set shard = 3 where id = ${fromAccountId}`)).rejects.toThrow();
  });

  it('keeps each shard of a house account a row of its own, and never shards a member account', async () => {
    const shards = await Promise.all([0, 1, 1, 2].map((shard) => ensureAccount(database.db, { brandId, memberId: null, kind: 'house_game', shard })));
    expect(new Set(shards).size).toBe(3);
    expect(shards[1]).toBe(shards[2]);
    const { member } = await createFundedMember(database.db, brandId, { creditSatang: 0, passwordHash: 'not-used' });
    await expect(ensureAccount(database.db, { brandId, memberId: member.id, kind: 'credit', shard: 1 })).rejects.toThrow();
  });
});
