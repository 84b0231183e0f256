import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { stubPromotionsApi } from './test/promotions-stub';
import { renderPromotionsAt } from './test/render-promotions';

afterEach(() => vi.unstubAllGlobals());

const dialog = () => screen.getByTestId('check-in-day-dialog');
const kindSelect = () => within(dialog()).getByRole<HTMLSelectElement>('combobox', { name: 'ประเภทรางวัล' });
const save = () => {
  fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึก' }));
};

async function openCheckIn(role: 'admin' | 'support' = 'admin') {
  renderPromotionsAt('?tab=checkIn', { role });
  return screen.findAllByTestId('check-in-day');
}

describe('the check-in tab', () => {
  it('shows the 31 days of the month with their rewards', async () => {
    stubPromotionsApi();
    const days = await openCheckIn();
    expect(days).toHaveLength(31);
    expect(days.slice(0, 3).map((day) => day.textContent)).toEqual(['วันที่ 1เครดิต 10.00 บาท', 'วันที่ 250 พอยท์', 'วันที่ 3ไม่มีรางวัล']);
  });

  it('sets a day to points and shows it in the calendar', async () => {
    const { writes } = stubPromotionsApi();
    await openCheckIn();
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขรางวัลวันที่ 3: ไม่มีรางวัล' }));
    fireEvent.change(kindSelect(), { target: { value: 'point' } });
    fireEvent.change(within(dialog()).getByLabelText('จำนวนพอยท์'), { target: { value: '1,500' } });
    save();
    await findToast('บันทึกรางวัลวันที่ 3 แล้ว');
    expect(writes()).toEqual([
      { method: 'PUT', path: '/api/admin/brands/7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6/check-in-days/3', body: { reward: { kind: 'point', points: 1500 } } },
    ]);
    await vi.waitFor(() => {
      expect(screen.getAllByTestId('check-in-day')[2]?.textContent).toBe('วันที่ 31,500 พอยท์');
    });
  });

  it('sends credit in satang and nothing as none', async () => {
    const { writes } = stubPromotionsApi();
    await openCheckIn();
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขรางวัลวันที่ 1: เครดิต 10.00 บาท' }));
    expect(within(dialog()).getByLabelText<HTMLInputElement>('จำนวนเครดิต').value).toBe('10.00');
    fireEvent.change(within(dialog()).getByLabelText('จำนวนเครดิต'), { target: { value: '12.34' } });
    save();
    await findToast('บันทึกรางวัลวันที่ 1 แล้ว');
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขรางวัลวันที่ 2: 50 พอยท์' }));
    fireEvent.change(kindSelect(), { target: { value: 'none' } });
    save();
    await findToast('บันทึกรางวัลวันที่ 2 แล้ว');
    expect(writes().map((write) => write.body)).toEqual([{ reward: { kind: 'credit', amountSatang: 1234 } }, { reward: { kind: 'none' } }]);
  });

  it('refuses a credit above 100,000 baht in Thai and sends nothing', async () => {
    const { writes } = stubPromotionsApi();
    await openCheckIn();
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขรางวัลวันที่ 7: เครดิต 100.00 บาท' }));
    const amount = within(dialog()).getByLabelText<HTMLInputElement>('จำนวนเครดิต');
    fireEvent.change(amount, { target: { value: '100000.01' } });
    save();
    expect(await findFieldError(amount)).toBe('กรุณากรอกเครดิตมากกว่า 0 และไม่เกิน 100,000 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(writes()).toHaveLength(0);
  });

  it('keeps the dialog and the amount when the server refuses', async () => {
    stubPromotionsApi({
      writeAnswers: [() => Promise.resolve(jsonResponse(403, { error: { code: 'IP_NOT_ALLOWED', message: 'ที่อยู่ IP นี้ไม่ได้รับอนุญาตให้จัดการแบรนด์นี้' } }))],
    });
    await openCheckIn();
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไขรางวัลวันที่ 7: เครดิต 100.00 บาท' }));
    const amount = within(dialog()).getByLabelText<HTMLInputElement>('จำนวนเครดิต');
    fireEvent.change(amount, { target: { value: '150' } });
    save();
    expect((await screen.findByTestId('check-in-day-error')).textContent).toBe('ที่อยู่ IP นี้ไม่ได้รับอนุญาตให้จัดการแบรนด์นี้');
    expect(amount.value).toBe('150');
  });

  it('shows support the calendar without anything to press', async () => {
    stubPromotionsApi();
    const days = await openCheckIn('support');
    expect(screen.getByRole('note')).toBeTruthy();
    expect(within(days[0] ?? document.body).queryByRole('button')).toBeNull();
    expect(days[0]?.textContent).toBe('วันที่ 1เครดิต 10.00 บาท');
  });
});
