/**
 * Four-eyes (docs/decisions.md, Operators): above the brand's threshold a withdrawal needs two
 * different finance operators. `amountSatang` is what counts toward it: at request time, the
 * member's withdrawals of the day with this one.
 */
export function needsTwoApprovals(brand: { fourEyesThresholdSatang: number | null }, amountSatang: number): boolean {
  return brand.fourEyesThresholdSatang !== null && amountSatang > brand.fourEyesThresholdSatang;
}
