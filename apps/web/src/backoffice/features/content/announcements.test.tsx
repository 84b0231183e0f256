import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { createAnnouncement, openContent } from './test/content-stub';
import { fillDateTime, readDateTime } from '@/test/choose-date';

afterEach(() => vi.unstubAllGlobals());

const dialog = () => screen.getByTestId('announcement-dialog');
const field = (label: string) => within(dialog()).getByLabelText<HTMLInputElement>(label);
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึกประกาศ' }));
const writes = <Call extends { method: string }>(calls: Call[]) => calls.filter((call) => call.method !== 'GET');

async function findRow(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = screen.getAllByTestId('announcement-row').find((candidate) => candidate.textContent?.includes(title));
    if (!row) throw new Error(`no row of ${title}`);
    return row;
  });
}

describe('the announcements tab', () => {
  it('lists each announcement with its popup, its Bangkok times and where it stands', async () => {
    await openContent('admin', {
      announcements: [
        createAnnouncement({ title: 'แจ้งปิดปรับปรุง' }),
        createAnnouncement({ title: 'โปรปีใหม่', isPopup: false, startsAt: '2099-01-01T02:00:00.000Z', endsAt: '2099-01-31T16:59:00.000Z' }),
      ],
    });
    const showing = await findRow('แจ้งปิดปรับปรุง');
    expect(showing.textContent).toContain('22 พ.ย. 2569 00:30');
    expect(showing.textContent).toContain('ไม่มีกำหนด');
    expect(within(showing).getByText('กำลังแสดง')).toBeTruthy();
    expect(within(showing).getByText('ป๊อปอัป')).toBeTruthy();
    const scheduled = await findRow('โปรปีใหม่');
    expect(scheduled.textContent).toContain('1 ม.ค. 2642 09:00');
    expect(within(scheduled).getByText('รอแสดง')).toBeTruthy();
    expect(within(scheduled).getByText('ไม่ป๊อปอัป')).toBeTruthy();
    expect(screen.getByText('2 ประกาศ')).toBeTruthy();
  });

  it('creates an announcement from Bangkok time, after asking for what is missing', async () => {
    const { calls } = await openContent('support');
    expect(await screen.findByText('ยังไม่มีประกาศ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มประกาศ' }));
    save();
    expect(await findFieldError(field('หัวข้อ'))).toBe('กรุณากรอกหัวข้อ');
    expect(writes(calls)).toEqual([]);

    fireEvent.change(field('หัวข้อ'), { target: { value: 'แจ้งปิดปรับปรุงระบบ' } });
    fireEvent.change(within(dialog()).getByLabelText('ข้อความ'), { target: { value: 'คืนนี้ 23:00 - 01:00 น.' } });
    fireEvent.click(within(dialog()).getByRole('switch', { name: 'แสดงเป็นป๊อปอัป (สมาชิกแต่ละเครื่องเห็นครั้งเดียว)' }));
    fillDateTime('เริ่มแสดง (เวลากรุงเทพฯ)', '2026-12-01T09:00');
    // The day is written as the lists write it, in the Buddhist era.
    expect(within(screen.getByRole('group', { name: 'เริ่มแสดง (เวลากรุงเทพฯ)' })).getByLabelText('วันที่').textContent).toBe('1 ธ.ค. 2569');
    save();
    await findToast('เพิ่มประกาศ "แจ้งปิดปรับปรุงระบบ" แล้ว');
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: expect.stringMatching(/\/announcements$/),
        body: { title: 'แจ้งปิดปรับปรุงระบบ', body: 'คืนนี้ 23:00 - 01:00 น.', isPopup: true, startsAt: '2026-12-01T09:00:00+07:00', endsAt: null },
      }),
    ]);
    expect((await findRow('แจ้งปิดปรับปรุงระบบ')).textContent).toContain('1 ธ.ค. 2569 09:00');
  });

  it('edits an announcement with its stored values in the dialog', async () => {
    const announcement = createAnnouncement({ title: 'แจ้งปิดปรับปรุง', endsAt: '2026-11-22T17:00:00.000Z' });
    const { calls } = await openContent('admin', { announcements: [announcement] });
    fireEvent.click(within(await findRow('แจ้งปิดปรับปรุง')).getByRole('button', { name: 'แก้ไข' }));
    expect(field('หัวข้อ').value).toBe('แจ้งปิดปรับปรุง');
    expect(readDateTime('เริ่มแสดง (เวลากรุงเทพฯ)')).toBe('2026-11-22T00:30');
    expect(readDateTime('สิ้นสุด (เวลากรุงเทพฯ ไม่บังคับ)')).toBe('2026-11-23T00:00');
    fireEvent.change(field('หัวข้อ'), { target: { value: 'แจ้งปิดปรับปรุง (เลื่อน)' } });
    fillDateTime('สิ้นสุด (เวลากรุงเทพฯ ไม่บังคับ)', '');
    save();
    await findToast('บันทึกประกาศ "แจ้งปิดปรับปรุง (เลื่อน)" แล้ว');
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: expect.stringContaining(`/announcements/${announcement.id}`),
        body: expect.objectContaining({ title: 'แจ้งปิดปรับปรุง (เลื่อน)', endsAt: null }),
      }),
    ]);
  });

  it('keeps everything typed when the server refuses, with the reason beside its field', async () => {
    await openContent('admin', {
      refuseAnnouncements: (method) =>
        method === 'POST' ? { status: 400, code: 'VALIDATION_FAILED', message: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม', field: 'endsAt' } : null,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มประกาศ' }));
    fireEvent.change(field('หัวข้อ'), { target: { value: 'ประกาศทดสอบ' } });
    fireEvent.change(within(dialog()).getByLabelText('ข้อความ'), { target: { value: 'ข้อความทดสอบ' } });
    fillDateTime('สิ้นสุด (เวลากรุงเทพฯ ไม่บังคับ)', '2030-12-31T23:00');
    save();
    expect(await findFieldError(screen.getByRole('group', { name: 'สิ้นสุด (เวลากรุงเทพฯ ไม่บังคับ)' }))).toBe('เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม');
    expect(field('หัวข้อ').value).toBe('ประกาศทดสอบ');
    expect(readDateTime('สิ้นสุด (เวลากรุงเทพฯ ไม่บังคับ)')).toBe('2030-12-31T23:00');
  });

  it('shows a refusal that names no field inside the dialog', async () => {
    await openContent('support', {
      refuseAnnouncements: (method) => (method === 'POST' ? { status: 403, code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์' } : null),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มประกาศ' }));
    fireEvent.change(field('หัวข้อ'), { target: { value: 'ประกาศทดสอบ' } });
    fireEvent.change(within(dialog()).getByLabelText('ข้อความ'), { target: { value: 'ข้อความทดสอบ' } });
    save();
    expect((await within(dialog()).findByTestId('announcement-dialog-error')).textContent).toBeTruthy();
    expect(field('หัวข้อ').value).toBe('ประกาศทดสอบ');
  });

  it('deletes only after the operator confirms', async () => {
    const announcement = createAnnouncement({ title: 'แจ้งปิดปรับปรุง' });
    const { calls } = await openContent('admin', { announcements: [announcement] });
    fireEvent.click(within(await findRow('แจ้งปิดปรับปรุง')).getByRole('button', { name: 'ลบ' }));
    const confirm = screen.getByTestId('content-delete-dialog');
    expect(confirm.textContent).toContain('ประกาศ "แจ้งปิดปรับปรุง" จะหายไปจากหน้าเว็บของสมาชิกทันที');
    expect(writes(calls)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'ลบ' }));
    await findToast('ลบประกาศ "แจ้งปิดปรับปรุง" แล้ว');
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'DELETE', url: expect.stringContaining(`/announcements/${announcement.id}`) })]);
    expect(await screen.findByText('ยังไม่มีประกาศ')).toBeTruthy();
  });

  it('keeps the delete dialog open with the reason when the delete is refused', async () => {
    await openContent('admin', {
      announcements: [createAnnouncement({ title: 'แจ้งปิดปรับปรุง' })],
      refuseAnnouncements: (method) => (method === 'DELETE' ? { status: 404, code: 'NOT_FOUND', message: 'ไม่พบข้อมูลที่ต้องการ' } : null),
    });
    fireEvent.click(within(await findRow('แจ้งปิดปรับปรุง')).getByRole('button', { name: 'ลบ' }));
    fireEvent.click(within(screen.getByTestId('content-delete-dialog')).getByRole('button', { name: 'ลบ' }));
    expect((await screen.findByTestId('content-delete-error')).textContent).toBeTruthy();
    expect(screen.getByTestId('content-delete-dialog')).toBeTruthy();
  });

  it('shows finance the announcements read-only and no videos tab', async () => {
    await openContent('finance', { announcements: [createAnnouncement({ title: 'แจ้งปิดปรับปรุง' })] });
    const row = await findRow('แจ้งปิดปรับปรุง');
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'เพิ่มประกาศ' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'วิดีโอ' })).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('บทบาทของคุณดูเนื้อหาได้อย่างเดียว');
  });

  it('shows a failed load with a retry that asks again', async () => {
    let isDown = true;
    await openContent('admin', { refuseAnnouncements: () => (isDown ? { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } : null) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดประกาศไม่สำเร็จ');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('ยังไม่มีประกาศ')).toBeTruthy();
  });
});
