import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { createDeferred, demoMember, demoModeGames } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const [goldenTemple] = demoModeGames;

function demoOpenings(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([input, init]) => input === '/api/games/demo' && init?.method === 'POST');
}

describe('the free demo games', () => {
  it('lists the games a visitor may try, in the tiles members know, without logging in', async () => {
    const fetchMock = stubApi();
    renderAppAt('/demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'ทดลองเล่นฟรี' })).toBeTruthy();
    const grid = await screen.findByTestId('demo-game-grid');
    const tiles = within(grid).getAllByTestId('game-tile');
    expect(tiles.map((tile) => tile.dataset.gameCode)).toEqual(['sbx_jk_golden_temple', 'sbx_jk_dragon_pearl']);
    expect(tiles[0]?.textContent).toContain('วัดทองคำ');
    expect(tiles[0]?.querySelector('img')?.getAttribute('src')).toBe('https://art.example.test/games/sbx_jk_golden_temple.svg');
    await vi.waitFor(() => expect(document.title).toBe('ทดลองเล่นฟรี | เว็บทดสอบ'));
    // A visitor's page asks nothing of the member API.
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/auth/'))).toBe(false);
  });

  it('opens the demo the server gives for the tapped game, once however often it is tapped', async () => {
    const fetchMock = stubApi();
    // A frame's window stands in for the new tab a desktop opens the game in.
    const frame = document.body.appendChild(document.createElement('iframe'));
    const tab = frame.contentWindow;
    if (!tab) throw new Error('jsdom gave the frame no window');
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const { router } = renderAppAt('/demo');
    const grid = await screen.findByTestId('demo-game-grid');
    const [tile] = within(grid).getAllByTestId('game-tile');
    if (!tile) throw new Error('no demo tile');

    fireEvent.click(tile);
    fireEvent.click(tile);
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith('https://games.example.test/play/demo-sbx_jk_golden_temple', '_blank');
    expect(demoOpenings(fetchMock)).toHaveLength(1);
    expect(demoOpenings(fetchMock)[0]?.[1]?.body).toBe(JSON.stringify({ gameId: goldenTemple?.uuid }));
    expect(router.state.location.pathname).toBe('/demo');
    await vi.waitFor(() => expect(tile.getAttribute('aria-busy')).toBeNull());
    frame.remove();
  });

  it('says why a demo cannot be opened, and lets the visitor try again', async () => {
    stubApi({ openDemoRefusal: { status: 404, code: 'GAME_NOT_FOUND', message: 'ไม่พบเกมนี้ หรือเกมปิดให้บริการชั่วคราว' } });
    const open = vi.spyOn(window, 'open');
    renderAppAt('/demo');
    const [tile] = within(await screen.findByTestId('demo-game-grid')).getAllByTestId('game-tile');
    fireEvent.click(tile ?? document.body);
    await vi.waitFor(() => {
      expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('ไม่พบเกมนี้ หรือเกมปิดให้บริการชั่วคราว'))).toBe(true);
    });
    expect(tile?.getAttribute('aria-busy')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('says so in Thai when the brand offers no demo games', async () => {
    stubApi({ demoModeGames: [] });
    renderAppAt('/demo');
    expect(await screen.findByText('ยังไม่มีเกมให้ทดลองเล่น')).toBeTruthy();
    expect(screen.queryByTestId('demo-game-grid')).toBeNull();
    expect(screen.getByRole('link', { name: 'สมัครสมาชิกเพื่อเล่นจริง' }).getAttribute('href')).toBe('/register');
  });

  it('shows skeleton tiles while the games load, and a retry when they fail', async () => {
    const fetchMock = stubApi({ demoGamesRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
    const reply = createDeferred<undefined>();
    answerExtraRoutes(fetchMock, async (url) => {
      if (url === '/api/games/demo') await reply.promise;
      return null;
    });
    renderAppAt('/demo');
    expect((await screen.findAllByTestId('game-tile-skeleton')).length).toBeGreaterThan(0);
    reply.resolve(undefined);
    expect(await screen.findByText('โหลดเกมทดลองเล่นไม่สำเร็จ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
  });

  it('is a public page: a member who opens it is taken to the member area', async () => {
    stubApi();
    const { router } = renderAppAt('/demo', { member: demoMember });
    expect(await screen.findByTestId('credit-balance')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/dashboard');
  });
});
