import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { stubPrizeDraws } from '@/test/prize-draws-stub';
import { distanceFromSegmentCentre, segmentUnderPointer } from './wheel-angle';

afterEach(() => vi.unstubAllGlobals());

/**
 * Shorter than the full spin's backstop timer (4,500 + 400 ms): a result seen within it came from
 * the transitionend (or the short turn), not from the timer that covers a lost transitionend.
 */
const BEFORE_BACKSTOP = { timeout: 3_000 };

function callsTo(fetchMock: ReturnType<typeof stubApi>, path: string, method = 'GET') {
  return fetchMock.mock.calls.filter(([input, init]) => input === path && (init?.method ?? 'GET') === method);
}

/** Makes the phone ask for less motion. */
function preferReducedMotion() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

async function openWheel() {
  renderAppAt('/auth/media/wheel', { member: demoMember });
  const game = await screen.findByTestId('wheel-game');
  const wheel = within(game).getByTestId('prize-wheel');
  return { game, wheel, spinButton: within(game).getByRole<HTMLButtonElement>('button', { name: 'หมุนวงล้อ' }) };
}

describe('lucky wheel', () => {
  it("finds the segment by the drawn option's id, not by the index the answer carries", async () => {
    const fetchMock = stubApi();
    stubPrizeDraws(fetchMock, { drawIndexes: [5], isOptionIndexWithheld: true });
    const { wheel, spinButton } = await openWheel();
    fireEvent.click(spinButton);
    await vi.waitFor(() => expect(Number(wheel.dataset.angle)).toBeGreaterThan(0));
    expect(segmentUnderPointer(Number(wheel.dataset.angle), 8)).toBe(5);
  });

  it('turns onto the centre of the drawn segment and tells the prize only once the wheel stops', async () => {
    const fetchMock = stubApi();
    const stub = stubPrizeDraws(fetchMock, { drawIndexes: [3] });
    const { game, wheel, spinButton } = await openWheel();
    expect(within(game).getByTestId('draws-left').textContent).toBe('1 ครั้ง');
    expect(within(game).getByTestId('draw-rules').textContent).toMatch(/หมุนฟรีวันละ 1\s+ครั้ง/);
    expect(within(game).getByTestId('draw-rules').textContent).toContain('ฝากเงินครั้งละ 500.00 บาทขึ้นไป');
    expect(wheel.querySelectorAll('path')).toHaveLength(8);
    expect(wheel.textContent).toContain('เครดิตฟรี');
    await vi.waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toContain('1,000.00'));
    expect(await screen.findByText('ยังไม่มีประวัติการหมุน')).toBeTruthy();
    const logCallsBefore = callsTo(fetchMock, '/api/auth/wheel/log', 'POST').length;

    fireEvent.click(spinButton);
    fireEvent.click(spinButton);
    await vi.waitFor(() => expect(Number(wheel.dataset.angle)).toBeGreaterThan(0));
    const angle = Number(wheel.dataset.angle);
    expect(segmentUnderPointer(angle, 8)).toBe(3);
    expect(distanceFromSegmentCentre(angle, 3, 8)).toBeLessThan(1e-6);
    expect(angle).toBeGreaterThanOrEqual(6 * 360);
    expect(wheel.style.transform).toBe(`rotate(${String(angle)}deg)`);
    expect(wheel.style.transition).toContain('4500ms');

    // Still turning: nothing tells the prize yet.
    expect(screen.queryByTestId('draw-result')).toBeNull();
    expect(within(game).getByTestId('draws-left').textContent).toBe('1 ครั้ง');
    expect(screen.getByTestId('credit-balance').textContent).toContain('1,000.00');
    expect(within(game).getByRole<HTMLButtonElement>('button', { name: 'กำลังหมุน…' }).disabled).toBe(true);
    expect(callsTo(fetchMock, '/api/auth/wheel/log', 'POST')).toHaveLength(logCallsBefore);

    fireEvent.transitionEnd(wheel);
    const dialog = await screen.findByTestId('draw-result', {}, BEFORE_BACKSTOP);
    expect(within(dialog).getByRole('heading').textContent).toBe('ยินดีด้วย!');
    expect(within(dialog).getByTestId('draw-result-reward').textContent).toBe('เครดิต 50.00 บาท');
    await vi.waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toContain('1,050.00'));
    expect(within(game).getByTestId('draws-left').textContent).toBe('0 ครั้ง');
    const item = await screen.findByTestId('draw-history-item');
    expect(item.textContent).toContain('เครดิตฟรี 50 บาท');
    expect(item.textContent).toContain('22 พ.ย. 2569 00:30');
    expect(within(item).getByTestId('draw-history-amount').textContent).toBe('+฿50.00');
    // One request, with a key made for this press of the button.
    expect(stub.drawBodies).toEqual([{ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    expect(screen.queryByTestId('draw-result')).toBeNull();
    expect(within(game).getByRole<HTMLButtonElement>('button', { name: 'หมุนวงล้อ' }).disabled).toBe(true);
    expect(within(game).getByTestId('no-draws').textContent).toContain('สิทธิ์หมุนของคุณหมดแล้ว');
  });

  it('keeps turning forward from where it stopped on the next spin', async () => {
    const fetchMock = stubApi();
    stubPrizeDraws(fetchMock, { wheel: { drawsLeft: 2 }, drawIndexes: [5, 1] });
    const { game, wheel, spinButton } = await openWheel();

    fireEvent.click(spinButton);
    await vi.waitFor(() => expect(Number(wheel.dataset.angle)).toBeGreaterThan(0));
    const firstAngle = Number(wheel.dataset.angle);
    fireEvent.transitionEnd(wheel);
    fireEvent.click(within(await screen.findByTestId('draw-result', {}, BEFORE_BACKSTOP)).getByRole('button', { name: 'ตกลง' }));

    fireEvent.click(within(game).getByRole('button', { name: 'หมุนวงล้อ' }));
    await vi.waitFor(() => expect(Number(wheel.dataset.angle)).toBeGreaterThan(firstAngle));
    const secondAngle = Number(wheel.dataset.angle);
    expect(secondAngle - firstAngle).toBeGreaterThanOrEqual(6 * 360);
    expect(segmentUnderPointer(secondAngle, 8)).toBe(1);
    fireEvent.transitionEnd(wheel);
    expect(within(await screen.findByTestId('draw-result', {}, BEFORE_BACKSTOP)).getByTestId('draw-result-reward').textContent).toBe('50 พอยท์');
  });

  it('says "เสียใจด้วย" when the segment pays nothing, and leaves the credit as it was', async () => {
    const fetchMock = stubApi();
    stubPrizeDraws(fetchMock, { drawIndexes: [2] });
    const { wheel, spinButton } = await openWheel();
    await vi.waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toContain('1,000.00'));

    fireEvent.click(spinButton);
    await vi.waitFor(() => expect(Number(wheel.dataset.angle)).toBeGreaterThan(0));
    fireEvent.transitionEnd(wheel);
    const dialog = await screen.findByTestId('draw-result', {}, BEFORE_BACKSTOP);
    expect(within(dialog).getByRole('heading').textContent).toBe('เสียใจด้วย');
    expect(within(dialog).queryByTestId('draw-result-reward')).toBeNull();
    expect((await screen.findByTestId('draw-history-item')).textContent).toContain('ไม่ได้รับรางวัล');
    expect(screen.getByTestId('credit-balance').textContent).toContain('1,000.00');
  });

  it('makes one short turn for a member who asks for less motion, and tells the prize without a transitionend', async () => {
    preferReducedMotion();
    const fetchMock = stubApi();
    stubPrizeDraws(fetchMock, { drawIndexes: [6] });
    const { wheel, spinButton } = await openWheel();

    fireEvent.click(spinButton);
    await vi.waitFor(() => expect(Number(wheel.dataset.angle)).toBeGreaterThan(0));
    const angle = Number(wheel.dataset.angle);
    expect(angle).toBeLessThan(2 * 360);
    expect(segmentUnderPointer(angle, 8)).toBe(6);
    expect(wheel.style.transition).toContain('700ms');
    // Within the short turn's backstop (700 + 400 ms), well before the full spin's would fire.
    expect(await screen.findByTestId('draw-result', {}, BEFORE_BACKSTOP)).toBeTruthy();
  });

  it("shows the server's Thai message when no spins are left, and asks for the wheel again", async () => {
    const fetchMock = stubApi();
    stubPrizeDraws(fetchMock, {
      drawRefusal: { status: 409, code: 'NO_DRAWS_LEFT', message: 'สิทธิ์ของคุณหมดแล้ว รับสิทธิ์ใหม่ได้พรุ่งนี้หรือเมื่อฝากเงินตามเงื่อนไข' },
    });
    const { game, spinButton } = await openWheel();
    const boardCallsBefore = callsTo(fetchMock, '/api/auth/wheel').length;

    fireEvent.click(spinButton);
    expect((await within(game).findByRole('alert')).textContent).toContain('สิทธิ์ของคุณหมดแล้ว รับสิทธิ์ใหม่ได้พรุ่งนี้');
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/auth/wheel').length).toBeGreaterThan(boardCallsBefore));
    expect(screen.queryByTestId('draw-result')).toBeNull();
    expect(within(game).getByRole<HTMLButtonElement>('button', { name: 'หมุนวงล้อ' }).disabled).toBe(false);
  });

  it('turns the spin button off and says why when no spins are left', async () => {
    const fetchMock = stubApi();
    stubPrizeDraws(fetchMock, { wheel: { drawsLeft: 0 } });
    const { game, spinButton } = await openWheel();
    expect(spinButton.disabled).toBe(true);
    expect(within(game).getByTestId('no-draws').textContent).toContain('ฝากเงินตั้งแต่ 500.00 บาท เพื่อรับสิทธิ์หมุนเพิ่ม');
  });

  it("states the brand's own number of free spins a day", async () => {
    const fetchMock = stubApi();
    stubPrizeDraws(fetchMock, { wheel: { dailyDraws: 3 } });
    const { game } = await openWheel();
    expect(within(game).getByTestId('draw-rules').textContent).toMatch(/หมุนฟรีวันละ 3\s+ครั้ง/);
  });

  it('promises no free spin tomorrow when the brand gives none, only the deposit one', async () => {
    const fetchMock = stubApi();
    stubPrizeDraws(fetchMock, { wheel: { drawsLeft: 0, dailyDraws: 0 } });
    const { game } = await openWheel();
    expect(within(game).getByTestId('draw-rules').textContent).not.toContain('หมุนฟรีวันละ');
    expect(within(game).getByTestId('no-draws').textContent).toContain('ฝากเงินตั้งแต่ 500.00 บาท เพื่อรับสิทธิ์หมุน');
    expect(within(game).getByTestId('no-draws').textContent).not.toContain('พรุ่งนี้');
  });

  it('says there are no free spins now when the brand gives neither daily nor deposit spins', async () => {
    const fetchMock = stubApi();
    stubPrizeDraws(fetchMock, { wheel: { drawsLeft: 0, dailyDraws: 0, depositMinSatang: 0 } });
    const { game } = await openWheel();
    expect(within(game).getByTestId('no-draws').textContent).toContain('ขณะนี้ยังไม่มีสิทธิ์หมุนฟรี');
    expect(within(game).queryByTestId('draw-rules')).toBeNull();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    const fetchMock = stubApi();
    stubPrizeDraws(fetchMock, { logFailureStatus: 500 });
    await openWheel();
    const history = screen.getByTestId('draw-history');
    expect((await within(history).findByRole('alert')).textContent).toContain('โหลดประวัติการหมุนไม่สำเร็จ');
    const logCalls = callsTo(fetchMock, '/api/auth/wheel/log', 'POST').length;
    fireEvent.click(within(history).getByRole('button', { name: 'ลองใหม่' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/auth/wheel/log', 'POST').length).toBeGreaterThan(logCalls));
  });
});
