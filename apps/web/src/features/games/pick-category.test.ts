import { describe, expect, it } from 'vitest';
import type { GameCategory } from './api/get-game-categories';
import { pickCategory } from './pick-category';

const categories: GameCategory[] = [
  { code: 'sport', name: 'กีฬา', isDefault: true },
  { code: 'casino', name: 'คาสิโน', isDefault: false },
  { code: 'lotto', name: 'หวย', isDefault: false },
];

describe('pickCategory', () => {
  it('opens on the category the address asks for', () => {
    expect(pickCategory(categories, 'lotto')?.code).toBe('lotto');
  });

  it('opens on the default without a category, or with one the brand does not have', () => {
    expect(pickCategory(categories, null)?.code).toBe('sport');
    expect(pickCategory(categories, 'all')?.code).toBe('sport');
  });

  it('opens on the first category of a brand that marks no default, and on nothing without categories', () => {
    expect(pickCategory(categories.slice(1), null)?.code).toBe('casino');
    expect(pickCategory([], 'sport')).toBeNull();
  });
});
