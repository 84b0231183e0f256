import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../lib/i18n';

// The first render of a screen loads its lazy chunk, and a busy CI machine transforms modules
// several times slower than a developer's. These limits catch a screen that never appears; no
// test asserts how fast one does. (The test limit itself is in vitest.config.ts.)
configure({ asyncUtilTimeout: 30_000 });

// jsdom has no layout, so scrolling (used by the router's scroll restoration) is a no-op here.
Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
