import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { RewardRequestsPanel } from './components/reward-requests-panel';
import { BRAND_ID } from './test/prize-fixtures';
import { stubPrizesApi } from './test/prizes-stub';
import { renderPanel } from './test/render-prizes';

afterEach(() => vi.unstubAllGlobals());

const dialog = () => screen.getByTestId('reward-decision-dialog');
const REQUEST_PATH = `/api/admin/brands/${BRAND_ID}/reward-requests/e5e5e5e5-1111-4222-8333-444455556666/decision`;

describe('the reward requests panel', () => {
  it('lists the waiting request with the member, the item and the address to send it to', async () => {
    stubPrizesApi();
    renderPanel(<RewardRequestsPanel />, { role: 'support' });
    const [row] = await screen.findAllByTestId('reward-request-row');
    expect(row?.textContent).toContain('22 พ.ย. 2569 00:30');
    expect(row?.textContent).toContain('somsak99');
    expect(row?.textContent).toContain('เสื้อยืดลัคกี้สยามใช้ 1,300 พอยท์');
    expect(within(row ?? document.body).getByTestId('reward-request-address').textContent).toBe('99/12 หมู่ 5 ถนนสุขุมวิท ต.บางพลีใหญ่ อ.บางพลี จ.สมุทรปราการ 10540');
  });

  it('marks a request sent with the tracking number, which it requires first', async () => {
    const { sent } = stubPrizesApi();
    renderPanel(<RewardRequestsPanel />, { role: 'support' });
    fireEvent.click(await screen.findByRole('button', { name: 'จัดส่งแล้ว' }));
    expect(dialog().textContent).toContain('somsak99 แลก เสื้อยืดลัคกี้สยาม');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันจัดส่งแล้ว' }));
    expect(await findFieldError(within(dialog()).getByLabelText('เลขพัสดุ'))).toBe('กรุณากรอกเลขพัสดุ (ไม่เกิน 300 ตัวอักษร)');
    fireEvent.change(within(dialog()).getByLabelText('เลขพัสดุ'), { target: { value: '  TH123456789  ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันจัดส่งแล้ว' }));
    await findToast('บันทึกการจัดส่งให้ somsak99 แล้ว');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: REQUEST_PATH, body: { decision: 'fulfilled', note: 'TH123456789' } },
    ]);
    expect(await screen.findByText('ไม่มีของรางวัลที่รอจัดส่ง')).toBeTruthy();
  });

  it('keeps the reason and shows the refusal when the request was already decided', async () => {
    stubPrizesApi({ writeRefusal: { status: 409, code: 'REWARD_REQUEST_NOT_PENDING', message: 'คำขอแลกรางวัลนี้ถูกดำเนินการไปแล้ว' } });
    renderPanel(<RewardRequestsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'ปฏิเสธ' }));
    fireEvent.change(within(dialog()).getByLabelText('เหตุผลที่สมาชิกจะเห็น'), { target: { value: 'ที่อยู่ไม่ครบ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันปฏิเสธ' }));
    expect((await within(dialog()).findByTestId('reward-decision-dialog-error')).textContent).toBe('คำขอแลกรางวัลนี้ถูกดำเนินการไปแล้ว');
    expect(within(dialog()).getByLabelText<HTMLInputElement>('เหตุผลที่สมาชิกจะเห็น').value).toBe('ที่อยู่ไม่ครบ');
  });

  it('lets finance read the queue without deciding', async () => {
    stubPrizesApi();
    renderPanel(<RewardRequestsPanel />, { role: 'finance' });
    await screen.findAllByTestId('reward-request-row');
    expect(screen.queryByRole('button', { name: 'จัดส่งแล้ว' })).toBeNull();
  });
});
