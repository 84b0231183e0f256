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
import { formatNumber, printTable } from './support/print-table';

/**
 * HTTP throughput of the real API (a child process on a throwaway PostgreSQL database) next to
 * two bare Fastify servers on the same machine: hello-world (no database) and the select floor
 * (one indexed SELECT through a pool of the API's size, on the API's database). Each API route
 * is read against the bare server that does the least it must do. Figures are printed, never
 * asserted.
 */

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
/** The API's DATABASE_POOL_SIZE default, given to the API and the select floor alike. */
const DATABASE_POOL_SIZE = loadConfig({}).database.poolSize;

const TARGET_NAMES = {
  helloWorld: 'hello-world GET /',
  selectFloor: 'select floor GET /',
  setting: 'GET /api/setting',
  getCredit: 'POST getCredit',
};

/** Each API route against its floor, and the least share of the floor's rate it should reach. */
const TARGETS = [
  { label: 'setting', route: TARGET_NAMES.setting, floor: TARGET_NAMES.helloWorld, ratio: 0.7 },
  { label: 'getCredit', route: TARGET_NAMES.getCredit, floor: TARGET_NAMES.selectFloor, ratio: 0.6 },
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

function printResults(results: TimedResult[], durationSeconds: number): void {
  const rateOf = (name: string) => results.find((result) => result.name === name)?.requestsPerSecond ?? Number.NaN;
  const helloWorldRps = rateOf(TARGET_NAMES.helloWorld);
  console.log(`\n${CONNECTIONS} connections, ${durationSeconds} s per target (after ${WARMUP_SECONDS} s warm-up), autocannon in this process`);
  console.log(`api and select floor: DATABASE_POOL_SIZE=${DATABASE_POOL_SIZE}, the same database`);
  console.log('server µs, autocannon µs: CPU per answered request (user + system, every thread; /proc, 10 ms ticks)\n');
  printTable(
    ['target', 'requests/s', 'p99 ms', 'ratio to hello-world', 'server µs', 'autocannon µs', '2xx', 'non-2xx', 'errors', 'seconds'],
    results.map((result) => [
      result.name,
      formatNumber(result.requestsPerSecond),
      formatNumber(result.p99LatencyMs),
      formatNumber(result.requestsPerSecond / helloWorldRps, 2),
      formatNumber(result.cpu.get('server') ?? Number.NaN),
      formatNumber(result.cpu.get('autocannon') ?? Number.NaN),
      formatNumber(result.responses2xx),
      formatNumber(result.responsesNon2xx),
      formatNumber(result.errors),
      formatNumber(result.elapsedSeconds, 1),
    ]),
  );
  for (const target of TARGETS) {
    const ratio = rateOf(target.route) / rateOf(target.floor);
    console.log(`\n${target.label} target: requests/s ratio ${target.route} / ${target.floor} >= ${target.ratio}`);
    console.log(`${target.label} ratio: ${formatNumber(ratio, 2)} (${ratio >= target.ratio ? 'met' : 'NOT met'})`);
  }
  const failing = results.filter((result) => result.responsesNon2xx > 0 || result.errors > 0);
  for (const result of failing) {
    console.log(`warning: ${result.name} had ${result.responsesNon2xx} non-2xx responses and ${result.errors} errors`);
  }
}

await runBench(async (cleanup) => {
  const durationSeconds = readPositiveNumber('BENCH_DURATION_SECONDS', 10);
  console.log(describeMachine());
  const pool = { DATABASE_POOL_SIZE: String(DATABASE_POOL_SIZE) };
  const helloWorld = await startBareServer(cleanup, 'hello-world', 'bench/hello-world-server.ts');
  const api = await startApi(cleanup, pool);
  const selectFloor = await startBareServer(cleanup, 'select-floor', 'bench/select-floor-server.ts', { ...pool, DATABASE_URL: api.databaseUrl });
  const getCredit = getCreditTarget(api.apiUrl, await logIn(api.apiUrl));
  await assertGetCreditAnswers(getCredit);

  const targets: TimedTarget[] = [
    { name: TARGET_NAMES.helloWorld, url: `${helloWorld.url}/`, processGroup: helloWorld.processGroup },
    { name: TARGET_NAMES.selectFloor, url: `${selectFloor.url}/`, processGroup: selectFloor.processGroup },
    { name: TARGET_NAMES.setting, url: `${api.apiUrl}/api/setting`, processGroup: api.processGroup },
    { ...getCredit, processGroup: api.processGroup },
  ];
  const results: TimedResult[] = [];
  for (const target of targets) {
    console.log(`running ${target.name} ...`);
    // Unreported: lets V8 optimise the hot path and the pools open their connections.
    await runLoad(target, { connections: CONNECTIONS, durationSeconds: Math.min(WARMUP_SECONDS, durationSeconds) });
    results.push(await runTimed(target, durationSeconds));
  }
  printResults(results, durationSeconds);
});
