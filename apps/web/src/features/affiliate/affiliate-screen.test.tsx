import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEMO_AFFILIATE_CODE, stubAffiliate, type AffiliateStubOptions } from '@/test/affiliate-stub';
import { stubApi } from '@/test/api-stub';
import { demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { toBangkokDay } from '@/lib/bangkok-date';
import { chooseDate } from '@/test/choose-date';

afterEach(() => vi.unstubAllGlobals());

function openAffiliate(options: AffiliateStubOptions = {}, path = '/auth/affiliate') {
  const stub = stubAffiliate(stubApi(), options);
  renderAppAt(path, { member: demoMember });
  return stub;
}

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
}

describe('affiliate screen', () => {
  it('shows the code, the share link with a copy button and a QR code of the link', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    // jsdom has no Clipboard API; the browser's is replaced by a recorder for this test only.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
    });
    openAffiliate();
    expect((await screen.findByTestId('affiliate-code')).textContent).toBe(DEMO_AFFILIATE_CODE);
    const link = `${window.location.origin}/aff/${DEMO_AFFILIATE_CODE}`;
    expect(screen.getByTestId('affiliate-link').textContent).toBe(link);
    const qr = screen.getByTestId('affiliate-qr');
    expect(qr.getAttribute('data-value')).toBe(link);
    expect(within(qr).getByRole('img', { name: 'QR ลิงก์แนะนำเพื่อน' }).querySelectorAll('path').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'คัดลอกลิงก์' }));
    await vi.waitFor(() => {
      expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('คัดลอกแล้ว'))).toBe(true);
    });
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('shows the affiliate balance, what was earned, the friends and the rule in Thai', async () => {
    openAffiliate({
      balanceSatang: 1_234_50,
      totalEarnedSatang: 5_000_00,
      downline: [{ username: 'demofriend', registeredAt: '2026-11-21T17:30:00.000Z' }],
      rule: { basis: 'deposit', percentBps: 125, period: 'weekly' },
    });
    expect((await screen.findByTestId('affiliate-balance')).textContent).toBe('฿1,234.50บาท');
    expect(screen.getByTestId('affiliate-total-earned').textContent).toBe('฿5,000.00');
    expect(screen.getByTestId('affiliate-friend-count').textContent).toBe('1 คน');
    expect(screen.getByTestId('affiliate-rule').textContent).toBe('รับ 1.25% ของยอดฝากของเพื่อนทุกสัปดาห์');
  });

  it('says the programme pays nothing when the rule gives 0 %', async () => {
    openAffiliate({ rule: { basis: 'net_loss', percentBps: 0, period: 'daily' } });
    expect((await screen.findByTestId('affiliate-rule')).textContent).toBe('ขณะนี้ยังไม่มีค่าแนะนำสำหรับการชวนเพื่อน');
  });

  it('shows a failed load with its reason and loads again on retry', async () => {
    const stub = openAffiliate({ failures: { bonus: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } } });
    const title = await screen.findByText('โหลดยอดค่าแนะนำไม่สำเร็จ');
    const alert = title.closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('the error is not an alert');
    expect(alert.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');

    Reflect.deleteProperty(stub.failures, 'bonus');
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect((await screen.findByTestId('affiliate-balance')).textContent).toBe('฿250.00บาท');
  });

  it('lists the friends with the day they joined and how many there are', async () => {
    openAffiliate({ downline: [{ username: 'demofriend', registeredAt: '2026-11-21T17:30:00.000Z' }] }, '/auth/affiliate?tab=friends');
    const item = await screen.findByTestId('affiliate-downline-item');
    expect(item.textContent).toContain('demofriend');
    expect(item.textContent).toContain('สมัครเมื่อ 22 พ.ย. 2569');
    expect(screen.getByTestId('affiliate-downline-total').textContent).toBe('ทั้งหมด 1 คน');
  });

  it('says no friend has joined yet', async () => {
    openAffiliate();
    await screen.findByTestId('affiliate-code');
    openTab('เพื่อน');
    expect(await screen.findByText('ยังไม่มีเพื่อนที่สมัครผ่านลิงก์ของคุณ')).toBeTruthy();
  });

  it('asks for this Bangkok month’s commission and lists it by friend with the total', async () => {
    const stub = openAffiliate(
      { commission: { somchai: { baseSatang: 100_00, bonusSatang: 50 }, demofriend: { baseSatang: 250_00, bonusSatang: 1_25 } } },
      '/auth/affiliate?tab=commission',
    );
    const items = await screen.findAllByTestId('affiliate-commission-item');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['demofriend', 'somchai']);
    expect(within(items[0] ?? document.body).getByTestId('affiliate-commission-amount').textContent).toBe('฿1.25');
    expect(items[0]?.textContent).toContain('ยอดที่ใช้คำนวณ ฿250.00');
    expect(screen.getByTestId('affiliate-commission-total').textContent).toBe('฿1.75');
    const today = toBangkokDay(new Date());
    expect(stub.rangeBodies).toEqual([{ read: 'commission', body: { start: `${today.slice(0, 8)}01`, end: today } }]);
  });

  it('says there is no commission in the range, and asks again for another range', async () => {
    const stub = openAffiliate({}, '/auth/affiliate?tab=commission&start=2025-10-01&end=2025-10-31');
    expect(await screen.findByText('ยังไม่มีค่าแนะนำในช่วงนี้')).toBeTruthy();
    chooseDate('ตั้งแต่วันที่', '2025-10-05');
    fireEvent.click(screen.getByRole('button', { name: 'ดูรายการ' }));
    await vi.waitFor(() => {
      expect(stub.rangeBodies.map(({ body }) => body)).toEqual([
        { start: '2025-10-01', end: '2025-10-31' },
        { start: '2025-10-05', end: '2025-10-31' },
      ]);
    });
  });

  it('lists the log with the kind in Thai, a signed amount, the balance after and the time', async () => {
    openAffiliate(
      {
        log: [
          { id: '2', kind: 'to_credit', amountSatang: -1_00, balanceAfterSatang: 11_50, createdAt: '2026-11-22T03:00:00.000Z' },
          { id: '1', kind: 'commission', amountSatang: 12_50, balanceAfterSatang: 12_50, createdAt: '2026-11-21T17:30:00.000Z' },
        ],
      },
      '/auth/affiliate?tab=log&start=2025-11-01&end=2025-11-22',
    );
    const items = await screen.findAllByTestId('affiliate-log-item');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('โอนเข้าเครดิต');
    expect(items[0]?.textContent).toContain('22 พ.ย. 2569 10:00');
    expect(items[0]?.textContent).toContain('คงเหลือ ฿11.50');
    expect(within(items[0] ?? document.body).getByTestId('affiliate-log-amount').textContent).toBe('\u2212฿1.00');
    expect(items[1]?.textContent).toContain('ได้รับค่าแนะนำ');
    expect(within(items[1] ?? document.body).getByTestId('affiliate-log-amount').textContent).toBe('+฿12.50');
  });

  it('says the log is empty, and shows a failed log with a retry', async () => {
    const stub = openAffiliate(
      { failures: { log: { status: 400, code: 'DATE_RANGE_INVALID', message: 'ช่วงวันที่ไม่ถูกต้อง (เลือกได้ไม่เกิน 31 วัน)' } } },
      '/auth/affiliate?tab=log',
    );
    const title = await screen.findByText('โหลดประวัติค่าแนะนำไม่สำเร็จ');
    expect(title.closest('[role="alert"]')?.textContent).toContain('ช่วงวันที่ไม่ถูกต้อง (เลือกได้ไม่เกิน 31 วัน)');
    Reflect.deleteProperty(stub.failures, 'log');
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('ไม่มีรายการในช่วงนี้')).toBeTruthy();
  });
});
