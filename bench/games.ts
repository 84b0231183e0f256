import { randomUUID } from 'node:crypto';
import { HOUSE_PROVIDER_CODE } from '@app/contract/house-games/outcome';
import { connectPostgres } from '../apps/api/src/db/client';
import { signRequest } from '../apps/api/src/lib/signed-request';
import { getAccountBalance } from '../apps/api/src/modules/ledger/ledger.service';
import { createGameSession } from '../apps/api/src/modules/provider-wallet/game-sessions.service';
import { findProvider } from '../apps/api/src/modules/provider-wallet/provider-wallet.repo';
import { createFundedMember } from '../apps/api/src/test-support/fixtures';
import { databaseServerUrl, readPositiveNumber } from './support/bench-env';
import { startChildServer, waitUntilAnswering } from './support/child-server';
import { runBench } from './support/cleanup-stack';
import { measureCounterUpdates } from './support/counter-updates';
import { findFreePort } from './support/free-port';
import { describeMachine } from './support/machine';
import { createKeepAliveClient } from './support/keep-alive-client';
import { formatNumber } from './support/print-table';
import { runConcurrently } from './support/run-concurrently';
import { createThrowawayDatabase } from './support/throwaway-database';

/**
 * Signed bet-plus-win round trips per second through the provider API (the real API in a child
 * process, on a throwaway PostgreSQL database), 64 players at once, next to the database's floor
 * (one-row UPDATE transactions) on the same database. Figures are printed, never asserted.
 */

const PLAYERS = 64;
const TARGET_RATIO = 0.3;
const OPENING_CREDIT_SATANG = 1_000_000_00;
const BET_SATANG = 100;
const WIN_SATANG = 50;

interface Player {
  token: string;
  creditAccountId: number;
}

await runBench(async (cleanup) => {
  const roundTrips = Math.round(readPositiveNumber('BENCH_GAME_ROUNDS', 5_000));
  console.log(describeMachine());
  const database = await createThrowawayDatabase(databaseServerUrl(), 'bench_games');
  cleanup.defer(`drop database ${database.name}`, () => database.drop());

  const port = await findFreePort();
  const api = startChildServer('api', 'apps/api/src/server.ts', { DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  cleanup.defer('stop api', () => api.stop());
  const baseUrl = `http://127.0.0.1:${port}`;
  // The first start migrates and seeds the demo brand, which carries the house provider.
  await waitUntilAnswering(api, `${baseUrl}/api/setting`);

  const handle = connectPostgres(database.url, 8);
  cleanup.defer('close bench pool', () => handle.close());
  const brandId = ((await handle.db.execute('select id from brands where is_default')) as unknown as { rows: { id: string }[] }).rows[0]?.id ?? '';
  const provider = await findProvider(handle.db, brandId, HOUSE_PROVIDER_CODE);
  if (!provider) throw new Error('the house provider was not seeded');
  const players: Player[] = [];
  for (let index = 0; index < PLAYERS; index += 1) {
    const { member, creditAccountId } = await createFundedMember(handle.db, brandId, { creditSatang: OPENING_CREDIT_SATANG, passwordHash: 'x' });
    const token = await createGameSession(handle.db, { brandId, memberId: member.id, providerId: provider.id, gameCode: 'house-slot', now: new Date() });
    players.push({ token, creditAccountId });
  }

  const client = createKeepAliveClient(baseUrl, PLAYERS);
  cleanup.defer('close http client', async () => client.close());
  const call = async (operation: 'bet' | 'win', body: Record<string, unknown>) => {
    const path = `/api/provider/${HOUSE_PROVIDER_CODE}/${operation}`;
    const payload = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signRequest(provider.secret, { timestampSeconds: timestamp, method: 'POST', path, rawBody: payload }),
    };
    const reply = await client.post(path, headers, payload);
    if (reply.status !== 200) throw new Error(`${operation} answered ${reply.status}: ${reply.body}`);
  };
  const roundsPerPlayer = new Array<number>(PLAYERS).fill(0);
  let next = 0;
  const playRound = async () => {
    const index = next++ % PLAYERS;
    const player = players[index];
    if (!player) throw new Error('no player');
    roundsPerPlayer[index] = (roundsPerPlayer[index] ?? 0) + 1;
    const roundId = randomUUID();
    const base = { token: player.token, roundId, gameCode: 'house-slot' };
    await call('bet', { ...base, transactionId: `${roundId}:bet`, amountSatang: BET_SATANG });
    await call('win', { ...base, transactionId: `${roundId}:win`, amountSatang: WIN_SATANG });
  };

  console.log(`${PLAYERS} players, ${formatNumber(roundTrips)} rounds (bet ${BET_SATANG} + win ${WIN_SATANG} satang), signed HTTP to ${baseUrl}\n`);
  await runConcurrently(Math.min(200, roundTrips), PLAYERS, playRound); // warm-up
  const warmedUp = next;
  const gameMs = await runConcurrently(roundTrips, PLAYERS, playRound);
  const floorMs = await measureCounterUpdates(database.url, roundTrips, PLAYERS);

  const gameRate = roundTrips / (gameMs / 1000);
  const floorRate = roundTrips / (floorMs / 1000);
  console.log(`${'bet+win round trips:'.padEnd(32)} ${formatNumber(roundTrips)} in ${(gameMs / 1000).toFixed(2)} s = ${formatNumber(gameRate)} /s`);
  console.log(`${'plain UPDATE transactions:'.padEnd(32)} ${formatNumber(roundTrips)} in ${(floorMs / 1000).toFixed(2)} s = ${formatNumber(floorRate)} /s`);
  const ratio = gameRate / floorRate;
  console.log(`\ngames target: ratio >= ${TARGET_RATIO}`);
  console.log(`games ratio: ${ratio.toFixed(2)} (${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`);

  let mismatched = 0;
  for (const [index, player] of players.entries()) {
    const expected = OPENING_CREDIT_SATANG - (roundsPerPlayer[index] ?? 0) * (BET_SATANG - WIN_SATANG);
    if ((await getAccountBalance(handle.db, player.creditAccountId)) !== expected) mismatched += 1;
  }
  console.log(`check: ${formatNumber(next)} rounds (${warmedUp} warm-up); ${mismatched === 0 ? 'every balance as expected' : `${mismatched} balances WRONG`}`);
});
