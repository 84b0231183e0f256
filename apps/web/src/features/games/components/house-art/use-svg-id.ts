import { useId } from 'react';

/**
 * An id for gradients inside one inline SVG. Several tiles draw the same artwork on one page, so
 * each needs its own ids; React's ids hold characters that url(#...) references do not accept.
 */
export function useSvgId(name: string): string {
  return `${name}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
