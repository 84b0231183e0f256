import { afterEach, expect } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** How many assertions the test made, for the counts `npm test` prints at the end. */
    assertionCalls?: number;
  }
}

// Every project loads this file first, so the JSON report of a run says how many assertions each
// test made; tools/test-counts/print-test-counts.ts adds them up.
afterEach(({ task }) => {
  task.meta.assertionCalls = expect.getState().assertionCalls;
});
