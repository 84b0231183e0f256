import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeferred, jsonResponse } from '@/test/fixtures';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { createBrandSettings, stubPromotionsApi } from './test/promotions-stub';
import { renderPromotionsAt } from './test/render-promotions';

afterEach(() => vi.unstubAllGlobals());

const bonusForm = () => screen.getByTestId('bonus-form');
const period = (number: number) => screen.getByTestId(`bonus-period-${number}`);
const field = (container: HTMLElement, label: string) => within(container).getByLabelText<HTMLInputElement>(label);
const maxField = () => field(bonusForm(), 'โบนัสสูงสุดต่อรายการฝาก');
const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
};

async function openBonus(role: 'admin' | 'support' = 'admin') {
  renderPromotionsAt('', { role });
  await screen.findByTestId('bonus-form');
}

describe('the bonus tab', () => {
  it('shows the bonus cap in baht and both periods, keeping seconds that matter', async () => {
    stubPromotionsApi();
    await openBonus();
    expect(maxField().value).toBe('1000.00');
    expect(['อัตราโบนัส', 'เศษสตางค์ท้ายยอดฝาก', 'เริ่ม (ชั่วโมง:นาที)', 'สิ้นสุด (ชั่วโมง:นาที)'].map((label) => field(period(1), label).value)).toEqual([
      '10',
      '11',
      '00:00',
      '11:59:59',
    ]);
    expect(['อัตราโบนัส', 'เศษสตางค์ท้ายยอดฝาก', 'เริ่ม (ชั่วโมง:นาที)', 'สิ้นสุด (ชั่วโมง:นาที)'].map((label) => field(period(2), label).value)).toEqual([
      '5',
      '22',
      '12:00',
      '23:59:59',
    ]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'วิธีจ่าย' }).value).toBe('credit');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'รอบการคำนวณ' }).value).toBe('weekly');
  });

  it('saves the whole bonus with the cap in satang and times with seconds', async () => {
    const { writes } = stubPromotionsApi();
    await openBonus();
    type(maxField(), '1,500.50');
    type(field(period(2), 'อัตราโบนัส'), '7.5');
    type(field(period(2), 'เริ่ม (ชั่วโมง:นาที)'), '13:30');
    type(field(period(2), 'เศษสตางค์ท้ายยอดฝาก'), '5');
    fireEvent.click(within(bonusForm()).getByRole('button', { name: 'บันทึกโบนัสเงินฝาก' }));
    await findToast('บันทึกโบนัสเงินฝากแล้ว');
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/admin/brands/7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6/settings',
        body: { bonus: { ...createBrandSettings().bonus, bonusMax: 150_050, bonusRate2: 7.5, bonusTimeStart2: '13:30:00', endNumberBonus2: 5 } },
      },
    ]);
  });

  it('refuses wrong values in Thai beside each field and sends nothing', async () => {
    const { writes } = stubPromotionsApi();
    await openBonus();
    type(maxField(), '12.345');
    type(field(period(1), 'อัตราโบนัส'), '120');
    type(field(period(1), 'เริ่ม (ชั่วโมง:นาที)'), '24:00');
    type(field(period(2), 'เศษสตางค์ท้ายยอดฝาก'), 'ab');
    fireEvent.click(within(bonusForm()).getByRole('button', { name: 'บันทึกโบนัสเงินฝาก' }));
    expect(await findFieldError(maxField())).toBe('กรุณากรอกจำนวนเงินเป็นบาท ทศนิยมไม่เกิน 2 ตำแหน่ง (0 คือปิดโบนัส)');
    expect(await findFieldError(field(period(1), 'อัตราโบนัส'))).toBe('อัตราโบนัสต้องอยู่ระหว่าง 0 ถึง 100% ทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(await findFieldError(field(period(1), 'เริ่ม (ชั่วโมง:นาที)'))).toBe('กรุณากรอกเวลาแบบ ชั่วโมง:นาที เช่น 09:30 (00:00 ถึง 23:59)');
    expect(await findFieldError(field(period(2), 'เศษสตางค์ท้ายยอดฝาก'))).toBe('กรุณากรอกเศษสตางค์เป็นตัวเลข 0 ถึง 99');
    expect(writes()).toHaveLength(0);
  });

  it('keeps what was typed when the server refuses, and sends once while a save is on its way', async () => {
    const reply = createDeferred<Response>();
    const { writes } = stubPromotionsApi({ writeAnswers: [() => reply.promise] });
    await openBonus();
    type(maxField(), '2000');
    fireEvent.click(within(bonusForm()).getByRole('button', { name: 'บันทึกโบนัสเงินฝาก' }));
    const busy = await within(bonusForm()).findByRole('button', { name: 'กำลังบันทึก…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(bonusForm());
    reply.resolve(jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'คุณไม่มีสิทธิ์เข้าถึงข้อมูลนี้' } }));
    expect((await screen.findByTestId('bonus-error')).textContent).toBe('บทบาทของคุณไม่มีสิทธิ์ทำรายการนี้');
    expect(maxField().value).toBe('2000');
    expect(writes()).toHaveLength(1);
  });

  it('puts a refusal that names a bonus field beside it', async () => {
    stubPromotionsApi({
      writeAnswers: [
        () =>
          Promise.resolve(jsonResponse(400, { error: { code: 'VALIDATION_FAILED', message: 'ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่', field: 'bonus.bonusRate2' } })),
      ],
    });
    await openBonus();
    fireEvent.click(within(bonusForm()).getByRole('button', { name: 'บันทึกโบนัสเงินฝาก' }));
    expect(await findFieldError(field(period(2), 'อัตราโบนัส'))).toBe('ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่');
  });

  it('changes the loss-return period, and shows a refusal of it beside the field', async () => {
    const { writes } = stubPromotionsApi({
      writeAnswers: [
        () =>
          Promise.resolve(
            jsonResponse(400, {
              error: { code: 'VALIDATION_FAILED', message: 'รอบการคำนวณไม่ถูกต้อง', field: 'lossReturnPeriod' },
            }),
          ),
      ],
    });
    await openBonus();
    const periodSelect = screen.getByRole<HTMLSelectElement>('combobox', { name: 'รอบการคำนวณ' });
    fireEvent.change(periodSelect, { target: { value: 'daily' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'วิธีจ่าย' }), { target: { value: 'claim' } });
    const save = () => {
      fireEvent.click(screen.getByRole('button', { name: 'บันทึกยอดเสียคืน' }));
    };
    save();
    expect(await findFieldError(periodSelect)).toBe('รอบการคำนวณไม่ถูกต้อง');
    expect(periodSelect.value).toBe('daily');
    save();
    await findToast('บันทึกการตั้งค่ายอดเสียคืนแล้ว');
    expect(writes().map((write) => write.body)).toEqual([
      { lossReturnMode: 'claim', lossReturnPeriod: 'daily' },
      { lossReturnMode: 'claim', lossReturnPeriod: 'daily' },
    ]);
  });

  it('shows support the values read-only, without save buttons', async () => {
    stubPromotionsApi();
    await openBonus('support');
    expect(screen.getByRole('note').textContent).toContain('แก้ไขได้เฉพาะผู้ดูแลระบบ');
    expect(maxField().value).toBe('1000.00');
    expect(maxField().disabled).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'รอบการคำนวณ' }).disabled).toBe(true);
    expect(screen.queryAllByRole('button', { name: /บันทึก/ })).toHaveLength(0);
  });

  it('offers a retry when the settings cannot be read', async () => {
    const { recover } = stubPromotionsApi({ readRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
    renderPromotionsAt();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดการตั้งค่าโบนัสไม่สำเร็จ');
    expect(alert.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    recover();
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByTestId('bonus-form')).toBeTruthy();
  });
});
