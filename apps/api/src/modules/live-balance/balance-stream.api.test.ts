import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBalanceStream, type BalanceStreamClient } from '../../test-support/balance-stream-client';
import { createFundedMember } from '../../test-support/fixtures';
import { bearer, createTestApp, loginDemo, type TestApp } from '../../test-support/test-app';
import { ensureAccount, getAccountBalance, transfer } from '../ledger/ledger.service';
import { followLedgerMovements } from './ledger-movement-feed';

/** Short, so that a test sees the session re-checked; the server's own is 15 s. */
const HEARTBEAT_MS = 100;

describe('the balance stream (GET /api/auth/credit/stream)', () => {
  let t: TestApp;
  let baseUrl: string;
  let stopFollowing: () => Promise<void>;
  const streams: BalanceStreamClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { balanceStreamHeartbeatMs: HEARTBEAT_MS });
    stopFollowing = await followLedgerMovements(t.database, t.services.liveBalance.watchers);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await stopFollowing();
    await t.close();
  });

  async function open(token: string | undefined) {
    const stream = await openBalanceStream(baseUrl, token);
    streams.push(stream);
    return stream;
  }

  /** Moves `amountSatang` from the house to the member's credit, as any credit would. */
  async function credit(memberId: string, amountSatang: number, key: string) {
    const { id: brandId } = await t.services.brands.resolveHostname('127.0.0.1');
    const houseAccountId = await ensureAccount(t.database.db, { brandId, memberId: null, kind: 'house_adjustment' });
    const creditAccountId = await ensureAccount(t.database.db, { brandId, memberId, kind: 'credit' });
    await transfer(t.database.db, {
      brandId,
      fromAccountId: houseAccountId,
      toAccountId: creditAccountId,
      amountSatang,
      kind: 'test',
      idempotencyKey: key,
      at: new Date(),
    });
    return getAccountBalance(t.database.db, creditAccountId);
  }

  it('refuses a caller without a live session, as every member route does', async () => {
    expect((await open(undefined)).status).toBe(401);
    expect((await open('not-a-token')).status).toBe(401);
  });

  it("sends the member's own balance at once, then the new one after each movement, and nothing for another member's", async () => {
    const { token, user } = await loginDemo(t.app);
    const stream = await open(token);
    expect(stream.status).toBe(200);
    await expect.poll(() => stream.balances).toHaveLength(1);

    const { id: brandId } = await t.services.brands.resolveHostname('127.0.0.1');
    const other = await createFundedMember(t.database.db, brandId, { creditSatang: 5_00 });
    await credit(other.member.id, 7_00, 'other-member-credit');
    const after = await credit(user.uuid, 12_34, 'demo-credit-1');
    await expect.poll(() => stream.balances.at(-1)).toBe(after);
    // The other member's movements never reach this stream, and equal balances are sent once.
    expect(stream.balances).toEqual([after - 12_34, after]);
  });

  it('ends when the session is logged out', async () => {
    const { token } = await loginDemo(t.app);
    const stream = await open(token);
    await expect.poll(() => stream.balances).toHaveLength(1);
    await expect.poll(() => stream.comments).toBeGreaterThan(0);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    await stream.ended;
    expect((await open(token)).status).toBe(401);
  });

  it('ends when the session has been idle too long, although the stream stayed open', async () => {
    const { token } = await loginDemo(t.app);
    const stream = await open(token);
    await expect.poll(() => stream.balances).toHaveLength(1);
    t.clock.advanceMs(t.config.session.idleMs);
    await stream.ended;
    t.clock.advanceMs(-t.config.session.idleMs);
  });

  it('ends every open stream when the server closes, so closing does not wait for the pages', async () => {
    const { token } = await loginDemo(t.app);
    const stream = await open(token);
    await expect.poll(() => stream.balances).toHaveLength(1);
    expect(t.services.liveBalance.openStreamCount).toBe(1);
    t.services.liveBalance.endAll();
    await stream.ended;
    expect(t.services.liveBalance.openStreamCount).toBe(0);
  });
});
