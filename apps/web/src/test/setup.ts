import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { DEFAULT_LANGUAGE, i18next, loadThaiScreenTexts } from '../lib/i18n';

// The first render of a screen loads its lazy chunk, and a busy CI machine transforms modules
// several times slower than a developer's. These limits catch a screen that never appears; no
// test asserts how fast one does. (The test limit itself is in vitest.config.ts.)
configure({ asyncUtilTimeout: 30_000 });

// The app loads the Thai texts of most screens with the screen (app/pages.ts); tests render
// components directly, so every text is there from the start.
await loadThaiScreenTexts();

// jsdom has no layout, so scrolling (used by the router's scroll restoration) is a no-op here.
Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true });

// The test files of a worker share one window and one module graph (isolate: false in
// vitest.config.ts), so each test leaves them as a new page would find them.
afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18next.language !== DEFAULT_LANGUAGE) await i18next.changeLanguage(DEFAULT_LANGUAGE);
});
