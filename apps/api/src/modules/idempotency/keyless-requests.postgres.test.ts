import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { createFundedMember, createTestBrand } from '../../test-support/fixtures';
import { createThrowawayPostgres, testDatabaseUrl } from '../../test-support/postgres';
import { hashTestPassword } from '../../test-support/test-passwords';
import { ensureAccount, getAccountBalance, transfer } from '../ledger/ledger.service';
import { settleIdempotencyKey } from './request-idempotency';

const PASSWORD = 'keyless-password-1';
const RACERS = 20;

describe.skipIf(!testDatabaseUrl)('key-less money requests under concurrency on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  /** Two API instances on one database, as a deployment behind a load balancer has. */
  let instances: FastifyInstance[];
  let brand: { id: string; host: string };
  let passwordHash: string;

  beforeAll(async () => {
    database = await createThrowawayPostgres(RACERS * 2 + 10);
    const created = await createTestBrand(database.db);
    brand = { id: created.id, host: `${created.code}.test` };
    passwordHash = await hashTestPassword(PASSWORD);
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
    instances = await Promise.all([0, 1].map(async () => (await buildApp({ db: database.db, config, serveWeb: false, logger: false })).app));
  });
  afterAll(async () => {
    await Promise.all((instances ?? []).map((app) => app.close()));
    await database?.drop();
  });

  async function signedInMember(creditSatang: number) {
    const { member, creditAccountId } = await createFundedMember(database.db, brand.id, { creditSatang, passwordHash });
    const login = await instances[0]?.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: member.username, password: PASSWORD },
      headers: { host: brand.host },
    });
    const token: string = login?.json().token;
    /** The same call, sent `RACERS` times at once, alternately to each instance. */
    const race = (url: string, payload: Record<string, unknown>) =>
      Promise.all(
        Array.from({ length: RACERS }, (_, index) =>
          instances[index % 2]?.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}`, host: brand.host } }),
        ),
      );
    const outcomes = (replies: Awaited<ReturnType<typeof race>>) => replies.map((reply) => (reply?.statusCode === 200 ? 'ok' : reply?.json().error.code));
    return { member, creditAccountId, race, outcomes };
  }

  it('makes one withdrawal of 20 identical key-less requests sent at once to two instances', async () => {
    const m = await signedInMember(1_000_00);
    const outcomes = m.outcomes(await m.race(`/api/auth/withdraw/${m.member.id}`, { amount: '100' }));
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(new Set(outcomes.filter((outcome) => outcome !== 'ok'))).toEqual(new Set(['DUPLICATE_REQUEST']));
    expect(await getAccountBalance(database.db, m.creditAccountId)).toBe(900_00);
  });

  it('moves affiliate money once of 20 identical key-less requests', async () => {
    const m = await signedInMember(0);
    const house = await ensureAccount(database.db, { brandId: brand.id, memberId: null, kind: 'house_affiliate' });
    const affiliate = await ensureAccount(database.db, { brandId: brand.id, memberId: m.member.id, kind: 'affiliate' });
    await transfer(database.db, {
      brandId: brand.id,
      fromAccountId: house,
      toAccountId: affiliate,
      amountSatang: 500_00,
      kind: 'test',
      idempotencyKey: `affiliate-fund:${m.member.id}`,
      at: new Date(),
    });
    const outcomes = m.outcomes(await m.race(`/api/auth/affiliate/withdraw/${m.member.username}`, { amount: '50', type: 'credit' }));
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(1);
    expect(await getAccountBalance(database.db, affiliate)).toBe(450_00);
    expect(await getAccountBalance(database.db, m.creditAccountId)).toBe(50_00);
  });

  it('lets one claim of a fingerprint through even without the member lock: the primary key decides', async () => {
    const { member } = await createFundedMember(database.db, brand.id, { passwordHash });
    const now = new Date();
    const claims = await Promise.allSettled(
      Array.from({ length: RACERS }, () =>
        runInTransaction(database.db, (tx) => settleIdempotencyKey(tx, member.id, { fingerprint: 'same-route-same-body' }, now)),
      ),
    );
    expect(claims.filter((claim) => claim.status === 'fulfilled')).toHaveLength(1);
    const refusals = claims.flatMap((claim) => (claim.status === 'rejected' ? [claim.reason] : []));
    expect(refusals.every((reason) => reason instanceof AppError && reason.code === 'DUPLICATE_REQUEST')).toBe(true);
  });
});
