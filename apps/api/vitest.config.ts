import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Saves the migrated, seeded database every API test file starts from (test-support/seeded-database.ts).
    globalSetup: ['src/test-support/global-setup.ts'],
    // Limits that catch a hang on a slow machine; PostgreSQL concurrency tests run for seconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
