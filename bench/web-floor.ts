import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPositiveNumber } from './support/bench-env';
import { repositoryRoot } from './support/child-server';
import { runBench } from './support/cleanup-stack';
import { findFreePort } from './support/free-port';
import { runLighthouse, type PageFigures, type PreparePage } from './support/lighthouse-run';
import { describeMachine } from './support/machine';
import { median } from './support/median';
import { snapshotWithoutScripts } from './support/page-snapshot';
import { formatNumber, printTable } from './support/print-table';
import { buildWeb, memberSession, startSite, throwawaySiteOptions, withRetries, type SiteOptions } from './support/web-site';

/**
 * How much of each page's Lighthouse score its script costs. The site is started, each page of
 * bench:web is drawn by the app and copied without its scripts (bench/support/page-snapshot.ts),
 * the copies are put beside a copy of the build, and the site is started again on it. Lighthouse
 * (the same mobile profile as bench:web) then measures each page and its script-less copy, runs
 * interleaved. The copy is the floor of the page's design: its HTML, CSS, fonts and images as a
 * phone gets them, with nothing to run. Figures are printed, never asserted.
 */

interface PageUnderTest {
  path: string;
  name: string;
  /** Present once the app has drawn the page's content. */
  readySelector: string;
  signedIn: boolean;
}

const PAGES: PageUnderTest[] = [
  { path: '/', name: 'home', readySelector: '#home-hero-title', signedIn: false },
  { path: '/login', name: 'login', readySelector: 'form', signedIn: false },
  { path: '/auth/dashboard', name: 'dashboard', readySelector: '[data-testid="credit-balance"]', signedIn: true },
  { path: '/backoffice/login', name: 'backoffice-login', readySelector: 'form', signedIn: false },
];
const SNAPSHOT_FOLDER = 'script-less';

const seconds = (ms: number) => `${formatNumber(ms / 1000, 2)} s`;
const mid = (runs: PageFigures[], figure: keyof PageFigures) => median(runs.map((run) => run[figure]));

function copyBuild(): string {
  const distCopy = mkdtempSync(join(tmpdir(), 'bench-web-floor-dist-'));
  cpSync(join(repositoryRoot, 'apps/web/dist'), distCopy, { recursive: true });
  mkdirSync(join(distCopy, SNAPSHOT_FOLDER));
  return distCopy;
}

async function writeSnapshots(baseUrl: string, distCopy: string, signIn: PreparePage): Promise<void> {
  for (const page of PAGES) {
    const stylesheet = `/${SNAPSHOT_FOLDER}/${page.name}.css`;
    const snapshot = await snapshotWithoutScripts(`${baseUrl}${page.path}`, page.readySelector, stylesheet, page.signedIn ? signIn : undefined);
    writeFileSync(join(distCopy, SNAPSHOT_FOLDER, `${page.name}.html`), snapshot.html);
    writeFileSync(join(distCopy, SNAPSHOT_FOLDER, `${page.name}.css`), snapshot.inlineStylesCss);
    console.log(`copied ${page.path} without its scripts (${formatNumber(snapshot.html.length / 1024, 1)} KB of HTML)`);
  }
}

await runBench(async (cleanup) => {
  const runCount = readPositiveNumber('BENCH_WEB_RUNS', 3);
  console.log(describeMachine());
  buildWeb();
  const distCopy = copyBuild();
  cleanup.defer('remove the copy of the build', async () => rmSync(distCopy, { recursive: true, force: true }));
  // Both starts share the data, the port and the sandbox's port, so the copies' addresses (game art among them) hold.
  const options: SiteOptions = { ...(await throwawaySiteOptions(cleanup)), webDistDir: distCopy, sandboxPort: await findFreePort() };

  const first = await startSite(cleanup, options);
  await writeSnapshots(first.baseUrl, distCopy, await memberSession(first.baseUrl));
  // The site lists its static files when it starts, so it is started again to serve the copies.
  await first.site.stop();
  const { baseUrl } = await startSite(cleanup, options);
  const signIn = await memberSession(baseUrl);

  const rows: string[][] = [];
  for (const page of PAGES) {
    const app: PageFigures[] = [];
    const scriptLess: PageFigures[] = [];
    for (let run = 0; run < runCount; run++) {
      app.push(await withRetries(() => runLighthouse(`${baseUrl}${page.path}`, page.signedIn ? signIn : undefined)));
      scriptLess.push(await withRetries(() => runLighthouse(`${baseUrl}/${SNAPSHOT_FOLDER}/${page.name}.html`)));
    }
    console.log(`measured ${page.path}: scores ${app.map((run) => run.score).join(', ')}; without scripts ${scriptLess.map((run) => run.score).join(', ')}`);
    rows.push([
      page.path,
      formatNumber(mid(app, 'score')),
      formatNumber(mid(scriptLess, 'score')),
      `${formatNumber(mid(app, 'totalBlockingTimeMs'))} ms`,
      `${formatNumber(mid(scriptLess, 'totalBlockingTimeMs'))} ms`,
      seconds(mid(app, 'firstContentfulPaintMs')),
      seconds(mid(scriptLess, 'firstContentfulPaintMs')),
      seconds(mid(app, 'largestContentfulPaintMs')),
      seconds(mid(scriptLess, 'largestContentfulPaintMs')),
      formatNumber(mid([...app, ...scriptLess], 'benchmarkIndex')),
    ]);
  }
  console.log(`\nLighthouse mobile profile, median of ${runCount} runs of each page and of its copy without scripts, interleaved\n`);
  printTable(['page', 'score', 'no script', 'TBT', 'no script', 'FCP', 'no script', 'LCP', 'no script', 'CPU index'], rows);
  console.log('no script: the page as the app drew it, copied without its scripts; the floor of its HTML, CSS, fonts and images');
});
