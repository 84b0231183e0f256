import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { webDefines, webResolve } from './vite.config.ts';

export default defineProject({
  // Tests run from the repository root as a project of the root config, or on their own.
  root: new URL('.', import.meta.url).pathname,
  plugins: [react()],
  define: webDefines,
  resolve: webResolve,
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    setupFiles: ['../../tools/test-counts/record-assertions.ts', 'src/test/setup.ts'],
    // One window and module graph per worker instead of one per file: a third of the time. The
    // setup file leaves storage, language and the DOM as a new page finds them after each test.
    isolate: false,
    sequence: { groupOrder: 1 },
    // Room for a screen's first render on a slow machine (see src/test/setup.ts); not a speed target.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
