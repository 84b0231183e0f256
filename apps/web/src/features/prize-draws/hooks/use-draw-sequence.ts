import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage, isApiFailure } from '@/lib/api-client';

/**
 * idle: the member may draw. drawing: the request is on its way. revealing: the answer is in and
 * the screen animates towards it (the wheel turns, the card flips). revealed: the animation ended
 * and the result may be told.
 */
export type DrawPhase = 'idle' | 'drawing' | 'revealing' | 'revealed';

export interface DrawSequence<Result> {
  phase: DrawPhase;
  /** The server's answer from the moment it arrives, so the animation can head for it. */
  drawnResult: Result | null;
  /** The server's Thai message when the last draw failed. */
  failure: string | null;
  /**
   * Sends the draw once, however often it is called before the answer. `onDrawn` starts the
   * animation and answers false when there is nothing to animate, which reveals at once. Answers
   * whether this call sent the draw.
   */
  draw: (request: () => Promise<Result>, onDrawn: (result: Result) => boolean) => boolean;
  /** The animation ended: from the transitionend event, or the backstop timer. */
  finishReveal: () => void;
  /** Back to idle after the result was told. */
  reset: () => void;
}

/** The backstop waits a little longer than the animation, for a tab that never gets its transitionend. */
const BACKSTOP_GRACE_MS = 400;

/**
 * The steps a prize draw goes through on screen, shared by the wheel and the flip card. The result
 * is held back until the animation ends; only then is `onRevealed` called, so the balances and
 * the history never tell the prize before the wheel stops.
 */
export function useDrawSequence<Result>({ revealMs, onRevealed }: { revealMs: number; onRevealed: () => void }): DrawSequence<Result> {
  const [phase, setPhase] = useState<DrawPhase>('idle');
  const [drawnResult, setDrawnResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Two taps can land before React renders the first one's busy state; the draw goes out once.
  const isBusyRef = useRef(false);
  const isRevealingRef = useRef(false);

  const finishReveal = useCallback(() => {
    if (!isRevealingRef.current) return;
    isRevealingRef.current = false;
    setPhase('revealed');
    onRevealed();
  }, [onRevealed]);

  const draw = useCallback(
    (request: () => Promise<Result>, onDrawn: (result: Result) => boolean) => {
      if (isBusyRef.current) return false;
      isBusyRef.current = true;
      setFailure(null);
      setPhase('drawing');
      request().then(
        (result) => {
          setDrawnResult(result);
          isRevealingRef.current = true;
          setPhase('revealing');
          if (!onDrawn(result)) finishReveal();
        },
        (error: unknown) => {
          isBusyRef.current = false;
          setFailure(getErrorMessage(error));
          setPhase('idle');
          // A draw that got no answer (time-out, lost connection) may have been made and paid.
          if (isApiFailure(error) && error.kind !== 'http') onRevealed();
        },
      );
      return true;
    },
    [finishReveal, onRevealed],
  );

  const reset = useCallback(() => {
    if (isRevealingRef.current) return;
    isBusyRef.current = false;
    setDrawnResult(null);
    setPhase('idle');
  }, []);

  useEffect(() => {
    if (phase !== 'revealing') return;
    const timer = window.setTimeout(finishReveal, revealMs + BACKSTOP_GRACE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [phase, revealMs, finishReveal]);

  return { phase, drawnResult, failure, draw, finishReveal, reset };
}
