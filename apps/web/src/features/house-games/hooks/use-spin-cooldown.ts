import { useCallback, useEffect, useState } from 'react';
import { spinWaitMs } from '../spin-wait';

const TICK_MS = 100;

/**
 * The time left before the next slot spin, ticking down to zero. It follows the play state's
 * nextSpinAt (a reload, a refetch after SPIN_TOO_SOON) and a spin's own answer, whichever ends later.
 */
export function useSpinCooldown(nextSpinAt: string | null) {
  const [deadlineMs, setDeadlineMs] = useState(() => Date.now() + spinWaitMs(nextSpinAt, null, Date.now()));
  const [nowMs, setNowMs] = useState(() => Date.now());

  const extendTo = useCallback((candidateMs: number) => {
    setNowMs(Date.now());
    setDeadlineMs((current) => Math.max(current, candidateMs));
  }, []);

  useEffect(() => {
    extendTo(Date.now() + spinWaitMs(nextSpinAt, null, Date.now()));
  }, [nextSpinAt, extendTo]);

  useEffect(() => {
    if (deadlineMs <= Date.now()) return;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setNowMs(now);
      if (now >= deadlineMs) window.clearInterval(timer);
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [deadlineMs]);

  /** Starts the wait a spin's answer asks for, measured on the server's clock. */
  const startAfterSpin = useCallback(
    (result: { nextSpinAt: string | null; round: { createdAt: string } }) => {
      extendTo(Date.now() + spinWaitMs(result.nextSpinAt, result.round.createdAt, Date.now()));
    },
    [extendTo],
  );

  return { remainingMs: Math.max(0, deadlineMs - nowMs), startAfterSpin };
}
