import { describe, expect, it } from 'vitest';
import { guessMemberCategory } from './category-mapping';
import { productCode } from './product-codes';

describe('codes for aggregator products', () => {
  it('keeps a short code that leads the name, and spells out any other name', () => {
    expect(productCode('JK Slots', new Set())).toBe('JK');
    expect(productCode('XE Play', new Set())).toBe('XE');
    expect(productCode('Pragmatic Play', new Set())).toBe('PRAGMATIC_PLAY');
    expect(productCode('Evolution Gaming Live Casino Studio', new Set())).toBe('EVOLUTION_GAMING_LIV');
  });

  it('numbers a code the brand already has', () => {
    expect(productCode('JK Arcade', new Set(['JK']))).toBe('JK_2');
    expect(productCode('HOUSE', new Set(['HOUSE', 'HOUSE_2']))).toBe('HOUSE_3');
  });
});

describe('member categories guessed from the aggregator category', () => {
  it.each([
    ['video slots', 'slot'],
    ['fishing', 'fishing'],
    ['live baccarat', 'casino'],
    ['live roulette', 'casino'],
    ['card games', 'card'],
    ['sportsbook', 'sport'],
    ['lottery', 'lotto'],
    ['crash games', 'casino'],
  ])('%s lands in %s', (aggregatorCategory, category) => {
    expect(guessMemberCategory(aggregatorCategory)).toBe(category);
  });
});
