const CODE_PATTERN = /^[A-Z0-9_]{2,20}$/;

/**
 * The provider code a new product gets, which its lobby address shows (/auth/games/slot/JK): the
 * product's first word when it is already a short code ("JK Slots" -> JK), otherwise the whole
 * name in capitals ("Pragmatic Play" -> PRAGMATIC_PLAY), and a number after it when the brand
 * already has that code. The code never changes afterwards; the sync finds the row by product name.
 */
export function productCode(product: string, taken: ReadonlySet<string>): string {
  const firstWord = product.trim().split(/\s+/)[0] ?? '';
  const whole = product
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 20);
  const base = CODE_PATTERN.test(firstWord) ? firstWord : whole.length >= 2 ? whole : 'PRODUCT';
  if (!taken.has(base)) return base;
  for (let number = 2; ; number += 1) {
    const candidate = `${base.slice(0, 20 - String(number).length - 1)}_${number}`;
    if (!taken.has(candidate)) return candidate;
  }
}
