import { describe, expect, it } from 'vitest';
import { checkVerifierFields, parseChoices, readVerifierFields } from './verifier-input';

describe('verifier input', () => {
  it('reads guesses in English or Thai, and refuses anything else', () => {
    expect(parseChoices('higher, lower,สูง ต่ำ')).toEqual(['higher', 'lower', 'higher', 'lower']);
    expect(parseChoices('')).toEqual([]);
    expect(parseChoices('higher,sideways')).toBeNull();
  });

  it('falls back to the first bet of the game when the address names another', () => {
    expect(readVerifierFields(new URLSearchParams('game=house-baccarat&betSatang=123')).betSatang).toBe(1_000);
    expect(readVerifierFields(new URLSearchParams('game=unknown')).game).toBe('house-slot');
  });

  it('names every field to fix', () => {
    const fields = readVerifierFields(new URLSearchParams('game=house-hilo&nonce=-1&choices=up'));
    expect(checkVerifierFields(fields)).toEqual({ isValid: false, problems: ['serverSeed', 'clientSeed', 'nonce', 'choices'] });
  });

  it('builds the round input of the chosen game', () => {
    const fields = readVerifierFields(new URLSearchParams('game=house-baccarat&serverSeed=s&clientSeed=c&nonce=3&betSatang=5000&side=tie'));
    expect(checkVerifierFields(fields)).toEqual({
      isValid: true,
      seeds: { serverSeed: 's', clientSeed: 'c', nonce: 3 },
      input: { game: 'house-baccarat', betSatang: 5_000, side: 'tie' },
    });
  });
});
