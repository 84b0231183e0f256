import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { readPositiveNumber } from './support/bench-env';
import { runBench } from './support/cleanup-stack';
import { runLighthouse, timeUntilPainted, type PageFigures, type ShownTimes } from './support/lighthouse-run';
import { describeMachine } from './support/machine';
import { median } from './support/median';
import { formatNumber, printTable } from './support/print-table';
import { buildWeb, memberSession, startSite, throwawaySiteOptions, withRetries } from './support/web-site';

/**
 * Lighthouse on the built site as `npm start` runs it (the site and the sandbox aggregator, on a
 * throwaway embedded database), its mobile profile, each page measured in a fresh browser.
 * Figures are printed, never asserted.
 */

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
  const { baseUrl } = await startSite(cleanup, await throwawaySiteOptions(cleanup));
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
