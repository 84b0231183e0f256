import { useCallback, useState } from 'react';
import { useFlipCardMutation, type FlipCardResult } from '../api/flip-card';
import { useDrawSequence, type DrawSequence } from './use-draw-sequence';
import { useReducedMotion } from '@/lib/use-reduced-motion';

/** How long a card takes to turn over. With less motion asked for, the card shows its face at once. */
export const FLIP_DURATION_MS = 700;
export const REDUCED_FLIP_DURATION_MS = 0;

export interface CardFlip extends Omit<DrawSequence<FlipCardResult>, 'draw'> {
  /** The card the member touched, from the touch until the cards are dealt again. */
  chosenCardIndex: number | null;
  durationMs: number;
  /** Flips the member may make, as shown: held at the count before the flip until the card is face up. */
  shownDrawsLeft: number;
  flip: (cardIndex: number) => void;
}

/** One flip: the touched card is sent, the server draws the prize, and that card turns over to show it. */
export function useCardFlip({ drawsLeft, onRevealed }: { drawsLeft: number; onRevealed: () => void }): CardFlip {
  const durationMs = useReducedMotion() ? REDUCED_FLIP_DURATION_MS : FLIP_DURATION_MS;
  const [flipCard] = useFlipCardMutation();
  const sequence = useDrawSequence<FlipCardResult>({ revealMs: durationMs, onRevealed });
  const [chosenCardIndex, setChosenCardIndex] = useState<number | null>(null);
  const [drawsLeftBeforeFlip, setDrawsLeftBeforeFlip] = useState(drawsLeft);
  const { draw, phase, reset } = sequence;

  const flip = useCallback(
    (cardIndex: number) => {
      // Without motion there is no transition to wait for.
      const isSent = draw(
        () => flipCard({ cardIndex, idempotencyKey: crypto.randomUUID() }).unwrap(),
        () => durationMs > 0,
      );
      if (!isSent) return;
      setChosenCardIndex(cardIndex);
      setDrawsLeftBeforeFlip(drawsLeft);
    },
    [draw, drawsLeft, flipCard, durationMs],
  );

  const dealAgain = useCallback(() => {
    setChosenCardIndex(null);
    reset();
  }, [reset]);

  // A refused flip leaves every card face down.
  const shownCardIndex = phase === 'idle' ? null : chosenCardIndex;
  const isFlipping = phase === 'drawing' || phase === 'revealing';
  return {
    ...sequence,
    reset: dealAgain,
    chosenCardIndex: shownCardIndex,
    durationMs,
    shownDrawsLeft: isFlipping ? drawsLeftBeforeFlip : drawsLeft,
    flip,
  };
}
