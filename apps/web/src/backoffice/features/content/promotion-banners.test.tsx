import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_BRAND_IMAGE_BYTES } from '@app/contract/brand-images';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { createBanner, openPromotionBanners, UPLOADED_DATA_URL, UPLOADED_IMAGE_PATH } from './test/promotion-banners-stub';
import { fillDateTime, readDateTime } from '@/test/choose-date';

afterEach(() => vi.unstubAllGlobals());

const dialog = () => screen.getByTestId('promotion-banner-dialog');
const field = (label: string) => within(dialog()).getByLabelText<HTMLInputElement>(label);
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึกแบนเนอร์' }));
const writes = <Call extends { method: string }>(calls: Call[]) => calls.filter((call) => call.method !== 'GET');
const pngFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'banner.png', { type: 'image/png' });
const PNG_FILE_DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';
const START = 'เริ่มแสดง (เวลากรุงเทพฯ ไม่บังคับ)';
const END = 'สิ้นสุด (เวลากรุงเทพฯ ไม่บังคับ)';

async function findRow(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = screen.getAllByTestId('promotion-banner-row').find((candidate) => candidate.textContent?.includes(title));
    if (!row) throw new Error(`no row of ${title}`);
    return row;
  });
}

describe('the promotion banners tab', () => {
  it('lists each banner with its picture, link, Bangkok schedule, order and where it stands', async () => {
    await openPromotionBanners('support', {
      banners: [
        createBanner({ title: 'ฝากแรกรับโบนัส', sortOrder: 1, endsAt: '2099-01-31T16:59:00.000Z' }),
        createBanner({ title: 'โปรปีใหม่', imageUrl: UPLOADED_IMAGE_PATH, link: null, sortOrder: 2, startsAt: '2099-01-01T02:00:00.000Z' }),
        createBanner({ title: 'ปิดไว้ก่อน', sortOrder: 3, isEnabled: false }),
        createBanner({ title: 'หมดเขตแล้ว', sortOrder: 4, startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-11-21T17:30:00.000Z' }),
      ],
    });
    expect(screen.getByRole('tab', { name: 'แบนเนอร์โปรโมชั่น' }).getAttribute('aria-selected')).toBe('true');
    const showing = await findRow('ฝากแรกรับโบนัส');
    expect(within(showing).getByRole('img', { name: 'ฝากแรกรับโบนัส' }).getAttribute('src')).toBe('https://cdn.example/banners/first-deposit.webp');
    expect(showing.textContent).toContain('/promotion');
    expect(showing.textContent).toContain('เริ่ม ทันที');
    expect(showing.textContent).toContain('ถึง 31 ม.ค. 2642 23:59');
    expect(within(showing).getByText('กำลังแสดง')).toBeTruthy();

    const scheduled = await findRow('โปรปีใหม่');
    expect(scheduled.textContent).toContain('ไม่มีลิงก์');
    expect(scheduled.textContent).toContain('เริ่ม 1 ม.ค. 2642 09:00');
    expect(scheduled.textContent).toContain('ถึง ไม่มีกำหนด');
    expect(within(scheduled).getByText('รอแสดง')).toBeTruthy();
    // An uploaded picture is read through the console's preview, its public path answering only on the brand's host.
    await vi.waitFor(() => {
      expect(within(scheduled).getByRole('img', { name: 'โปรปีใหม่' }).getAttribute('src')).toBe(UPLOADED_DATA_URL);
    });
    expect(within(await findRow('ปิดไว้ก่อน')).getByText('ซ่อน')).toBeTruthy();
    expect(within(await findRow('หมดเขตแล้ว')).getByText('สิ้นสุดแล้ว')).toBeTruthy();
    expect(screen.getByText('4 แบนเนอร์')).toBeTruthy();
  });

  it('adds a banner with an uploaded picture, after asking in Thai for what is missing or wrong', async () => {
    const { calls } = await openPromotionBanners('support');
    expect(await screen.findByText('ยังไม่มีแบนเนอร์โปรโมชั่น')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มแบนเนอร์' }));
    save();
    expect(await findFieldError(field('ชื่อแบนเนอร์'))).toBe('กรุณากรอกชื่อแบนเนอร์');
    expect(await findFieldError(field('ไฟล์รูป'))).toBe('กรุณาเลือกไฟล์รูป');

    fireEvent.change(field('ชื่อแบนเนอร์'), { target: { value: 'ฝากแรกรับโบนัส 100%' } });
    fireEvent.change(field('ไฟล์รูป'), { target: { files: [pngFile()] } });
    expect(await within(dialog()).findByText('รูปที่เลือก (ยังไม่บันทึก)')).toBeTruthy();
    expect(within(dialog()).getByRole('img', { name: 'รูปที่เลือก (ยังไม่บันทึก)' }).getAttribute('src')).toBe(PNG_FILE_DATA_URL);
    fireEvent.change(field('ลิงก์เมื่อแตะแบนเนอร์ (ไม่บังคับ)'), { target: { value: 'javascript:alert(1)' } });
    save();
    expect(await findFieldError(field('ลิงก์เมื่อแตะแบนเนอร์ (ไม่บังคับ)'))).toBe('ลิงก์ต้องเป็นพาธในเว็บไซต์ที่ขึ้นต้นด้วย / หรือที่อยู่แบบ https://');
    fireEvent.change(field('ลิงก์เมื่อแตะแบนเนอร์ (ไม่บังคับ)'), { target: { value: '/promotion' } });
    fillDateTime(START, '2026-12-01T09:00');
    fillDateTime(END, '2026-12-01T08:00');
    save();
    expect(await findFieldError(screen.getByRole('group', { name: END }))).toBe('เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม');
    expect(writes(calls)).toEqual([]);

    fillDateTime(END, '');
    save();
    await findToast('เพิ่มแบนเนอร์ "ฝากแรกรับโบนัส 100%" แล้ว');
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: expect.stringMatching(/\/promotion-banners$/),
        body: {
          title: 'ฝากแรกรับโบนัส 100%',
          link: '/promotion',
          sortOrder: 0,
          startsAt: '2026-12-01T09:00:00+07:00',
          endsAt: null,
          isEnabled: true,
          image: { source: 'upload', dataUrl: PNG_FILE_DATA_URL },
        },
      }),
    ]);
    const row = await findRow('ฝากแรกรับโบนัส 100%');
    expect(row.textContent).toContain('เริ่ม 1 ธ.ค. 2569 09:00');
  });

  it('refuses a file that is too large or not an image before sending anything', async () => {
    const { calls } = await openPromotionBanners('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มแบนเนอร์' }));
    const large = pngFile();
    Object.defineProperty(large, 'size', { value: MAX_BRAND_IMAGE_BYTES + 1 });
    fireEvent.change(field('ไฟล์รูป'), { target: { files: [large] } });
    expect(await findFieldError(field('ไฟล์รูป'))).toBe('ไฟล์นี้ใหญ่เกิน 2 MB กรุณาย่อรูปหรือเลือกไฟล์อื่น');
    fireEvent.change(field('ไฟล์รูป'), { target: { files: [new File(['<svg/>'], 'banner.svg', { type: 'image/svg+xml' })] } });
    expect(await findFieldError(field('ไฟล์รูป'))).toBe('รองรับเฉพาะไฟล์ PNG, JPEG, WebP หรือ GIF');
    expect(within(dialog()).queryByText('รูปที่เลือก (ยังไม่บันทึก)')).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it("keeps the chosen file and shows the server's refusal of the picture in the dialog", async () => {
    await openPromotionBanners('admin', {
      refuseBanners: (method) =>
        method === 'POST' ? { status: 415, code: 'BRAND_IMAGE_INVALID', message: 'รองรับเฉพาะไฟล์รูป PNG, JPEG, WebP หรือ GIF ที่เปิดได้จริง' } : null,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มแบนเนอร์' }));
    fireEvent.change(field('ชื่อแบนเนอร์'), { target: { value: 'รูปเสีย' } });
    fireEvent.change(field('ไฟล์รูป'), { target: { files: [pngFile()] } });
    await within(dialog()).findByText('รูปที่เลือก (ยังไม่บันทึก)');
    save();
    expect((await within(dialog()).findByTestId('promotion-banner-dialog-error')).textContent).toContain('ที่เปิดได้จริง');
    expect(within(dialog()).getByText('รูปที่เลือก (ยังไม่บันทึก)')).toBeTruthy();
    expect(field('ชื่อแบนเนอร์').value).toBe('รูปเสีย');
  });

  it('edits a banner, keeping its picture unless another address is given, which must be https', async () => {
    const banner = createBanner({ title: 'ฝากแรกรับโบนัส', startsAt: '2026-11-21T17:30:00.000Z' });
    const { calls } = await openPromotionBanners('admin', { banners: [banner] });
    fireEvent.click(within(await findRow('ฝากแรกรับโบนัส')).getByRole('button', { name: 'แก้ไข' }));
    expect(field('ชื่อแบนเนอร์').value).toBe('ฝากแรกรับโบนัส');
    expect(readDateTime(START)).toBe('2026-11-22T00:30');
    expect(within(dialog()).getByRole('tab', { name: 'ใส่ที่อยู่รูป' }).getAttribute('aria-selected')).toBe('true');
    expect(field('ที่อยู่รูป (https)').value).toBe(banner.imageUrl);
    fireEvent.click(within(dialog()).getByRole('switch', { name: 'แสดงให้สมาชิกเห็น' }));
    save();
    await findToast('บันทึกแบนเนอร์ "ฝากแรกรับโบนัส" แล้ว');
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: expect.stringContaining(`/promotion-banners/${banner.id}`),
        body: { title: 'ฝากแรกรับโบนัส', link: '/promotion', sortOrder: 1, startsAt: '2026-11-22T00:30:00+07:00', endsAt: null, isEnabled: false },
      }),
    ]);
    expect(within(await findRow('ฝากแรกรับโบนัส')).getByText('ซ่อน')).toBeTruthy();

    fireEvent.click(within(await findRow('ฝากแรกรับโบนัส')).getByRole('button', { name: 'แก้ไข' }));
    fireEvent.change(field('ที่อยู่รูป (https)'), { target: { value: 'http://cdn.example/banners/new.webp' } });
    save();
    expect(await findFieldError(field('ที่อยู่รูป (https)'))).toBe('ที่อยู่รูปต้องเป็นที่อยู่แบบ https://');
    fireEvent.change(field('ที่อยู่รูป (https)'), { target: { value: 'https://cdn.example/banners/new.webp' } });
    save();
    await vi.waitFor(() => {
      expect(writes(calls).at(-1)?.body).toMatchObject({ image: { source: 'url', url: 'https://cdn.example/banners/new.webp' } });
    });
    await vi.waitFor(() => {
      expect(within(screen.getByTestId('promotion-banner-row')).getByRole('img').getAttribute('src')).toBe('https://cdn.example/banners/new.webp');
    });
  });

  it('deletes only after the operator confirms', async () => {
    const banner = createBanner({ title: 'โปรเก่า' });
    const { calls } = await openPromotionBanners('support', { banners: [banner] });
    fireEvent.click(within(await findRow('โปรเก่า')).getByRole('button', { name: 'ลบ' }));
    const confirm = screen.getByTestId('content-delete-dialog');
    expect(confirm.textContent).toContain('แบนเนอร์ "โปรเก่า" จะไม่แสดงบนหน้าแรกและหน้าสมาชิกอีก');
    expect(writes(calls)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'ลบ' }));
    await findToast('ลบแบนเนอร์ "โปรเก่า" แล้ว');
    expect(writes(calls)).toEqual([expect.objectContaining({ method: 'DELETE', url: expect.stringContaining(`/promotion-banners/${banner.id}`) })]);
    expect(await screen.findByText('ยังไม่มีแบนเนอร์โปรโมชั่น')).toBeTruthy();
  });

  it('shows finance the banners read-only', async () => {
    await openPromotionBanners('finance', { banners: [createBanner({ title: 'ฝากแรกรับโบนัส' })] });
    const row = await findRow('ฝากแรกรับโบนัส');
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'เพิ่มแบนเนอร์' })).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('บทบาทของคุณดูเนื้อหาได้อย่างเดียว');
  });

  it('shows a failed load with a retry that asks again', async () => {
    let isDown = true;
    await openPromotionBanners('admin', {
      refuseBanners: () => (isDown ? { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } : null),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดแบนเนอร์โปรโมชั่นไม่สำเร็จ');
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('ยังไม่มีแบนเนอร์โปรโมชั่น')).toBeTruthy();
  });
});
