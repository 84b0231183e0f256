import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withRewardValue, type CheckInEntry, type CheckInState } from '@app/contract/rewards/check-in';
import { rewardValue, type Reward } from '@app/contract/rewards/reward';
import { toBangkokDay } from '@/lib/bangkok-date';
import { stubApi } from '@/test/api-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { createDeferred, demoMember, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { CHECK_IN_POPUP_DISMISSED_KEY } from './check-in-popup-storage';

const STATE_PATH = '/api/auth/game/check-in';

afterEach(() => vi.unstubAllGlobals());

const today = toBangkokDay(new Date());
const dayOfMonth = Number(today.slice(8, 10));

/** Today's entry as the server answers it: the day, the reward, and its value under both names. */
function todaysEntry(reward: Reward): CheckInEntry {
  const value = rewardValue(reward);
  return { id: crypto.randomUUID(), json: { day: dayOfMonth }, reward, value, game_value: value };
}

interface CheckInServer {
  state: CheckInState;
  /** Makes the check-in refuse with this error instead of paying. */
  refusal?: { status: number; code: string; message: string };
  /** Holds the check-in's answer back until the test settles it. */
  hold?: Promise<void>;
}

/** Answers the check-in routes as the server would: a check-in pays today's reward once. */
function stubCheckIn(server: CheckInServer) {
  const fetchMock = stubApi({ creditSatang: 100_00 });
  let balanceSatang = 100_00;
  answerExtraRoutes(fetchMock, async (url, init) => {
    if (url.startsWith('/api/auth/user/getCredit/')) return jsonResponse(200, { data: { balanceType: 'credit', balanceSatang } });
    if (url !== STATE_PATH) return null;
    if (init?.method !== 'POST') return jsonResponse(200, server.state);
    await server.hold;
    if (server.refusal) {
      const { status, code, message } = server.refusal;
      return jsonResponse(status, { error: { code, message } });
    }
    if (server.state.today) return jsonResponse(409, { error: { code: 'ALREADY_CHECKED_IN', message: 'วันนี้เช็คอินไปแล้ว กลับมาใหม่พรุ่งนี้นะ' } });
    const entry = todaysEntry(server.state.value);
    if (server.state.value.kind === 'credit') balanceSatang += server.state.value.amountSatang;
    server.state = { ...server.state, today: true, data: [...server.state.data, entry] };
    return jsonResponse(200, {
      data: {
        gameLog: { id: crypto.randomUUID() },
        gameValue: withRewardValue(entry.reward),
        gameValueTomorrow: withRewardValue(server.state.tomorrowValue),
        entry,
        balances: { balanceSatang, points: 0 },
      },
    });
  });
  return fetchMock;
}

function notCheckedIn(): CheckInState {
  return {
    date: toBangkokDay(new Date()),
    data: [],
    visible: true,
    today: false,
    value: { kind: 'credit', amountSatang: 5_00 },
    tomorrowValue: { kind: 'point', points: 10 },
    days: Array.from({ length: 31 }, (_, index) => ({ day: index + 1, reward: { kind: 'credit' as const, amountSatang: 5_00 } })),
  };
}

/** Gives effects that run after a render (the popup's opening) the time to run, before asserting it stayed shut. */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 150));
}

const isCheckInPost = ([input, init]: Parameters<typeof fetch>) => String(input) === STATE_PATH && init?.method === 'POST';

describe('daily check-in', () => {
  it('pops up on the dashboard, checks in, shows the reward and the new credit balance', async () => {
    const fetchMock = stubCheckIn({ state: notCheckedIn() });
    renderAppAt('/auth/dashboard', { member: demoMember });
    const dialog = await screen.findByRole('dialog', { name: 'เช็คอินรายวัน' });
    expect((await screen.findByTestId('credit-balance')).textContent).toContain('100.00');

    const month = within(dialog).getByTestId('check-in-month');
    const todayCell = month.querySelector('[data-today]');
    expect(todayCell?.getAttribute('aria-current')).toBe('date');
    expect(todayCell?.textContent).toContain('฿5.00');
    expect(within(dialog).getByTestId('check-in-today-reward').textContent).toBe('฿5.00');
    expect(within(dialog).getByTestId('check-in-tomorrow-reward').textContent).toBe('10 พอยท์');

    fireEvent.click(within(dialog).getByRole('button', { name: 'เช็คอินรับรางวัล' }));
    expect((await within(dialog).findByTestId('check-in-result')).textContent).toBe('เช็คอินสำเร็จ! ได้รับ ฿5.00');
    expect(month.querySelector('[data-today]')?.getAttribute('data-status')).toBe('checked');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'วันนี้เช็คอินแล้ว' }).disabled).toBe(true);
    await vi.waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toContain('105.00'));
    expect(fetchMock.mock.calls.filter(isCheckInPost)).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('check-in-tile').textContent).toContain('เช็คอินแล้ว พรุ่งนี้รับ 10 พอยท์');
  });

  it('remembers a close for the Bangkok day, and the tile opens the check-in again', async () => {
    stubCheckIn({ state: notCheckedIn() });
    renderAppAt('/auth/dashboard', { member: demoMember });
    const dialog = await screen.findByRole('dialog', { name: 'เช็คอินรายวัน' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(window.localStorage.getItem(CHECK_IN_POPUP_DISMISSED_KEY)).toBe(today);

    // Another visit the same day, with a fresh app: no popup, but the tile still offers today's check-in.
    cleanup();
    renderAppAt('/auth/dashboard', { member: demoMember });
    const tile = await screen.findByTestId('check-in-tile');
    await vi.waitFor(() => expect(tile.textContent).toContain('รับรางวัลวันนี้ ฿5.00'));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(tile);
    expect(await screen.findByRole('dialog', { name: 'เช็คอินรายวัน' })).toBeTruthy();
  });

  it('comes back on a later day even after it was closed', async () => {
    window.localStorage.setItem(CHECK_IN_POPUP_DISMISSED_KEY, '2020-01-01');
    stubCheckIn({ state: notCheckedIn() });
    renderAppAt('/auth/dashboard', { member: demoMember });
    expect(await screen.findByRole('dialog', { name: 'เช็คอินรายวัน' })).toBeTruthy();
  });

  it('does not pop up once the member has checked in today', async () => {
    stubCheckIn({ state: { ...notCheckedIn(), today: true } });
    renderAppAt('/auth/dashboard', { member: demoMember });
    const tile = await screen.findByTestId('check-in-tile');
    await vi.waitFor(() => expect(tile.textContent).toContain('เช็คอินแล้ว'));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing for a brand that does not offer check-in', async () => {
    stubCheckIn({ state: { ...notCheckedIn(), visible: false } });
    renderAppAt('/auth/dashboard', { member: demoMember });
    await screen.findByTestId('credit-balance');
    await settle();
    expect(screen.queryByTestId('check-in-tile')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends one check-in however often the button is tapped while it is on its way', async () => {
    const answer = createDeferred<undefined>();
    const fetchMock = stubCheckIn({ state: notCheckedIn(), hold: answer.promise.then(() => undefined) });
    renderAppAt('/auth/dashboard', { member: demoMember });
    const dialog = await screen.findByRole('dialog', { name: 'เช็คอินรายวัน' });
    const button = within(dialog).getByRole('button', { name: 'เช็คอินรับรางวัล' });
    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'กำลังเช็คอิน…' }).disabled).toBe(true));
    answer.resolve(undefined);
    await within(dialog).findByTestId('check-in-result');
    expect(fetchMock.mock.calls.filter(isCheckInPost)).toHaveLength(1);
  });

  it('treats ALREADY_CHECKED_IN as done: the state is asked for again and the day shows checked', async () => {
    const server: CheckInServer = { state: notCheckedIn() };
    const fetchMock = stubCheckIn(server);
    renderAppAt('/auth/dashboard', { member: demoMember });
    const dialog = await screen.findByRole('dialog', { name: 'เช็คอินรายวัน' });
    // Meanwhile the member checked in from another tab.
    server.state = { ...server.state, today: true, data: [todaysEntry(server.state.value)] };
    const stateCallsBefore = fetchMock.mock.calls.filter(([input, init]) => String(input) === STATE_PATH && init?.method !== 'POST').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'เช็คอินรับรางวัล' }));
    expect(await within(dialog).findByText('วันนี้เช็คอินไปแล้ว กลับมาใหม่พรุ่งนี้นะ')).toBeTruthy();
    await vi.waitFor(() => expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'วันนี้เช็คอินแล้ว' }).disabled).toBe(true));
    expect(fetchMock.mock.calls.filter(([input, init]) => String(input) === STATE_PATH && init?.method !== 'POST').length).toBeGreaterThan(stateCallsBefore);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("shows the server's Thai message when the check-in is refused, and the button stays", async () => {
    stubCheckIn({ state: notCheckedIn(), refusal: { status: 409, code: 'CHECK_IN_CLOSED', message: 'เว็บไซต์นี้ยังไม่เปิดการเช็คอินรายวัน' } });
    renderAppAt('/auth/dashboard', { member: demoMember });
    const dialog = await screen.findByRole('dialog', { name: 'เช็คอินรายวัน' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'เช็คอินรับรางวัล' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('เว็บไซต์นี้ยังไม่เปิดการเช็คอินรายวัน');
  });
});
