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
import { copyDrawnPage, LOAD_AFTER_PAINT_SCRIPT, RESTORE_PATH_SCRIPT } from './support/page-snapshot';
import { formatNumber, printTable } from './support/print-table';
import { buildWeb, memberSession, startSite, throwawaySiteOptions, withRetries, type SiteOptions } from './support/web-site';

/**
 * How much of each page's Lighthouse score its script costs. The site is started, each page of
 * bench:web is drawn by the app and copied three times (bench/support/page-snapshot.ts): without
 * its scripts; with them, as a page drawn by the server would arrive; and with them asked for only
 * after the page's first paint. The copies are put beside a copy of the build and the site is
 * started again on it. Lighthouse (the same mobile profile as bench:web) then measures each page
 * and its three copies, runs interleaved. The copy without scripts is the floor of the page's
 * design: its HTML, CSS, fonts and images as a phone gets them, with nothing to run. The copies
 * with scripts show what drawing the page ahead would gain while the app still starts and draws it
 * again on the phone, its script fetched with the page or after it shows. Figures are printed,
 * never asserted.
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
const COPY_FOLDER = 'drawn-copies';

const seconds = (ms: number) => `${formatNumber(ms / 1000, 2)} s`;
const mid = (runs: PageFigures[], figure: keyof PageFigures) => median(runs.map((run) => run[figure]));

function copyBuild(): string {
  const distCopy = mkdtempSync(join(tmpdir(), 'bench-web-floor-dist-'));
  cpSync(join(repositoryRoot, 'apps/web/dist'), distCopy, { recursive: true });
  mkdirSync(join(distCopy, COPY_FOLDER));
  return distCopy;
}

async function writeCopies(baseUrl: string, distCopy: string, signIn: PreparePage): Promise<void> {
  const folder = join(distCopy, COPY_FOLDER);
  writeFileSync(join(folder, 'restore-path.js'), RESTORE_PATH_SCRIPT);
  writeFileSync(join(folder, 'load-after-paint.js'), LOAD_AFTER_PAINT_SCRIPT);
  for (const page of PAGES) {
    const places = {
      stylesheetHref: `/${COPY_FOLDER}/${page.name}.css`,
      restorePathScript: `/${COPY_FOLDER}/restore-path.js`,
      loadAfterPaintScript: `/${COPY_FOLDER}/load-after-paint.js`,
      path: page.path,
    };
    const copies = await copyDrawnPage(`${baseUrl}${page.path}`, page.readySelector, places, page.signedIn ? signIn : undefined);
    writeFileSync(join(folder, `${page.name}.html`), copies.withoutScripts);
    writeFileSync(join(folder, `${page.name}-drawn.html`), copies.withScripts);
    writeFileSync(join(folder, `${page.name}-after-paint.html`), copies.withScriptsAfterPaint);
    writeFileSync(join(folder, `${page.name}.css`), copies.inlineStylesCss);
    console.log(`copied ${page.path} as the app drew it (${formatNumber(copies.withoutScripts.length / 1024, 1)} KB of HTML)`);
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
  await writeCopies(first.baseUrl, distCopy, await memberSession(first.baseUrl));
  // The site lists its static files when it starts, so it is started again to serve the copies.
  await first.site.stop();
  const { baseUrl } = await startSite(cleanup, options);
  const signIn = await memberSession(baseUrl);

  const rows: string[][] = [];
  for (const page of PAGES) {
    const prepare = page.signedIn ? signIn : undefined;
    const app: PageFigures[] = [];
    const drawn: PageFigures[] = [];
    const afterPaint: PageFigures[] = [];
    const scriptLess: PageFigures[] = [];
    for (let run = 0; run < runCount; run++) {
      app.push(await withRetries(() => runLighthouse(`${baseUrl}${page.path}`, prepare)));
      drawn.push(await withRetries(() => runLighthouse(`${baseUrl}/${COPY_FOLDER}/${page.name}-drawn.html`, prepare)));
      afterPaint.push(await withRetries(() => runLighthouse(`${baseUrl}/${COPY_FOLDER}/${page.name}-after-paint.html`, prepare)));
      scriptLess.push(await withRetries(() => runLighthouse(`${baseUrl}/${COPY_FOLDER}/${page.name}.html`)));
    }
    const scores = (runs: PageFigures[]) => runs.map((run) => run.score).join(', ');
    console.log(
      `measured ${page.path}: scores ${scores(app)}; drawn, with its script ${scores(drawn)}; drawn, its script after the paint ${scores(afterPaint)}; without scripts ${scores(scriptLess)}`,
    );
    const variants = [app, drawn, afterPaint, scriptLess];
    const each = (figure: keyof PageFigures, show: (value: number) => string) => variants.map((runs) => show(mid(runs, figure)));
    rows.push([
      page.path,
      ...each('score', (value) => formatNumber(value)),
      ...each('totalBlockingTimeMs', (value) => `${formatNumber(value)} ms`),
      ...each('firstContentfulPaintMs', seconds),
      ...each('largestContentfulPaintMs', seconds),
      formatNumber(mid(variants.flat(), 'benchmarkIndex')),
    ]);
  }
  console.log(`\nLighthouse mobile profile, median of ${runCount} runs of each page and of its three copies, interleaved\n`);
  const columns = (figure: string) => [figure, 'drawn', 'after paint', 'no script'];
  printTable(['page', ...columns('score'), ...columns('TBT'), ...columns('FCP'), ...columns('LCP'), 'CPU index'], rows);
  console.log('drawn: the page as the app drew it, arriving drawn with its scripts, which start the app over it (a page drawn by the server)');
  console.log('after paint: the same drawn copy, its app script asked for only once the page has painted (no preloads)');
  console.log('no script: the same copy without its scripts; the floor of its HTML, CSS, fonts and images');
});
