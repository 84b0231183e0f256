import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { createMemberLevel, demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('ranking screen', () => {
  it("shows the member's tier with its badge and the progress toward the next one", async () => {
    stubApi({ memberLevel: createMemberLevel(1, 12_500_00) });
    renderAppAt('/auth/user/ranking', { member: demoMember });
    const current = await screen.findByTestId('current-tier');
    expect(within(current).getByTestId('current-tier-name').textContent).toBe('ซิลเวอร์');
    expect(within(current).getByRole('img', { name: 'ตราระดับซิลเวอร์' }).getAttribute('src')).toBe('/brand-assets/demo/tiers/silver.svg');
    expect(within(current).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(current).getByTestId('tier-progress-amounts').textContent).toBe('ยอดฝาก 12,500.00 / 50,000.00 บาท (สะสม)');
    expect(within(current).getByTestId('tier-progress-remaining').textContent).toBe('ฝากอีก 37,500.00 บาท เพื่อเลื่อนเป็นระดับโกลด์');
  });

  it("counts this month's deposits toward a tier judged monthly", async () => {
    stubApi({ memberLevel: createMemberLevel(2, 0) });
    renderAppAt('/auth/user/ranking', { member: demoMember });
    expect((await screen.findByTestId('tier-progress-amounts')).textContent).toBe('ยอดฝาก 0.00 / 300,000.00 บาท (เดือนนี้)');
  });

  it('lists every tier with its benefits, and greys out the tiers not yet open', async () => {
    stubApi();
    renderAppAt('/auth/user/ranking', { member: demoMember });
    const tiers = within(await screen.findByTestId('tier-list')).getAllByTestId('tier-card');
    expect(tiers).toHaveLength(6);
    const [silver, gold] = tiers;
    expect(silver?.textContent).toContain('ระดับปัจจุบัน');
    expect(silver?.textContent).toContain('ยอดฝากสะสม 1.00 บาท');
    expect(silver?.textContent).toContain('5%');
    expect(silver?.textContent).toContain('฿100,000.00');
    expect(gold?.textContent).toContain('ยังไม่ถึง');
    const disabled = tiers.filter((tier) => tier.dataset.disabled === 'true');
    expect(disabled.map((tier) => tier.textContent?.includes('ระดับนี้ยังไม่เปิดให้บริการ'))).toEqual([true, true]);
  });

  it('offers a retry when the level fails to load', async () => {
    stubApi({ levelRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
    renderAppAt('/auth/user/ranking', { member: demoMember });
    const title = await screen.findByText('โหลดข้อมูลระดับสมาชิกไม่สำเร็จ');
    expect(title.closest('[role="alert"]')?.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
  });
});
