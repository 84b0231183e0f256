import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSettingsApi } from './test/settings-stub';
import { renderSettings } from './test/render-settings';

afterEach(() => vi.unstubAllGlobals());

const section = () => screen.getByTestId('general-settings');
const field = (label: string) => within(section()).getByLabelText<HTMLInputElement>(label);
const save = () => {
  fireEvent.click(within(section()).getByRole('button', { name: 'บันทึก' }));
};

describe('general settings', () => {
  it('shows a skeleton, then a load error with a retry that loads the form', async () => {
    stubSettingsApi({ failedReads: 1 });
    renderSettings();
    expect(await screen.findByTestId('settings-skeleton')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('โหลดการตั้งค่าของแบรนด์ไม่สำเร็จ');
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect((await screen.findByLabelText<HTMLInputElement>('ชื่อเว็บไซต์')).value).toBe('ลัคกี้สยาม');
  });

  it('sends every general field in one save and says it is saved', async () => {
    const api = stubSettingsApi();
    renderSettings();
    await screen.findByTestId('general-settings');
    expect(field('LINE ID ติดต่อทีมงาน 1').value).toBe('@luckysiam');
    expect(section().textContent).toContain('การโอนเงินถอนอัตโนมัติ: ปิดอยู่');

    fireEvent.change(field('ชื่อเว็บไซต์'), { target: { value: '  ลัคกี้สยาม 2 ' } });
    fireEvent.change(field('LINE ID ติดต่อทีมงาน 2'), { target: { value: '@lucky2' } });
    fireEvent.change(field('ลิงก์ตารางคะแนน'), { target: { value: '/standings' } });
    fireEvent.change(field('สีหลักของแบรนด์'), { target: { value: '#12AB34' } });
    save();

    expect((await screen.findByTestId('general-settings-saved')).textContent).toBe('บันทึกแล้ว');
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        path: expect.stringMatching(/\/settings$/),
        body: {
          siteName: 'ลัคกี้สยาม 2',
          clientId: 'imi',
          accentColor: '#12AB34',
          line1Id: '@luckysiam',
          line2Id: '@lucky2',
          liveScoreUrl: 'https://scores.example.com/live',
          standingsUrl: '/standings',
        },
      },
    ]);
    // The form shows what the server saved: the name trimmed.
    expect(field('ชื่อเว็บไซต์').value).toBe('ลัคกี้สยาม 2');
  });

  it('refuses what the contract refuses beside each field, and sends nothing', async () => {
    const api = stubSettingsApi();
    renderSettings();
    await screen.findByTestId('general-settings');
    fireEvent.change(field('ชื่อเว็บไซต์'), { target: { value: ' ' } });
    fireEvent.change(field('สีหลักของแบรนด์'), { target: { value: 'red' } });
    fireEvent.change(field('ลิงก์ผลบอลสด'), { target: { value: 'http://scores.example.com' } });
    save();

    const alerts = await within(section()).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['กรุณากรอกชื่อเว็บไซต์', 'สีต้องอยู่ในรูปแบบ #RRGGBB', 'ต้องเป็นที่อยู่แบบ https หรือพาธภายในเว็บไซต์ที่ขึ้นต้นด้วย /']);
    expect(api.writes()).toHaveLength(0);

    // Typing in a field clears its own error only.
    fireEvent.change(field('สีหลักของแบรนด์'), { target: { value: '#000000' } });
    expect(within(section()).getAllByRole('alert')).toHaveLength(2);
  });

  it('keeps everything typed on a refusal, with a field refusal beside its field', async () => {
    stubSettingsApi({ refusals: { settings: { status: 400, code: 'VALIDATION_FAILED', message: 'LINE ID นี้ใช้ไม่ได้', field: 'line2Id' } } });
    renderSettings();
    await screen.findByTestId('general-settings');
    fireEvent.change(field('ชื่อเว็บไซต์'), { target: { value: 'ชื่อใหม่' } });
    fireEvent.change(field('LINE ID ติดต่อทีมงาน 2'), { target: { value: '@new' } });
    save();

    expect((await within(section()).findByRole('alert')).textContent).toBe('LINE ID นี้ใช้ไม่ได้');
    expect(field('LINE ID ติดต่อทีมงาน 2').getAttribute('aria-invalid')).toBe('true');
    // The settings are read again after the refusal; the form still holds what was typed.
    await vi.waitFor(() => {
      expect(field('ชื่อเว็บไซต์').value).toBe('ชื่อใหม่');
    });
    expect(field('LINE ID ติดต่อทีมงาน 2').value).toBe('@new');
  });

  it('shows a refusal of the whole form over the button and disables it while saving', async () => {
    const api = stubSettingsApi({ isHoldingWrites: true, refusals: { settings: { status: 403, code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์' } } });
    renderSettings();
    await screen.findByTestId('general-settings');
    fireEvent.change(field('ชื่อเว็บไซต์'), { target: { value: 'ชื่อใหม่' } });
    save();
    await vi.waitFor(() => {
      expect(within(section()).getByRole('button', { name: 'กำลังบันทึก…' }).hasAttribute('disabled')).toBe(true);
    });
    // A second submit (Enter in a field) while the first is on its way sends nothing.
    fireEvent.submit(within(section()).getByRole('form', { name: 'ข้อมูลทั่วไป' }));
    api.release();
    expect((await screen.findByTestId('general-settings-error')).textContent).toBe('บทบาทของคุณไม่มีสิทธิ์ทำรายการนี้');
    expect(api.writes()).toHaveLength(1);
    expect(field('ชื่อเว็บไซต์').value).toBe('ชื่อใหม่');
  });
});
