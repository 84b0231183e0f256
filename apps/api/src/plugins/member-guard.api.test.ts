import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { members } from '../db/schema/members';
import { memberSessions } from '../db/schema/sessions';
import { transfer } from '../modules/ledger/ledger.service';
import { createFundedMember } from '../test-support/fixtures';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app';

/** The statement modules/live-balance/movement-notifier.ts sends after a ledger movement. */
const LEDGER_NOTIFY_PREFIX = 'select pg_notify(';

/**
 * getCredit's guard reads the session and the credit in one statement. The refusals it shares
 * with every member route (logged out, idle, past 24 hours, another brand's token) are held by
 * auth.api.test.ts, which asks getCredit itself; the locked member is held here.
 */
describe('getCredit: the member guard reads the credit with the session', () => {
  let t: TestApp;
  let funded: Awaited<ReturnType<typeof createFundedMember>>;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const brandId = (await t.services.brands.resolveHostname('localhost')).id;
    funded = await createFundedMember(t.database.db, brandId, { creditSatang: 250_00, password: 'guard-password-1' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: funded.member.username, password: 'guard-password-1' } });
    token = login.json().token;
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const getCredit = () =>
    t.app.inject({ method: 'POST', url: `/api/auth/user/getCredit/${funded.member.username}`, payload: { balanceType: 'credit' }, headers: bearer(token) });

  /** getCredit's reply, and the SQL of every statement the embedded database ran for it. */
  async function getCreditCountingStatements() {
    const query = vi.spyOn(PGlite.prototype, 'query');
    const response = await getCredit();
    // The live balance's NOTIFY of an earlier step's ledger movement is sent on its own timer
    // (NOTIFY_EVERY_MS) and may fall inside this request: it is not one of the request's statements.
    const statements = query.mock.calls.map(([sql]) => sql).filter((sql) => !sql.startsWith(LEDGER_NOTIFY_PREFIX));
    query.mockRestore();
    return { response, statements };
  }

  it('answers the balance from one database statement that reads the session and the ledger account', async () => {
    await getCredit(); // the brand directory is loaded by then
    const { response, statements } = await getCreditCountingStatements();
    expect(response.json()).toEqual({ data: { balanceType: 'credit', balanceSatang: 250_00 } });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('"member_sessions"');
    expect(statements[0]).toContain('"ledger_accounts"');
  });

  it('answers the balance the ledger holds after a movement', async () => {
    await transfer(t.database.db, {
      brandId: funded.member.brandId,
      fromAccountId: funded.houseAccountId,
      toAccountId: funded.creditAccountId,
      amountSatang: 12_34,
      kind: 'test',
      idempotencyKey: `guard-test:${funded.member.id}`,
      at: new Date(),
    });
    expect((await getCredit()).json().data.balanceSatang).toBe(262_34);
  });

  it('writes last-seen once a minute at most: a second statement then, and only then', async () => {
    t.clock.advanceMs(61_000);
    expect((await getCreditCountingStatements()).statements).toHaveLength(2);
    const [session] = await t.database.db
      .select({ lastSeenAt: memberSessions.lastSeenAt })
      .from(memberSessions)
      .where(eq(memberSessions.memberId, funded.member.id));
    expect(session?.lastSeenAt).toEqual(t.clock.now());
    t.clock.advanceMs(30_000);
    expect((await getCreditCountingStatements()).statements).toHaveLength(1);
  });

  it('refuses a locked member whose session is still open, and names no amount', async () => {
    await t.database.db.update(members).set({ status: 'locked' }).where(eq(members.id, funded.member.id));
    const response = await getCredit();
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('ACCOUNT_DISABLED');
    expect(response.body).not.toContain('26234');
  });
});
