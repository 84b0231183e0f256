import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WinLoss } from './api/get-win-loss';
import { stubApi } from '@/test/api-stub';
import { createGame, demoGames, demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { chooseDate } from '@/test/choose-date';

const LOG_PATH = '/api/auth/log/affiliate/demo';

function round(roundId: string, providerCode: string, gameCode: string, betSatang: number, winSatang: number, startedAt: string) {
  return { roundId, providerCode, gameCode, betSatang, winSatang, netSatang: winSatang - betSatang, startedAt };
}

/** Two days of play; 2026-11-22T02:30:00Z is 22 พ.ย. 2569 09:30 in Bangkok. */
const winLoss: WinLoss = {
  days: [
    { day: '2026-11-20', betSatang: 100_00, winSatang: 0, netSatang: -100_00, rounds: 1 },
    { day: '2026-11-22', betSatang: 150_00, winSatang: 300_00, netSatang: 150_00, rounds: 2 },
  ],
  rounds: [
    round('r3', 'HOUSE', 'house-slot', 50_00, 200_00, '2026-11-22T02:30:00.000Z'),
    round('r2', 'HOUSE', 'house-baccarat', 100_00, 100_00, '2026-11-22T01:00:00.000Z'),
    round('r1', 'XE', 'xe-dragon', 100_00, 0, '2026-11-20T05:00:00.000Z'),
  ],
  totalRounds: 3,
};

function logRequests(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([input]) => input === LOG_PATH).map(([, init]): unknown => JSON.parse(String(init?.body)));
}

// Only the clock's date is fixed (10:00 on 22 November in Bangkok); timers run for real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T03:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('win/loss', () => {
  it('asks for the last seven Bangkok days of the member, and shows the totals with gains and losses in colour', async () => {
    const fetchMock = stubApi({ winLoss });
    renderAppAt('/auth/winlost', { member: demoMember });
    const summary = await screen.findByTestId('win-loss-summary');
    expect(logRequests(fetchMock)).toEqual([{ type: 'wl', start: '2026-11-16', end: '2026-11-22' }]);
    expect(summary.textContent).toContain('16 พ.ย. 2569 – 22 พ.ย. 2569');
    expect(summary.textContent).toContain('฿250.00');
    expect(within(summary).getByTestId('win-loss-net-total').textContent).toBe('+฿50.00');

    const days = screen.getAllByTestId('win-loss-day');
    expect(days.map((day) => day.dataset.day)).toEqual(['2026-11-22', '2026-11-20']);
    const [today, earlier] = days;
    expect(within(today ?? summary).getByTestId('win-loss-day-net').dataset.tone).toBe('gain');
    expect(within(earlier ?? summary).getByTestId('win-loss-day-net').textContent).toBe('\u2212฿100.00');
    expect(within(earlier ?? summary).getByTestId('win-loss-day-net').dataset.tone).toBe('loss');
  });

  it('says when the list holds only the newest rounds while the totals count them all', async () => {
    stubApi({ winLoss: { ...winLoss, totalRounds: 900 } });
    renderAppAt('/auth/winlost', { member: demoMember });
    await screen.findByTestId('win-loss-summary');
    expect(screen.getByText('ยอดรวมนับทุกรอบ รายการด้านล่างแสดง 3 รอบล่าสุดจากทั้งหมด 900 รอบ')).toBeTruthy();
  });

  it("opens the newest day's rounds with the games' names, and another day's on a tap", async () => {
    stubApi({
      winLoss,
      gameProviders: [{ code: 'HOUSE', name: 'เกมของเว็บไซต์', walletType: 'seamless', logoUrl: '', categories: ['casino', 'slot'] }],
      games: [...demoGames, createGame({ providerCode: 'JK' })],
    });
    renderAppAt('/auth/winlost', { member: demoMember });
    await screen.findAllByTestId('win-loss-day');
    await vi.waitFor(() => expect(screen.getAllByTestId('win-loss-round')[0]?.textContent).toContain('สยามเซเว่น'));
    const [slot, baccarat] = screen.getAllByTestId('win-loss-round');
    expect(slot?.textContent).toContain('เกมของเว็บไซต์ · 22 พ.ย. 2569 09:30');
    expect(slot?.textContent).toContain('แทง ฿50.00 · ได้ ฿200.00');
    expect(within(baccarat ?? document.body).getByTestId('win-loss-round-net').dataset.tone).toBe('even');

    fireEvent.click(screen.getByRole('button', { name: /20 พ.ย. 2569/ }));
    const rounds = screen.getAllByTestId('win-loss-round');
    expect(rounds).toHaveLength(1);
    // A game and a provider the catalogue does not list keep their codes.
    expect(rounds[0]?.textContent).toContain('xe-dragon');
    expect(rounds[0]?.textContent).toContain('XE · 20 พ.ย. 2569 12:00');
  });

  it('flags a bad range beside the field and never sends it, then sends a good one', async () => {
    const fetchMock = stubApi({ winLoss });
    const { router } = renderAppAt('/auth/winlost', { member: demoMember });
    await screen.findByTestId('win-loss-summary');
    const start = screen.getByLabelText('ตั้งแต่วันที่');
    const end = screen.getByLabelText('ถึงวันที่');
    const show = screen.getByRole('button', { name: 'ดูรายการ' });

    // The calendar offers no end before the start: a start chosen after the end is flagged on the end.
    chooseDate('ถึงวันที่', '2026-11-19');
    chooseDate('ตั้งแต่วันที่', '2026-11-20');
    fireEvent.click(show);
    expect(document.getElementById(end.getAttribute('aria-describedby') ?? '')?.textContent).toBe('ต้องไม่ก่อน วันที่เริ่มต้น');

    chooseDate('ถึงวันที่', '2026-11-21');
    chooseDate('ตั้งแต่วันที่', '2026-10-21');
    fireEvent.click(show);
    expect(document.getElementById(end.getAttribute('aria-describedby') ?? '')?.textContent).toBe('เลือกได้ไม่เกิน 31 วัน');
    expect(logRequests(fetchMock)).toHaveLength(1);

    chooseDate('ตั้งแต่วันที่', '2026-11-01');
    chooseDate('ถึงวันที่', '2026-11-10');
    // The fields write the days as the lists do, in the Buddhist era.
    expect(start.textContent).toBe('1 พ.ย. 2569');
    expect(end.textContent).toBe('10 พ.ย. 2569');
    fireEvent.click(show);
    await vi.waitFor(() => expect(logRequests(fetchMock)).toContainEqual({ type: 'wl', start: '2026-11-01', end: '2026-11-10' }));
    expect(router.state.location.search).toBe('?start=2026-11-01&end=2026-11-10');
    expect(end.getAttribute('aria-invalid')).toBeNull();
  });

  it('says in Thai when nothing was played in the range', async () => {
    stubApi();
    renderAppAt('/auth/winlost', { member: demoMember });
    expect(await screen.findByText('ไม่มีรายการเล่นในช่วงนี้')).toBeTruthy();
  });

  it('offers a retry when the report fails to load', async () => {
    stubApi({ winLossRefusal: { status: 400, code: 'DATE_RANGE_INVALID', message: 'ช่วงวันที่ไม่ถูกต้อง (เลือกได้ไม่เกิน 31 วัน)' } });
    renderAppAt('/auth/winlost', { member: demoMember });
    const title = await screen.findByText('โหลดประวัติแพ้ชนะไม่สำเร็จ');
    expect(title.closest('[role="alert"]')?.textContent).toContain('ช่วงวันที่ไม่ถูกต้อง');
  });
});
