import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '@/test/render-app';
import {
  createToday,
  demoBrand,
  financeOperator,
  secondBrand,
  storeOperatorForTest,
  stubConsoleApi,
  type ConsoleStubOptions,
} from '@/backoffice/test/console-stub';

afterEach(() => vi.unstubAllGlobals());

async function openToday(options: ConsoleStubOptions = {}) {
  storeOperatorForTest(financeOperator);
  const stub = stubConsoleApi(options);
  const rendered = renderAppAt('/backoffice/today');
  await screen.findByRole('heading', { name: 'ภาพรวมวันนี้', level: 1 });
  return { ...stub, ...rendered };
}

const figure = (name: string) => screen.getByTestId(`figure-${name}`).textContent;

describe('Today', () => {
  it("shows the day's figures in baht with their counts", async () => {
    await openToday();
    await screen.findByTestId('today-overview');
    expect(screen.getByText('ยอดของวันที่ 22 พ.ย. 2569 ตั้งแต่ 00:00 น. ตามเวลากรุงเทพฯ จนถึงตอนนี้')).toBeTruthy();
    expect(figure('deposits')).toBe('ยอดฝาก฿152,340.0087 รายการ');
    expect(figure('withdrawals')).toBe('ยอดถอน฿98,100.5041 รายการ');
    expect(figure('bonuses')).toBe('โบนัส฿4,520.00');
    expect(figure('grossGamingRevenue')).toBe('รายได้จากเกม (GGR)฿-12,345.67');
    expect(figure('newMembers')).toBe('สมาชิกใหม่12 คน');
    expect(figure('affiliateCommission')).toBe('ค่าแนะนำเพื่อน฿1,050.25');
    expect(figure('lossReturn')).toBe('คืนยอดเสีย฿2,300.00');
  });

  it('lists every queue with its count; the withdrawal queues open their screen', async () => {
    const { router } = await openToday();
    const pending = await screen.findByTestId('queue-pendingWithdrawals');
    expect(pending.textContent).toBe('5ถอนเงินรออนุมัติ');
    expect(within(pending).getByRole('link').getAttribute('href')).toBe('/backoffice/withdrawals?status=pending');
    expect(within(screen.getByTestId('queue-awaitingSecondApproval')).getByRole('link').getAttribute('href')).toBe('/backoffice/withdrawals?status=pending');
    expect(within(screen.getByTestId('queue-failedPayouts')).getByRole('link').getAttribute('href')).toBe('/backoffice/withdrawals?status=failed');
    expect(screen.getByTestId('queue-unmatchedStatementLines').textContent).toBe('3รายการเดินบัญชีที่ยังจับคู่ไม่ได้');
    expect(within(screen.getByTestId('queue-pendingSlipReviews')).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('queue-pendingRewardRequests').textContent).toBe('0คำขอแลกรางวัลรอดำเนินการ');

    fireEvent.click(within(screen.getByTestId('queue-failedPayouts')).getByRole('link'));
    expect(await screen.findByRole('heading', { name: 'คิวถอนเงิน', level: 1 })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/backoffice/withdrawals?status=failed');
  });

  it('asks for the brand chosen in the header and remembers the choice', async () => {
    const { calls } = await openToday({ brands: [demoBrand, secondBrand], today: createToday({ depositSatang: 0, depositCount: 0 }) });
    await screen.findByTestId('today-overview');
    expect(calls.some((call) => call.url === `/api/admin/brands/${demoBrand.id}/today`)).toBe(true);

    fireEvent.change(screen.getByLabelText('แบรนด์'), { target: { value: secondBrand.id } });
    await vi.waitFor(() => {
      expect(calls.some((call) => call.url === `/api/admin/brands/${secondBrand.id}/today`)).toBe(true);
    });
    expect(window.localStorage.getItem('backofficeBrandId')).toBe(secondBrand.id);
    // That brand is closed for maintenance, and the header says so.
    expect(screen.getByText('ปิดปรับปรุง')).toBeTruthy();
  });

  it('opens on the brand of the host name it is served from when the operator has chosen none', async () => {
    const brandOfThisHost = { ...secondBrand, hostnames: [window.location.hostname] };
    const { calls } = await openToday({ brands: [demoBrand, brandOfThisHost], today: createToday({ depositSatang: 0, depositCount: 0 }) });
    await screen.findByTestId('today-overview');
    expect(calls.some((call) => call.url === `/api/admin/brands/${brandOfThisHost.id}/today`)).toBe(true);
    expect(calls.some((call) => call.url === `/api/admin/brands/${demoBrand.id}/today`)).toBe(false);
    expect(screen.getByLabelText<HTMLSelectElement>('แบรนด์').value).toBe(brandOfThisHost.id);
  });

  it('shows a failed load with a retry that asks again', async () => {
    const { calls } = await openToday({ today: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดภาพรวมวันนี้ไม่สำเร็จ');
    const asked = () => calls.filter((call) => call.url.endsWith('/today')).length;
    const before = asked();
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    await vi.waitFor(() => {
      expect(asked()).toBeGreaterThan(before);
    });
  });

  it('says so when the deployment has no brand yet', async () => {
    await openToday({ brands: [] });
    // The header and the screen both say it.
    expect(await screen.findAllByText('ยังไม่มีแบรนด์ในระบบ')).toHaveLength(2);
    expect(screen.queryByTestId('today-overview')).toBeNull();
  });
});
