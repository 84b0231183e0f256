import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { createDeferred, createGame, demoGames, demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function listRequests(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([input]) => input === '/api/auth/user/game/list').map(([, init]): unknown => JSON.parse(String(init?.body)));
}

/** IntersectionObserver as the browser would drive it: the test decides when the sentinel is in view. */
function stubIntersectionObserver() {
  // The fake hands the callback only what the hook reads from each entry.
  type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;
  const observers: { callback: Callback; elements: Element[] }[] = [];
  class FakeIntersectionObserver {
    private readonly entry: { callback: Callback; elements: Element[] };
    constructor(callback: Callback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return function scrollIntoView() {
    act(() => {
      for (const { callback, elements } of observers) {
        if (elements.length > 0) callback(elements.map((target) => ({ target, isIntersecting: true })));
      }
    });
  };
}

describe('games by category', () => {
  it('opens on the default category without a cat, and says in Thai when it has no games', async () => {
    stubApi();
    renderAppAt('/auth/games/category', { member: demoMember });
    expect(await screen.findByText('ยังไม่มีเกมในหมวดนี้')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'กีฬา' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['ทั้งหมด', 'กีฬา', 'คาสิโน', 'ยิงปลา', 'เกมไพ่', 'หวย', 'เกมฮิต']);
  });

  it('keeps the credit and a deposit shortcut above the games', async () => {
    stubApi();
    renderAppAt('/auth/games/category?cat=casino', { member: demoMember });
    const strip = await screen.findByTestId('credit-strip');
    await vi.waitFor(() => expect(within(strip).getByTestId('credit-strip-balance').textContent).toBe('฿1,000.00'));
    expect(within(strip).getByRole('link', { name: 'ฝากเงิน' }).getAttribute('href')).toBe('/auth/deposit');
  });

  it('shows every game of every category for the all-games tile, under a tab of its own', async () => {
    const fetchMock = stubApi();
    renderAppAt('/auth/games/category?cat=all', { member: demoMember });
    expect((await screen.findByRole('tab', { name: 'ทั้งหมด' })).getAttribute('aria-selected')).toBe('true');
    const grid = await screen.findByTestId('game-grid');
    await vi.waitFor(() => expect(within(grid).getAllByTestId('game-tile').length).toBeGreaterThan(1));
    expect(grid.textContent).toContain('บาคาร่า');
    expect(grid.textContent).toContain('สยามเซเว่น');
    // No category in the request: the API answers every game of the brand.
    expect(listRequests(fetchMock)).toContainEqual({ page: 1, pageSize: 24 });
  });

  it('shows a category’s games with their artwork, and switches tab in the address', async () => {
    const fetchMock = stubApi();
    const { router } = renderAppAt('/auth/games/category?cat=casino', { member: demoMember });
    const grid = await screen.findByTestId('game-grid');
    const [baccarat] = within(grid).getAllByTestId('game-tile');
    expect(baccarat?.textContent).toContain('บาคาร่า');
    expect(baccarat?.querySelector('svg')).toBeTruthy();
    expect(listRequests(fetchMock)).toContainEqual({ category: 'casino', page: 1, pageSize: 24 });

    fireEvent.click(screen.getByRole('tab', { name: 'เกมฮิต' }));
    await vi.waitFor(() => expect(screen.getByTestId('game-grid').textContent).toContain('สยามเซเว่น'));
    expect(within(screen.getByTestId('game-grid')).getByTestId('game-hot-badge').textContent).toBe('HOT');
    expect(router.state.location.search).toBe('?cat=hot');
  });

  it('shows the game name when a provider image is missing', async () => {
    stubApi({ games: [createGame({ category: 'casino', name: 'รูเล็ตทองคำ', imageKey: 'roulette' })] });
    renderAppAt('/auth/games/category?cat=casino', { member: demoMember });
    const tile = await screen.findByTestId('game-tile');
    const image = tile.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/brand-assets/demo/games/roulette.png');
    fireEvent.error(image ?? tile);
    expect(within(tile).getByTestId('game-name-art').textContent).toBe('รูเล็ตทองคำ');
  });

  it('loads the next page when the end of the grid comes into view', async () => {
    const scrollIntoView = stubIntersectionObserver();
    const games = Array.from({ length: 30 }, (_, index) =>
      createGame({ category: 'fishing', code: `fish-${String(index)}`, name: `ยิงปลา ${String(index + 1)}` }),
    );
    const fetchMock = stubApi({ games });
    renderAppAt('/auth/games/category?cat=fishing', { member: demoMember });
    await screen.findByTestId('game-grid');
    expect(screen.getAllByTestId('game-tile')).toHaveLength(24);

    scrollIntoView();
    await vi.waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(30));
    expect(listRequests(fetchMock)).toContainEqual({ category: 'fishing', page: 2, pageSize: 24 });
    expect(screen.queryByTestId('games-load-more')).toBeNull();
  });

  it('offers a retry when the games fail to load', async () => {
    stubApi({ gamesRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
    renderAppAt('/auth/games/category?cat=casino', { member: demoMember });
    const title = await screen.findByText('โหลดรายการเกมไม่สำเร็จ');
    expect(title.closest('[role="alert"]')?.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
  });
});

/** Every address the router shows from now on, as path and query. */
function followAddresses(router: ReturnType<typeof renderAppAt>['router']): string[] {
  const visited: string[] = [];
  router.subscribe((state) => {
    visited.push(`${state.location.pathname}${state.location.search}`);
  });
  return visited;
}

describe('opening a game', () => {
  it('opens the game in a new tab on a desktop and leaves this page where it was', async () => {
    stubApi();
    // A frame's window stands in for the new tab: a real Window whose opener can be cut.
    const frame = document.body.appendChild(document.createElement('iframe'));
    const tab = frame.contentWindow;
    if (!tab) throw new Error('jsdom gave the frame no window');
    tab.opener = window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const { router } = renderAppAt('/auth/games/category?cat=card', { member: demoMember });
    const tile = await screen.findByTestId('game-tile');

    fireEvent.click(tile);
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith('/play/house?game=house-hilo&token=launch-token', '_blank');
    expect(tab.opener).toBeNull();
    await vi.waitFor(() => expect(tile.getAttribute('aria-busy')).toBeNull());
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/auth/games/category?cat=card');
    frame.remove();
  });

  it('tries a new tab once on a desktop, showing the tile busy meanwhile, however often it is tapped, and opens the game here when the tab is blocked', async () => {
    const fetchMock = stubApi();
    const answer = fetchMock.getMockImplementation();
    const launch = createDeferred<undefined>();
    fetchMock.mockImplementation(async (input, init) => {
      if (input === '/api/auth/user/opengame') await launch.promise;
      if (!answer) throw new Error('the stub has no implementation');
      return answer(input, init);
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = renderAppAt('/auth/games/category?cat=card', { member: demoMember });
    const tile = await screen.findByTestId('game-tile');
    const visited = followAddresses(router);

    fireEvent.click(tile);
    fireEvent.click(tile);
    expect(tile.getAttribute('aria-busy')).toBe('true');
    expect(tile.textContent).toContain('กำลังเปิดเกม…');
    launch.resolve(undefined);

    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith('/play/house?game=house-hilo&token=launch-token', '_blank');
    expect(fetchMock.mock.calls.filter(([input]) => input === '/api/auth/user/opengame')).toHaveLength(1);
    const hilo = demoGames.find((game) => game.code === 'house-hilo');
    expect(fetchMock.mock.calls.find(([input]) => input === '/api/auth/user/opengame')?.[1]?.body).toBe(JSON.stringify({ gameId: hilo?.uuid }));
    // The browser blocked the tab, so the game opens in this one rather than not at all.
    await vi.waitFor(() => expect(visited).toContain('/play/house?game=house-hilo&token=launch-token'));
  });

  it('opens the house game in this tab on a phone', async () => {
    stubApi();
    vi.stubGlobal('innerWidth', 390);
    const open = vi.spyOn(window, 'open');
    const { router } = renderAppAt('/auth/games/category?cat=card', { member: demoMember });
    const visited = followAddresses(router);
    fireEvent.click(await screen.findByTestId('game-tile'));
    await vi.waitFor(() => expect(visited).toContain('/play/house?game=house-hilo&token=launch-token'));
    expect(open).not.toHaveBeenCalled();
  });

  it('says why a game cannot be opened, and lets the member try again', async () => {
    stubApi({ openGameRefusal: { status: 404, code: 'GAME_NOT_FOUND', message: 'ไม่พบเกมนี้ หรือเกมปิดให้บริการชั่วคราว' } });
    const open = vi.spyOn(window, 'open');
    renderAppAt('/auth/games/category?cat=casino', { member: demoMember });
    const tile = await screen.findByTestId('game-tile');
    fireEvent.click(tile);
    await vi.waitFor(() => {
      expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('ไม่พบเกมนี้ หรือเกมปิดให้บริการชั่วคราว'))).toBe(true);
    });
    expect(tile.getAttribute('aria-busy')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens nothing when the server answers an address the site does not open, and says so in Thai', async () => {
    stubApi({ launchUrl: 'javascript:alert(document.cookie)//{code}' });
    const open = vi.spyOn(window, 'open');
    const { router } = renderAppAt('/auth/games/category?cat=card', { member: demoMember });
    const tile = await screen.findByTestId('game-tile');
    const visited = followAddresses(router);
    fireEvent.click(tile);
    await vi.waitFor(() => {
      expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('เปิดเกมนี้ไม่ได้ เกมอาจปิดให้บริการชั่วคราว กรุณาเลือกเกมอื่น'))).toBe(true);
    });
    expect(tile.getAttribute('aria-busy')).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(visited).toEqual([]);
  });
});
