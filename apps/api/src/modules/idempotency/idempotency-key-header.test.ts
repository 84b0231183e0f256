import { describe, expect, it } from 'vitest';
import { parseIdempotencyKeyHeader } from './idempotency-key-header';

describe('the Idempotency-Key header (an RFC 8941 Item String)', () => {
  it.each([
    ['"8e03978e-40d5-43e8-bc93-6894a57f9324"', '8e03978e-40d5-43e8-bc93-6894a57f9324'],
    ['  "spaced-out-key"  ', 'spaced-out-key'],
    ['"with \\"quotes\\" and \\\\ inside"', 'with "quotes" and \\ inside'],
    ['"key-with-params";a=1;b="x";c=?0;d=tok/en;e=:AAEC:;f', 'key-with-params'],
    ['"key-with-decimal"; g=-12.5', 'key-with-decimal'],
  ])('reads %s as %j', (header, key) => {
    expect(parseIdempotencyKeyHeader(header)).toBe(key);
  });

  it.each([
    ['a bare token', '8e03978e-40d5-43e8-bc93-6894a57f9324'],
    ['two header lines, joined by a comma', '"first-key-0001", "second-key-0002"'],
    ['an unterminated string', '"8e03978e-40d5'],
    ['an escape other than \\" or \\\\', '"bad\\nescape"'],
    ['a character outside printable ASCII', '"คีย์ภาษาไทย"'],
    ['text after the string', '"good-key-0001" trailing'],
    ['a parameter with an upper-case key', '"good-key-0001";Upper=1'],
    ['an empty value', ''],
  ])('refuses %s', (_label, header) => {
    expect(parseIdempotencyKeyHeader(header)).toBeNull();
  });
});
