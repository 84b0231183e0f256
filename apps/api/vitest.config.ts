import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Saves the migrated, seeded database every API test file starts from (test-support/seeded-database.ts).
    globalSetup: ['src/test-support/global-setup.ts'],
    setupFiles: ['../../tools/test-counts/record-assertions.ts'],
    // The files of a worker share one module graph instead of importing the app again each: half
    // the time. Every file builds its own app and database, and no API test mocks a module.
    isolate: false,
    sequence: { groupOrder: 0 },
    // Limits that catch a hang, not a slow machine. The PostgreSQL concurrency tests are CPU-bound:
    // the 20,000-transfer ledger test takes about 25 s on an idle 2-core machine and was seen
    // taking over 120 s on a loaded one. A PostgreSQL file's beforeAll also waits for its turn on
    // the server (test-support/postgres.ts) for as long as the file before it runs.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
