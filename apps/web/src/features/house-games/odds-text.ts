import { BPS } from '@app/contract/house-games/hilo';

/**
 * Multipliers are integers of basis points (10,000 = x1). They are shown with two decimals,
 * rounded down, so the screen never promises more than the server pays.
 */
export function formatMultiplierBps(multiplierBps: number): string {
  const hundredths = Math.floor((multiplierBps * 100) / BPS);
  return `${String(Math.floor(hundredths / 100))}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** The chance that `winning` of `outcomes` equally likely outcomes wins, as a percentage with one decimal: 12 of 13 -> "92.3". */
export function formatChancePercent(winning: number, outcomes: number): string {
  const tenths = Math.round((winning * 1_000) / outcomes);
  return `${String(Math.floor(tenths / 10))}.${String(tenths % 10)}`;
}
