import { defineProject } from 'vitest/config';

export default defineProject({
  // The tools' helpers, and npm run serve started and stopped as a whole (start.test.ts).
  test: {
    name: 'tools',
    include: ['*.test.ts'],
    setupFiles: ['./test-counts/record-assertions.ts'],
    isolate: false,
    sequence: { groupOrder: 0 },
  },
});
