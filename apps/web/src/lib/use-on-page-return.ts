import { useEffect } from 'react';

/**
 * Calls `onReturn` when the member comes back to this page from another tab or window, such as a
 * game opened beside the site on a desktop. Switching tabs fires visibilitychange and focus, and
 * switching windows only focus (the page stays visible), so the page notes that it was left
 * (hidden or blurred) and answers the first sign of the return, once.
 */
export function useOnPageReturn(onReturn: () => void): void {
  useEffect(() => {
    let isAway = false;
    const leave = () => {
      isAway = true;
    };
    const comeBack = () => {
      if (!isAway || document.visibilityState === 'hidden') return;
      isAway = false;
      onReturn();
    };
    const followVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
      else comeBack();
    };
    window.addEventListener('blur', leave);
    window.addEventListener('focus', comeBack);
    document.addEventListener('visibilitychange', followVisibility);
    return () => {
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', comeBack);
      document.removeEventListener('visibilitychange', followVisibility);
    };
  }, [onReturn]);
}
