import { useEffect } from 'react';

function isValidColor(value: string): boolean {
  // Operators type this value; an invalid one must not break the theme, so it is checked first.
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('color', value);
}

/** Puts the brand accent colour on the root element, where dialogs and toasts can see it too. */
export function useAccentColor(accentColor: string | undefined): void {
  useEffect(() => {
    if (!accentColor || !isValidColor(accentColor)) return;
    const root = document.documentElement;
    root.style.setProperty('--color-accent', accentColor);
    return () => {
      root.style.removeProperty('--color-accent');
    };
  }, [accentColor]);
}
