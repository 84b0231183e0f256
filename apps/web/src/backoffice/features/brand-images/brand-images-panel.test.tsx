import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_BRAND_IMAGE_BYTES } from '@app/contract/brand-images';
import { PNG_DATA_URL, stubBrandImagesApi, UPLOADED_ID, type SentRequest } from './test/brand-images-stub';
import { renderBrandImages } from './test/render-brand-images';

afterEach(() => vi.unstubAllGlobals());

const writes = (requests: SentRequest[]) => requests.filter((request) => request.method !== 'GET');
const row = (key: string) => screen.getByTestId(`brand-image-row-${key}`);
const dialog = () => screen.getByTestId('brand-image-dialog');
const pngFile = (size = 8) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).slice(0, size)], 'logo.png', { type: 'image/png' });

async function openDialogFor(label: string) {
  fireEvent.click(await screen.findByRole('button', { name: `เปลี่ยนรูป: ${label}` }));
  return screen.findByTestId('brand-image-dialog');
}

// Each test renders the console store and i18n afresh; a busy machine needs more than 5 s for that.
describe('brand images panel', () => {
  it('lists every key with its preview and path, resolving relative paths and reading uploads through the console', async () => {
    stubBrandImagesApi({
      paths: {
        'home.normal.logo': 'logo.svg',
        'home.top.casino': `/api/media/brand-images/${UPLOADED_ID}`,
        'home.top.slot': 'https://cdn.example.com/slot.webp',
      },
    });
    renderBrandImages();
    await screen.findByTestId('brand-image-row-home.normal.logo');
    expect(screen.getAllByRole('row')).toHaveLength(9);
    expect(row('home.normal.logo').textContent).toContain('โลโก้');
    expect(within(row('home.normal.logo')).getByRole<HTMLImageElement>('img').getAttribute('src')).toBe('/brand-assets/demo/logo.svg');
    expect(within(row('home.top.slot')).getByRole('img').getAttribute('src')).toBe('https://cdn.example.com/slot.webp');
    await vi.waitFor(() => {
      expect(within(row('home.top.casino')).getByRole('img').getAttribute('src')).toBe(PNG_DATA_URL);
    });
    expect(row('home.top.sport').textContent).toContain('ยังไม่ได้ตั้งค่า');
  });

  it('shows the empty state when no key is set, and a load error with a retry that works', async () => {
    stubBrandImagesApi({ loadRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' }, isRefusedOnce: true });
    renderBrandImages();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดรูปภาพของแบรนด์ไม่สำเร็จ');
    expect(alert.textContent).toContain('ระบบขัดข้อง');
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByText('ยังไม่ได้ตั้งค่ารูปภาพ')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(9);
  });

  it('hides the change buttons from finance and support', async () => {
    stubBrandImagesApi({ paths: { 'home.normal.logo': 'logo.svg' } });
    renderBrandImages({ role: 'support' });
    await screen.findByTestId('brand-image-row-home.normal.logo');
    expect(screen.queryByRole('button', { name: /เปลี่ยนรูป/ })).toBeNull();
    expect(screen.getByText('เฉพาะผู้ดูแลระบบเปลี่ยนรูปได้')).toBeTruthy();
  });

  it('previews a chosen file, uploads it and shows the new path', async () => {
    const { requests } = stubBrandImagesApi({ paths: { 'home.normal.logo': 'logo.svg' } });
    renderBrandImages();
    await openDialogFor('โลโก้');
    fireEvent.change(within(dialog()).getByLabelText('ไฟล์รูป'), { target: { files: [pngFile()] } });
    expect(await within(dialog()).findByText('รูปที่เลือก (ยังไม่บันทึก)')).toBeTruthy();
    const previews = within(dialog()).getAllByTestId('brand-image-preview');
    expect(previews.some((preview) => preview.querySelector('img')?.getAttribute('src') === 'data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(writes(requests)).toHaveLength(0);

    fireEvent.click(within(dialog()).getByRole('button', { name: 'อัปโหลดและใช้รูปนี้' }));
    await vi.waitFor(() => {
      expect(screen.queryByTestId('brand-image-dialog')).toBeNull();
    });
    expect(writes(requests)).toEqual([
      { method: 'POST', path: expect.stringMatching(/\/configuration\/home\.normal\.logo\/image$/), body: { image: 'data:image/png;base64,iVBORw0KGgo=' } },
    ]);
    expect(screen.getByText('บันทึกรูปโลโก้แล้ว').getAttribute('role')).toBe('status');
    await vi.waitFor(() => {
      expect(row('home.normal.logo').textContent).toContain(`/api/media/brand-images/${UPLOADED_ID}`);
    });
  });

  it('refuses a file that is too large or not an image before sending anything', async () => {
    const { requests } = stubBrandImagesApi();
    renderBrandImages();
    await openDialogFor('โลโก้');
    const input = within(dialog()).getByLabelText('ไฟล์รูป');
    const large = pngFile();
    Object.defineProperty(large, 'size', { value: MAX_BRAND_IMAGE_BYTES + 1 });
    fireEvent.change(input, { target: { files: [large] } });
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('ไฟล์นี้ใหญ่เกิน 2 MB กรุณาย่อรูปหรือเลือกไฟล์อื่น');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('รองรับเฉพาะไฟล์ PNG, JPEG, WebP หรือ GIF');
    expect(within(dialog()).getByRole<HTMLButtonElement>('button', { name: 'อัปโหลดและใช้รูปนี้' }).disabled).toBe(true);
    expect(writes(requests)).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog and keeps the chosen file", async () => {
    stubBrandImagesApi({ writeRefusal: { status: 415, code: 'BRAND_IMAGE_INVALID', message: 'รองรับเฉพาะไฟล์รูป PNG, JPEG, WebP หรือ GIF ที่เปิดได้จริง' } });
    renderBrandImages();
    await openDialogFor('โลโก้');
    fireEvent.change(within(dialog()).getByLabelText('ไฟล์รูป'), { target: { files: [pngFile()] } });
    await within(dialog()).findByText('รูปที่เลือก (ยังไม่บันทึก)');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'อัปโหลดและใช้รูปนี้' }));
    const refusal = await within(dialog()).findByTestId('brand-image-upload-error');
    expect(refusal.textContent).toContain('ที่เปิดได้จริง');
    expect(refusal.getAttribute('data-code')).toBe('BRAND_IMAGE_INVALID');
    expect(within(dialog()).getByText('รูปที่เลือก (ยังไม่บันทึก)')).toBeTruthy();
  });

  it('saves an address after checking it, previewing what was typed', async () => {
    const { requests } = stubBrandImagesApi({ paths: { 'home.top.sport': 'sport.svg' } });
    renderBrandImages();
    await openDialogFor('ปุ่มกีฬา');
    fireEvent.click(within(dialog()).getByRole('tab', { name: 'ใส่ที่อยู่รูป' }));
    const field = within(dialog()).getByLabelText<HTMLInputElement>('ที่อยู่รูป');
    expect(field.value).toBe('sport.svg');

    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึกที่อยู่' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('ต้องเป็นที่อยู่รูปภาพแบบ https หรือพาธภายในเว็บไซต์');
    expect(writes(requests)).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'https://cdn.example.com/sport.png' } });
    const typedPreview = within(dialog()).getAllByTestId('brand-image-preview').at(-1);
    expect(typedPreview?.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/sport.png');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'บันทึกที่อยู่' }));
    await vi.waitFor(() => {
      expect(screen.queryByTestId('brand-image-dialog')).toBeNull();
    });
    expect(writes(requests)).toEqual([
      { method: 'PUT', path: expect.stringMatching(/\/configuration\/home\.top\.sport$/), body: { path: 'https://cdn.example.com/sport.png' } },
    ]);
    await vi.waitFor(() => {
      expect(row('home.top.sport').textContent).toContain('https://cdn.example.com/sport.png');
    });
  });
});
