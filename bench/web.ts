import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loginResponseSchema } from '@app/contract/auth';
import { readPositiveNumber } from './support/bench-env';
import { repositoryRoot, startChildServer, waitUntilAnswering } from './support/child-server';
import { runBench, type CleanupStack } from './support/cleanup-stack';
import { findFreePort } from './support/free-port';
import { runLighthouse, timeUntilPainted, type PageFigures, type PreparePage, type ShownTimes } from './support/lighthouse-run';
import { describeMachine } from './support/machine';
import { median } from './support/median';
import { formatNumber, printTable } from './support/print-table';

/**
 * Lighthouse on the built site as `npm start` runs it (the site and the sandbox aggregator, on a
 * throwaway embedded database), its mobile profile, each page measured in a fresh browser.
 * Figures are printed, never asserted.
 */

const member = { username: 'benchweb', password: 'bench-web-password-1' };
/** The dashboard's balance: found by its test id, its paint timed by its `elementtiming` name (credit-card.tsx). */
const BALANCE = { selector: '[data-testid="credit-balance"]', elementTiming: 'credit-balance' };

interface PageUnderTest {
  path: string;
  signedIn: boolean;
  scoreTarget: number;
}

const PAGES: PageUnderTest[] = [
  { path: '/', signedIn: false, scoreTarget: 95 },
  { path: '/login', signedIn: false, scoreTarget: 95 },
  { path: '/auth/dashboard', signedIn: true, scoreTarget: 95 },
  { path: '/backoffice/login', signedIn: false, scoreTarget: 90 },
];
const FIRST_PAGE_SCRIPT_TARGET_BYTES = 120 * 1024;
const ANY_PAGE_SCRIPT_TARGET_BYTES = 170 * 1024;
const BALANCE_TARGET_MS = 2_500;

function buildWeb(): void {
  console.log('building the web app');
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repositoryRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function startSite(cleanup: CleanupStack): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  cleanup.defer('remove the throwaway database', async () => rmSync(dataDir, { recursive: true, force: true }));
  const [port, sandboxPort] = [await findFreePort(), await findFreePort()];
  const site = startChildServer('site', 'tools/start.ts', {
    DATA_DIR: dataDir,
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_USERNAME: member.username,
    DEMO_PASSWORD: member.password,
  });
  cleanup.defer('stop the site', () => site.stop());
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(site, `${baseUrl}/api/setting`, 120_000);
  await waitForGames(baseUrl);
  console.log(`site: ${baseUrl} on ${dataDir}`);
  return baseUrl;
}

/** The lobby is measured full: wait for the sandbox aggregator's games to be synced. */
async function waitForGames(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await fetch(`${baseUrl}/api/games/demo`);
    const body = (await response.json()) as { data?: unknown[] };
    if (Array.isArray(body.data) && body.data.length > 0) return;
    await sleep(1_000);
  }
  console.log('warning: no games after 60 s; the lobby is measured empty');
}

/** Signs the member in once, through the API, and stores the session the way the site does. */
async function memberSession(baseUrl: string): Promise<PreparePage> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(member),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const { token, user } = loginResponseSchema.parse(await response.json());
  return async (page, origin) => {
    // A small JSON reply of the same origin, so storage can be written without loading (and caching) the app.
    await page.goto(`${origin}/api/setting/operational/website`);
    await page.evaluate(
      (session) => {
        // Runs in the page; the bench is compiled without the DOM's types.
        const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
        storage.setItem('token', session.token);
        storage.setItem('imiUser', JSON.stringify(session.user));
      },
      { token, user },
    );
  };
}

/**
 * Lighthouse now and then fails to record a load's trace (NO_NAVSTART, NO_FCP on a busy machine);
 * such a run is taken again, at most twice, and said so, rather than printed as a figure.
 */
async function withRetries(run: () => Promise<PageFigures>): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`a run failed (${error instanceof Error ? error.message : String(error)}); running it again`);
    }
  }
}

type Figure = keyof PageFigures;
const kilobytes = (bytes: number) => `${formatNumber(bytes / 1024, 1)} KB`;
const seconds = (ms: number) => `${formatNumber(ms / 1000, 2)} s`;

function printPages(rows: { page: PageUnderTest; runs: PageFigures[] }[], runCount: number): void {
  const mid = (runs: PageFigures[], figure: Figure) => median(runs.map((run) => run[figure]));
  console.log(`\nLighthouse mobile profile, median of ${runCount} runs per page, each in a fresh browser\n`);
  printTable(
    ['page', 'score', 'scores', 'FCP', 'LCP', 'TBT', 'CLS', 'JS', 'total', 'CPU index'],
    rows.map(({ page, runs }) => [
      page.path,
      formatNumber(mid(runs, 'score')),
      runs.map((run) => run.score).join('/'),
      seconds(mid(runs, 'firstContentfulPaintMs')),
      seconds(mid(runs, 'largestContentfulPaintMs')),
      `${formatNumber(mid(runs, 'totalBlockingTimeMs'))} ms`,
      formatNumber(mid(runs, 'cumulativeLayoutShift'), 3),
      kilobytes(mid(runs, 'scriptBytes')),
      kilobytes(mid(runs, 'totalBytes')),
      formatNumber(mid(runs, 'benchmarkIndex')),
    ]),
  );
  console.log("CPU index: Lighthouse's BenchmarkIndex of this machine during the runs (median; higher is faster)");
  console.log('\ntargets');
  for (const { page, runs } of rows) {
    const score = mid(runs, 'score');
    console.log(`  ${page.path} score >= ${page.scoreTarget}: ${formatNumber(score)} (${score >= page.scoreTarget ? 'met' : 'NOT met'})`);
  }
  for (const { page, runs } of rows) {
    const limit = page.path === '/' ? FIRST_PAGE_SCRIPT_TARGET_BYTES : ANY_PAGE_SCRIPT_TARGET_BYTES;
    const bytes = mid(runs, 'scriptBytes');
    console.log(`  ${page.path} JS <= ${kilobytes(limit)}: ${kilobytes(bytes)} (${bytes <= limit ? 'met' : 'NOT met'})`);
  }
}

await runBench(async (cleanup) => {
  const runCount = readPositiveNumber('BENCH_WEB_RUNS', 3);
  // BENCH_WEB_REPORTS=<folder> keeps each run's full Lighthouse report there.
  const reportDir = process.env.BENCH_WEB_REPORTS;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  console.log(describeMachine());
  buildWeb();
  const baseUrl = await startSite(cleanup);
  const signIn = await memberSession(baseUrl);
  const rows: { page: PageUnderTest; runs: PageFigures[] }[] = [];
  for (const page of PAGES) {
    const runs: PageFigures[] = [];
    for (let run = 0; run < runCount; run++) {
      const reportPath = reportDir ? join(reportDir, `${page.path.replaceAll('/', '_') || '_'}-${run + 1}.json`) : undefined;
      runs.push(await withRetries(() => runLighthouse(`${baseUrl}${page.path}`, page.signedIn ? signIn : undefined, reportPath)));
    }
    console.log(`measured ${page.path}: scores ${runs.map((figures) => figures.score).join(', ')}`);
    rows.push({ page, runs });
  }
  const balanceTimes: ShownTimes[] = [];
  for (let run = 0; run < runCount; run++) balanceTimes.push(await timeUntilPainted(`${baseUrl}/auth/dashboard`, BALANCE, signIn));
  printPages(rows, runCount);
  const paintedMs = median(balanceTimes.map((times) => times.paintedMs));
  const foundMs = median(balanceTimes.map((times) => times.foundMs));
  console.log(
    `  dashboard balance painted <= ${seconds(BALANCE_TARGET_MS)} (mobile profile applied to a real load): ${seconds(paintedMs)} (runs ${balanceTimes.map((times) => seconds(times.paintedMs)).join(', ')}; ${paintedMs <= BALANCE_TARGET_MS ? 'met' : 'NOT met'})`,
  );
  console.log(`    found by the test driver: ${seconds(foundMs)} (runs ${balanceTimes.map((times) => seconds(times.foundMs)).join(', ')})`);
});
