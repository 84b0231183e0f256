import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, testSettings } from '@/test/api-stub';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('the promotion page', () => {
  it('says there is no promotion when the bonus maximum is not above 0', async () => {
    stubApi({ settings: { bonus: { ...testSettings.bonus, bonusMax: 0, bonusRate: 10 } } });
    renderAppAt('/promotion');
    expect(await screen.findByText('ไม่มีโปรโมชั่นในขณะนี้')).toBeTruthy();
    expect(screen.queryByTestId('bonus-period')).toBeNull();
  });

  it('shows one card for each bonus period: rate, hours, ending amount and maximum', async () => {
    stubApi({
      settings: {
        bonus: {
          bonusMax: 1_000_00,
          bonusRate: 10,
          bonusTimeStart: '00:00:00',
          bonusTimeEnd: '11:59:59',
          endNumberBonus: 11,
          bonusRate2: 5.5,
          bonusTimeStart2: '22:00:00',
          bonusTimeEnd2: '02:00:00',
          endNumberBonus2: 7,
        },
      },
    });
    renderAppAt('/promotion');
    expect(await screen.findByRole('heading', { name: 'โปรโมชั่น', level: 1 })).toBeTruthy();
    const cards = await screen.findAllByTestId('bonus-period');
    expect(cards).toHaveLength(2);
    const read = (testId: string) => cards.map((card) => card.querySelector(`[data-testid="${testId}"]`)?.textContent);
    expect(read('bonus-rate')).toEqual(['10%', '5.5%']);
    expect(read('bonus-time')).toEqual(['00:00 - 11:59 น.', '22:00 - 02:00 น.']);
    expect(read('bonus-ending')).toEqual(['0.11', '0.07']);
    expect(read('bonus-max')).toEqual(['1,000.00 บาท', '1,000.00 บาท']);
  });
});
