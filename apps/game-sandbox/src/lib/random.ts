import { randomBytes, randomInt } from 'node:crypto';

/** A uniform float in [0, 1) from the operating system's random source (53 bits). */
export function randomFloat(): number {
  const bytes = randomBytes(7);
  // 53 bits: the top 5 bits of the first byte are dropped.
  let value = (bytes[0] ?? 0) & 0x1f;
  for (let index = 1; index < 7; index += 1) value = value * 256 + (bytes[index] ?? 0);
  return value / 2 ** 53;
}

export function randomFloats(count: number): number[] {
  return Array.from({ length: count }, randomFloat);
}

/** A uniform whole number in [0, size). */
export function randomBelow(size: number): number {
  return randomInt(size);
}

/** An unguessable id for URLs and round ids. */
export function randomId(prefix: string): string {
  return `${prefix}${randomBytes(12).toString('base64url')}`;
}

/** A copy of `items` in random order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    const item = copy[index];
    const swapped = copy[other];
    if (item === undefined || swapped === undefined) continue;
    copy[index] = swapped;
    copy[other] = item;
  }
  return copy;
}
