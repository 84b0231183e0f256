import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('dashboard game tiles', () => {
  it('leads with all games and the lottery, then one tile per category in the brand’s order', async () => {
    stubApi();
    renderAppAt('/auth/dashboard', { member: demoMember });
    expect((await screen.findByTestId('all-games-tile')).getAttribute('href')).toBe('/auth/games/category?cat=all');
    expect(screen.getByTestId('lottery-tile').getAttribute('href')).toBe('/auth/games/category?cat=lotto');
    const categories = await screen.findAllByTestId('category-tile');
    expect(categories.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['กีฬา', '/auth/games/category?cat=sport'],
      ['คาสิโน', '/auth/games/category?cat=casino'],
      ['ยิงปลา', '/auth/games/category?cat=fishing'],
      ['เกมไพ่', '/auth/games/category?cat=card'],
      ['หวย', '/auth/games/category?cat=lotto'],
      ['เกมฮิต', '/auth/games/category?cat=hot'],
    ]);
  });

  it('gives every slot provider a tile, and keeps the credit and quick menu', async () => {
    stubApi();
    renderAppAt('/auth/dashboard', { member: demoMember });
    const providers = await screen.findAllByTestId('slot-provider-tile');
    expect(providers.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['เกมของเว็บไซต์', '/auth/games/slot/HOUSE'],
      ['Joker Gaming', '/auth/games/slot/JK'],
    ]);
    expect(await screen.findByTestId('credit-balance')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'เมนูลัด' })).getAllByRole('link')).toHaveLength(6);
  });

  it('says in Thai when the brand has no game categories yet, and still leads to all games', async () => {
    stubApi({ gameCategories: [] });
    renderAppAt('/auth/dashboard', { member: demoMember });
    expect(await screen.findByText('ยังไม่มีหมวดเกม')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'หมวดเกม' })).toBeNull();
    expect(screen.queryAllByTestId('category-tile')).toHaveLength(0);
    expect(screen.getByTestId('all-games-tile')).toBeTruthy();
  });

  it('offers a retry when the categories fail to load, and still leads to all games', async () => {
    stubApi({ categoriesRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
    renderAppAt('/auth/dashboard', { member: demoMember });
    expect(await screen.findByText('โหลดหมวดเกมไม่สำเร็จ')).toBeTruthy();
    expect(screen.getByTestId('all-games-tile')).toBeTruthy();
  });
});
