import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberLimit } from '@app/contract/player-protection';
import { stubApi } from '@/test/api-stub';
import { errorResponse } from '@/test/deposit-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { createMemberLimit as limitOf, demoMember, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const LIMITS_PATH = '/api/auth/protection/limits';

/** Every limit unset but a daily loss limit of 1,000 baht (250 used) and a weekly wagering raise ready to confirm. */
function serverLimits(): MemberLimit[] {
  return (['deposit', 'loss', 'wager'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) => {
      if (kind === 'loss' && period === 'day') return limitOf(kind, period, { limitSatang: 1_000_00, usedSatang: 250_00 });
      if (kind === 'wager' && period === 'week') {
        return limitOf(kind, period, {
          limitSatang: 500_00,
          pendingRaise: { amountSatang: 900_00, requestedAt: '2026-11-20T05:00:00.000Z', confirmableAt: '2026-11-21T05:00:00.000Z' },
        });
      }
      return limitOf(kind, period);
    }),
  );
}

function stubLimitsApi(options: { refuseSet?: boolean } = {}) {
  const fetchMock = stubApi();
  const sent: { method: string; path: string; body: unknown }[] = [];
  answerExtraRoutes(fetchMock, (url, init) => {
    if (!url.startsWith(LIMITS_PATH)) return null;
    const method = init?.method ?? 'GET';
    if (method === 'GET') return jsonResponse(200, { data: serverLimits() });
    const body = JSON.parse(String(init?.body)) as { kind: MemberLimit['kind']; period: MemberLimit['period']; amountSatang?: number | null };
    sent.push({ method, path: url, body });
    if (options.refuseSet) return errorResponse({ status: 409, code: 'LIMIT_UNCHANGED', message: 'วงเงินนี้ตั้งไว้เท่านี้อยู่แล้ว' });
    if (url.endsWith('/confirm')) return jsonResponse(200, { data: limitOf(body.kind, body.period, { limitSatang: 900_00 }) });
    const isLower = body.amountSatang !== null && body.amountSatang !== undefined && body.amountSatang <= 1_000_00;
    const limit = isLower
      ? limitOf(body.kind, body.period, { limitSatang: body.amountSatang ?? null })
      : limitOf(body.kind, body.period, {
          limitSatang: 1_000_00,
          pendingRaise: { amountSatang: body.amountSatang ?? null, requestedAt: '2026-11-27T05:00:00.000Z', confirmableAt: '2026-11-28T05:00:00.000Z' },
        });
    return jsonResponse(200, { data: { outcome: isLower ? 'applied' : 'requested', limit } });
  });
  return { sent };
}

/** Toasts keep each Thai phrase whole in its own element, so their text is read from the live region. */
async function findToast(text: string) {
  await vi.waitFor(() => {
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes(text))).toBe(true);
  });
}

async function openLimits() {
  renderAppAt('/auth/settings/responsible-gaming', { member: demoMember });
  const card = await screen.findByTestId('limits-card');
  await within(card).findByTestId('limit-loss-day');
  return card;
}

describe('the play limits on the responsible gaming page', () => {
  it('shows each limit with what is used and when it starts again, and confirms a raise that has waited 24 hours', async () => {
    const { sent } = stubLimitsApi();
    const card = await openLimits();
    const lossDay = within(card).getByTestId('limit-loss-day');
    expect(within(lossDay).getByTestId('limit-amount').textContent).toBe('1,000.00 บาท');
    expect(lossDay.textContent).toContain('ใช้ไปแล้ว 250.00 บาท · เริ่มนับใหม่ 2 ม.ค. 2573 00:00 น.');
    expect(within(within(card).getByTestId('limit-deposit-month')).getByTestId('limit-amount').textContent).toBe('ไม่จำกัด');

    const wagerWeek = within(card).getByTestId('limit-wager-week');
    expect(wagerWeek.textContent).toContain('ขอเปลี่ยนเป็น 900.00 บาท · ยืนยันได้แล้ว');
    fireEvent.click(within(wagerWeek).getByRole('button', { name: 'ยืนยันการเปลี่ยน' }));
    await findToast('วงเงินเดิมพันรายสัปดาห์: ตอนนี้ 900.00 บาท');
    expect(sent).toEqual([{ method: 'POST', path: `${LIMITS_PATH}/confirm`, body: { kind: 'wager', period: 'week' } }]);
  });

  it('says before saving that a lower limit applies at once and a higher one waits 24 hours, and sends satang', async () => {
    const { sent } = stubLimitsApi();
    const card = await openLimits();
    fireEvent.click(within(card).getByRole('button', { name: 'แก้ไขวงเงินเสียรายวัน' }));
    const dialog = await screen.findByTestId('limit-dialog');
    const amount = within(dialog).getByLabelText('วงเงิน (บาท)');
    expect((amount as HTMLInputElement).value).toBe('1,000.00');
    expect(within(dialog).queryByTestId('limit-dialog-note')).toBeNull();

    fireEvent.change(amount, { target: { value: '2,500.50' } });
    expect(within(dialog).getByTestId('limit-dialog-note').textContent).toContain('ต้องรอ 24 ชั่วโมง');
    fireEvent.change(amount, { target: { value: '400' } });
    expect(within(dialog).getByTestId('limit-dialog-note').textContent).toContain('มีผลทันที');
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    await findToast('วงเงินเสียรายวัน: 400.00 บาท มีผลแล้ว');
    expect(screen.queryByTestId('limit-dialog')).toBeNull();
    expect(sent).toEqual([{ method: 'PUT', path: LIMITS_PATH, body: { kind: 'loss', period: 'day', amountSatang: 400_00 } }]);
  });

  it('asks to remove a limit as a raise, telling when it can be confirmed', async () => {
    const { sent } = stubLimitsApi();
    const card = await openLimits();
    fireEvent.click(within(card).getByRole('button', { name: 'แก้ไขวงเงินเสียรายวัน' }));
    const dialog = await screen.findByTestId('limit-dialog');
    fireEvent.click(within(dialog).getByLabelText('ไม่จำกัด (ยกเลิกวงเงินนี้)'));
    expect(within(dialog).getByTestId('limit-dialog-note').textContent).toContain('ต้องรอ 24 ชั่วโมง');
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await findToast('บันทึกคำขอแล้ว ยืนยันได้ตั้งแต่ 28 พ.ย. 2569 12:00 น.');
    expect(sent.map((request) => request.body)).toEqual([{ kind: 'loss', period: 'day', amountSatang: null }]);
  });

  it('refuses an amount it cannot send without asking the server, and keeps what was typed when the server refuses', async () => {
    const { sent } = stubLimitsApi({ refuseSet: true });
    const card = await openLimits();
    fireEvent.click(within(card).getByRole('button', { name: 'แก้ไขวงเงินฝากรายวัน' }));
    const dialog = await screen.findByTestId('limit-dialog');
    const amount = within(dialog).getByLabelText('วงเงิน (บาท)');
    for (const typed of ['', '0', '0.5', '10.123', 'abc']) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
      const errorId = amount.getAttribute('aria-describedby');
      expect(errorId ? document.getElementById(errorId)?.textContent : null, typed).toBe('กรุณากรอกจำนวนเงินอย่างน้อย 1.00 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง');
    }
    expect(sent).toEqual([]);

    fireEvent.change(amount, { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect((await within(dialog).findByTestId('limit-dialog-error')).textContent).toContain('วงเงินนี้ตั้งไว้เท่านี้อยู่แล้ว');
    expect((amount as HTMLInputElement).value).toBe('300');
  });
});
