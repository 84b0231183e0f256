import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { createVideo, openContent } from './test/content-stub';

afterEach(() => vi.unstubAllGlobals());

const VIDEOS_PATH = '/backoffice/content?tab=videos';
const dialog = () => screen.getByTestId('video-dialog');
const field = (label: string) => within(dialog()).getByLabelText<HTMLInputElement>(label);
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึกวิดีโอ' }));
const writes = <Call extends { method: string }>(calls: Call[]) => calls.filter((call) => call.method !== 'GET');

async function findRow(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = screen.getAllByTestId('video-row').find((candidate) => candidate.textContent?.includes(title));
    if (!row) throw new Error(`no row of ${title}`);
    return row;
  });
}

describe('the videos tab', () => {
  it('lists the videos with their poster, order and whether members can play them', async () => {
    await openContent(
      'support',
      {
        videos: [
          createVideo({ title: 'วิธีฝากเงิน', posterKey: 'https://cdn.example/deposit.jpg', sortOrder: 1 }),
          createVideo({ title: 'คลิปเก่า', url: 'https://old.example/clip', player: null, isEnabled: false, sortOrder: 2 }),
        ],
      },
      VIDEOS_PATH,
    );
    expect(screen.getByRole('tab', { name: 'วิดีโอ' }).getAttribute('aria-selected')).toBe('true');
    const deposit = await findRow('วิธีฝากเงิน');
    expect(within(deposit).getByRole('img', { name: 'วิธีฝากเงิน' }).getAttribute('src')).toBe('https://cdn.example/deposit.jpg');
    expect(within(deposit).getByText('แสดง')).toBeTruthy();
    const old = await findRow('คลิปเก่า');
    expect(within(old).getByText('ซ่อน')).toBeTruthy();
    expect(within(old).getByText('หน้าสมาชิกเล่นไม่ได้')).toBeTruthy();
  });

  it('adds a video with the order as a number', async () => {
    const { calls } = await openContent('support', {}, VIDEOS_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มวิดีโอ' }));
    fireEvent.change(field('ชื่อวิดีโอ'), { target: { value: 'วิธีถอนเงิน' } });
    fireEvent.change(field('ที่อยู่วิดีโอ'), { target: { value: 'https://cdn.example/withdraw.mp4' } });
    fireEvent.change(field('ลำดับ (น้อยแสดงก่อน)'), { target: { value: 'x' } });
    save();
    expect(await findFieldError(field('ลำดับ (น้อยแสดงก่อน)'))).toBe('ลำดับต้องเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป');
    fireEvent.change(field('ลำดับ (น้อยแสดงก่อน)'), { target: { value: '3' } });
    save();
    await findToast('เพิ่มวิดีโอ "วิธีถอนเงิน" แล้ว');
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: expect.stringMatching(/\/media-videos$/),
        body: { title: 'วิธีถอนเงิน', url: 'https://cdn.example/withdraw.mp4', posterKey: '', sortOrder: 3, isEnabled: true },
      }),
    ]);
    expect(await findRow('วิธีถอนเงิน')).toBeTruthy();
  });

  it('shows an address the member page cannot play under the address, as typed', async () => {
    const message = 'หน้าสมาชิกเล่นวิดีโอนี้ไม่ได้: ใช้ไฟล์ .mp4 .webm หรือ .m3u8 แบบ https';
    await openContent(
      'admin',
      { refuseVideos: (method) => (method === 'POST' ? { status: 400, code: 'VALIDATION_FAILED', message, field: 'url' } : null) },
      VIDEOS_PATH,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มวิดีโอ' }));
    fireEvent.change(field('ชื่อวิดีโอ'), { target: { value: 'คลิป' } });
    fireEvent.change(field('ที่อยู่วิดีโอ'), { target: { value: 'https://example.com/page' } });
    save();
    expect(await findFieldError(field('ที่อยู่วิดีโอ'))).toBe(message);
    expect(field('ที่อยู่วิดีโอ').value).toBe('https://example.com/page');
    expect(field('ชื่อวิดีโอ').value).toBe('คลิป');
  });

  it('edits and deletes a video', async () => {
    const video = createVideo({ title: 'วิธีฝากเงิน' });
    const { calls } = await openContent('admin', { videos: [video] }, VIDEOS_PATH);
    fireEvent.click(within(await findRow('วิธีฝากเงิน')).getByRole('button', { name: 'แก้ไข' }));
    expect(field('ที่อยู่วิดีโอ').value).toBe(video.url);
    fireEvent.click(within(dialog()).getByRole('switch', { name: 'แสดงให้สมาชิกเห็น' }));
    save();
    await findToast('บันทึกวิดีโอ "วิธีฝากเงิน" แล้ว');
    expect(writes(calls).at(-1)).toEqual(expect.objectContaining({ method: 'PATCH', body: expect.objectContaining({ isEnabled: false }) }));
    expect(within(await findRow('วิธีฝากเงิน')).getByText('ซ่อน')).toBeTruthy();

    fireEvent.click(within(await findRow('วิธีฝากเงิน')).getByRole('button', { name: 'ลบ' }));
    fireEvent.click(within(screen.getByTestId('content-delete-dialog')).getByRole('button', { name: 'ลบ' }));
    await findToast('ลบวิดีโอ "วิธีฝากเงิน" แล้ว');
    expect(writes(calls).at(-1)).toEqual(expect.objectContaining({ method: 'DELETE', url: expect.stringContaining(`/media-videos/${video.id}`) }));
    expect(await screen.findByText('ยังไม่มีวิดีโอ')).toBeTruthy();
  });
});
