import { creditResponseSchema } from '@app/contract/user';
import { loadConfig } from '../apps/api/src/config';
import { readPositiveNumber } from './support/bench-env';
import { benchMember, logIn, startApi } from './support/api-server';
import { startChildServer, waitUntilAnswering } from './support/child-server';
import { runBench, type CleanupStack } from './support/cleanup-stack';
import { findFreePort } from './support/free-port';
import { runLoad, type LoadResult, type LoadTarget } from './support/load-test';
import { describeMachine } from './support/machine';
import { cpuMicrosecondsPerCall, readCpuSeconds, type CpuParts } from './support/process-cpu';
import { median } from './support/median';
import { formatNumber, printTable } from './support/print-table';

/**
 * HTTP throughput of the real API (a child process on a throwaway PostgreSQL database) next to
 * four bare Fastify servers on the same machine: hello-world (no database), the same reply (the
 * API's setting reply, byte for byte), the select floor (one indexed SELECT through a pool of the
 * API's size, on the API's database) and the same statement (getCredit's own SQL, the same way).
 * Each API route is read against the bare server that does the least it must do. The targets
 * take turns, round after round, and each ratio is read within one round: this machine's speed
 * drifts by a third within minutes, and a ratio of two runs a minute apart would measure the
 * drift. Figures are printed, never asserted.
 */

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
/** The API's DATABASE_POOL_SIZE default, given to the API and the select floor alike. */
const DATABASE_POOL_SIZE = loadConfig({}).database.poolSize;

const TARGET_NAMES = {
  helloWorld: 'hello-world GET /',
  sameReply: 'same reply GET /',
  selectFloor: 'select floor GET /',
  sameStatement: 'same statement GET /',
  setting: 'GET /api/setting',
  getCredit: 'POST getCredit',
};

/** Each API route against its floor, and the least share of the floor's rate it should reach. */
const TARGETS = [
  { label: 'setting', route: TARGET_NAMES.setting, floor: TARGET_NAMES.helloWorld, ratio: 0.7 },
  { label: 'getCredit', route: TARGET_NAMES.getCredit, floor: TARGET_NAMES.selectFloor, ratio: 0.6 },
];

/**
 * Ratios printed for reading, with no target: how much of each target ratio is the reply's size
 * or getCredit's statement, and how much the API's own work.
 */
const READINGS = [
  { label: "same reply / hello-world (the reply's bytes)", route: TARGET_NAMES.sameReply, floor: TARGET_NAMES.helloWorld },
  { label: "setting / same reply (the API's own work)", route: TARGET_NAMES.setting, floor: TARGET_NAMES.sameReply },
  { label: "same statement / select floor (getCredit's statement)", route: TARGET_NAMES.sameStatement, floor: TARGET_NAMES.selectFloor },
  { label: "getCredit / same statement (the API's own work)", route: TARGET_NAMES.getCredit, floor: TARGET_NAMES.sameStatement },
];

async function startBareServer(
  cleanup: CleanupStack,
  name: string,
  script: string,
  environment: Record<string, string> = {},
): Promise<{ url: string; processGroup: number }> {
  const port = await findFreePort();
  const server = startChildServer(name, script, { ...environment, PORT: String(port) });
  cleanup.defer(`stop ${name}`, () => server.stop());
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(server, `${baseUrl}/`);
  console.log(`${name}: ${baseUrl}`);
  return { url: baseUrl, processGroup: server.processGroup };
}

interface TimedTarget extends LoadTarget {
  /** The process group of the server that answers it. */
  processGroup: number;
}

interface TimedResult extends LoadResult {
  /** CPU per answered request, µs: 'server' (its process group) and 'autocannon' (this process). */
  cpu: Map<string, number>;
}

/** One target's load, with the CPU its server and autocannon spent on each answer (/proc, 10 ms ticks). */
async function runTimed(target: TimedTarget, durationSeconds: number): Promise<TimedResult> {
  const parts: CpuParts = { server: { processGroup: target.processGroup }, autocannon: 'self' };
  const before = readCpuSeconds(parts);
  const result = await runLoad(target, { connections: CONNECTIONS, durationSeconds });
  const answered = result.responses2xx + result.responsesNon2xx;
  return { ...result, cpu: cpuMicrosecondsPerCall(before, readCpuSeconds(parts), answered) };
}

function getCreditTarget(apiUrl: string, token: string): LoadTarget {
  return {
    name: TARGET_NAMES.getCredit,
    url: `${apiUrl}/api/auth/user/getCredit/${benchMember.username}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ balanceType: 'credit' }),
  };
}

/** One call before the load, so a broken login or route stops the bench instead of timing 401s. */
async function assertGetCreditAnswers(target: LoadTarget): Promise<void> {
  const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  if (!response.ok) throw new Error(`getCredit answered ${response.status}: ${await response.text()}`);
  const credit = creditResponseSchema.parse(await response.json());
  console.log(`getCredit check: balance ${credit.data.balanceSatang} satang`);
}

/** One figure of a target over the rounds: the median. */
function medianOf(rounds: TimedResult[], figure: (result: TimedResult) => number): number {
  return median(rounds.map(figure));
}

/** A route's ratio to its floor in each round (both measured minutes apart at most). */
function ratiosByRound(results: Map<string, TimedResult[]>, route: string, floor: string): number[] {
  const routeRounds = results.get(route) ?? [];
  const floorRounds = results.get(floor) ?? [];
  return routeRounds.map((result, round) => result.requestsPerSecond / (floorRounds[round]?.requestsPerSecond ?? Number.NaN));
}

function describeRatios(ratios: number[]): string {
  return `${formatNumber(median(ratios), 2)} (rounds ${ratios.map((ratio) => formatNumber(ratio, 2)).join(', ')})`;
}

/** The same statement must find the bench member's session, or its figures would time an error. */
async function assertSameStatementAnswers(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the same statement answered ${response.status}: ${await response.text()}`);
  console.log(`same statement check: ${await response.text()}`);
}

function printResults(results: Map<string, TimedResult[]>, rounds: number, durationSeconds: number): void {
  console.log(
    `\n${CONNECTIONS} connections, ${rounds} rounds of ${durationSeconds} s per target (each after a ${WARMUP_SECONDS} s warm-up), autocannon in this process`,
  );
  console.log(`api and select floor: DATABASE_POOL_SIZE=${DATABASE_POOL_SIZE}, the same database`);
  console.log("medians over the rounds; ratio to hello-world: the median of the rounds' ratios");
  console.log('server µs, autocannon µs: CPU per answered request (user + system, every thread; /proc, 10 ms ticks)\n');
  printTable(
    ['target', 'requests/s', 'p99 ms', 'ratio to hello-world', 'server µs', 'autocannon µs', '2xx', 'non-2xx', 'errors'],
    [...results].map(([name, byRound]) => [
      name,
      formatNumber(medianOf(byRound, (result) => result.requestsPerSecond)),
      formatNumber(medianOf(byRound, (result) => result.p99LatencyMs)),
      formatNumber(median(ratiosByRound(results, name, TARGET_NAMES.helloWorld)), 2),
      formatNumber(medianOf(byRound, (result) => result.cpu.get('server') ?? Number.NaN)),
      formatNumber(medianOf(byRound, (result) => result.cpu.get('autocannon') ?? Number.NaN)),
      formatNumber(byRound.reduce((sum, result) => sum + result.responses2xx, 0)),
      formatNumber(byRound.reduce((sum, result) => sum + result.responsesNon2xx, 0)),
      formatNumber(byRound.reduce((sum, result) => sum + result.errors, 0)),
    ]),
  );
  console.log('');
  for (const reading of READINGS) console.log(`${reading.label}: ${describeRatios(ratiosByRound(results, reading.route, reading.floor))}`);
  for (const target of TARGETS) {
    const ratios = ratiosByRound(results, target.route, target.floor);
    console.log(`\n${target.label} target: requests/s ratio ${target.route} / ${target.floor} >= ${target.ratio}`);
    console.log(`${target.label} ratio: ${describeRatios(ratios)} (${median(ratios) >= target.ratio ? 'met' : 'NOT met'})`);
  }
  for (const [name, byRound] of results) {
    const failed = byRound.reduce((sum, result) => sum + result.responsesNon2xx + result.errors, 0);
    if (failed > 0) console.log(`warning: ${name} had ${failed} non-2xx responses or errors`);
  }
}

await runBench(async (cleanup) => {
  const durationSeconds = readPositiveNumber('BENCH_DURATION_SECONDS', 5);
  const rounds = Math.round(readPositiveNumber('BENCH_ROUNDS', 3));
  console.log(describeMachine());
  const pool = { DATABASE_POOL_SIZE: String(DATABASE_POOL_SIZE) };
  const helloWorld = await startBareServer(cleanup, 'hello-world', 'bench/hello-world-server.ts');
  const api = await startApi(cleanup, pool);
  const sameReply = await startBareServer(cleanup, 'same-reply', 'bench/same-reply-server.ts', { REPLY_URL: `${api.apiUrl}/api/setting` });
  const selectFloor = await startBareServer(cleanup, 'select-floor', 'bench/select-floor-server.ts', { ...pool, DATABASE_URL: api.databaseUrl });
  const token = await logIn(api.apiUrl);
  const getCredit = getCreditTarget(api.apiUrl, token);
  await assertGetCreditAnswers(getCredit);
  const sameStatement = await startBareServer(cleanup, 'same-statement', 'bench/same-statement-server.ts', {
    ...pool,
    DATABASE_URL: api.databaseUrl,
    SESSION_TOKEN: token,
  });
  await assertSameStatementAnswers(`${sameStatement.url}/`);

  const targets: TimedTarget[] = [
    { name: TARGET_NAMES.helloWorld, url: `${helloWorld.url}/`, processGroup: helloWorld.processGroup },
    { name: TARGET_NAMES.sameReply, url: `${sameReply.url}/`, processGroup: sameReply.processGroup },
    { name: TARGET_NAMES.selectFloor, url: `${selectFloor.url}/`, processGroup: selectFloor.processGroup },
    { name: TARGET_NAMES.sameStatement, url: `${sameStatement.url}/`, processGroup: sameStatement.processGroup },
    { name: TARGET_NAMES.setting, url: `${api.apiUrl}/api/setting`, processGroup: api.processGroup },
    { ...getCredit, processGroup: api.processGroup },
  ];
  const results = new Map<string, TimedResult[]>(targets.map((target) => [target.name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      console.log(`round ${round}/${rounds}: ${target.name} ...`);
      // Unreported: lets V8 optimise the hot path and the pools open their connections.
      await runLoad(target, { connections: CONNECTIONS, durationSeconds: Math.min(WARMUP_SECONDS, durationSeconds) });
      results.get(target.name)?.push(await runTimed(target, durationSeconds));
    }
  }
  printResults(results, rounds, durationSeconds);
});
