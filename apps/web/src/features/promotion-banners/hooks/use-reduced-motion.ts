import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function readPreference(): boolean {
  // Older browsers (and jsdom) have no matchMedia; they get the full motion.
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => {
    list.removeEventListener('change', onChange);
  };
}

/**
 * Whether the visitor asked the phone for less motion; followed live if they change it. The same
 * as the prize wheel's: features do not import each other, and lib/ is not this feature's to change.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, readPreference, () => false);
}
