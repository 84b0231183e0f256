/**
 * The chance of each prize option as the draw gives it (prize-draws' pickWeighted): its weight
 * over the sum of the active options' weights. Inactive options are never drawn, so their chance
 * is 0 whatever their weight.
 */
export interface PrizeChance {
  probability: number;
  /** Percent with two decimals, rounded half up from the exact integer ratio: "12.50". */
  probabilityPercent: string;
}

export function totalActiveWeight(options: readonly { weight: number; isEnabled: boolean }[]): number {
  return options.reduce((sum, option) => sum + (option.isEnabled ? option.weight : 0), 0);
}

export function chanceOf(option: { weight: number; isEnabled: boolean }, totalWeight: number): PrizeChance {
  if (!option.isEnabled || totalWeight <= 0) return { probability: 0, probabilityPercent: '0.00' };
  // Hundredths of a percent, rounded half up, in integers (weights are at most a million, so this stays exact).
  const hundredths = Math.floor((option.weight * 20_000 + totalWeight) / (2 * totalWeight));
  return {
    probability: option.weight / totalWeight,
    probabilityPercent: `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`,
  };
}
