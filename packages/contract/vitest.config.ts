import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure functions: the files of a worker share one module graph (isolate: false).
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../tools/test-counts/record-assertions.ts'],
    isolate: false,
    sequence: { groupOrder: 0 },
  },
});
