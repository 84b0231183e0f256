import { defineProject } from 'vitest/config';

export default defineProject({
  // Only the benches' pure helpers have tests; the benches themselves print figures.
  test: {
    name: 'bench',
    include: ['support/**/*.test.ts'],
    setupFiles: ['../tools/test-counts/record-assertions.ts'],
    isolate: false,
    sequence: { groupOrder: 0 },
  },
});
