import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function readPreference(): boolean {
  // Older browsers (and jsdom) have no matchMedia; they get the full animation.
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

/** Whether the phone was asked for less motion; followed live if it changes. The prize wheel, the flip card and the banner carousel all honour it. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, readPreference, () => false);
}
