import { existsSync, readFileSync } from 'node:fs';

/**
 * Prints how many tests ran and how many assertions they made, from the reports of the last run:
 * Vitest's JSON report (with each test's assertion count, recorded by record-assertions.ts) and
 * the Playwright counts (assertion-count-reporter.ts). `npm test` ends with it, so a change that
 * drops tests or assertions shows in the figures; docs/testing.md keeps them over time.
 *
 *   tsx tools/test-counts/print-test-counts.ts [vitest.json] [playwright-counts.json] [--list]
 *
 * --list prints every test's id instead, for comparing two runs with diff.
 */
interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string; meta?: { assertionCalls?: number } }[] }[];
}
type PlaywrightCounts = Record<string, { status: string; assertions: number }>;

const [vitestFile = 'test-results/vitest.json', playwrightFile = 'test-results/playwright-counts.json'] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'));
const isListing = process.argv.includes('--list');
const root = `${process.cwd()}/`;

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** The Vitest project a test file belongs to: its workspace folder (apps/api, apps/web, ...). */
function projectOf(file: string): string {
  const [top = '', name = ''] = file.replace(root, '').split('/');
  return top === 'apps' || top === 'packages' ? `${top}/${name}` : top;
}

const rows: { suite: string; passed: number; other: number; assertions: number }[] = [];
const ids: string[] = [];

const vitest = readJson<VitestReport>(vitestFile);
if (vitest) {
  const bySuite = new Map<string, { passed: number; other: number; assertions: number }>();
  for (const file of vitest.testResults) {
    const suite = projectOf(file.name);
    const row = bySuite.get(suite) ?? { passed: 0, other: 0, assertions: 0 };
    for (const test of file.assertionResults) {
      if (test.status === 'passed') row.passed += 1;
      else row.other += 1;
      row.assertions += test.meta?.assertionCalls ?? 0;
      ids.push(`${test.status} ${file.name.replace(root, '')} › ${test.fullName}`);
    }
    bySuite.set(suite, row);
  }
  for (const [suite, row] of [...bySuite].sort()) rows.push({ suite, ...row });
}

const playwright = readJson<PlaywrightCounts>(playwrightFile);
if (playwright) {
  const row = { suite: 'playwright journeys', passed: 0, other: 0, assertions: 0 };
  for (const [id, journey] of Object.entries(playwright)) {
    if (journey.status === 'passed') row.passed += 1;
    else row.other += 1;
    row.assertions += journey.assertions;
    ids.push(`${journey.status} ${id}`);
  }
  rows.push(row);
}

if (isListing) {
  console.log(ids.sort().join('\n'));
} else {
  const total = rows.reduce(
    (sum, row) => ({ suite: 'total', passed: sum.passed + row.passed, other: sum.other + row.other, assertions: sum.assertions + row.assertions }),
    {
      suite: 'total',
      passed: 0,
      other: 0,
      assertions: 0,
    },
  );
  console.log('\nTests and assertions of this run:');
  for (const row of [...rows, total]) {
    const notPassed = row.other ? `, ${row.other} not passed` : '';
    console.log(`  ${row.suite.padEnd(20)} ${String(row.passed).padStart(5)} tests passed${notPassed}, ${String(row.assertions).padStart(6)} assertions`);
  }
}
