import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** A horizontal move of at least this much is a swipe, not a tap. */
const SWIPE_MIN_PX = 40;

/**
 * Swipes by touch, pen or mouse through pointer events. A vertical move is left to the page
 * (the element sets `touch-action: pan-y`), and the click that ends a swipe is swallowed, so a
 * swipe across a banner with a link does not open it.
 */
export function useSwipe({ onPrevious, onNext }: { onPrevious: () => void; onNext: () => void }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const hasSwiped = useRef(false);

  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY };
      hasSwiped.current = false;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
      hasSwiped.current = true;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (event: MouseEvent<HTMLElement>) => {
      if (!hasSwiped.current) return;
      hasSwiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
