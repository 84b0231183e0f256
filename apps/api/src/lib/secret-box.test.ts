import { describe, expect, it } from 'vitest';
import { createSecretsKey, readSecretsKey, secretBox } from './secret-box';

describe('secret box', () => {
  const box = secretBox(readSecretsKey(createSecretsKey()));

  it('opens what it sealed, and the sealed form does not contain the secret', () => {
    const sealed = box.seal('-----BEGIN PRIVATE KEY-----\nabc', 'brand-1:hub88');
    expect(sealed).not.toContain('PRIVATE');
    expect(box.open(sealed, 'brand-1:hub88')).toBe('-----BEGIN PRIVATE KEY-----\nabc');
  });

  it('seals the same secret differently each time', () => {
    expect(box.seal('same', 'p')).not.toBe(box.seal('same', 'p'));
  });

  it('refuses a value moved to another purpose, changed, or opened with another key', () => {
    const sealed = box.seal('secret', 'brand-1:hub88');
    expect(() => box.open(sealed, 'brand-2:hub88')).toThrow();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open([version, iv, flipped.toString('base64url'), tag].join('.'), 'brand-1:hub88')).toThrow();
    expect(() => secretBox(readSecretsKey(createSecretsKey())).open(sealed, 'brand-1:hub88')).toThrow();
    expect(() => box.open('plain text', 'brand-1:hub88')).toThrow('not a sealed secret');
  });

  it('takes the key as hex or base64 and refuses a key of the wrong length', () => {
    const hex = createSecretsKey();
    expect(readSecretsKey(Buffer.from(hex, 'hex').toString('base64')).equals(readSecretsKey(hex))).toBe(true);
    expect(() => readSecretsKey('abcd')).toThrow('32 bytes');
  });
});
