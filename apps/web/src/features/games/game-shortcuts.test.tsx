import { fireEvent, screen, within } from '@testing-library/react';
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

  it("shows a provider's logo above its name, and the slot icon for a provider without one or when it fails", async () => {
    stubApi({
      gameProviders: [
        { code: 'JK', name: 'JK Slots', walletType: 'seamless', logoUrl: 'http://127.0.0.1:3100/art/products/jk-slots.svg', categories: ['slot'] },
        { code: 'HOUSE', name: 'เกมของเว็บไซต์', walletType: 'seamless', logoUrl: '', categories: ['casino', 'slot'] },
      ],
    });
    renderAppAt('/auth/dashboard', { member: demoMember });
    const [jk, house] = await screen.findAllByTestId('slot-provider-tile');
    if (!jk || !house) throw new Error('expected two provider tiles');
    expect(jk.querySelector('img')?.getAttribute('src')).toBe('http://127.0.0.1:3100/art/products/jk-slots.svg');
    // The name stays under the logo: the logo is decoration, the name says who the provider is.
    expect(jk.textContent).toBe('JK Slots');
    expect(jk.getAttribute('href')).toBe('/auth/games/slot/JK');
    expect(house.querySelector('img')).toBeNull();
    expect(house.querySelector('svg')).toBeTruthy();

    fireEvent.error(jk.querySelector('img') ?? jk);
    expect(jk.querySelector('img')).toBeNull();
    expect(jk.querySelector('svg')).toBeTruthy();
    expect(jk.textContent).toBe('JK Slots');
  });

  it('gives no slot tile to a studio without slots, such as a live casino or a lottery', async () => {
    stubApi({
      gameProviders: [
        { code: 'JK', name: 'JK Slots', walletType: 'seamless', logoUrl: '', categories: ['slot'] },
        { code: 'SL', name: 'Sandbox Live', walletType: 'seamless', logoUrl: '', categories: ['card', 'casino'] },
        { code: 'SS', name: 'Sandbox Sports', walletType: 'seamless', logoUrl: '', categories: ['sport'] },
      ],
    });
    renderAppAt('/auth/dashboard', { member: demoMember });
    const tiles = await screen.findAllByTestId('slot-provider-tile');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['JK Slots']);
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
