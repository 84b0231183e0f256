import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LossReturn } from '@app/contract/loss-return';
import { stubApi } from '../../test/api-stub';
import { demoMember } from '../../test/fixtures';
import { renderAppAt } from '../../test/render-app';

/** The first render loads the route's lazy chunk, which takes longer when the whole suite runs at once. */
const FIRST_RENDER = { timeout: 5_000 };

afterEach(() => vi.unstubAllGlobals());

describe('loss return', () => {
  const offered: LossReturn = {
    id: '3f0e8a1c-2b4d-4e6f-8a0b-1c2d3e4f5a6b',
    periodStart: '2026-11-09',
    periodEnd: '2026-11-15',
    lossSatang: 1_000_00,
    percent: 5,
    amountSatang: 50_00,
    status: 'offered',
    paidAt: null,
  };
  const paid: LossReturn = {
    ...offered,
    id: '4a1f9b2d-3c5e-4f70-9b1c-2d3e4f5a6b7c',
    periodStart: '2026-11-02',
    periodEnd: '2026-11-08',
    amountSatang: 20_00,
    status: 'paid',
    paidAt: '2026-11-09T03:00:00.000Z',
  };

  it("shows the member's percent and period, and claims an offered amount onto the credit", async () => {
    const fetchMock = stubApi({ lossReturns: { mode: 'claim', period: 'weekly', percent: 5, items: [offered, paid] } });
    renderAppAt('/auth/winlost', { member: demoMember });
    const card = await screen.findByTestId('loss-return', {}, FIRST_RENDER);
    await vi.waitFor(() => expect(within(card).getByTestId('loss-return-terms').textContent).toContain('คืน 5% ของยอดเสียสุทธิ ทุกสัปดาห์'));
    const [waiting, received] = within(card).getAllByTestId('loss-return-item');
    expect(waiting?.textContent).toContain('9 พ.ย. 2569 – 15 พ.ย. 2569');
    expect(waiting?.textContent).toContain('จากยอดเสีย ฿1,000.00 × 5%');
    expect(received?.textContent).toContain('รับแล้ว');
    expect(within(received ?? card).queryByRole('button')).toBeNull();

    const creditCallsBefore = fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/auth/user/getCredit/')).length;
    fireEvent.click(within(waiting ?? card).getByRole('button', { name: 'รับยอดเสียคืน' }));
    await vi.waitFor(() => {
      expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('รับยอดเสียคืน 50.00 บาทแล้ว'))).toBe(true);
    });
    expect(fetchMock.mock.calls.some(([input, init]) => input === `/api/auth/user/loss-return/${offered.id}/claim` && init?.method === 'POST')).toBe(true);
    await vi.waitFor(() => expect(within(card).getAllByTestId('loss-return-item')[0]?.dataset.status).toBe('paid'));
    expect(within(card).queryByRole('button', { name: 'รับยอดเสียคืน' })).toBeNull();
    // The balance shown elsewhere is asked for again.
    expect(fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/auth/user/getCredit/')).length).toBeGreaterThan(creditCallsBefore);
  });

  it('says in Thai when there is no loss return yet', async () => {
    stubApi();
    renderAppAt('/auth/winlost', { member: demoMember });
    expect(await screen.findByText('ยังไม่มียอดเสียคืน', {}, FIRST_RENDER)).toBeTruthy();
  });
});
