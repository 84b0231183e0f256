import { formatBaht } from '@app/contract/money';
import { HUB88_UNITS_PER_SATANG } from '@app/contract/hub88/wallet';

/**
 * Hub88 units (currency x 100000) as baht text, "1,234.50". A fraction of a satang, which the
 * operator never sends, is dropped rather than rounded up.
 */
export function unitsToBahtText(units: number): string {
  return formatBaht(Math.floor(units / HUB88_UNITS_PER_SATANG));
}

export function satangToBahtText(satang: number): string {
  return formatBaht(satang);
}
