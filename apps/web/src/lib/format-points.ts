import { formatWholeNumber } from '@app/contract/money-format';

/** Points are whole numbers, grouped as Thai readers group them (1,250). */
export function formatPoints(points: number): string {
  return formatWholeNumber(points);
}
