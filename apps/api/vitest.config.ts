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
    // Limits that catch a hang on a slow machine; PostgreSQL concurrency tests run for seconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
