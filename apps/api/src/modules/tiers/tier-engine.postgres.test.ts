import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query';
import { runInTransaction } from '../../db/transaction';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { createFundedMember, createOperator, createTestBrand } from '../../test-support/fixtures';
import { creditDepositInTransaction } from '../deposits/credit-deposit';
import { findMemberBalance } from '../ledger/ledger.repo';
import { findMemberById } from '../members/members.repo';
import { requestWithdrawal } from '../withdrawals/withdrawals.service';
import { reviewBrandTiers, setTierByOperator } from './tier-engine.service';

const baht = (value: number) => value * 100;

describe.skipIf(!testDatabaseUrl)('the tier engine on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  beforeAll(async () => {
    database = await createThrowawayPostgres(30);
  });
  afterAll(() => database?.drop());

  const deposit = (member: { brandId: string; id: string }, amountSatang: number, creditedAt: Date) =>
    runInTransaction(database.db, (tx) =>
      creditDepositInTransaction(tx, {
        brandId: member.brandId,
        memberId: member.id,
        amountSatang,
        source: 'review',
        senderBankCode: '014',
        bankReference: `T-${randomUUID()}`,
        statementLineId: null,
        madeAt: creditedAt,
        creditedAt,
        refusalTo: 'operator',
      }),
    );

  const levelOf = async (memberId: string) => (await findMemberById(database.db, memberId))?.level;
  const changesOf = (memberId: string) =>
    queryRows<{ from_level: number; to_level: number; reason: string; review_month: string | null; note: string | null }>(
      database.db,
      sql`select from_level, to_level, reason, review_month::text, note from member_tier_changes where member_id = ${memberId} order by created_at, to_level`,
    );

  async function newMember() {
    const brand = await createTestBrand(database.db);
    const { member } = await createFundedMember(database.db, brand.id, { passwordHash: 'x' });
    return member;
  }

  it('promotes on the deposit that reaches a tier, recording why', async () => {
    const member = await newMember();
    const at = new Date('2026-11-10T05:00:00Z');
    await deposit(member, baht(49_999), at);
    expect(await levelOf(member.id)).toBe(1);
    await deposit(member, baht(1), at);
    expect(await levelOf(member.id)).toBe(2);
    await deposit(member, baht(250_000), at);
    expect(await levelOf(member.id)).toBe(3);
    expect(await changesOf(member.id)).toEqual([
      { from_level: 1, to_level: 2, reason: 'deposit', review_month: null, note: null },
      { from_level: 2, to_level: 3, reason: 'deposit', review_month: null, note: null },
    ]);
  });

  it('judges 20 deposits arriving at once one after another: one promotion, every baht credited', async () => {
    const member = await newMember();
    const at = new Date('2026-11-10T05:00:00Z');
    await Promise.all(Array.from({ length: 20 }, () => deposit(member, baht(3_000), at)));
    expect(await findMemberBalance(database.db, { brandId: member.brandId, memberId: member.id, kind: 'credit' })).toBe(baht(60_000));
    expect(await levelOf(member.id)).toBe(2);
    expect((await changesOf(member.id)).map((change) => [change.from_level, change.to_level])).toEqual([[1, 2]]);
  });

  it('lets deposits and withdrawals of one member run at once without a deadlock', async () => {
    const member = await newMember();
    await deposit(member, baht(10_000), new Date());
    const context = { memberId: member.id, brandId: member.brandId, username: member.username, sessionId: randomUUID() };
    const work = Array.from({ length: 10 }, (_, index) =>
      index % 2 === 0
        ? deposit(member, baht(9_000), new Date())
        : requestWithdrawal(database.db, context, { amountSatang: baht(100), idempotencyKey: randomUUID(), now: new Date() }),
    );
    const outcomes = await Promise.allSettled(work);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    // 10,000 + 5 x 9,000 deposited = 55,000: gold; 5 x 100 held for the withdrawals.
    expect(await levelOf(member.id)).toBe(2);
    expect(await findMemberBalance(database.db, { brandId: member.brandId, memberId: member.id, kind: 'credit' })).toBe(baht(55_000 - 500));
  });

  it('keeps diamond through the next month, and the review after that takes it away, once', async () => {
    const member = await newMember();
    await deposit(member, baht(1_000_000), new Date('2026-09-15T05:00:00Z'));
    expect(await levelOf(member.id)).toBe(4);

    // 1 October: September earned diamond again.
    const october = await reviewBrandTiers(database.db, member.brandId, new Date('2026-09-30T17:30:00Z'));
    expect(october).toMatchObject({ isAlreadyDone: false, changed: 0 });
    expect(await levelOf(member.id)).toBe(4);

    // 1 November: October's 10,000 earns no monthly tier; a million in all keeps platinum.
    await deposit(member, baht(10_000), new Date('2026-10-20T05:00:00Z'));
    const reviews = await Promise.all([
      reviewBrandTiers(database.db, member.brandId, new Date('2026-10-31T17:30:00Z')),
      reviewBrandTiers(database.db, member.brandId, new Date('2026-10-31T17:30:00Z')),
    ]);
    expect(reviews.reduce((sum, review) => sum + review.changed, 0)).toBe(1);
    expect(await levelOf(member.id)).toBe(3);
    const again = await reviewBrandTiers(database.db, member.brandId, new Date('2026-11-02T03:00:00Z'));
    expect(again).toMatchObject({ isAlreadyDone: true });
    expect(await changesOf(member.id)).toEqual([
      { from_level: 1, to_level: 4, reason: 'deposit', review_month: null, note: null },
      { from_level: 4, to_level: 3, reason: 'monthly_review', review_month: '2026-10-01', note: null },
    ]);
  });

  it('judges the month in Bangkok time: a deposit at 23:30 on the 31st belongs to that month', async () => {
    const member = await newMember();
    // 2026-10-31 23:30 in Bangkok is 16:30 UTC; the October diamond stands through November.
    await deposit(member, baht(1_000_000), new Date('2026-10-31T16:30:00Z'));
    await reviewBrandTiers(database.db, member.brandId, new Date('2026-10-31T17:30:00Z'));
    expect(await levelOf(member.id)).toBe(4);
  });

  it('lets an operator set an enabled tier with a reason, audited, and refuses tier 6', async () => {
    const member = await newMember();
    const operator = await createOperator(database.db, 'finance');
    const [row] = await queryRows<{ id: string }>(database.db, sql`select id from operators where username = ${operator.username}`);
    const action = {
      operator: { operatorId: row?.id ?? '', username: operator.username, role: 'finance' as const, sessionId: randomUUID() },
      brandId: member.brandId,
      memberId: member.id,
      ipAddress: '127.0.0.1',
      now: new Date(),
    };
    await setTierByOperator(database.db, action, { level: 5, reason: 'ลูกค้าวีไอพีย้ายมาจากแบรนด์เดิม' });
    expect(await levelOf(member.id)).toBe(5);
    await expect(setTierByOperator(database.db, action, { level: 6, reason: 'ทดสอบ' })).rejects.toMatchObject({ code: 'TIER_NOT_AVAILABLE' });
    const otherBrand = await newMember();
    await expect(setTierByOperator(database.db, { ...action, brandId: otherBrand.brandId }, { level: 2, reason: 'ทดสอบ' })).rejects.toMatchObject({
      code: 'MEMBER_NOT_FOUND',
    });
    expect(await changesOf(member.id)).toEqual([{ from_level: 1, to_level: 5, reason: 'operator', review_month: null, note: 'ลูกค้าวีไอพีย้ายมาจากแบรนด์เดิม' }]);
    const audit = await queryRows<{ action: string; before: unknown; after: unknown }>(
      database.db,
      sql`select action, before, after from audit_log where target_id = ${member.id}`,
    );
    expect(audit).toEqual([{ action: 'member.level.set', before: { level: 1 }, after: { level: 5, reason: 'ลูกค้าวีไอพีย้ายมาจากแบรนด์เดิม' } }]);
  });
});
