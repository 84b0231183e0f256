import { useEffect, useState } from 'react';
import { afterPageSettles } from './after-page-settles';

/**
 * False until the page has loaded and the phone has then been idle (after-page-settles.ts), true
 * from then on: for what a screen can fetch ahead without taking the connection from what the
 * member opened it for. False while a server draws the page, and on the first render that takes a
 * drawn page over, so both draw the same.
 */
export function usePageSettled(): boolean {
  const [isSettled, setIsSettled] = useState(false);
  useEffect(() => afterPageSettles(() => setIsSettled(true)), []);
  return isSettled;
}
