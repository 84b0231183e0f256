import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/raw-query';
import { transfer } from '../apps/api/src/modules/ledger/ledger.service';
import { createFundedMember, createTestBrand } from '../apps/api/src/test-support/fixtures';
import { databaseServerUrl, readPositiveNumber } from './support/bench-env';
import { runBench } from './support/cleanup-stack';
import { measureCounterUpdates } from './support/counter-updates';
import { describeMachine } from './support/machine';
import { formatNumber } from './support/print-table';
import { runConcurrently } from './support/run-concurrently';

/**
 * Ledger transfers per second on PostgreSQL, next to the database's floor (one-row UPDATE
 * transactions) on the same throwaway database. Figures are printed, never asserted.
 */

const ACCOUNT_COUNT = 20;
const CLIENT_COUNT = 64;
const POOL_SIZE = 70;
const OPENING_CREDIT_SATANG = 1_000_000_000_00;
const TARGET_RATIO = 0.4;

// createThrowawayPostgres reads TEST_DATABASE_URL when its module loads, so the default is
// set first and the module imported after.
process.env.TEST_DATABASE_URL = databaseServerUrl();
const { createThrowawayPostgres } = await import('../apps/api/src/test-support/postgres');

async function openMemberAccounts(db: Database): Promise<{ brandId: string; accountIds: number[] }> {
  const brand = await createTestBrand(db);
  const accountIds: number[] = [];
  for (let index = 0; index < ACCOUNT_COUNT; index += 1) {
    const { creditAccountId } = await createFundedMember(db, brand.id, { creditSatang: OPENING_CREDIT_SATANG, passwordHash: 'x' });
    accountIds.push(creditAccountId);
  }
  return { brandId: brand.id, accountIds };
}

function pickTwoAccounts(accountIds: number[]): [number, number] {
  const from = randomInt(accountIds.length);
  const to = (from + randomInt(1, accountIds.length)) % accountIds.length;
  const fromAccountId = accountIds[from];
  const toAccountId = accountIds[to];
  if (fromAccountId === undefined || toAccountId === undefined) throw new Error('account index out of range');
  return [fromAccountId, toAccountId];
}

async function databaseUrlOf(db: Database): Promise<string> {
  const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
  if (!row) throw new Error('current_database() returned no row');
  const url = new URL(databaseServerUrl());
  url.pathname = `/${row.name}`;
  return url.toString();
}

/** Money must be where the transfers put it: every bench transfer recorded and the members' total unchanged. */
async function checkLedger(db: Database, brandId: string, count: number): Promise<string> {
  const [row] = await queryRows<{ transfers: number; total: number }>(
    db,
    sql`select
      (select count(*) from ledger_transfers where idempotency_key like 'bench:%') as transfers,
      (select sum(balance_satang)::bigint from ledger_accounts where brand_id = ${brandId} and member_id is not null) as total`,
  );
  const isTotalKept = row?.total === ACCOUNT_COUNT * OPENING_CREDIT_SATANG;
  return `${formatNumber(row?.transfers ?? 0)} of ${formatNumber(count)} transfers recorded; member total ${isTotalKept ? 'unchanged' : 'CHANGED'}`;
}

function printRate(label: string, count: number, elapsedMs: number): number {
  const perSecond = count / (elapsedMs / 1000);
  console.log(`${label.padEnd(32)} ${formatNumber(count)} in ${(elapsedMs / 1000).toFixed(2)} s = ${formatNumber(perSecond)} /s`);
  return perSecond;
}

await runBench(async (cleanup) => {
  const count = Math.round(readPositiveNumber('BENCH_LEDGER_TRANSFERS', 20_000));
  console.log(describeMachine());
  const database = await createThrowawayPostgres(POOL_SIZE);
  cleanup.defer('drop throwaway database', () => database.drop());
  const { brandId, accountIds } = await openMemberAccounts(database.db);
  console.log(`${ACCOUNT_COUNT} funded accounts, ${CLIENT_COUNT} concurrent clients, amount 1 satang\n`);

  // The floor gets its own pool, closed before the ledger runs: both pools open at once would pass max_connections (100 by default).
  const floorMs = await measureCounterUpdates(await databaseUrlOf(database.db), count, CLIENT_COUNT);
  const ledgerMs = await runConcurrently(count, CLIENT_COUNT, async () => {
    const [fromAccountId, toAccountId] = pickTwoAccounts(accountIds);
    await transfer(database.db, {
      at: new Date(),
      brandId,
      fromAccountId,
      toAccountId,
      amountSatang: 1,
      kind: 'test',
      idempotencyKey: `bench:${randomUUID()}`,
    });
  });

  const floorRate = printRate('plain UPDATE transactions:', count, floorMs);
  const ledgerRate = printRate('ledger transfers:', count, ledgerMs);
  const ratio = ledgerRate / floorRate;
  console.log(`\nledger target: ratio >= ${TARGET_RATIO}`);
  console.log(`ledger ratio: ${ratio.toFixed(2)} (${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`);
  console.log(`check: ${await checkLedger(database.db, brandId, count)}`);
});
