import { startTransition, useEffect, useState, type ReactNode } from 'react';
import styles from './after-first-paint.module.css';

/**
 * Draws its children only once the page around them has been painted. For the parts of a landing
 * page below the first screen (the dashboard's game shortcuts): on a slow phone, drawing them in
 * the same pass delays what the member came for (the balance) by the whole pass. They arrive a
 * frame later, below what is on screen, so nothing above them moves; until then a screen's height
 * is held for them, so nothing below them (the member footnote) is drawn on screen and then
 * pushed off it. `isHeld`: not drawn even then, until it is released.
 */
export function AfterFirstPaint({ children, isHeld = false }: { children: ReactNode; isHeld?: boolean }) {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    // Held: the parts below may not ask for anything yet (the dashboard's frame, before the member is known).
    if (isHeld) return;
    let timer: number | undefined;
    // The frame callback runs before the paint; the task it queues runs after it.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        // As a transition, drawn in slices the phone can answer a tap between.
        startTransition(() => {
          setIsShown(true);
        });
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [isHeld]);
  return isShown ? children : <div className={styles.placeholder} aria-hidden="true" />;
}
