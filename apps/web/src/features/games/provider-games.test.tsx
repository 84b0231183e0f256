import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { createGame, demoGames, demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe("a provider's games", () => {
  it("lists the provider's slots under its name", async () => {
    const fetchMock = stubApi({ games: [...demoGames, createGame({ providerCode: 'JK', name: 'ฟอร์จูนเทรเชอร์' })] });
    renderAppAt('/auth/games/slot/HOUSE', { member: demoMember });
    expect((await screen.findByTestId('provider-name')).textContent).toBe('เกมของเว็บไซต์');
    const grid = await screen.findByTestId('game-grid');
    expect(
      within(grid)
        .getAllByTestId('game-tile')
        .map((tile) => tile.dataset.gameCode),
    ).toEqual(['house-slot']);
    const body = fetchMock.mock.calls.find(([input]) => input === '/api/auth/user/game/list')?.[1]?.body;
    expect(body).toBe(JSON.stringify({ category: 'slot', provider: 'HOUSE', page: 1, pageSize: 24 }));
    await vi.waitFor(() => expect(document.title).toBe('เกมของเว็บไซต์ | เว็บทดสอบ'));
  });

  it('says so when the provider has no games of the kind', async () => {
    stubApi({ games: [] });
    renderAppAt('/auth/games/slot/JK', { member: demoMember });
    expect(await screen.findByText('ยังไม่มีเกมของค่ายนี้')).toBeTruthy();
  });

  it('offers the way back for a provider the brand does not have', async () => {
    stubApi();
    renderAppAt('/auth/games/slot/NOPE', { member: demoMember });
    expect(await screen.findByText('ไม่พบค่ายเกมนี้')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กลับหน้าหลัก' }).getAttribute('href')).toBe('/auth/dashboard');
  });
});
