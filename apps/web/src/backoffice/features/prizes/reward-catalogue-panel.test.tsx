import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { RewardCataloguePanel } from './components/reward-catalogue-panel';
import { BRAND_ID } from './test/prize-fixtures';
import { stubPrizesApi } from './test/prizes-stub';
import { renderPanel } from './test/render-prizes';

afterEach(() => vi.unstubAllGlobals());

const dialog = () => screen.getByTestId('reward-item-dialog');
const field = (label: string) => within(dialog()).getByLabelText<HTMLInputElement>(label);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the reward catalogue panel', () => {
  it('lists the categories and the items with price, image, stock and state', async () => {
    stubPrizesApi();
    renderPanel(<RewardCataloguePanel />, { role: 'support' });
    const categories = await screen.findAllByTestId('reward-category-row');
    expect(categories.map((row) => cellsOf(row).slice(0, 4))).toEqual([
      ['1', 'เครดิต', 'rewards/credit.svg', '1'],
      ['2', 'ของรางวัล', 'rewards/gift.svg', '1'],
    ]);
    const items = await screen.findAllByTestId('reward-item-row');
    expect(
      items.map((row) =>
        cellsOf(row)
          .filter((_cell, index) => index !== 3)
          .slice(0, 5),
      ),
    ).toEqual([
      ['เครดิตฟรี 50 บาทเครดิต', 'เครดิต 50.00 บาท', '100', 'ไม่จำกัด', 'เปิดใช้'],
      ['เสื้อยืดลัคกี้สยามของรางวัล', 'ของจัดส่งถึงบ้าน', '1,300', '20', 'ปิดอยู่'],
    ]);
    expect(
      within(items[1] ?? document.body)
        .getByRole('img', { name: 'เสื้อยืดลัคกี้สยาม' })
        .getAttribute('src'),
    ).toBe('https://cdn.example.com/shirt.png');
  });

  it('edits an item: the stock and the credit in baht sent as satang, after checking the fields in Thai', async () => {
    const { sent } = stubPrizesApi();
    renderPanel(<RewardCataloguePanel />, { role: 'support' });
    fireEvent.click(await screen.findByRole('button', { name: 'แก้ไข เครดิตฟรี 50 บาท' }));
    fireEvent.change(field('จำนวนเครดิต (บาท)'), { target: { value: 'ห้าสิบ' } });
    fireEvent.change(field('จำนวนคงเหลือ (เว้นว่าง = ไม่จำกัด)'), { target: { value: '-3' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึก' }));
    expect(await findFieldError(field('จำนวนเครดิต (บาท)'))).toBe('กรุณากรอกจำนวนเครดิตมากกว่า 0 และไม่เกิน 100,000 บาท');
    expect(await findFieldError(field('จำนวนคงเหลือ (เว้นว่าง = ไม่จำกัด)'))).toBe('จำนวนคงเหลือต้องเป็นจำนวนเต็ม 0 ถึง 1,000,000 หรือเว้นว่าง');
    fireEvent.change(field('จำนวนเครดิต (บาท)'), { target: { value: '75.50' } });
    fireEvent.change(field('จำนวนคงเหลือ (เว้นว่าง = ไม่จำกัด)'), { target: { value: '12' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึก' }));
    await findToast('บันทึก "เครดิตฟรี 50 บาท" แล้ว');
    expect(sent.filter((request) => request.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: `/api/admin/brands/${BRAND_ID}/reward-items/c3c3c3c3-1111-4222-8333-444455556666`,
        body: {
          categoryId: 'a1a1a1a1-1111-4222-8333-444455556666',
          name: 'เครดิตฟรี 50 บาท',
          description: 'เข้ากระเป๋าเครดิตทันที',
          kind: 'credit',
          creditSatang: 7550,
          costPoints: 100,
          stockLeft: 12,
          imagePath: 'rewards/credit.svg',
          sortOrder: 1,
          isActive: true,
        },
      },
    ]);
  });

  it('shows a refusal beside the field the API names and keeps the values', async () => {
    stubPrizesApi({ writeRefusal: { status: 400, code: 'VALIDATION_FAILED', message: 'ไม่พบหมวดหมู่นี้', field: 'categoryId' } });
    renderPanel(<RewardCataloguePanel />);
    // An item needs a category: the button waits for the categories to load.
    await screen.findAllByTestId('reward-category-row');
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มของรางวัล' }));
    fireEvent.change(field('ชื่อ'), { target: { value: 'หูฟังไร้สาย' } });
    fireEvent.change(field('ราคา (พอยท์)'), { target: { value: '2,000' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึก' }));
    expect(await findFieldError(within(dialog()).getByLabelText('หมวดหมู่'))).toBe('ไม่พบหมวดหมู่นี้');
    expect(field('ชื่อ').value).toBe('หูฟังไร้สาย');
  });

  it('is read-only for finance', async () => {
    stubPrizesApi();
    renderPanel(<RewardCataloguePanel />, { role: 'finance' });
    await screen.findAllByTestId('reward-item-row');
    expect(screen.queryByRole('button', { name: 'เพิ่มของรางวัล' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^แก้ไข/ })).toBeNull();
  });
});
