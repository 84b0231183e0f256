import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw-query';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { decideTestWithdrawal, payTestWin, placeTestBet, rollBackTestBet, type ActivityMember } from '../../test-support/member-activity';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { creditTestDeposit } from '../../test-support/rewards';
import { getAccountBalance } from '../ledger/ledger.service';
import { getActivityStatement } from './activity-statement.service';

/** A repeatable stream of numbers in [0, 1), so a failure can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MONTHS = ['2026-10', '2026-11', '2026-12'] as const;
/** The first instant of each month and the one after December, in Bangkok time (UTC+7). */
const monthStart = (month: string) => new Date(`${month}-01T00:00:00+07:00`);
const END = monthStart('2027-01');
const FUNDING_SATANG = 1_000_000_00;

interface ReferenceRow extends Record<string, unknown> {
  month: string;
  deposit_satang: string | number;
  withdrawal_satang: string | number;
  bet_satang: string | number;
  win_satang: string | number;
}

describe.skipIf(!testDatabaseUrl)('the activity statement against the ledger, on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let member: ActivityMember;
  let creditAccountId: number;
  let pendingWithdrawalSatang = 0;

  /**
   * Three months of a member's deposits, bets (some cancelled, some of them in the next month),
   * wins and withdrawals (paid, refused, left pending) at random moments, with a share of them at
   * the last millisecond of a month and the first one of the next, in Bangkok time.
   */
  beforeAll(async () => {
    database = await createThrowawayPostgres(10);
    const { db } = database;
    const brand = await createTestBrand(db);
    const funded = await createFundedMember(db, brand.id, { creditSatang: FUNDING_SATANG, passwordHash: 'x' });
    member = { brandId: brand.id, memberId: funded.member.id, username: funded.member.username };
    creditAccountId = funded.creditAccountId;
    const random = seededRandom(20261121);
    const amount = () => 1 + Math.floor(random() * 500_00);
    const boundaries = MONTHS.slice(1).flatMap((month) => [new Date(monthStart(month).getTime() - 1), monthStart(month)]);
    const moment = () => {
      if (random() < 0.3) return boundaries[Math.floor(random() * boundaries.length)] ?? END;
      const start = monthStart(MONTHS[0]).getTime();
      return new Date(start + Math.floor(random() * (END.getTime() - start)));
    };

    for (let index = 0; index < 120; index += 1) {
      const at = moment();
      const roll = random();
      if (roll < 0.25) {
        await creditTestDeposit(db, { brandId: brand.id, memberId: member.memberId, amountSatang: amount(), at });
      } else if (roll < 0.55) {
        const bet = await placeTestBet(db, member, amount(), at);
        if (random() < 0.25) {
          const cancelledAt = random() < 0.5 ? at : new Date(Math.min(at.getTime() + 1 + Math.floor(random() * 3 * 86_400_000), END.getTime() - 1));
          await rollBackTestBet(db, member, bet, cancelledAt);
        }
      } else if (roll < 0.8) {
        await payTestWin(db, member, amount(), at);
      } else {
        const outcome = random() < 0.6 ? 'paid' : random() < 0.5 ? 'refused' : 'pending';
        const amountSatang = amount();
        const decidedAt = new Date(Math.min(at.getTime() + Math.floor(random() * 2 * 86_400_000), END.getTime() - 1));
        await decideTestWithdrawal(db, member, { amountSatang, requestedAt: at, decidedAt, outcome });
        if (outcome === 'pending') pendingWithdrawalSatang += amountSatang;
      }
    }
  });
  afterAll(async () => {
    await database?.drop();
  });

  /**
   * The same figures counted another way: the member's transfers by their from and to accounts,
   * and each paid hold found through the hold id its settling transfer names.
   */
  async function referenceByMonth(): Promise<Map<string, { depositSatang: number; withdrawalSatang: number; betSatang: number; winSatang: number }>> {
    const rows = await queryRows<ReferenceRow>(
      database.db,
      sql`select to_char(t.created_at at time zone 'Asia/Bangkok', 'YYYY-MM') as month,
            coalesce(sum(t.amount_satang) filter (where t.kind = 'deposit' and t.to_account_id = ${creditAccountId}), 0) as deposit_satang,
            coalesce(sum(t.amount_satang) filter (where t.kind = 'hold_post' and exists (
              select 1 from ledger_holds h join ledger_transfers held on held.id = h.hold_transfer_id
              where h.id = (t.memo->>'holdId')::bigint and held.from_account_id = ${creditAccountId})), 0) as withdrawal_satang,
            coalesce(sum(t.amount_satang) filter (where t.kind = 'bet' and t.from_account_id = ${creditAccountId}), 0)
              - coalesce(sum(t.amount_satang) filter (where t.kind = 'bet_rollback' and t.to_account_id = ${creditAccountId}), 0) as bet_satang,
            coalesce(sum(t.amount_satang) filter (where t.kind = 'win' and t.to_account_id = ${creditAccountId}), 0) as win_satang
          from ledger_transfers t where t.brand_id = ${member.brandId}
          group by 1`,
    );
    return new Map(
      rows.map((row) => [
        row.month,
        {
          depositSatang: Number(row.deposit_satang),
          withdrawalSatang: Number(row.withdrawal_satang),
          betSatang: Number(row.bet_satang),
          winSatang: Number(row.win_satang),
        },
      ]),
    );
  }

  it('gives each Bangkok month exactly what the ledger holds for it, with movements on both sides of each month boundary', async () => {
    const atBoundaries = await queryRows<{ at: string } & Record<string, unknown>>(
      database.db,
      sql`select distinct to_char(created_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD HH24:MI:SS.MS') as at from ledger_transfers
          where brand_id = ${member.brandId} and created_at in (${monthStart('2026-11').toISOString()}::timestamptz - interval '1 millisecond',
            ${monthStart('2026-11').toISOString()}::timestamptz, ${monthStart('2026-12').toISOString()}::timestamptz - interval '1 millisecond',
            ${monthStart('2026-12').toISOString()}::timestamptz)
          order by 1`,
    );
    expect(atBoundaries.map((row) => row.at)).toEqual([
      '2026-10-31 23:59:59.999',
      '2026-11-01 00:00:00.000',
      '2026-11-30 23:59:59.999',
      '2026-12-01 00:00:00.000',
    ]);
    const reference = await referenceByMonth();
    const now = new Date(END.getTime() - 1);
    for (const month of MONTHS) {
      const statement = await getActivityStatement(database.db, member, { month, now });
      const expected = reference.get(month) ?? { depositSatang: 0, withdrawalSatang: 0, betSatang: 0, winSatang: 0 };
      expect(statement, month).toMatchObject({ ...expected, netResultSatang: expected.winSatang - expected.betSatang, currentMonth: '2026-12' });
      expect(statement.depositSatang * statement.betSatang * statement.winSatang * statement.withdrawalSatang, `${month} has every kind`).not.toBe(0);
    }
  });

  it('adds up to the balance: funding plus every month of deposits, wins, bets and withdrawals, less what waits to be paid', async () => {
    const now = new Date(END.getTime() - 1);
    let balance = FUNDING_SATANG;
    for (const month of MONTHS) {
      const statement = await getActivityStatement(database.db, member, { month, now });
      balance += statement.depositSatang - statement.withdrawalSatang + statement.netResultSatang;
    }
    expect(balance - pendingWithdrawalSatang).toBe(await getAccountBalance(database.db, creditAccountId));
  });
});
