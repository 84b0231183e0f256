import { creditResponseSchema } from '@app/contract/user';
import { readPositiveNumber } from './support/bench-env';
import { benchMember, logIn, startApi } from './support/api-server';
import { startChildServer, waitUntilAnswering } from './support/child-server';
import { runBench, type CleanupStack } from './support/cleanup-stack';
import { findFreePort } from './support/free-port';
import { runLoad, type LoadResult, type LoadTarget } from './support/load-test';
import { describeMachine } from './support/machine';
import { formatNumber, printTable } from './support/print-table';

/**
 * HTTP throughput of the real API (a child process on a throwaway PostgreSQL database) next to
 * a bare Fastify server on the same machine. Figures are printed, never asserted.
 */

const CONNECTIONS = 50;
const GET_CREDIT_TARGET_RATIO = 0.5;
const WARMUP_SECONDS = 2;
async function startHelloWorld(cleanup: CleanupStack): Promise<string> {
  const port = await findFreePort();
  const server = startChildServer('hello-world', 'bench/hello-world-server.ts', { PORT: String(port) });
  cleanup.defer('stop hello-world', () => server.stop());
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(server, `${baseUrl}/`);
  console.log(`hello-world: ${baseUrl}`);
  return baseUrl;
}

function getCreditTarget(apiUrl: string, token: string): LoadTarget {
  return {
    name: 'POST getCredit',
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

function printResults(results: LoadResult[], durationSeconds: number): void {
  const helloWorldRps = results[0]?.requestsPerSecond ?? Number.NaN;
  console.log(`\n${CONNECTIONS} connections, ${durationSeconds} s per target (after ${WARMUP_SECONDS} s warm-up), autocannon in this process\n`);
  printTable(
    ['target', 'requests/s', 'p99 ms', 'ratio to hello-world', '2xx', 'non-2xx', 'errors', 'seconds'],
    results.map((result) => [
      result.name,
      formatNumber(result.requestsPerSecond),
      formatNumber(result.p99LatencyMs),
      formatNumber(result.requestsPerSecond / helloWorldRps, 2),
      formatNumber(result.responses2xx),
      formatNumber(result.responsesNon2xx),
      formatNumber(result.errors),
      formatNumber(result.elapsedSeconds, 1),
    ]),
  );
  const getCredit = results.find((result) => result.name === 'POST getCredit');
  const ratio = (getCredit?.requestsPerSecond ?? 0) / helloWorldRps;
  const verdict = ratio >= GET_CREDIT_TARGET_RATIO ? 'met' : 'NOT met';
  console.log(`\ngetCredit target: ratio >= ${GET_CREDIT_TARGET_RATIO}`);
  console.log(`getCredit ratio: ${formatNumber(ratio, 2)} (${verdict})`);
  const failing = results.filter((result) => result.responsesNon2xx > 0 || result.errors > 0);
  for (const result of failing) {
    console.log(`warning: ${result.name} had ${result.responsesNon2xx} non-2xx responses and ${result.errors} errors`);
  }
}

await runBench(async (cleanup) => {
  const durationSeconds = readPositiveNumber('BENCH_DURATION_SECONDS', 10);
  console.log(describeMachine());
  const helloWorldUrl = await startHelloWorld(cleanup);
  const apiUrl = await startApi(cleanup);
  const getCredit = getCreditTarget(apiUrl, await logIn(apiUrl));
  await assertGetCreditAnswers(getCredit);

  const targets: LoadTarget[] = [
    { name: 'hello-world GET /', url: `${helloWorldUrl}/` },
    { name: 'GET /api/setting', url: `${apiUrl}/api/setting` },
    getCredit,
  ];
  const results: LoadResult[] = [];
  for (const target of targets) {
    console.log(`running ${target.name} ...`);
    // Unreported: lets V8 optimise the hot path and the pools open their connections.
    await runLoad(target, { connections: CONNECTIONS, durationSeconds: Math.min(WARMUP_SECONDS, durationSeconds) });
    results.push(await runLoad(target, { connections: CONNECTIONS, durationSeconds }));
  }
  printResults(results, durationSeconds);
});
