import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { errorResponse } from '@/test/deposit-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { demoGames, demoMember, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

const MINUTE_MS = 60_000;
const SETTING_PATH = '/api/auth/protection/reality-check';
const SESSION_PATH = '/api/auth/protection/reality-check/session';
/** 12:00 in Bangkok: the member logged in ten minutes before each test starts. */
const TEST_START = new Date('2026-11-21T05:00:00.000Z');

interface StubState {
  intervalMinutes: 30 | 60;
  sessionStartedAt: string;
  betSatang: number;
  winSatang: number;
  /** How far the server's clock is ahead of this device's. */
  serverAheadMs: number;
  isSessionReadRefused: boolean;
  isSettingRefused: boolean;
}

/** The shell's and the games' API, plus the reality check's three endpoints and logout, answering from `state`. */
function stubRealityCheckApi(overrides: Partial<StubState> = {}) {
  const state: StubState = {
    intervalMinutes: 30,
    sessionStartedAt: new Date(TEST_START.getTime() - 10 * MINUTE_MS).toISOString(),
    betSatang: 0,
    winSatang: 0,
    serverAheadMs: 0,
    isSessionReadRefused: false,
    isSettingRefused: false,
    ...overrides,
  };
  const fetchMock = stubApi({ games: demoGames });
  const sent: { method: string; url: string; body: unknown }[] = [];
  answerExtraRoutes(fetchMock, (url, init) => {
    const method = init?.method ?? 'GET';
    if (![SETTING_PATH, SESSION_PATH, '/api/auth/logout'].includes(url)) return null;
    sent.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url === '/api/auth/logout') return jsonResponse(200, { success: true });
    if (url === SETTING_PATH && method === 'PUT') {
      if (state.isSettingRefused) return errorResponse({ status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่' });
      const body = JSON.parse(String(init?.body)) as { intervalMinutes: 30 | 60 };
      state.intervalMinutes = body.intervalMinutes;
    }
    if (url === SETTING_PATH) return jsonResponse(200, { data: { intervalMinutes: state.intervalMinutes } });
    if (state.isSessionReadRefused) return errorResponse({ status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' });
    return jsonResponse(200, {
      data: {
        intervalMinutes: state.intervalMinutes,
        sessionStartedAt: state.sessionStartedAt,
        now: new Date(Date.now() + state.serverAheadMs).toISOString(),
        betSatang: state.betSatang,
        winSatang: state.winSatang,
        netResultSatang: state.winSatang - state.betSatang,
      },
    });
  });
  const sessionReads = () => sent.filter((call) => call.url === SESSION_PATH).length;
  return { state, sent, sessionReads };
}

/** Moves this device's clock and its timers on, as the minutes of play pass. */
async function playFor(minutes: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(minutes * MINUTE_MS);
  });
}

async function openGamePage(path = '/auth/games/slot/HOUSE') {
  const app = renderAppAt(path, { member: demoMember });
  // Both game pages show the credit strip above their games.
  await screen.findByTestId('credit-strip');
  return app;
}

describe('the reality check in game pages', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(TEST_START);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens at each 30 minutes of the login with the time and the net result, and "continue" closes it until the next', async () => {
    const api = stubRealityCheckApi({ betSatang: 140_25, winSatang: 250_50 });
    await openGamePage();
    await playFor(19);
    expect(screen.queryByTestId('reality-check')).toBeNull();

    await playFor(1);
    const dialog = await screen.findByTestId('reality-check');
    expect(within(dialog).getByRole('heading').textContent).toBe('แจ้งเตือนเวลาเล่น');
    expect(within(dialog).getByTestId('reality-check-elapsed').textContent).toBe('30 นาที');
    const net = await within(dialog).findByTestId('reality-check-net');
    expect(net.textContent).toBe('+฿110.25');
    expect(net.dataset.tone).toBe('gain');
    expect(within(dialog).getByTestId('reality-check-totals').textContent).toBe('เดิมพัน ฿140.25 · ได้รับ ฿250.50');
    // The page's own read and the one at the reminder, for the money as it is now.
    expect(api.sessionReads()).toBe(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'เล่นต่อ' }));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    api.state.betSatang = 1_000_00;
    await playFor(29);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await playFor(1);
    const again = await screen.findByTestId('reality-check');
    expect(within(again).getByTestId('reality-check-elapsed').textContent).toBe('1 ชั่วโมง 0 นาที');
    const loss = await within(again).findByTestId('reality-check-net');
    expect(loss.textContent).toBe('\u2212฿749.50');
    expect(loss.dataset.tone).toBe('loss');
  });

  it('is not moved by a reload: an answered reminder stays answered, and the next falls on the login’s clock', async () => {
    stubRealityCheckApi();
    await openGamePage();
    await playFor(20);
    fireEvent.click(within(await screen.findByTestId('reality-check')).getByRole('button', { name: 'เล่นต่อ' }));
    // A reload: the page and everything it held in memory are gone; the browser's storage stays.
    cleanup();

    await playFor(15);
    await openGamePage('/auth/games/category?cat=slot');
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await playFor(15);
    expect(within(await screen.findByTestId('reality-check')).getByTestId('reality-check-elapsed').textContent).toBe('1 ชั่วโมง 0 นาที');
  });

  it('shows a reminder missed on other pages as soon as a game page opens', async () => {
    stubRealityCheckApi({ intervalMinutes: 60, sessionStartedAt: new Date(TEST_START.getTime() - 75 * MINUTE_MS).toISOString() });
    await openGamePage();
    const dialog = await screen.findByTestId('reality-check');
    expect(within(dialog).getByTestId('reality-check-elapsed').textContent).toBe('1 ชั่วโมง 15 นาที');
    expect((await within(dialog).findByTestId('reality-check-net')).textContent).toBe('฿0.00');
  });

  it("times the reminders by the server's clock when the device's is wrong", async () => {
    // The device runs 25 minutes behind: by the server the login was 35 minutes ago.
    stubRealityCheckApi({ serverAheadMs: 25 * MINUTE_MS });
    await openGamePage();
    const dialog = await screen.findByTestId('reality-check');
    expect(within(dialog).getByTestId('reality-check-elapsed').textContent).toBe('35 นาที');
  });

  it('takes the member to the win/loss log from "history", and counts that as an answer', async () => {
    stubRealityCheckApi();
    const { router } = await openGamePage();
    await playFor(20);
    fireEvent.click(within(await screen.findByTestId('reality-check')).getByRole('button', { name: 'ประวัติการเล่น' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth/winlost'));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(window.localStorage.getItem('realityCheckAnsweredAt')).toBe(String(TEST_START.getTime() + 20 * MINUTE_MS));
  });

  it('logs out like the top bar does, without asking again: the session ends on the server and here', async () => {
    const api = stubRealityCheckApi();
    const { router, store } = await openGamePage();
    await playFor(20);
    fireEvent.click(within(await screen.findByTestId('reality-check')).getByRole('button', { name: 'ออกจากระบบ' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().auth.currentUser).toBeNull();
    expect(api.sent.filter((call) => call.url === '/api/auth/logout')).toEqual([{ method: 'POST', url: '/api/auth/logout', body: undefined }]);
    expect(await screen.findByText('ออกจากระบบสำเร็จ')).toBeTruthy();
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it('says in Thai when the net result cannot be read, and reads it again on retry', async () => {
    const api = stubRealityCheckApi({ betSatang: 50_00 });
    await openGamePage();
    api.state.isSessionReadRefused = true;
    await playFor(20);
    const dialog = await screen.findByTestId('reality-check');
    const problem = await within(dialog).findByRole('alert');
    expect(problem.textContent).toContain('โหลดผลได้เสียไม่สำเร็จ');
    expect(problem.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    expect(within(dialog).getByTestId('reality-check-elapsed').textContent).toBe('30 นาที');

    api.state.isSessionReadRefused = false;
    fireEvent.click(within(problem).getByRole('button', { name: 'ลองใหม่' }));
    expect((await within(dialog).findByTestId('reality-check-net')).textContent).toBe('\u2212฿50.00');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('the reality check on the responsible gaming page', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function openCard() {
    renderAppAt('/auth/settings/responsible-gaming', { member: demoMember });
    const card = await screen.findByTestId('reality-check-card');
    await within(card).findByLabelText('ทุก 30 นาที');
    return card;
  }

  it('shows the saved interval and saves another with its button', async () => {
    const api = stubRealityCheckApi({ intervalMinutes: 60 });
    const card = await openCard();
    expect(within(card).getByLabelText<HTMLInputElement>('ทุก 60 นาที').checked).toBe(true);
    const save = within(card).getByRole<HTMLButtonElement>('button', { name: 'บันทึก' });
    expect(save.disabled).toBe(true);

    fireEvent.click(within(card).getByLabelText('ทุก 30 นาที'));
    fireEvent.click(save);
    expect((await within(card).findByTestId('reality-check-saved')).textContent).toBe('บันทึกแล้ว จะแจ้งเตือนทุก 30 นาที');
    expect(api.sent.filter((call) => call.method === 'PUT')).toEqual([{ method: 'PUT', url: SETTING_PATH, body: { intervalMinutes: 30 } }]);
    expect(within(card).getByLabelText<HTMLInputElement>('ทุก 30 นาที').checked).toBe(true);
    expect(save.disabled).toBe(true);
  });

  it('keeps the saved interval and says why when saving fails', async () => {
    stubRealityCheckApi({ intervalMinutes: 60, isSettingRefused: true });
    const card = await openCard();
    fireEvent.click(within(card).getByLabelText('ทุก 30 นาที'));
    fireEvent.click(within(card).getByRole('button', { name: 'บันทึก' }));
    expect((await within(card).findByTestId('reality-check-setting-error')).textContent).toBe('ระบบขัดข้องชั่วคราว กรุณาลองใหม่');
    expect(within(card).queryByTestId('reality-check-saved')).toBeNull();
  });

  it('says in Thai when the setting cannot be read, with a retry', async () => {
    const fetchMock = stubApi();
    let isAnswered = false;
    answerExtraRoutes(fetchMock, (url) => {
      if (url !== SETTING_PATH) return null;
      return isAnswered
        ? jsonResponse(200, { data: { intervalMinutes: 30 } })
        : errorResponse({ status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' });
    });
    renderAppAt('/auth/settings/responsible-gaming', { member: demoMember });
    const card = await screen.findByTestId('reality-check-card');
    const problem = await within(card).findByRole('alert');
    expect(problem.textContent).toContain('โหลดการตั้งค่าการแจ้งเตือนไม่สำเร็จ');
    isAnswered = true;
    fireEvent.click(within(problem).getByRole('button', { name: 'ลองใหม่' }));
    expect((await within(card).findByLabelText<HTMLInputElement>('ทุก 30 นาที')).checked).toBe(true);
  });
});
