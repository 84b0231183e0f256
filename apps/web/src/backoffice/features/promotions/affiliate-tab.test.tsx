import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '@/test/deposit-stub';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { stubPromotionsApi } from './test/promotions-stub';
import { renderPromotionsAt } from './test/render-promotions';

afterEach(() => vi.unstubAllGlobals());

const form = () => screen.getByTestId('affiliate-rule-form');
const percentField = () => within(form()).getByLabelText<HTMLInputElement>('เปอร์เซ็นต์ค่าแนะนำ');
const basisSelect = () => within(form()).getByRole<HTMLSelectElement>('combobox', { name: 'คิดจาก' });
const periodSelect = () => within(form()).getByRole<HTMLSelectElement>('combobox', { name: 'รอบการจ่าย' });
const save = () => {
  fireEvent.click(within(form()).getByRole('button', { name: 'บันทึกค่าแนะนำเพื่อน' }));
};

async function openAffiliate(role: 'admin' | 'support' = 'admin') {
  renderPromotionsAt('?tab=affiliate', { role });
  await screen.findByTestId('affiliate-rule-form');
}

describe('the affiliate tab', () => {
  it("shows the brand's rule with the percent as typed, not in hundredths", async () => {
    stubPromotionsApi();
    await openAffiliate();
    expect(screen.getByRole('tab', { name: 'ค่าแนะนำเพื่อน' }).getAttribute('aria-selected')).toBe('true');
    expect([basisSelect().value, percentField().value, periodSelect().value]).toEqual(['net_loss', '1', 'weekly']);
  });

  it('saves the percent as exact hundredths with the basis and period chosen', async () => {
    const { writes, current } = stubPromotionsApi();
    await openAffiliate();
    fireEvent.change(basisSelect(), { target: { value: 'deposit' } });
    fireEvent.change(percentField(), { target: { value: '0.35' } });
    fireEvent.change(periodSelect(), { target: { value: 'daily' } });
    save();
    await findToast('บันทึกกติกาค่าแนะนำเพื่อนแล้ว');
    expect(writes()).toEqual([expect.objectContaining({ method: 'PUT', body: { basis: 'deposit', percentBps: 35, period: 'daily' } })]);
    expect(current().affiliateRule).toEqual({ basis: 'deposit', percentBps: 35, period: 'daily' });
  });

  it('refuses a percent over 100 or with three decimals beside the field, and sends nothing', async () => {
    const { writes } = stubPromotionsApi();
    await openAffiliate();
    for (const typed of ['100.01', '0.125', 'ห้า']) {
      fireEvent.change(percentField(), { target: { value: typed } });
      save();
      expect(await findFieldError(percentField())).toBe('กรุณากรอกเปอร์เซ็นต์ 0 ถึง 100 ทศนิยมไม่เกิน 2 ตำแหน่ง (0 คือไม่จ่ายค่าแนะนำ)');
    }
    expect(writes()).toHaveLength(0);
  });

  it("puts the server's refusal beside the percent and keeps what was typed", async () => {
    stubPromotionsApi({
      writeAnswers: [() => Promise.resolve(errorResponse({ status: 400, code: 'VALIDATION_FAILED', message: 'เปอร์เซ็นต์ไม่ถูกต้อง', field: 'percentBps' }))],
    });
    await openAffiliate();
    fireEvent.change(percentField(), { target: { value: '2.5' } });
    save();
    expect(await findFieldError(percentField())).toBe('เปอร์เซ็นต์ไม่ถูกต้อง');
    expect(percentField().value).toBe('2.5');
  });

  it('shows support the rule read-only, without a save button', async () => {
    stubPromotionsApi();
    await openAffiliate('support');
    expect(percentField().disabled).toBe(true);
    expect(within(form()).queryByRole('button', { name: 'บันทึกค่าแนะนำเพื่อน' })).toBeNull();
  });
});
