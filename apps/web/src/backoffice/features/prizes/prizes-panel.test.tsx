import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { PrizesPanel } from './components/prizes-panel';
import { BRAND_ID } from './test/prize-fixtures';
import { stubPrizesApi, type SentRequest } from './test/prizes-stub';
import { renderPanel } from './test/render-prizes';

afterEach(() => vi.unstubAllGlobals());

const PRIZES_PATH = `/api/admin/brands/${BRAND_ID}/prizes`;
const writes = (sent: SentRequest[]) => sent.filter((request) => request.method !== 'GET');
const dialog = () => screen.getByTestId('prize-option-dialog');
const field = (label: string) => within(dialog()).getByLabelText<HTMLInputElement>(label);

async function rows(): Promise<string[][]> {
  const found = await screen.findAllByTestId('prize-row');
  return found.map((row) =>
    within(row)
      .getAllByRole('cell')
      .slice(0, 6)
      .map((cell) => cell.textContent ?? ''),
  );
}

function openEdit(label: string) {
  fireEvent.click(screen.getByRole('button', { name: `แก้ไข ${label}` }));
}

describe('the wheel panel', () => {
  it('lists the segments with their reward, weight, the API probability and the weight sum', async () => {
    const { sent } = stubPrizesApi();
    renderPanel(<PrizesPanel kind="wheel" />);
    expect(await rows()).toEqual([
      ['0', 'เครดิต 5 บาท', 'เครดิต 5.00 บาท', '30', '75.00%', 'เปิดใช้'],
      ['1', '10 พอยท์', '10 พอยท์', '10', '25.00%', 'เปิดใช้'],
      ['2', 'ลองใหม่', 'ไม่มีรางวัล', '0', 'ไม่ถูกสุ่ม', 'เปิดใช้'],
      ['3', 'เครดิต 100 บาท', 'เครดิต 100.00 บาท', '5', '0.00%', 'ปิดอยู่'],
    ]);
    expect(screen.getByText('รวมน้ำหนักที่เปิดใช้ 40 จาก 4 รายการ')).toBeTruthy();
    expect(sent[1]).toEqual({ method: 'GET', path: PRIZES_PATH, body: undefined });
  });

  it('edits a segment: the label, a credit in baht sent as satang and a weight of 0, then shows the new probabilities', async () => {
    const { sent } = stubPrizesApi();
    renderPanel(<PrizesPanel kind="wheel" />);
    await rows();
    openEdit('10 พอยท์');
    expect(field('ชื่อที่สมาชิกเห็น').value).toBe('10 พอยท์');
    fireEvent.change(field('ชื่อที่สมาชิกเห็น'), { target: { value: '  เครดิต 12.34  ' } });
    fireEvent.change(within(dialog()).getByLabelText('ประเภทรางวัล'), { target: { value: 'credit' } });
    fireEvent.change(field('จำนวนเครดิต (บาท)'), { target: { value: '12.34' } });
    fireEvent.change(field('น้ำหนัก'), { target: { value: '0' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึก' }));
    await findToast('บันทึก "เครดิต 12.34" แล้ว');
    expect(writes(sent)).toEqual([
      {
        method: 'PATCH',
        path: `${PRIZES_PATH}/00000001-1111-4222-8333-444455556666`,
        body: {
          label: 'เครดิต 12.34',
          colour: '#fb8c00',
          reward: { kind: 'credit', amountSatang: 1234 },
          weight: 0,
          imagePath: '',
          isActive: true,
          sortOrder: 1,
        },
      },
    ]);
    await vi.waitFor(async () => {
      expect((await rows())[1]).toEqual(['1', 'เครดิต 12.34', 'เครดิต 12.34 บาท', '0', 'ไม่ถูกสุ่ม', 'เปิดใช้']);
    });
    expect((await rows())[0]?.[4]).toBe('100.00%');
  });

  it('checks the fields in Thai before sending anything', async () => {
    const { sent } = stubPrizesApi();
    renderPanel(<PrizesPanel kind="wheel" />);
    await rows();
    openEdit('เครดิต 5 บาท');
    fireEvent.change(field('ชื่อที่สมาชิกเห็น'), { target: { value: ' ' } });
    fireEvent.change(field('จำนวนเครดิต (บาท)'), { target: { value: '0.001' } });
    fireEvent.change(field('น้ำหนัก'), { target: { value: '-1' } });
    fireEvent.change(field('สี (#rrggbb)'), { target: { value: 'red' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึก' }));
    expect(await findFieldError(field('ชื่อที่สมาชิกเห็น'))).toBe('กรุณากรอกชื่อรางวัล (ไม่เกิน 60 ตัวอักษร)');
    expect(await findFieldError(field('จำนวนเครดิต (บาท)'))).toBe('กรุณากรอกจำนวนเครดิตมากกว่า 0 และไม่เกิน 100,000 บาท');
    expect(await findFieldError(field('น้ำหนัก'))).toBe('น้ำหนักต้องเป็นจำนวนเต็ม 0 ถึง 1,000,000');
    expect(await findFieldError(field('สี (#rrggbb)'))).toBe('สีต้องอยู่ในรูปแบบ #rrggbb เช่น #e53935');
    expect(writes(sent)).toEqual([]);
  });

  it('shows a refusal in the dialog in Thai and keeps what was typed', async () => {
    stubPrizesApi({ writeRefusal: { status: 409, code: 'PRIZE_OPTIONS_NONE_ACTIVE', message: 'ต้องมีรางวัลที่เปิดใช้งานและมีน้ำหนักมากกว่า 0 อย่างน้อยหนึ่งรายการ' } });
    renderPanel(<PrizesPanel kind="wheel" />);
    await rows();
    openEdit('เครดิต 5 บาท');
    fireEvent.change(field('น้ำหนัก'), { target: { value: '0' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึก' }));
    expect((await within(dialog()).findByTestId('prize-option-dialog-error')).textContent).toBe('ต้องมีรางวัลที่เปิดใช้งานและมีน้ำหนักมากกว่า 0 อย่างน้อยหนึ่งรายการ');
    expect(field('น้ำหนัก').value).toBe('0');
  });

  it('disables the save button while the save is on its way', async () => {
    let release = () => {};
    stubPrizesApi({ holdWrites: () => new Promise<void>((resolve) => (release = resolve)) });
    renderPanel(<PrizesPanel kind="wheel" />);
    await rows();
    openEdit('เครดิต 5 บาท');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึก' }));
    await vi.waitFor(() => {
      expect(within(dialog()).getByRole('button', { name: 'กำลังบันทึก…' }).hasAttribute('disabled')).toBe(true);
    });
    release();
    await findToast('บันทึก "เครดิต 5 บาท" แล้ว');
  });

  it('adds a segment last when no place is given', async () => {
    const { sent } = stubPrizesApi();
    renderPanel(<PrizesPanel kind="wheel" />);
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มช่องวงล้อ' }));
    fireEvent.change(field('ชื่อที่สมาชิกเห็น'), { target: { value: '5 พอยท์' } });
    fireEvent.change(within(dialog()).getByLabelText('ประเภทรางวัล'), { target: { value: 'point' } });
    fireEvent.change(field('จำนวนพอยท์'), { target: { value: '5' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึก' }));
    await findToast('บันทึก "5 พอยท์" แล้ว');
    expect(writes(sent)[0]?.body).toEqual({
      game: 'wheel',
      label: '5 พอยท์',
      colour: '#1e88e5',
      reward: { kind: 'point', points: 5 },
      weight: 1,
      imagePath: '',
      isActive: true,
    });
    await vi.waitFor(async () => {
      expect((await rows()).at(-1)?.slice(1, 3)).toEqual(['5 พอยท์', '5 พอยท์']);
    });
  });

  it('removes a segment after asking, and shows why a drawn one cannot go', async () => {
    const { sent } = stubPrizesApi();
    renderPanel(<PrizesPanel kind="wheel" />);
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'ลบ เครดิต 5 บาท' }));
    expect(screen.getByTestId('prize-remove-dialog').textContent).toContain('เคยมีสมาชิกสุ่มได้แล้ว');
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    fireEvent.click(screen.getByRole('button', { name: 'ลบ ลองใหม่' }));
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันลบ' }));
    await findToast('ลบ "ลองใหม่" แล้ว');
    expect(writes(sent)).toEqual([{ method: 'DELETE', path: `${PRIZES_PATH}/00000002-1111-4222-8333-444455556666`, body: undefined }]);
    await vi.waitFor(async () => {
      expect(await rows()).toHaveLength(3);
    });
  });

  it('is read-only for support and finance', async () => {
    stubPrizesApi();
    renderPanel(<PrizesPanel kind="wheel" />, { role: 'support' });
    await rows();
    expect(screen.queryByRole('button', { name: 'เพิ่มช่องวงล้อ' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^แก้ไข/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'จัดการ' })).toBeNull();
  });

  it('shows the load error with a retry, and an empty state', async () => {
    stubPrizesApi({ readRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง' } });
    renderPanel(<PrizesPanel kind="flip_card" />);
    expect((await screen.findByRole('alert')).textContent).toContain('โหลดการ์ดรางวัลไม่สำเร็จ');
    vi.unstubAllGlobals();
    stubPrizesApi({ isEmpty: true });
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('ยังไม่มีการ์ดรางวัล')).toBeTruthy();
  });
});
