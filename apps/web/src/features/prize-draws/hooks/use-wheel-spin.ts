import { useCallback, useState } from 'react';
import type { PrizeDrawResult } from '@app/contract/rewards/prize-draws';
import { useSpinWheelMutation } from '../api/spin-wheel';
import { spinTargetAngle, startingAngle } from '../wheel-angle';
import { useDrawSequence, type DrawSequence } from './use-draw-sequence';
import { useReducedMotion } from '@/lib/use-reduced-motion';

/** Several whole turns, slowing down over four and a half seconds, like a wheel given a good push. */
export const SPIN_MOTION = { durationMs: 4_500, fullTurns: 6 } as const;
/** With less motion asked for, one short turn: just enough to see where the wheel stops. */
export const REDUCED_SPIN_MOTION = { durationMs: 700, fullTurns: 1 } as const;

export interface WheelSpin extends Omit<DrawSequence<PrizeDrawResult>, 'draw'> {
  /** The wheel's rotation in degrees; it only grows, so every spin turns forward. */
  angleDegrees: number;
  durationMs: number;
  /** Spins the member may make, as shown: held at the count before the spin until the wheel stops. */
  shownDrawsLeft: number;
  spin: () => void;
}

/**
 * One spin of the wheel: the server draws the segment, the wheel turns onto the centre of that
 * segment, and only then is the result told (`onRevealed` refreshes the balances and history).
 */
export function useWheelSpin({ optionIds, drawsLeft, onRevealed }: { optionIds: readonly string[]; drawsLeft: number; onRevealed: () => void }): WheelSpin {
  const segmentCount = optionIds.length;
  const motion = useReducedMotion() ? REDUCED_SPIN_MOTION : SPIN_MOTION;
  const [spinWheel] = useSpinWheelMutation();
  const sequence = useDrawSequence<PrizeDrawResult>({ revealMs: motion.durationMs, onRevealed });
  const [angleDegrees, setAngleDegrees] = useState(() => startingAngle(segmentCount));
  const [drawsLeftBeforeSpin, setDrawsLeftBeforeSpin] = useState(drawsLeft);
  const { draw } = sequence;

  const spin = useCallback(() => {
    const isSent = draw(
      () => spinWheel({ idempotencyKey: crypto.randomUUID() }).unwrap(),
      (result) => {
        // The segment is found by the drawn option's id, so the wheel on screen stops on it even if
        // the board changed since it was loaded; an option no longer on it is told at once.
        const index = optionIds.indexOf(result.draw.optionId);
        if (index < 0) return false;
        setAngleDegrees((currentAngle) => spinTargetAngle({ currentAngle, index, segmentCount, fullTurns: motion.fullTurns }));
        return true;
      },
    );
    if (isSent) setDrawsLeftBeforeSpin(drawsLeft);
  }, [draw, drawsLeft, spinWheel, optionIds, segmentCount, motion.fullTurns]);

  const isSpinning = sequence.phase === 'drawing' || sequence.phase === 'revealing';
  return {
    ...sequence,
    angleDegrees,
    durationMs: motion.durationMs,
    shownDrawsLeft: isSpinning ? drawsLeftBeforeSpin : drawsLeft,
    spin,
  };
}
