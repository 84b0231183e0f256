import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { createWithdrawal, demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('a failed payout', () => {
  it('shows why it failed and sends it back to the queue when the member asks again', async () => {
    const failed = createWithdrawal({ status: 'failed', failureReason: 'บัญชีปลายทางถูกปิด', amountSatang: 300_00 });
    const fetchMock = stubApi({ pendingWithdrawals: [failed] });
    renderAppAt('/auth/withdraw', { member: demoMember });

    const list = await screen.findByTestId('pending-withdrawals');
    const row = within(list).getByTestId('withdrawal-item');
    expect(row.getAttribute('data-status')).toBe('failed');
    expect(row.textContent).toContain('โอนไม่สำเร็จ: บัญชีปลายทางถูกปิด');

    fireEvent.click(within(row).getByRole('button', { name: 'ส่งคำขอถอนอีกครั้ง' }));
    await vi.waitFor(() => {
      const calls = fetchMock.mock.calls.filter(([input]) => input === '/api/auth/withdraw/retry');
      expect(calls.map(([, init]) => init?.body)).toEqual([JSON.stringify({ uuid: failed.uuid })]);
    });
    await vi.waitFor(() =>
      expect(within(screen.getByTestId('pending-withdrawals')).getByTestId('withdrawal-item').getAttribute('data-status')).toBe('pending'),
    );
    expect(within(screen.getByTestId('pending-withdrawals')).queryByRole('button', { name: 'ส่งคำขอถอนอีกครั้ง' })).toBeNull();
  });
});
