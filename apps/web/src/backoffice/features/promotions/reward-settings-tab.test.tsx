import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '@/test/deposit-stub';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { stubPromotionsApi } from './test/promotions-stub';
import { renderPromotionsAt } from './test/render-promotions';

afterEach(() => vi.unstubAllGlobals());

const form = () => screen.getByTestId('reward-settings-form');
const field = (label: string) => within(form()).getByLabelText<HTMLInputElement>(label);
const checkInSwitch = () => within(form()).getByRole('switch', { name: 'เปิดเช็คอินรายวันให้สมาชิก' });
const save = () => {
  fireEvent.click(within(form()).getByRole('button', { name: 'บันทึกการตั้งค่ารางวัล' }));
};

async function openRewardSettings(role: 'admin' | 'finance' = 'admin') {
  renderPromotionsAt('?tab=rewardSettings', { role });
  await screen.findByTestId('reward-settings-form');
}

describe('the reward settings tab', () => {
  it('shows check-in, points and draws with deposit minimums in baht', async () => {
    stubPromotionsApi();
    await openRewardSettings();
    expect(checkInSwitch().getAttribute('aria-checked')).toBe('true');
    expect(
      ['พอยท์ต่อยอดฝากทุก 100 บาท', 'สิทธิ์หมุนวงล้อฟรีต่อวัน', 'ยอดฝากขั้นต่ำรับสิทธิ์วงล้อเพิ่ม', 'ยอดฝากขั้นต่ำรับสิทธิ์เปิดไพ่เพิ่ม', 'สิทธิ์จากการฝากใช้ได้'].map(
        (label) => field(label).value,
      ),
    ).toEqual(['1', '1', '500.00', '300.00', '1']);
  });

  it('sends only what changed, the deposit minimums as exact satang, and can close the check-in', async () => {
    const { writes, currentRewardSettings } = stubPromotionsApi();
    await openRewardSettings();
    fireEvent.click(checkInSwitch());
    fireEvent.change(field('สิทธิ์หมุนวงล้อฟรีต่อวัน'), { target: { value: '3' } });
    fireEvent.change(field('ยอดฝากขั้นต่ำรับสิทธิ์วงล้อเพิ่ม'), { target: { value: '1,000.50' } });
    fireEvent.change(field('ยอดฝากขั้นต่ำรับสิทธิ์เปิดไพ่เพิ่ม'), { target: { value: '0' } });
    save();
    await findToast('บันทึกการตั้งค่ารางวัลแล้ว');
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        body: { isCheckInOpen: false, wheelDailyDraws: 3, wheelDepositMinSatang: 100_050, flipCardDepositMinSatang: 0 },
      }),
    ]);
    expect(currentRewardSettings().wheelDailyDraws).toBe(3);
  });

  it('refuses numbers out of range beside their fields and sends nothing', async () => {
    const { writes } = stubPromotionsApi();
    await openRewardSettings();
    fireEvent.change(field('สิทธิ์หมุนวงล้อฟรีต่อวัน'), { target: { value: '101' } });
    fireEvent.change(field('สิทธิ์จากการฝากใช้ได้'), { target: { value: '0' } });
    fireEvent.change(field('ยอดฝากขั้นต่ำรับสิทธิ์วงล้อเพิ่ม'), { target: { value: '10.005' } });
    save();
    expect(await findFieldError(field('สิทธิ์หมุนวงล้อฟรีต่อวัน'))).toBe('กรุณากรอกจำนวนครั้งเป็นจำนวนเต็ม 0 ถึง 100');
    expect(await findFieldError(field('สิทธิ์จากการฝากใช้ได้'))).toBe('กรุณากรอกจำนวนวันเป็นจำนวนเต็ม 1 ถึง 31');
    expect(await findFieldError(field('ยอดฝากขั้นต่ำรับสิทธิ์วงล้อเพิ่ม'))).toBe('กรุณากรอกจำนวนเงินเป็นบาท ทศนิยมไม่เกิน 2 ตำแหน่ง (0 คือไม่ให้สิทธิ์จากการฝาก)');
    expect(writes()).toHaveLength(0);
  });

  it("puts the server's refusal beside the field it names, in baht, and keeps what was typed", async () => {
    stubPromotionsApi({
      writeAnswers: [
        () => Promise.resolve(errorResponse({ status: 400, code: 'VALIDATION_FAILED', message: 'ยอดฝากขั้นต่ำไม่ถูกต้อง', field: 'wheelDepositMinSatang' })),
      ],
    });
    await openRewardSettings();
    fireEvent.change(field('ยอดฝากขั้นต่ำรับสิทธิ์วงล้อเพิ่ม'), { target: { value: '250' } });
    save();
    expect(await findFieldError(field('ยอดฝากขั้นต่ำรับสิทธิ์วงล้อเพิ่ม'))).toBe('ยอดฝากขั้นต่ำไม่ถูกต้อง');
    expect(field('ยอดฝากขั้นต่ำรับสิทธิ์วงล้อเพิ่ม').value).toBe('250');
  });

  it('shows a refusal of the check-in switch above the button, and clears an old refusal once a save goes through', async () => {
    stubPromotionsApi({
      writeAnswers: [
        () => Promise.resolve(errorResponse({ status: 400, code: 'VALIDATION_FAILED', message: 'ยอดฝากขั้นต่ำไม่ถูกต้อง', field: 'wheelDepositMinSatang' })),
        () => Promise.resolve(errorResponse({ status: 400, code: 'VALIDATION_FAILED', message: 'เปิดเช็คอินไม่ได้ในขณะนี้', field: 'isCheckInOpen' })),
      ],
    });
    await openRewardSettings();
    fireEvent.change(field('ยอดฝากขั้นต่ำรับสิทธิ์วงล้อเพิ่ม'), { target: { value: '250' } });
    save();
    expect(await findFieldError(field('ยอดฝากขั้นต่ำรับสิทธิ์วงล้อเพิ่ม'))).toBe('ยอดฝากขั้นต่ำไม่ถูกต้อง');
    fireEvent.click(checkInSwitch());
    save();
    expect((await screen.findByTestId('reward-settings-error')).textContent).toBe('เปิดเช็คอินไม่ได้ในขณะนี้');
    expect(field('ยอดฝากขั้นต่ำรับสิทธิ์วงล้อเพิ่ม').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows finance the settings read-only', async () => {
    stubPromotionsApi();
    await openRewardSettings('finance');
    expect(field('สิทธิ์หมุนวงล้อฟรีต่อวัน').disabled).toBe(true);
    expect(within(form()).queryByRole('button', { name: 'บันทึกการตั้งค่ารางวัล' })).toBeNull();
  });
});
