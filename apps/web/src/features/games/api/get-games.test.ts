import { describe, expect, it } from 'vitest';
import { findNextGamePage } from './get-games';

const game = {
  uuid: '8f0c2a4e-1b3d-4c5e-9f70-1a2b3c4d5e6f',
  providerCode: 'HOUSE',
  category: 'slot',
  code: 'house-slot',
  name: 'สยามเซเว่น',
  imageKey: 'house-slot',
  thumbnailUrl: null,
  isHot: true,
  releasedOn: null,
};

describe('findNextGamePage', () => {
  it('asks for the next page while games remain', () => {
    expect(findNextGamePage({ data: [game], meta: { page: 1, pageSize: 24, total: 25 } })).toBe(2);
  });

  it('stops at the last page, and at an empty page whatever the total says', () => {
    expect(findNextGamePage({ data: [game], meta: { page: 2, pageSize: 24, total: 25 } })).toBeUndefined();
    expect(findNextGamePage({ data: [], meta: { page: 3, pageSize: 24, total: 99 } })).toBeUndefined();
  });
});
