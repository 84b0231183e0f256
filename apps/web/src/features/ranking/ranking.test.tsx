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
    stubApi({ memberLevel: createMemberLevel(3, 0) });
    renderAppAt('/auth/user/ranking', { member: demoMember });
    expect((await screen.findByTestId('tier-progress-amounts')).textContent).toBe('ยอดฝาก 0.00 / 1,000,000.00 บาท (เดือนนี้)');
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
    expect(disabled.map((tier) => tier.textContent?.includes('ระดับนี้ยังไม่เปิดให้บริการ'))).toEqual([true]);
  });

  it("shows each tier's withdrawal limits: the most per withdrawal, the daily limit and the count", async () => {
    stubApi();
    renderAppAt('/auth/user/ranking', { member: demoMember });
    const tiers = within(await screen.findByTestId('tier-list')).getAllByTestId('tier-card');
    const limits = tiers
      .slice(0, 5)
      .map((tier) => [
        within(tier).getByTestId('tier-max-per-withdrawal').textContent,
        within(tier).getByTestId('tier-daily-cap').textContent,
        within(tier).getByTestId('tier-loss-return').textContent,
      ]);
    expect(limits).toEqual([
      ['฿100,000.00', '฿100,000.00', '5%'],
      ['฿300,000.00', '฿300,000.00', '5%'],
      ['฿500,000.00', '฿500,000.00', '8%'],
      ['฿200,000.00', '฿1,000,000.00', '12%'],
      ['฿100,000.00', 'ไม่จำกัดยอดรวม', '15%'],
    ]);
    expect(tiers[0]?.textContent).toContain('5 ครั้งต่อวัน');
  });

  it('shows the newest tier change as a notice and every change in the history, with its reason', async () => {
    const change = (id: string, from: [number, string], to: [number, string], reason: 'deposit' | 'monthly_review', reviewMonth: string | null) => ({
      id,
      fromLevel: from[0],
      fromName: from[1],
      toLevel: to[0],
      toName: to[1],
      reason,
      reviewMonth,
      createdAt: '2026-11-01T17:15:00.000Z',
    });
    const promoted = change('6f1b8a7e-4c1d-4f62-9d55-2a8f3f0e9c11', [1, 'ซิลเวอร์'], [4, 'ไดมอนด์'], 'deposit', null);
    const reviewed = change('0b2e4d3c-7a1f-4b8e-9c2d-5e6f7a8b9c0d', [4, 'ไดมอนด์'], [3, 'แพลทินัม'], 'monthly_review', '2026-10-01');
    stubApi({ memberLevel: { ...createMemberLevel(3), history: [reviewed, promoted], notice: reviewed } });
    renderAppAt('/auth/user/ranking', { member: demoMember });
    const notice = await screen.findByTestId('tier-change-notice');
    expect(notice.textContent).toContain('ระดับสมาชิกของคุณเปลี่ยนเป็นแพลทินัม');
    expect(notice.textContent).toContain('จากระดับไดมอนด์ · ทบทวนระดับจากยอดฝากเดือนตุลาคม');
    const items = screen.getAllByTestId('tier-history-item').map((item) => item.textContent);
    expect(items[0]).toContain('ไดมอนด์ → แพลทินัม');
    expect(items[1]).toContain('ซิลเวอร์ → ไดมอนด์');
    expect(items[1]).toContain('2 พ.ย. 2569');
    expect(items[1]).toContain('จากยอดฝากของคุณ');
  });

  it('offers a retry when the level fails to load', async () => {
    stubApi({ levelRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
    renderAppAt('/auth/user/ranking', { member: demoMember });
    const title = await screen.findByText('โหลดข้อมูลระดับสมาชิกไม่สำเร็จ');
    expect(title.closest('[role="alert"]')?.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
  });
});
