import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'game-sandbox',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../tools/test-counts/record-assertions.ts'],
    // The sandbox's tests start real HTTP servers on 127.0.0.1 (the fake operator); each file
    // builds its own, so the files of a worker may share one module graph.
    isolate: false,
    sequence: { groupOrder: 0 },
    testTimeout: 30_000,
  },
});
