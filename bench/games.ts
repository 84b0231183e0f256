import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { HUB88_SIGNATURE_HEADER, isHub88SignatureValid, signHub88Body } from '@app/contract/hub88/signature';
import { connectPostgres, type Database } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/raw-query';
import { createSecretsKey, readSecretsKey, secretBox } from '../apps/api/src/lib/secret-box';
import { connectAggregator } from '../apps/api/src/modules/aggregators/connect-aggregator.service';
import { getAccountBalance } from '../apps/api/src/modules/ledger/ledger.service';
import { createGameSession } from '../apps/api/src/modules/provider-wallet/game-sessions.service';
import { createFundedMember } from '../apps/api/src/test-support/fixtures';
import { createRsaKeyPair } from '@app/contract/hub88/key-pair';
import { databaseServerUrl, readPositiveNumber } from './support/bench-env';
import { startChildServer, waitUntilAnswering } from './support/child-server';
import { runBench, type CleanupStack } from './support/cleanup-stack';
import { findFreePort } from './support/free-port';
import { hub88Lane, roundsForPlayer, type Hub88Player } from './support/hub88-rounds';
import { createKeepAliveClient, type PostReply } from './support/keep-alive-client';
import { describeMachine } from './support/machine';
import { percentile } from './support/percentile';
import { cpuMicrosecondsPerCall, readCpuSeconds, type CpuParts } from './support/process-cpu';
import { formatNumber, printTable } from './support/print-table';
import { sendInLanes, type TimedCalls } from './support/timed-calls';
import { createThrowawayDatabase } from './support/throwaway-database';

/**
 * Hub88 bet-plus-win round trips through the real API (a child process on a throwaway PostgreSQL
 * database), RSA-signed as Hub88 signs them, 64 players at once; beside it the floor for an HTTP
 * call that writes (bench/update-floor-server.ts), driven by the same load generator over as many
 * connections. Figures are printed; only failed calls and wrong balances stop the bench.
 */

const PLAYERS = 64;
/** The API's DATABASE_POOL_SIZE default, given to both servers so neither has more connections. */
const DATABASE_POOL_SIZE = 20;
const TARGET_RATIO = 0.5;
const WARM_UP_ROUNDS = 200;
const OPENING_CREDIT_SATANG = 1_000_000_00;
const ROUND = { gameCode: 'bench-slot', betSatang: 100, winSatang: 50 };
const HUB88_CODE = 'HUB88';

interface Player extends Hub88Player {
  creditAccountId: number;
}

async function startServers(cleanup: CleanupStack, databaseUrl: string, secretsKey: string) {
  const shared = { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(DATABASE_POOL_SIZE) };
  const apiPort = await findFreePort();
  const api = startChildServer('api', 'apps/api/src/server.ts', {
    ...shared,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SECRETS_KEY: secretsKey,
  });
  cleanup.defer('stop api', () => api.stop());
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // The first start migrates and seeds the demo brand, which 127.0.0.1 resolves to.
  await waitUntilAnswering(api, `${apiUrl}/api/setting`);
  const floorPort = await findFreePort();
  const floor = startChildServer('update-floor', 'bench/update-floor-server.ts', { ...shared, PORT: String(floorPort) });
  cleanup.defer('stop update-floor', () => floor.stop());
  const floorUrl = `http://127.0.0.1:${floorPort}`;
  await waitUntilAnswering(floor, `${floorUrl}/ready`);
  return { apiUrl, floorUrl, apiGroup: api.processGroup, floorGroup: floor.processGroup };
}

/** The demo brand's HUB88 aggregator with fresh key pairs, and `PLAYERS` funded members with a game session each. */
async function seedHub88(db: Database, secretsKey: string) {
  const [brand] = await queryRows<{ id: string }>(db, sql`select id from brands where is_default`);
  if (!brand) throw new Error('the demo brand was not seeded');
  const aggregatorKeys = createRsaKeyPair();
  const operatorKeys = createRsaKeyPair();
  const provider = await connectAggregator(db, secretBox(readSecretsKey(secretsKey)), {
    brandId: brand.id,
    code: HUB88_CODE,
    name: 'Hub88',
    protocol: 'hub88',
    // Never called during the bench; a closed port on loopback if the catalogue sync ever tries.
    apiUrl: 'http://127.0.0.1:9/hub88',
    operatorId: 1,
    aggregatorPublicKey: aggregatorKeys.publicKey,
    operatorPrivateKey: operatorKeys.privateKey,
    allowsDemo: false,
  });
  const players: Player[] = [];
  for (let index = 0; index < PLAYERS; index += 1) {
    const { member, creditAccountId } = await createFundedMember(db, brand.id, { creditSatang: OPENING_CREDIT_SATANG, passwordHash: 'x' });
    const token = await createGameSession(db, { brandId: brand.id, memberId: member.id, providerId: provider.id, gameCode: ROUND.gameCode, now: new Date() });
    players.push({ memberId: member.id, token, creditAccountId });
  }
  return { players, aggregatorPrivateKey: aggregatorKeys.privateKey, operatorPublicKey: operatorKeys.publicKey };
}

/** Each player's calls for `rounds` rounds in all: signed for Hub88, or with a dummy signature of the same length for the floor. */
function lanesFor(players: Player[], rounds: number, aggregatorPrivateKey: string) {
  const hub88Target = {
    betPath: `/api/provider/${HUB88_CODE}/transaction/bet`,
    winPath: `/api/provider/${HUB88_CODE}/transaction/win`,
    sign: (body: string) => signHub88Body(body, aggregatorPrivateKey),
  };
  const dummySignature = 'A'.repeat(signHub88Body('{}', aggregatorPrivateKey).length);
  const floorTarget = { betPath: '/', winPath: '/', sign: () => dummySignature };
  const share = (index: number) => roundsForPlayer(index, PLAYERS, rounds);
  return {
    hub88: players.map((player, index) => hub88Lane(player, share(index), ROUND, hub88Target)),
    floor: players.map((player, index) => hub88Lane(player, share(index), ROUND, floorTarget)),
    roundsOf: players.map((_, index) => share(index)),
  };
}

const describeNotOk = (reply: PostReply) =>
  reply.status === 200 && reply.body.includes('"status":"RS_OK"') ? undefined : `${reply.status} ${reply.body.slice(0, 300)}`;

function assertNoFailures(what: string, result: TimedCalls): void {
  if (result.failures > 0) {
    throw new Error(`${what}: ${result.failures} of ${result.calls} calls failed, for example:\n  ${result.failureExamples.join('\n  ')}`);
  }
}

function printSetup(run: { rounds: number; warmUpRounds: number; signingSeconds: number; apiUrl: string; floorUrl: string }): void {
  console.log(`${PLAYERS} players, ${formatNumber(run.rounds)} rounds (bet ${ROUND.betSatang} + win ${ROUND.winSatang} satang), 2 calls each`);
  console.log(
    `hub88: ${run.apiUrl}/api/provider/${HUB88_CODE}/transaction/{bet,win}, bodies RSA-signed (2048-bit) before the clock starts: ${formatNumber(2 * (run.rounds + run.warmUpRounds))} in ${formatNumber(run.signingSeconds, 1)} s`,
  );
  console.log(`floor: ${run.floorUrl}/ (bare Fastify, BEGIN; one-row UPDATE; COMMIT), same body sizes and a dummy signature header of the same length`);
  console.log(
    `both: DATABASE_POOL_SIZE=${DATABASE_POOL_SIZE}, ${PLAYERS} kept-alive node:http connections from this process, each player's calls one at a time`,
  );
  console.log(
    `order: ${run.warmUpRounds} warm-up rounds on hub88, then on the floor (not timed); then hub88 timed, then the floor timed, one after the other\n`,
  );
}

/** CPU per call of each process, µs, for a timed run: where the calls' time goes on shared cores. */
type CpuPerCall = Map<string, number>;

function printCpu(hub88: CpuPerCall, floor: CpuPerCall): void {
  const parts = ['load generator', 'server', 'postgres'];
  const total = (perCall: CpuPerCall) => parts.reduce((sum, part) => sum + (perCall.get(part) ?? 0), 0);
  const row = (name: string, perCall: CpuPerCall) => [name, ...parts.map((part) => formatNumber(perCall.get(part) ?? 0)), formatNumber(total(perCall))];
  console.log('\nCPU per call, µs (user + system, every thread; /proc, 10 ms ticks):');
  printTable(['target', ...parts, 'total'], [row('hub88 bet+win', hub88), row('update floor', floor)]);
}

function printFigures(rounds: number, hub88: TimedCalls, floor: TimedCalls): void {
  const rate = (result: TimedCalls) => result.calls / (result.elapsedMs / 1000);
  const row = (name: string, result: TimedCalls) => [
    name,
    formatNumber(result.calls),
    formatNumber(result.elapsedMs / 1000, 2),
    formatNumber(rate(result)),
    formatNumber(percentile(result.callDurationsMs, 50), 1),
    formatNumber(percentile(result.callDurationsMs, 99), 1),
    formatNumber(result.failures),
  ];
  printTable(['target', 'calls', 'seconds', 'calls/s', 'p50 ms', 'p99 ms', 'failed'], [row('hub88 bet+win', hub88), row('update floor', floor)]);
  const ratio = rate(hub88) / rate(floor);
  console.log(
    `\nhub88 round trips (bet + win): ${formatNumber(rounds)} in ${formatNumber(hub88.elapsedMs / 1000, 2)} s = ${formatNumber(rounds / (hub88.elapsedMs / 1000))} /s`,
  );
  console.log(`games target: calls/s ratio hub88 / floor >= ${TARGET_RATIO}`);
  console.log(`games ratio: ${formatNumber(ratio, 2)} (${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`);
}

/** Players whose balance is not the opening credit less (bet - win) for every round they played. */
async function countWrongBalances(db: Database, players: Player[], roundsPlayedBy: (index: number) => number): Promise<number> {
  let mismatched = 0;
  for (const [index, player] of players.entries()) {
    const expected = OPENING_CREDIT_SATANG - roundsPlayedBy(index) * (ROUND.betSatang - ROUND.winSatang);
    if ((await getAccountBalance(db, player.creditAccountId)) !== expected) mismatched += 1;
  }
  return mismatched;
}

await runBench(async (cleanup) => {
  const rounds = Math.round(readPositiveNumber('BENCH_GAME_ROUNDS', 5_000));
  const warmUpRounds = Math.min(WARM_UP_ROUNDS, rounds);
  console.log(describeMachine());
  const database = await createThrowawayDatabase(databaseServerUrl(), 'bench_games');
  cleanup.defer(`drop database ${database.name}`, () => database.drop());
  // The API opens the operator's key the bench seals with this one.
  const secretsKey = createSecretsKey();
  const { apiUrl, floorUrl, apiGroup, floorGroup } = await startServers(cleanup, database.url, secretsKey);
  const handle = connectPostgres(database.url, 8);
  cleanup.defer('close bench pool', () => handle.close());
  const { players, aggregatorPrivateKey, operatorPublicKey } = await seedHub88(handle.db, secretsKey);

  const signingStartedAtMs = performance.now();
  const warmUp = lanesFor(players, warmUpRounds, aggregatorPrivateKey);
  const measured = lanesFor(players, rounds, aggregatorPrivateKey);
  const signingSeconds = (performance.now() - signingStartedAtMs) / 1000;
  printSetup({ rounds, warmUpRounds, signingSeconds, apiUrl, floorUrl });

  const hub88Client = createKeepAliveClient(apiUrl, PLAYERS);
  cleanup.defer('close hub88 client', async () => hub88Client.close());
  const floorClient = createKeepAliveClient(floorUrl, PLAYERS);
  cleanup.defer('close floor client', async () => floorClient.close());
  // Every warm-up reply's signature is checked with the operator's public key; the timed calls'
  // are not, since checking costs CPU in this process, which shares the cores with the servers.
  const describeUnsigned = (reply: PostReply) => {
    const signature = reply.headers[HUB88_SIGNATURE_HEADER];
    const isSigned = isHub88SignatureValid(reply.body, typeof signature === 'string' ? signature : undefined, operatorPublicKey);
    return describeNotOk(reply) ?? (isSigned ? undefined : 'reply not signed with the operator key');
  };
  assertNoFailures('hub88 warm-up', await sendInLanes(hub88Client.post, warmUp.hub88, describeUnsigned));
  assertNoFailures('floor warm-up', await sendInLanes(floorClient.post, warmUp.floor, describeNotOk));
  const cpuParts = (serverGroup: number): CpuParts => ({
    'load generator': 'self',
    server: { processGroup: serverGroup },
    postgres: { command: 'postgres' },
  });
  const timed = async (client: typeof hub88Client, lanes: typeof measured.hub88, serverGroup: number) => {
    const before = readCpuSeconds(cpuParts(serverGroup));
    const result = await sendInLanes(client.post, lanes, describeNotOk);
    return { result, cpu: cpuMicrosecondsPerCall(before, readCpuSeconds(cpuParts(serverGroup)), result.calls) };
  };
  const hub88 = await timed(hub88Client, measured.hub88, apiGroup);
  const floor = await timed(floorClient, measured.floor, floorGroup);
  printFigures(rounds, hub88.result, floor.result);
  printCpu(hub88.cpu, floor.cpu);
  assertNoFailures('hub88', hub88.result);
  assertNoFailures('floor', floor.result);

  const mismatched = await countWrongBalances(handle.db, players, (index) => (warmUp.roundsOf[index] ?? 0) + (measured.roundsOf[index] ?? 0));
  console.log(
    `check: ${formatNumber(rounds + warmUpRounds)} rounds (${warmUpRounds} warm-up); ${mismatched === 0 ? 'every balance as expected' : `${mismatched} balances WRONG`}`,
  );
  if (mismatched > 0) throw new Error(`${mismatched} of ${PLAYERS} balances are not opening - rounds x (bet - win)`);
});
