import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Each file builds its own database; argon2 and PostgreSQL work make some tests slow.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
