import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPromotionTab } from './promotion-tabs';
import { stubPromotionsApi } from './test/promotions-stub';
import { renderPromotionsAt } from './test/render-promotions';

afterEach(() => vi.unstubAllGlobals());

describe('the promotions page', () => {
  it('keeps the chosen tab in the address, so a reload opens it again', async () => {
    stubPromotionsApi();
    const { router } = renderPromotionsAt();
    expect((await screen.findByRole('tab', { name: 'โบนัสและยอดเสียคืน' })).getAttribute('aria-selected')).toBe('true');
    // The prizes feature's panels have their tabs here too.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'โบนัสและยอดเสียคืน',
      'ระดับสมาชิก',
      'เช็คอินรายวัน',
      'ค่าแนะนำเพื่อน',
      'ตั้งค่ารางวัล',
      'วงล้อ',
      'เปิดไพ่',
      'ของรางวัล',
      'คำขอแลกรางวัล',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'ระดับสมาชิก' }));
    expect(router.state.location.search).toBe('?tab=tiers');
    expect(await screen.findByTestId('tier-table')).toBeTruthy();
  });

  it('opens the tab the address names', async () => {
    stubPromotionsApi();
    renderPromotionsAt('?tab=checkIn');
    expect((await screen.findByRole('tab', { name: 'เช็คอินรายวัน' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByTestId('check-in-days')).toBeTruthy();
  });

  it('falls back to the first tab for an unknown one', () => {
    expect(readPromotionTab(new URLSearchParams('tab=nope'), ['bonus', 'tiers'])).toBe('bonus');
    expect(readPromotionTab(new URLSearchParams('tab=tiers'), ['bonus', 'tiers'])).toBe('tiers');
  });
});
