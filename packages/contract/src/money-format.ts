// No zod here, so screens that only show money do not download zod (money.ts adds the schemas).

/**
 * Money is an integer number of satang (1 baht = 100 satang) everywhere inside the system
 * and on the wire. Conversion to baht happens only when text is shown to a person.
 */
export const SATANG_PER_BAHT = 100;

/** The largest amount one request may carry: 10 million baht, far above any tier cap. */
export const MAX_AMOUNT_SATANG = 10_000_000 * SATANG_PER_BAHT;

/**
 * A whole number with its thousands grouped as Thai and English readers write them: 1234567 ->
 * "1,234,567", -1250 -> "-1,250". By hand rather than Intl.NumberFormat: the first Intl object a
 * page makes loads the browser's locale data (about 90 ms on a fast machine, several times that
 * on a mid-range phone), and a balance on a first screen should not wait for it.
 */
export function formatWholeNumber(whole: number): string {
  if (!Number.isSafeInteger(whole)) throw new RangeError('a whole number is expected');
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** 123450 -> "1,234.50". Works on integers only, so no floating-point rounding reaches the text. */
export function formatBaht(amountSatang: number): string {
  if (!Number.isSafeInteger(amountSatang)) throw new RangeError('amountSatang must be a safe integer');
  const sign = amountSatang < 0 ? '-' : '';
  const absolute = Math.abs(amountSatang);
  const baht = Math.floor(absolute / SATANG_PER_BAHT);
  const satang = absolute % SATANG_PER_BAHT;
  return `${sign}${formatWholeNumber(baht)}.${String(satang).padStart(2, '0')}`;
}

/** "1,234.5" or "1234.50" -> 123450. Returns null for anything that is not a baht amount. */
export function parseBahtToSatang(text: string): number | null {
  const match = /^\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const baht = Number((match[1] ?? '').replaceAll(',', ''));
  const satang = Number((match[2] ?? '').padEnd(2, '0'));
  const total = baht * SATANG_PER_BAHT + satang;
  return Number.isSafeInteger(total) ? total : null;
}
