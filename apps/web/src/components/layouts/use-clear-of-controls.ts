import { useEffect, useRef, useState, type RefObject } from 'react';

/** What a member taps: anything the floating button must never lie on. */
const CONTROLS = 'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="tab"]';
/** The middle and four points near the corners of the button's round face. */
const PROBES = [
  [0.5, 0.5],
  [0.2, 0.2],
  [0.8, 0.2],
  [0.2, 0.8],
  [0.8, 0.8],
] as const;

function isOverControl(button: HTMLElement): boolean {
  const rect = button.getBoundingClientRect();
  return PROBES.some(([x, y]) =>
    document
      .elementsFromPoint(rect.left + rect.width * x, rect.top + rect.height * y)
      .some((element) => !button.contains(element) && element.closest(CONTROLS) !== null),
  );
}

/**
 * Whether the floating button lies on a control of the page (a tile, a copy button, a password
 * eye), checked as the page scrolls, resizes or grows. The button then steps aside (hidden, so it
 * is not hit either) until the page under it is clear again.
 */
export function useIsOverControl(): { ref: RefObject<HTMLAnchorElement | null>; isOverControl: boolean } {
  const ref = useRef<HTMLAnchorElement>(null);
  const [isOver, setIsOver] = useState(false);
  useEffect(() => {
    if (typeof document.elementsFromPoint !== 'function') return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (ref.current) setIsOver(isOverControl(ref.current));
      });
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    // Content that arrives later (tiles, lists) moves controls without a scroll.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    observer?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      observer?.disconnect();
    };
  }, []);
  return { ref, isOverControl: isOver };
}
