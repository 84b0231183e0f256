import { defineProject } from 'vitest/config';

export default defineProject({
  // The tools' pure helpers; the tools themselves are run by npm start and npm test.
  test: {
    name: 'tools',
    include: ['*.test.ts'],
    setupFiles: ['./test-counts/record-assertions.ts'],
    isolate: false,
    sequence: { groupOrder: 0 },
  },
});
