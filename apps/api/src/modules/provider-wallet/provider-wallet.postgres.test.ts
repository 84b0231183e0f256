import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { getAccountBalance } from '../ledger/ledger.service';
import { createGameSession, GAME_SESSION_MS } from './game-sessions.service';
import { insertProvider } from './provider-wallet.repo';
import { placeBet, rollBack, settleWin } from './provider-wallet.service';
import { storm } from '../../test-support/storm';

describe.skipIf(!testDatabaseUrl)('the seamless wallet under duplicate and out-of-order delivery on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  beforeAll(async () => {
    database = await createThrowawayPostgres(60);
  });
  afterAll(() => database?.drop());

  it('ends with the balance of one clean delivery', async () => {
    const brandId = (await createTestBrand(database.db)).id;
    const provider = await insertProvider(database.db, { brandId, code: 'JK', name: 'JK Gaming', secret: 'x'.repeat(40) });
    const { member, creditAccountId } = await createFundedMember(database.db, brandId, { creditSatang: 1_000_00, passwordHash: 'x' });
    const start = new Date();
    const token = await createGameSession(database.db, { brandId, memberId: member.id, providerId: provider.id, gameCode: 'slot', now: start });
    const live = { db: database.db, provider, now: start };
    const expired = { db: database.db, provider, now: new Date(start.getTime() + GAME_SESSION_MS + 60_000) };
    const round = (roundId: string) => ({ token, roundId, gameCode: 'slot' });

    // Round 1: bet A and its win, each delivered 50 times in any order.
    await storm([() => placeBet(live, { ...round('r1'), transactionId: 'A', amountSatang: 100_00 })]);
    await storm([() => settleWin(live, { ...round('r1'), transactionId: 'W1', amountSatang: 150_00 })]);
    // Round 2: bet B and its rollback race each other; whichever lands first, B costs nothing.
    await storm([
      () => placeBet(live, { ...round('r2'), transactionId: 'B', amountSatang: 200_00 }),
      () => rollBack(live, { ...round('r2'), transactionId: 'RB', rolledBackTransactionId: 'B' }),
    ]);
    // Round 3: the rollback of C arrives before C; C is then refused every time.
    await storm([() => rollBack(live, { ...round('r3'), transactionId: 'RC', rolledBackTransactionId: 'C' })]);
    const lateBets = await storm([() => placeBet(live, { ...round('r3'), transactionId: 'C', amountSatang: 300_00 })]);
    expect(lateBets.every((result) => result.status === 'rejected')).toBe(true);
    // Round 4: a win settled after the player's token expired.
    await storm([() => settleWin(expired, { ...round('r4'), transactionId: 'W2', amountSatang: 50_00 })]);

    expect(await getAccountBalance(database.db, creditAccountId)).toBe(1_000_00 - 100_00 + 150_00 + 50_00);
  });
});
