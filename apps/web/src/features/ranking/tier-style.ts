import type { CSSProperties } from 'react';
import type { TierView } from '@app/contract/levels';

type TierColourProperties = Record<'--tier-colour' | '--next-colour', string>;

/**
 * Each tier is drawn in its own colour, which the brand sets; CSS reads it as --tier-colour, and
 * a progress bar blends toward the next tier's colour (--next-colour).
 */
export function tierColourStyle(colour: string, nextColour: string = colour): CSSProperties & TierColourProperties {
  return { '--tier-colour': colour, '--next-colour': nextColour };
}

/** The first tier above the member's that is open, which is the one their deposits count toward. */
export function findNextTier(tiers: readonly TierView[], currentLevel: number): TierView | null {
  return tiers.find((tier) => tier.level > currentLevel && !tier.disabled) ?? null;
}
