import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LossReturn } from '@app/contract/loss-return';
import { stubApi } from '@/test/api-stub';
import { createDeferred, demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const LIST_PATH = '/api/auth/user/loss-return';

function callsTo(fetchMock: ReturnType<typeof stubApi>, matches: (url: string, method: string) => boolean) {
  return fetchMock.mock.calls.filter(([input, init]) => matches(String(input), init?.method ?? 'GET'));
}

const isCreditCall = (url: string) => url.startsWith('/api/auth/user/getCredit/');
const isClaimCall = (url: string, method: string) => url.endsWith('/claim') && method === 'POST';

/** Lets the test hold back, or fail, the calls `holds` picks; the stub answers every other call. */
function interceptCalls(fetchMock: ReturnType<typeof stubApi>, holds: (url: string, method: string) => Promise<void> | null) {
  const answer = fetchMock.getMockImplementation();
  if (!answer) throw new Error('the stub has no implementation');
  fetchMock.mockImplementation(async (input, init) => {
    await holds(String(input), init?.method ?? 'GET');
    return answer(input, init);
  });
}

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
    const card = await screen.findByTestId('loss-return');
    await vi.waitFor(() => expect(within(card).getByTestId('loss-return-terms').textContent).toContain('คืน 5% ของยอดเสียสุทธิ ทุกสัปดาห์'));
    const [waiting, received] = within(card).getAllByTestId('loss-return-item');
    expect(waiting?.textContent).toContain('9 พ.ย. 2569 – 15 พ.ย. 2569');
    expect(waiting?.textContent).toContain('จากยอดเสีย ฿1,000.00 × 5%');
    expect(received?.textContent).toContain('รับแล้ว');
    expect(within(received ?? card).queryByRole('button')).toBeNull();

    const creditCallsBefore = callsTo(fetchMock, isCreditCall).length;
    // The list fetched again after the claim does not answer: the claim's own answer must do.
    const listAgain = createDeferred<undefined>();
    interceptCalls(fetchMock, (url) => (url === LIST_PATH ? listAgain.promise : null));
    fireEvent.click(within(waiting ?? card).getByRole('button', { name: 'รับยอดเสียคืน' }));
    await vi.waitFor(() => {
      expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('รับยอดเสียคืน 50.00 บาทแล้ว'))).toBe(true);
    });
    expect(fetchMock.mock.calls.some(([input, init]) => input === `/api/auth/user/loss-return/${offered.id}/claim` && init?.method === 'POST')).toBe(true);
    await vi.waitFor(() => expect(within(card).getAllByTestId('loss-return-item')[0]?.dataset.status).toBe('paid'));
    expect(within(card).queryByRole('button', { name: 'รับยอดเสียคืน' })).toBeNull();
    expect(callsTo(fetchMock, (url) => url === LIST_PATH).length).toBeGreaterThan(1);
    // The balance shown elsewhere is asked for again.
    expect(callsTo(fetchMock, isCreditCall).length).toBeGreaterThan(creditCallsBefore);
    listAgain.resolve(undefined);
  });

  it('sends one claim however often the button is tapped while it is on its way', async () => {
    const fetchMock = stubApi({ lossReturns: { mode: 'claim', period: 'weekly', percent: 5, items: [offered] } });
    renderAppAt('/auth/winlost', { member: demoMember });
    const card = await screen.findByTestId('loss-return');
    const button = await within(card).findByRole<HTMLButtonElement>('button', { name: 'รับยอดเสียคืน' });
    const claimAnswer = createDeferred<undefined>();
    interceptCalls(fetchMock, (url, method) => (isClaimCall(url, method) ? claimAnswer.promise : null));

    fireEvent.click(button);
    fireEvent.click(button);
    await vi.waitFor(() => expect(within(card).getByRole<HTMLButtonElement>('button', { name: 'กำลังรับยอดเสียคืน' }).disabled).toBe(true));
    fireEvent.click(within(card).getByRole('button', { name: 'กำลังรับยอดเสียคืน' }));
    claimAnswer.resolve(undefined);

    await vi.waitFor(() => expect(within(card).getByTestId('loss-return-item').dataset.status).toBe('paid'));
    expect(within(card).queryByRole('button')).toBeNull();
    expect(callsTo(fetchMock, isClaimCall)).toHaveLength(1);
  });

  it('asks for the balance again when a claim gets no answer, since it may have been paid', async () => {
    const fetchMock = stubApi({ lossReturns: { mode: 'claim', period: 'weekly', percent: 5, items: [offered] } });
    renderAppAt('/auth/winlost', { member: demoMember });
    const card = await screen.findByTestId('loss-return');
    const button = await within(card).findByRole('button', { name: 'รับยอดเสียคืน' });
    const creditCallsBefore = callsTo(fetchMock, isCreditCall).length;
    interceptCalls(fetchMock, (url, method) => (isClaimCall(url, method) ? Promise.reject(new TypeError('Failed to fetch')) : null));

    fireEvent.click(button);
    await vi.waitFor(() => {
      expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้'))).toBe(true);
    });
    await vi.waitFor(() => expect(callsTo(fetchMock, isCreditCall).length).toBeGreaterThan(creditCallsBefore));
  });

  it('says in Thai when there is no loss return yet', async () => {
    stubApi();
    renderAppAt('/auth/winlost', { member: demoMember });
    expect(await screen.findByText('ยังไม่มียอดเสียคืน')).toBeTruthy();
  });
});
