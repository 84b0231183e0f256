import { MAX_AMOUNT_SATANG, parseBahtToSatang } from '@app/contract/money-format';

/**
 * The number fields of the promotions screen, read as integers straight from the text (never
 * through a float), so "12.34" baht is 1234 satang and "8.5" percent is 850 hundredths exactly.
 */

/** Baht with up to two decimals and optional grouping as satang, up to one request's maximum; null otherwise. */
export function readBahtText(text: string, { isZeroAllowed = false }: { isZeroAllowed?: boolean } = {}): number | null {
  const satang = parseBahtToSatang(text);
  if (satang === null || satang > MAX_AMOUNT_SATANG) return null;
  return satang > 0 || isZeroAllowed ? satang : null;
}

/** "8", "8.5" or "12.25" as hundredths (800, 850, 1225): a percent as basis points. */
export function readHundredthsText(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A whole number without sign or decimals, such as points. */
export function readWholeNumberText(text: string): number | null {
  const match = /^\s*(\d{1,9})\s*$/.exec(text.replaceAll(',', ''));
  return match ? Number(match[1]) : null;
}

/** Hundredths as the shortest text that reads back the same: 850 -> "8.5", 800 -> "8", 1225 -> "12.25". */
export function formatHundredths(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
