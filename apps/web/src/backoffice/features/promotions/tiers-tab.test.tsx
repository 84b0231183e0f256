import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { stubPromotionsApi } from './test/promotions-stub';
import { renderPromotionsAt } from './test/render-promotions';

afterEach(() => vi.unstubAllGlobals());

const dialog = () => screen.getByTestId('tier-dialog');
const dialogField = (label: string) => within(dialog()).getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => {
  fireEvent.change(dialogField(label), { target: { value } });
};
const save = () => {
  fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึก' }));
};

async function openTiers(role: 'admin' | 'finance' = 'admin') {
  renderPromotionsAt('?tab=tiers', { role });
  return screen.findAllByTestId('tier-row');
}

async function editLevel(level: number, name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `แก้ไขระดับ ${level} ${name}` }));
  return dialog();
}

describe('the tier tab', () => {
  it('lists each level with its requirement, limits and loss return', async () => {
    stubPromotionsApi();
    const rows = await openTiers();
    expect(rows).toHaveLength(6);
    const diamond = rows[3];
    expect(
      within(diamond ?? document.body)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', 'ไดมอนด์', '1,000,000.00ยอดฝากในเดือน', '1,000,000.00ต่อวัน', '200,000.00', '12%', '5,000,000.00', 'เปิดใช้', 'แก้ไข']);
    expect(rows[0]?.textContent).toContain('ไม่จำกัด');
    // Tier 5 vip is open; tier 6 is the one closed (docs/decisions.md, "Tiers").
    expect(rows[4]?.textContent).toContain('เปิดใช้');
    expect(rows[5]?.textContent).toContain('ปิดอยู่');
  });

  it('saves a level with baht as satang, the percent as basis points and an empty maximum as none', async () => {
    const { writes } = stubPromotionsApi();
    await openTiers();
    await editLevel(3, 'แพลทินัม');
    expect(dialogField('ยอดเสียคืน').value).toBe('8');
    expect(dialogField('วงเงินถอน (ต่อวัน)').value).toBe('500000.00');
    type('ยอดเสียคืน', '8.5');
    type('วงเงินถอน (ต่อวัน)', '600,000');
    type('ชื่อระดับ', ' แพลทินัมพลัส ');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'ปิดระดับนี้ (สมาชิกเห็นเป็นระดับที่ล็อกไว้)' }));
    save();
    await findToast('บันทึกระดับ แพลทินัมพลัส แล้ว');
    expect(screen.queryByTestId('tier-dialog')).toBeNull();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/brands/7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6/tiers/3',
        body: {
          name: 'แพลทินัมพลัส',
          lossReturnBasisPoints: 850,
          withdrawCapSatang: 60_000_000,
          maxPerWithdrawalSatang: null,
          nextLevelSatang: 100_000_000,
          colour: '#7fd1d8',
          details: ['ถอนได้วันละ 3 ครั้ง'],
          disabled: true,
        },
      },
    ]);
    // The table is read again and shows the saved level.
    await vi.waitFor(() => {
      expect(screen.getAllByTestId('tier-row')[2]?.textContent).toContain('8.5%');
    });
  });

  it('refuses wrong values in Thai beside each field and sends nothing', async () => {
    const { writes } = stubPromotionsApi();
    await openTiers();
    await editLevel(4, 'ไดมอนด์');
    type('ชื่อระดับ', '  ');
    type('ยอดเสียคืน', '60');
    type('ถอนสูงสุดต่อครั้ง (เว้นว่างถ้าไม่จำกัด)', '2,000,000');
    type('สี', 'blue');
    save();
    expect(await findFieldError(dialogField('ชื่อระดับ'))).toBe('กรุณากรอกชื่อระดับ ไม่เกิน 50 ตัวอักษร');
    expect(await findFieldError(dialogField('ยอดเสียคืน'))).toBe('คืนยอดเสียได้ 0 ถึง 50% ทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(await findFieldError(dialogField('ถอนสูงสุดต่อครั้ง (เว้นว่างถ้าไม่จำกัด)'))).toBe('ยอดถอนสูงสุดต่อครั้งต้องไม่เกินวงเงินถอน');
    expect(await findFieldError(dialogField('สี'))).toBe('สีต้องอยู่ในรูปแบบ #rrggbb เช่น #f5b301');
    expect(writes()).toHaveLength(0);
  });

  it('keeps the dialog and what was typed when the server refuses', async () => {
    stubPromotionsApi({
      writeAnswers: [
        () => Promise.resolve(jsonResponse(400, { error: { code: 'VALIDATION_FAILED', message: 'คืนยอดเสียได้ไม่เกิน 50%', field: 'lossReturnBasisPoints' } })),
      ],
    });
    await openTiers();
    await editLevel(2, 'โกลด์');
    type('ยอดเสียคืน', '6');
    save();
    expect(await findFieldError(dialogField('ยอดเสียคืน'))).toBe('คืนยอดเสียได้ไม่เกิน 50%');
    expect(dialogField('ยอดเสียคืน').value).toBe('6');
  });

  it('does not offer to close level 1', async () => {
    stubPromotionsApi();
    await openTiers();
    await editLevel(1, 'ซิลเวอร์');
    expect(within(dialog()).queryByRole('checkbox')).toBeNull();
    expect(dialog().textContent).toContain('ระดับ 1 เป็นระดับเริ่มต้นของสมาชิกใหม่ทุกคน จึงปิดไม่ได้');
  });

  it('shows finance the table without edit buttons', async () => {
    stubPromotionsApi();
    const rows = await openTiers('finance');
    expect(screen.getByRole('note')).toBeTruthy();
    expect(within(rows[0] ?? document.body).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'จัดการ' })).toBeNull();
  });

  it('says so when the brand has no tier table of its own', async () => {
    stubPromotionsApi({ tiers: [] });
    renderPromotionsAt('?tab=tiers');
    expect(await screen.findByText('แบรนด์นี้ยังไม่มีตารางระดับของตัวเอง')).toBeTruthy();
  });
});
