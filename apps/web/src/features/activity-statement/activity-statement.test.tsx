import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityStatement } from '@app/contract/activity-statement';
import { stubApi } from '@/test/api-stub';
import { errorResponse } from '@/test/deposit-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { demoMember, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { readStatementMonth } from './statement-month';

const STATEMENT_PATH = '/api/auth/protection/statement';

const NOVEMBER: ActivityStatement = {
  month: '2026-11',
  depositSatang: 1_234_50,
  withdrawalSatang: 300_00,
  betSatang: 5_120_00,
  winSatang: 5_000_00,
  netResultSatang: -120_00,
  firstMonth: '2026-09',
  currentMonth: '2026-11',
};

/** The server's months; a month missing from it has nothing in it. the first `refusals` calls fail. */
function stubStatementApi(months: Record<string, Partial<ActivityStatement>>, refusals: number = 0) {
  const fetchMock = stubApi();
  const askedMonths: (string | null)[] = [];
  let refusalsLeft = refusals;
  answerExtraRoutes(fetchMock, (url) => {
    const address = new URL(url, 'http://site.test');
    if (address.pathname !== STATEMENT_PATH) return null;
    const month = address.searchParams.get('month');
    askedMonths.push(month);
    if (refusalsLeft > 0) {
      refusalsLeft -= 1;
      return errorResponse({ status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่' });
    }
    const shown = month ?? NOVEMBER.currentMonth;
    const zeros = { depositSatang: 0, withdrawalSatang: 0, betSatang: 0, winSatang: 0, netResultSatang: 0 };
    return jsonResponse(200, { data: { ...NOVEMBER, ...zeros, ...months[shown], month: shown } });
  });
  return { askedMonths };
}

beforeEach(() => {
  // 21 November 2026, 12:00 in Bangkok: the current month by the phone's clock.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T05:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the activity statement', () => {
  it("shows this month's net result large and signed, then deposits, withdrawals, bets and wins in baht with two decimals", async () => {
    const { askedMonths } = stubStatementApi({ '2026-11': NOVEMBER });
    renderAppAt('/auth/settings/responsible-gaming/statement', { member: demoMember });
    const figures = await screen.findByTestId('statement-figures');
    expect(screen.getByRole('heading', { name: 'สรุปการเล่นรายเดือน', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('statement-month').textContent).toBe('พฤศจิกายน 2569');
    expect(screen.getByText('ถึงตอนนี้')).toBeTruthy();
    const net = within(figures).getByTestId('statement-net');
    expect(net.textContent).toBe('\u2212฿120.00');
    expect(net.dataset.tone).toBe('loss');
    expect(within(figures).getByTestId('statement-deposits').textContent).toBe('฿1,234.50');
    expect(within(figures).getByTestId('statement-withdrawals').textContent).toBe('฿300.00');
    expect(within(figures).getByTestId('statement-bets').textContent).toBe('฿5,120.00');
    expect(within(figures).getByTestId('statement-wins').textContent).toBe('฿5,000.00');
    expect(screen.getByText(/ยอดถอนนับเมื่อโอนเงินให้คุณแล้ว/)).toBeTruthy();
    expect(askedMonths).toEqual([null]);
  });

  it('steps back month by month to the sign-up month and forward to this month, keeping the month in the address', async () => {
    const { askedMonths } = stubStatementApi({
      '2026-11': NOVEMBER,
      '2026-10': { depositSatang: 500_00, betSatang: 100_00, winSatang: 250_00, netResultSatang: 150_00 },
    });
    const app = renderAppAt('/auth/settings/responsible-gaming/statement', { member: demoMember });
    await screen.findByTestId('statement-figures');
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'เดือนก่อนหน้า' });
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'เดือนถัดไป' });
    expect(next.disabled).toBe(true);

    fireEvent.click(previous);
    await waitFor(() => {
      expect(screen.getByTestId('statement-net').textContent).toBe('+฿150.00');
    });
    expect(screen.getByTestId('statement-month').textContent).toBe('ตุลาคม 2569');
    expect(screen.queryByText('ถึงตอนนี้')).toBeNull();
    expect(app.router.state.location.search).toBe('?month=2026-10');

    // September, the sign-up month, had nothing: the way back ends there.
    fireEvent.click(screen.getByRole('button', { name: 'เดือนก่อนหน้า' }));
    expect(await screen.findByText('ไม่มีรายการในเดือนนี้')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'เดือนก่อนหน้า' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'เดือนถัดไป' }));
    await waitFor(() => {
      expect(screen.getByTestId('statement-month').textContent).toBe('ตุลาคม 2569');
    });
    expect(askedMonths).toEqual([null, '2026-10', '2026-09', '2026-10']);
  });

  it('shows why a month could not be loaded, with a retry that loads it', async () => {
    stubStatementApi({ '2026-11': NOVEMBER }, 1);
    renderAppAt('/auth/settings/responsible-gaming/statement', { member: demoMember });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดสรุปการเล่นไม่สำเร็จ');
    expect(alert.textContent).toContain('ระบบขัดข้องชั่วคราว กรุณาลองใหม่');
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect((await screen.findByTestId('statement-net')).textContent).toBe('\u2212฿120.00');
  });

  it('is reached from the responsible gaming page', async () => {
    stubStatementApi({ '2026-11': NOVEMBER });
    const app = renderAppAt('/auth/settings/responsible-gaming', { member: demoMember });
    const card = await screen.findByTestId('statement-link-card');
    fireEvent.click(within(card).getByRole('link', { name: 'ดูสรุปการเล่น' }));
    await screen.findByTestId('statement-figures');
    expect(app.router.state.location.pathname).toBe('/auth/settings/responsible-gaming/statement');
  });
});

describe('the month in the address', () => {
  it('is read only when it is a past month; anything else is this month', () => {
    expect(readStatementMonth('2026-10', '2026-11')).toBe('2026-10');
    expect(readStatementMonth('2026-11', '2026-11')).toBeNull();
    expect(readStatementMonth('2026-12', '2026-11')).toBeNull();
    expect(readStatementMonth('2026-13', '2026-11')).toBeNull();
    expect(readStatementMonth('october', '2026-11')).toBeNull();
    expect(readStatementMonth(null, '2026-11')).toBeNull();
  });
});
