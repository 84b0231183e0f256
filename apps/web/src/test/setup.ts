import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../lib/i18n';

// jsdom has no layout, so scrolling (used by the router's scroll restoration) is a no-op here.
Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
