/**
 * The `Idempotency-Key` request header of the IETF HTTPAPI draft
 * (draft-ietf-httpapi-idempotency-key-header, section 2.1): an Item Structured Field (RFC 8941)
 * whose value is a String, as in `Idempotency-Key: "8e03978e-40d5-43e8-bc93-6894a57f9324"`.
 * Parameters after the string are allowed by the Item syntax and ignored.
 */

// RFC 8941 section 3.3.3: a string is printable ASCII in double quotes, with only `\"` and `\\` escaped.
const STRING = /"((?:[\x20\x21\x23-\x5B\x5D-\x7E]|\\["\\])*)"/y;
// Section 3.1.2: parameters, each `;key` or `;key=bare-item` (integer, decimal, string, token, byte sequence, boolean).
const PARAMETER =
  /;[ ]*[a-z*][a-z0-9_.*-]*(?:=(?:-?\d{1,15}(?:\.\d{1,3})?|"(?:[\x20\x21\x23-\x5B\x5D-\x7E]|\\["\\])*"|[A-Za-z*][!#$%&'*+\-.^_`|~0-9A-Za-z:/]*|:[A-Za-z0-9+/=]*:|\?[01]))?/y;

/**
 * The key the header carries, or null when the value is not one Item String (a bare word, two
 * header lines, which arrive joined by a comma, anything left over). Leading and trailing spaces
 * are dropped as RFC 8941 parsing does.
 */
export function parseIdempotencyKeyHeader(value: string): string | null {
  const text = value.replace(/^ +| +$/g, '');
  STRING.lastIndex = 0;
  const string = STRING.exec(text);
  if (!string) return null;
  let position = STRING.lastIndex;
  while (position < text.length) {
    PARAMETER.lastIndex = position;
    if (!PARAMETER.exec(text)) return null;
    position = PARAMETER.lastIndex;
  }
  return (string[1] ?? '').replace(/\\(["\\])/g, '$1');
}
