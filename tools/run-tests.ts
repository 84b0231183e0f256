import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

/**
 * `npm test`: every check of the repository, in stages, each timed. The static checks run side
 * by side (each uses one core); the test stages run one after the other, since each uses every
 * core. The run stops at the first stage that fails, and ends with a table of the stages' times
 * and the counts of tests and assertions (tools/test-counts).
 *
 * Each stage is also an npm script of its own: typecheck, lint, format:check, test:unit, test:e2e.
 */
interface Stage {
  name: string;
  script: string;
  /** What the stage checks, printed before it runs. */
  about: string;
}

const staticChecks: Stage[] = [
  { name: 'types', script: 'typecheck', about: 'TypeScript of the contract, API, web app, journeys, tools and the game sandbox' },
  { name: 'lint', script: 'lint', about: 'ESLint, with the import boundaries of the web app and API' },
  { name: 'format', script: 'format:check', about: 'Biome formatting (npm run format fixes it)' },
];

const testStages: Stage[] = [
  {
    name: 'unit and API',
    script: 'test:unit',
    about: process.env.TEST_DATABASE_URL
      ? 'Vitest: contract, API on the embedded database, money under concurrency on PostgreSQL, web app, game sandbox'
      : 'Vitest: contract, API on the embedded database, web app, game sandbox. The PostgreSQL money tests are SKIPPED: set TEST_DATABASE_URL (bash .ci/run does)',
  },
  { name: 'browser journeys', script: 'test:e2e', about: 'builds the web app, then Playwright in /usr/bin/chromium, phone and desktop' },
];

interface Result {
  name: string;
  seconds: number;
  isPassed: boolean;
}

/** Runs `npm run <script>`; with `isBuffered`, its output is held and printed in one piece when it ends. */
function runScript(stage: Stage, isBuffered: boolean): Promise<Result> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage.script], { stdio: isBuffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const result = { name: stage.name, seconds: (performance.now() - startedAt) / 1000, isPassed: code === 0 };
      if (isBuffered) {
        const text = Buffer.concat(output).toString().trim();
        console.log(`\n── ${stage.name}: ${result.isPassed ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(1)} s${text ? `\n${text}` : ''}`);
      }
      resolve(result);
    });
  });
}

function announce(stage: Stage): void {
  console.log(`\n▶ ${stage.name} (npm run ${stage.script}): ${stage.about}`);
}

function printSummary(results: Result[], startedAt: number): void {
  console.log('\nStages:');
  for (const result of results) console.log(`  ${result.name.padEnd(18)} ${result.seconds.toFixed(1).padStart(7)} s  ${result.isPassed ? 'passed' : 'FAILED'}`);
  console.log(`  ${'total'.padEnd(18)} ${((performance.now() - startedAt) / 1000).toFixed(1).padStart(7)} s`);
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  // The counts at the end come from this run's reports only.
  for (const report of ['test-results/vitest.json', 'test-results/playwright-counts.json']) rmSync(report, { force: true });
  const results: Result[] = [];
  for (const stage of staticChecks) announce(stage);
  results.push(...(await Promise.all(staticChecks.map((stage) => runScript(stage, true)))));
  if (results.every((result) => result.isPassed)) {
    for (const stage of testStages) {
      announce(stage);
      const result = await runScript(stage, false);
      results.push(result);
      if (!result.isPassed) break;
    }
  }
  await runScript({ name: 'counts', script: 'test:counts', about: '' }, false);
  printSummary(results, startedAt);
  return results.every((result) => result.isPassed) && results.length === staticChecks.length + testStages.length ? 0 : 1;
}

process.exitCode = await main();
