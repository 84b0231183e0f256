import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { createDeposit, demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('deposit history', () => {
  it('lists credited deposits with the source in Thai, the amount and the Bangkok date', async () => {
    stubApi({
      depositHistory: [
        createDeposit({ source: 'slip', amountSatang: 250_00, bankReference: 'SCB0001' }),
        createDeposit({ source: 'statement', amountSatang: 1_000_50 }),
        createDeposit({ source: 'review', amountSatang: 99_00 }),
      ],
    });
    renderAppAt('/auth/transaction/history?type=deposit', { member: demoMember });
    const list = await screen.findByTestId('deposit-history');
    const items = within(list).getAllByTestId('deposit-item');
    expect(items.map((item) => within(item).getByTestId('deposit-source').textContent)).toEqual(['สลิป', 'โอนผ่านธนาคาร', 'ตรวจสอบโดยเจ้าหน้าที่']);
    expect(items.map((item) => within(item).getByTestId('deposit-amount').textContent)).toEqual(['+฿250.00', '+฿1,000.50', '+฿99.00']);
    expect(items[0]?.textContent).toContain('22 พ.ย. 2569 00:30');
    expect(items[0]?.textContent).toContain('อ้างอิง SCB0001');
    expect(screen.getByRole('tab', { name: 'ฝากเงิน' }).getAttribute('aria-selected')).toBe('true');
  });

  it('pages through deposits and stays on the deposit tab', async () => {
    const history = Array.from({ length: 21 }, (_, index) => createDeposit({ amountSatang: (index + 1) * 100 }));
    const fetchMock = stubApi({ depositHistory: history });
    const { router } = renderAppAt('/auth/transaction/history?type=deposit', { member: demoMember });
    expect((await screen.findByTestId('pager-status')).textContent).toBe('หน้า 1 จาก 2');

    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('deposit-item')).toHaveLength(1));
    expect(router.state.location.search).toBe('?type=deposit&page=2');
    expect(fetchMock.mock.calls.some(([input]) => String(input) === `/api/auth/deposit/${demoMember.uuid}?page=2&pageSize=20`)).toBe(true);
  });

  it('says in Thai when there is no deposit yet', async () => {
    stubApi();
    renderAppAt('/auth/transaction/history?type=deposit', { member: demoMember });
    expect(await screen.findByText('ยังไม่มีประวัติการฝาก')).toBeTruthy();
    expect(screen.queryByTestId('pager-status')).toBeNull();
  });

  it('offers a retry when the history fails to load', async () => {
    stubApi({ depositHistoryRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
    renderAppAt('/auth/transaction/history?type=deposit', { member: demoMember });
    const title = await screen.findByText('โหลดประวัติการฝากไม่สำเร็จ');
    expect(title.closest('[role="alert"]')?.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
  });
});
