/**
 * A NUL character, which PostgreSQL's text cannot hold, or half of a UTF-16 surrogate pair, which
 * is not text at all (JSON's "\uD800" escape, on its own, makes one).
 */
// eslint-disable-next-line no-control-regex -- the NUL character is what this looks for
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path to the first string, or object key, in `value` that cannot be stored as text. */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE_TEXT.test(key)) return path;
    const found = findUnstorableText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
