import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * Counts the journeys and the assertions (`expect` steps) they made, and writes the figures to the
 * file named by PLAYWRIGHT_COUNTS_FILE (test-results/playwright-counts.json by default) for
 * tools/test-counts/print-test-counts.ts.
 */
export default class AssertionCountReporter implements Reporter {
  private readonly journeys = new Map<string, { status: string; assertions: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    // ['', project, file, ...describe blocks, title]
    const id = test.titlePath().slice(1).join(' › ');
    this.journeys.set(id, { status: result.status, assertions: countExpectSteps(result.steps) });
  }

  onEnd(): void {
    const file = process.env.PLAYWRIGHT_COUNTS_FILE ?? 'test-results/playwright-counts.json';
    writeFileSync(file, JSON.stringify(Object.fromEntries(this.journeys), null, 1));
  }

  printsToStdio(): boolean {
    return false;
  }
}

function countExpectSteps(steps: TestStep[]): number {
  return steps.reduce((total, step) => total + (step.category === 'expect' ? 1 : 0) + countExpectSteps(step.steps), 0);
}
