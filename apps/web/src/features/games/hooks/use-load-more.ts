import { useEffect, useRef, useState } from 'react';

/** Start loading this far before the end of the grid comes into view, so scrolling rarely waits. */
const LOOK_AHEAD_MARGIN = '0px 0px 600px 0px';

/**
 * Calls `loadMore` when the element given to the returned ref comes near the viewport. The
 * observer is made again each time `isActive` turns on (after a page has loaded), and a new
 * observer reports at once, so a tall screen that still shows the end keeps loading.
 */
export function useLoadMore(loadMore: () => void, isActive: boolean): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  }, [loadMore]);

  useEffect(() => {
    // Without IntersectionObserver the "more games" button under the grid does the job.
    if (!element || !isActive || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: LOOK_AHEAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [element, isActive]);

  return setElement;
}
