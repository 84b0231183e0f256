import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrandSettings, stubSettingsApi } from './test/settings-stub';
import { renderSettings } from './test/render-settings';

afterEach(() => vi.unstubAllGlobals());

const allowlist = () => screen.getByTestId('allowlist-settings');
const allowlistField = () => within(allowlist()).getByLabelText<HTMLTextAreaElement>('ที่อยู่ IP หรือช่วง CIDR (บรรทัดละหนึ่งรายการ)');
const fourEyes = () => screen.getByTestId('four-eyes-settings');
const thresholdField = () => within(fourEyes()).getByLabelText<HTMLInputElement>('ยอดถอนที่ต้องอนุมัติสองคน');

describe('operator IP allowlist', () => {
  it('sends one entry a line, without blank lines or spaces', async () => {
    const api = stubSettingsApi();
    renderSettings('security');
    await screen.findByTestId('allowlist-settings');
    fireEvent.change(allowlistField(), { target: { value: ' 203.0.113.7 \n\n198.51.100.0/24\n' } });
    fireEvent.click(within(allowlist()).getByRole('button', { name: 'บันทึกรายการ IP' }));
    expect(await screen.findByTestId('allowlist-saved')).toBeTruthy();
    expect(api.writes().map((request) => request.body)).toEqual([{ entries: ['203.0.113.7', '198.51.100.0/24'] }]);
    expect(allowlistField().value).toBe('203.0.113.7\n198.51.100.0/24');
  });

  it('refuses a malformed line before sending', async () => {
    const api = stubSettingsApi();
    renderSettings('security');
    await screen.findByTestId('allowlist-settings');
    fireEvent.change(allowlistField(), { target: { value: 'office wifi' } });
    fireEvent.click(within(allowlist()).getByRole('button', { name: 'บันทึกรายการ IP' }));
    expect(screen.getByTestId('allowlist-error').textContent).toBe('รูปแบบ IP ไม่ถูกต้อง (เช่น 203.0.113.7 หรือ 203.0.113.0/24)');
    expect(api.writes()).toHaveLength(0);
  });

  it("shows the server's Thai message when the list leaves out the operator's own address, and keeps the list", async () => {
    const message = 'รายการนี้ไม่มี IP ของคุณเอง (192.0.2.10) บันทึกแล้วคุณจะจัดการแบรนด์นี้ไม่ได้';
    stubSettingsApi({ refusals: { 'operator-ip-allowlist': { status: 400, code: 'VALIDATION_FAILED', message, field: 'entries' } } });
    renderSettings('security');
    await screen.findByTestId('allowlist-settings');
    fireEvent.change(allowlistField(), { target: { value: '203.0.113.7' } });
    fireEvent.click(within(allowlist()).getByRole('button', { name: 'บันทึกรายการ IP' }));
    expect((await screen.findByTestId('allowlist-error')).textContent).toBe(message);
    expect(allowlistField().value).toBe('203.0.113.7');
    expect(allowlistField().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('four-eyes threshold', () => {
  it('sends baht as exact satang and says it is on', async () => {
    const api = stubSettingsApi();
    renderSettings('security');
    await screen.findByTestId('four-eyes-settings');
    expect(screen.getByTestId('four-eyes-state').textContent).toContain('ปิดอยู่');
    fireEvent.change(thresholdField(), { target: { value: '50,000.10' } });
    fireEvent.click(within(fourEyes()).getByRole('button', { name: 'บันทึกยอดอนุมัติสองคน' }));
    expect(await screen.findByTestId('four-eyes-saved')).toBeTruthy();
    expect(api.writes().map((request) => request.body)).toEqual([{ thresholdSatang: 5_000_010 }]);
    await vi.waitFor(() => {
      expect(screen.getByTestId('four-eyes-state').textContent).toContain('เกิน 50,000.10 บาท');
    });
  });

  it('turns four-eyes off when the amount is emptied', async () => {
    const api = stubSettingsApi({ settings: createBrandSettings({ fourEyesThresholdSatang: 2_000_000 }) });
    renderSettings('security');
    await screen.findByTestId('four-eyes-settings');
    expect(thresholdField().value).toBe('20,000.00');
    fireEvent.change(thresholdField(), { target: { value: '' } });
    fireEvent.click(within(fourEyes()).getByRole('button', { name: 'บันทึกยอดอนุมัติสองคน' }));
    // Off is weaker: it waits for a second admin, and the form says so rather than "saved".
    expect((await screen.findByTestId('four-eyes-saved')).textContent).toContain('ต้องให้ผู้ดูแลอีกคนยืนยัน');
    expect(api.writes().map((request) => request.body)).toEqual([{ thresholdSatang: null }]);
    await waitFor(() => {
      expect(screen.getByTestId('four-eyes-pending').textContent).toContain('รอผู้ดูแลอีกคนยืนยัน: ปิดการอนุมัติสองคน (ขอโดย admin-1)');
      // The change lapses a day after it was asked for, at Bangkok's 12:00 of the next day.
      expect(screen.getByTestId('four-eyes-pending').textContent).toContain('ก่อน 22 พ.ย. 2569 12:00');
    });
    expect(screen.getByTestId('four-eyes-state').textContent).toContain('เกิน 20,000.00 บาท');
  });

  it('refuses an amount with more than two decimals beside the field, and keeps it on a server refusal', async () => {
    const api = stubSettingsApi({ refusals: { 'four-eyes': { status: 403, code: 'IP_NOT_ALLOWED', message: 'IP ไม่ได้รับอนุญาต' } } });
    renderSettings('security');
    await screen.findByTestId('four-eyes-settings');
    fireEvent.change(thresholdField(), { target: { value: '100.123' } });
    fireEvent.click(within(fourEyes()).getByRole('button', { name: 'บันทึกยอดอนุมัติสองคน' }));
    expect(within(fourEyes()).getByRole('alert').textContent).toContain('ทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(api.writes()).toHaveLength(0);

    fireEvent.change(thresholdField(), { target: { value: '100.50' } });
    fireEvent.click(within(fourEyes()).getByRole('button', { name: 'บันทึกยอดอนุมัติสองคน' }));
    expect((await screen.findByTestId('four-eyes-error')).textContent).toBe('ที่อยู่ IP นี้ไม่ได้รับอนุญาตให้จัดการแบรนด์นี้');
    expect(thresholdField().value).toBe('100.50');
  });
});
