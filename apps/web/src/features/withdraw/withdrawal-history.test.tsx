import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { createWithdrawal, demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const completed = createWithdrawal({ status: 'completed', amountSatang: 100_50, decidedAt: '2026-11-21T18:00:00.000Z' });
const rejected = createWithdrawal({ status: 'rejected', amountSatang: 2_000_00, rejectReason: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก' });

describe('transaction history', () => {
  it('lists decided withdrawals with coloured status chips, the reason of a rejection and Thai dates', async () => {
    stubApi({ withdrawalHistory: [completed, rejected] });
    renderAppAt('/auth/transaction/history', { member: demoMember });
    const list = await screen.findByTestId('withdrawal-history');
    const [first, second] = within(list).getAllByTestId('withdrawal-item');
    expect(first?.textContent).toContain('฿100.50');
    expect(
      within(first ?? list)
        .getByText('สำเร็จ')
        .closest('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('success');
    expect(first?.textContent).toContain('22 พ.ย. 2569 00:30');
    expect(
      within(second ?? list)
        .getByText('ไม่สำเร็จ')
        .closest('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('danger');
    expect(second?.textContent).toContain('เหตุผล: ชื่อบัญชีไม่ตรงกับชื่อสมาชิก');
    expect(screen.getByTestId('pager-status').textContent).toBe('หน้า 1 จาก 1');
  });

  it('shows a waiting withdrawal with its state in Thai', async () => {
    stubApi({ withdrawalHistory: [createWithdrawal({ status: 'pending', amountSatang: 120_25 }), completed] });
    renderAppAt('/auth/transaction/history', { member: demoMember });
    const [waiting] = within(await screen.findByTestId('withdrawal-history')).getAllByTestId('withdrawal-item');
    expect(waiting?.textContent).toContain('฿120.25');
    const chip = within(waiting ?? document.body)
      .getByText('รอดำเนินการ')
      .closest('[data-tone]');
    expect(chip?.getAttribute('data-tone')).toBe('warning');
  });

  it('pages through the history with next and previous', async () => {
    const history = Array.from({ length: 25 }, (_, index) => createWithdrawal({ status: 'completed', amountSatang: (index + 1) * 100 }));
    const fetchMock = stubApi({ withdrawalHistory: history });
    const { router } = renderAppAt('/auth/transaction/history', { member: demoMember });
    expect((await screen.findByTestId('pager-status')).textContent).toBe('หน้า 1 จาก 2');
    expect(screen.getAllByTestId('withdrawal-item')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'ก่อนหน้า' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await vi.waitFor(() => expect(screen.getByTestId('pager-status').textContent).toBe('หน้า 2 จาก 2'));
    await vi.waitFor(() => expect(screen.getAllByTestId('withdrawal-item')).toHaveLength(5));
    expect(router.state.location.search).toBe('?page=2');
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('?page=2&pageSize=20'))).toBe(true);
    expect(screen.getByRole('button', { name: 'ถัดไป' }).hasAttribute('disabled')).toBe(true);
  });

  it('says in Thai when there is no history yet, for withdrawals and for deposits', async () => {
    stubApi();
    renderAppAt('/auth/transaction/history', { member: demoMember });
    expect(await screen.findByText('ยังไม่มีประวัติการถอน')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'ฝากเงิน' }));
    expect(await screen.findByText('ยังไม่มีประวัติการฝาก')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'ฝากเงิน' }).getAttribute('aria-selected')).toBe('true');
  });
});
