import { useCallback, useRef } from 'react';

/**
 * The home page's game tiles and its hero login button bring the visitor to the login box on the
 * same page: the username field is scrolled to the upper part of the screen, clear of the fixed
 * top bar and of a phone keyboard that opens, and gets the cursor.
 */
export function useLoginBoxReveal() {
  const usernameRef = useRef<HTMLInputElement>(null);
  const revealLoginBox = useCallback(() => {
    const field = usernameRef.current;
    if (!field) return;
    const top = field.getBoundingClientRect().top + window.scrollY - window.innerHeight / 3;
    window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
    field.focus({ preventScroll: true });
  }, []);
  return { usernameRef, revealLoginBox };
}
