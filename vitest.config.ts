import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web', 'bench', 'apps/game-sandbox', 'tools'],
    // One worker per core. Vitest 4's own default for a project is one fewer, a single worker on
    // a 2-core machine.
    maxWorkers: availableParallelism(),
    // The projects keep module graphs between files (isolate: false), and a worker takes the
    // next file only if it belongs to the same project: mixed together, workers are stopped and
    // started again, each time building a new window. So the projects run in groups, one after
    // the other (sequence.groupOrder: contract, API, bench, sandbox and tools first, then the web app).
    // The JSON report carries each test's assertion count (tools/test-counts/record-assertions.ts);
    // `npm test` prints the totals from it at the end.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    // Transformed modules are kept in node_modules/.experimental-vitest-cache between runs, keyed
    // by content and configuration: a second run of one API file skips about a second of
    // TypeScript transforms. `npx vitest --clearCache` empties it.
    experimental: { fsModuleCache: true },
  },
});
