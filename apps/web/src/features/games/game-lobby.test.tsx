import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { errorResponse, type StubbedError } from '@/test/deposit-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { createDeferred, createGame, demoGames, demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

const SERVER_ERROR: StubbedError = { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The house games and three of an aggregator's, released on different days; the dragon slot is hot. */
const dragon = createGame({
  category: 'slot',
  code: 'sbx_jk_dragon_fortune',
  name: 'Dragon Fortune',
  imageKey: 'sbx_jk_dragon_fortune',
  thumbnailUrl: 'https://art.example.test/games/sbx_jk_dragon_fortune.svg',
  releasedOn: '2026-11-20',
  isHot: true,
});
const tiger = createGame({ category: 'casino', code: 'sbx_live_dragon_tiger', name: 'มังกรเสือ', imageKey: 'sbx_live_dragon_tiger', releasedOn: '2026-06-01' });
const ocean = createGame({ category: 'fishing', code: 'sbx_ocean_king', name: 'Ocean King', imageKey: 'sbx_ocean_king', releasedOn: '2025-12-01' });
const catalogue = [...demoGames, dragon, tiger, ocean];

function readBody(init: RequestInit | undefined): Record<string, unknown> {
  const parsed: unknown = JSON.parse(String(init?.body));
  return typeof parsed === 'object' && parsed !== null ? Object.fromEntries(Object.entries(parsed)) : {};
}

function listRequests(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([input]) => input === '/api/auth/user/game/list').map(([, init]) => readBody(init));
}

/** The game codes of the tiles inside an element, in order. */
function codesIn(element: HTMLElement): (string | undefined)[] {
  return within(element)
    .queryAllByTestId('game-tile')
    .map((tile) => tile.dataset.gameCode);
}

/** The search box's form: Enter in the box submits it. */
function formOf(field: HTMLElement): HTMLFormElement {
  const form = field.closest('form');
  if (!form) throw new Error('the search box is in no form');
  return form;
}

/** A frame's window stands in for the new tab a desktop opens a game in. */
function stubNewTab() {
  const frame = document.body.appendChild(document.createElement('iframe'));
  const tab = frame.contentWindow;
  if (!tab) throw new Error('jsdom gave the frame no window');
  const open = vi.spyOn(window, 'open').mockReturnValue(tab);
  return { open, close: () => frame.remove() };
}

describe('game thumbnails', () => {
  it("shows the aggregator's thumbnail, loaded lazily, and the game's name when it fails", async () => {
    stubApi({ games: [createGame({ category: 'casino', name: 'มังกรเสือ', imageKey: 'sbx_dt', thumbnailUrl: 'http://127.0.0.1:3100/art/games/sbx_dt.svg' })] });
    renderAppAt('/auth/games/category?cat=casino', { member: demoMember });
    const tile = await screen.findByTestId('game-tile');
    const image = tile.querySelector('img');
    expect(image?.getAttribute('src')).toBe('http://127.0.0.1:3100/art/games/sbx_dt.svg');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(within(tile).queryByTestId('game-name-art')).toBeNull();

    fireEvent.error(image ?? tile);
    expect(tile.querySelector('img')).toBeNull();
    expect(within(tile).getByTestId('game-name-art').textContent).toBe('มังกรเสือ');
  });
});

describe('searching the games by name', () => {
  it('searches every category once typing pauses, keeps the search in the address, and clears back to the tabs', async () => {
    const fetchMock = stubApi({ games: catalogue });
    const { router } = renderAppAt('/auth/games/category?cat=casino', { member: demoMember });
    const field = await screen.findByTestId('game-search');
    expect(screen.getByLabelText('ค้นหาเกม')).toBe(field);
    expect(field.getAttribute('placeholder')).toBe('พิมพ์ชื่อเกม');
    await screen.findByTestId('game-grid');

    fireEvent.change(field, { target: { value: 'D' } });
    fireEvent.change(field, { target: { value: 'dragon ' } });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?cat=casino&q=dragon'));
    // The slot is found from the casino tab: a search is not limited to the tab it starts from.
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-grid'))).toEqual(['sbx_jk_dragon_fortune']));
    expect(screen.getByRole('heading', { name: 'ผลการค้นหา “dragon”' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(listRequests(fetchMock)).toContainEqual({ search: 'dragon', page: 1, pageSize: 24 });
    // The first letter alone was never searched: the search waited for typing to pause.
    expect(listRequests(fetchMock).filter((body) => 'search' in body)).toHaveLength(1);
    // The space typed after the word stays in the box while the search goes on.
    expect(field).toHaveProperty('value', 'dragon ');

    fireEvent.click(screen.getByTestId('game-search-clear'));
    expect((await screen.findByRole('tab', { name: 'คาสิโน' })).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?cat=casino');
    expect(screen.getByTestId('game-search')).toHaveProperty('value', '');
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-grid'))).toEqual(['house-baccarat', 'sbx_live_dragon_tiger']));
  });

  it('searches at once on Enter, and matches a Thai name', async () => {
    const fetchMock = stubApi({ games: catalogue });
    const { router } = renderAppAt('/auth/games/category?cat=sport', { member: demoMember });
    const field = await screen.findByTestId('game-search');
    fireEvent.change(field, { target: { value: 'มังกร' } });
    fireEvent.submit(formOf(field));
    expect(router.state.location.search).toBe('?cat=sport&q=%E0%B8%A1%E0%B8%B1%E0%B8%87%E0%B8%81%E0%B8%A3');
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-grid'))).toEqual(['sbx_live_dragon_tiger']));
    expect(listRequests(fetchMock)).toContainEqual({ search: 'มังกร', page: 1, pageSize: 24 });
  });

  it('keeps a search from the address after a reload, says so in Thai when nothing matches, and its button brings the tabs back', async () => {
    const fetchMock = stubApi({ games: catalogue });
    const { router } = renderAppAt('/auth/games/category?cat=all&q=zzz', { member: demoMember });
    expect(await screen.findByText('ไม่พบเกมที่ค้นหา')).toBeTruthy();
    expect(screen.getByTestId('game-search')).toHaveProperty('value', 'zzz');
    expect(screen.queryByTestId('game-grid')).toBeNull();
    expect(screen.queryByTestId('game-row-hot')).toBeNull();
    expect(listRequests(fetchMock)).toContainEqual({ search: 'zzz', page: 1, pageSize: 24 });

    fireEvent.click(screen.getByRole('button', { name: 'ล้างการค้นหา' }));
    expect((await screen.findByRole('tab', { name: 'ทั้งหมด' })).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?cat=all');
    expect(screen.getByTestId('game-search')).toHaveProperty('value', '');
  });

  it('shows skeleton tiles while a new search loads, not the games of the last one', async () => {
    const fetchMock = stubApi({ games: catalogue });
    const reply = createDeferred<undefined>();
    answerExtraRoutes(fetchMock, async (url, init) => {
      if (url === '/api/auth/user/game/list' && readBody(init).search === 'ocean') await reply.promise;
      return null;
    });
    renderAppAt('/auth/games/category?cat=all&q=dragon', { member: demoMember });
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-grid'))).toEqual(['sbx_jk_dragon_fortune']));

    fireEvent.change(screen.getByTestId('game-search'), { target: { value: 'ocean' } });
    fireEvent.submit(formOf(screen.getByTestId('game-search')));
    expect((await screen.findAllByTestId('game-tile-skeleton')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('game-grid')).toBeNull();
    reply.resolve(undefined);
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-grid'))).toEqual(['sbx_ocean_king']));
  });
});

describe('the rows of the all-games tab', () => {
  it('leads with the hot and the newest games above every game, and hides the recent row until the member has played', async () => {
    const fetchMock = stubApi({ games: catalogue });
    renderAppAt('/auth/games/category?cat=all', { member: demoMember });
    const hot = await screen.findByTestId('game-row-hot');
    expect(within(hot).getByRole('heading', { name: 'เกมฮิต' })).toBeTruthy();
    await vi.waitFor(() => expect(codesIn(hot)).toEqual(['house-slot', 'sbx_jk_dragon_fortune']));
    const fresh = screen.getByTestId('game-row-new');
    expect(within(fresh).getByRole('heading', { name: 'เกมใหม่' })).toBeTruthy();
    await vi.waitFor(() => expect(codesIn(fresh).slice(0, 3)).toEqual(['sbx_jk_dragon_fortune', 'sbx_live_dragon_tiger', 'sbx_ocean_king']));
    expect(listRequests(fetchMock)).toContainEqual({ category: 'hot', page: 1, pageSize: 12 });
    expect(listRequests(fetchMock)).toContainEqual({ order: 'newest', page: 1, pageSize: 12 });
    await vi.waitFor(() => expect(screen.queryByTestId('game-row-recent')).toBeNull());
    expect(fetchMock.mock.calls.some(([input]) => input === '/api/auth/user/game/recent')).toBe(true);
    // Every game still follows the rows.
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-grid'))).toHaveLength(catalogue.length));
  });

  it('shows the rows on the all-games tab only', async () => {
    stubApi({ games: catalogue });
    renderAppAt('/auth/games/category?cat=casino', { member: demoMember });
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-grid'))).toEqual(['house-baccarat', 'sbx_live_dragon_tiger']));
    expect(screen.queryByTestId('game-row-hot')).toBeNull();
    expect(screen.queryByTestId('game-row-new')).toBeNull();
    expect(screen.queryByTestId('game-row-recent')).toBeNull();
  });

  it('puts a game the member opens at the head of the recently played row', async () => {
    stubApi({ games: catalogue, recentGames: [ocean] });
    const tab = stubNewTab();
    renderAppAt('/auth/games/category?cat=all', { member: demoMember });
    const recent = await screen.findByTestId('game-row-recent');
    expect(within(recent).getByRole('heading', { name: 'เล่นล่าสุด' })).toBeTruthy();
    await vi.waitFor(() => expect(codesIn(recent)).toEqual(['sbx_ocean_king']));

    const hot = screen.getByTestId('game-row-hot');
    await vi.waitFor(() => expect(codesIn(hot)).toContain('sbx_jk_dragon_fortune'));
    const dragonTile = within(hot)
      .getAllByTestId('game-tile')
      .find((tile) => tile.dataset.gameCode === 'sbx_jk_dragon_fortune');
    fireEvent.click(dragonTile ?? hot);
    await vi.waitFor(() => expect(tab.open).toHaveBeenCalledWith('/play/house?game=sbx_jk_dragon_fortune&token=launch-token', '_blank'));
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-row-recent'))).toEqual(['sbx_jk_dragon_fortune', 'sbx_ocean_king']));
    tab.close();
  });

  it('says quietly that a row failed, with a retry, while the other rows and every game work', async () => {
    const fetchMock = stubApi({ games: catalogue });
    let isHotRowDown = true;
    answerExtraRoutes(fetchMock, (url, init) =>
      url === '/api/auth/user/game/list' && readBody(init).category === 'hot' && isHotRowDown ? errorResponse(SERVER_ERROR) : null,
    );
    const { router } = renderAppAt('/auth/games/category?cat=all', { member: demoMember });
    const hot = await screen.findByTestId('game-row-hot');
    expect(await within(hot).findByText('โหลดรายการนี้ไม่สำเร็จ')).toBeTruthy();
    expect(codesIn(hot)).toEqual([]);
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-row-new'))).toHaveLength(catalogue.length));
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-grid'))).toHaveLength(catalogue.length));

    isHotRowDown = false;
    fireEvent.click(within(hot).getByRole('button', { name: 'ลองใหม่' }));
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-row-hot'))).toEqual(['house-slot', 'sbx_jk_dragon_fortune']));

    // The page goes on working: the tabs still switch.
    fireEvent.click(screen.getByRole('tab', { name: 'ยิงปลา' }));
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-grid'))).toEqual(['sbx_ocean_king']));
    expect(router.state.location.search).toBe('?cat=fishing');
  });

  it('keeps the recent row out of the way when it fails, with its own retry', async () => {
    stubApi({ games: catalogue, recentGamesRefusal: SERVER_ERROR });
    renderAppAt('/auth/games/category?cat=all', { member: demoMember });
    const recent = await screen.findByTestId('game-row-recent');
    expect(await within(recent).findByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-row-hot'))).toEqual(['house-slot', 'sbx_jk_dragon_fortune']));
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-grid'))).toHaveLength(catalogue.length));
  });

  it('shows skeleton tiles in a row while it loads', async () => {
    const fetchMock = stubApi({ games: catalogue });
    const reply = createDeferred<undefined>();
    answerExtraRoutes(fetchMock, async (url, init) => {
      if (url === '/api/auth/user/game/list' && readBody(init).order === 'newest') await reply.promise;
      return null;
    });
    renderAppAt('/auth/games/category?cat=all', { member: demoMember });
    const fresh = await screen.findByTestId('game-row-new');
    expect(within(fresh).getAllByTestId('game-tile-skeleton').length).toBeGreaterThan(0);
    reply.resolve(undefined);
    await vi.waitFor(() => expect(codesIn(screen.getByTestId('game-row-new'))).toHaveLength(catalogue.length));
    expect(within(screen.getByTestId('game-row-new')).queryAllByTestId('game-tile-skeleton')).toHaveLength(0);
  });
});
