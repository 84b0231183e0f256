import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrandSettings, stubSettingsApi } from './test/settings-stub';
import { renderSettings } from './test/render-settings';

afterEach(() => vi.unstubAllGlobals());

const status = () => screen.getByTestId('website-status');
const dialog = () => screen.getByRole('alertdialog');

describe('website status', () => {
  it('asks for confirmation, saying what members will see, before switching maintenance on', async () => {
    const api = stubSettingsApi();
    renderSettings('status');
    expect((await screen.findByTestId('website-status')).textContent).toContain('เปิดให้บริการตามปกติ');

    fireEvent.click(screen.getByRole('button', { name: 'เปิดโหมดปิดปรับปรุง' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('เปิดโหมดปิดปรับปรุง?');
    expect(dialog().textContent).toContain('ปิดปรับปรุงระบบชั่วคราว');
    expect(api.writes()).toHaveLength(0);

    fireEvent.click(within(dialog()).getByRole('button', { name: 'เปิดโหมดปิดปรับปรุง' }));
    await vi.waitFor(() => {
      expect(status().getAttribute('data-status')).toBe('MA');
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(status().textContent).toContain('ปิดปรับปรุง');
    expect(api.writes().map((request) => [request.method, request.path, request.body])).toEqual([
      ['PUT', expect.stringMatching(/\/website-status$/), { websiteStatus: 'MA' }],
    ]);
    expect(await screen.findByRole('button', { name: 'เปิดเว็บไซต์ตามปกติ' })).toBeTruthy();
  });

  it('sends nothing when the dialog is cancelled', async () => {
    const api = stubSettingsApi({ settings: createBrandSettings({ websiteStatus: 'MA' }) });
    renderSettings('status');
    fireEvent.click(await screen.findByRole('button', { name: 'เปิดเว็บไซต์ตามปกติ' }));
    expect(dialog().textContent).toContain('สมาชิกจะกลับมาเข้าสู่ระบบ');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.writes()).toHaveLength(0);
    expect(status().getAttribute('data-status')).toBe('MA');
  });

  it('shows a refusal beside the switch and keeps the status', async () => {
    stubSettingsApi({ refusals: { 'website-status': { status: 404, code: 'BRAND_NOT_FOUND', message: 'ไม่พบแบรนด์' } } });
    renderSettings('status');
    fireEvent.click(await screen.findByRole('button', { name: 'เปิดโหมดปิดปรับปรุง' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'เปิดโหมดปิดปรับปรุง' }));
    expect((await screen.findByTestId('website-status-error')).textContent).toBe('ไม่พบแบรนด์');
    expect(status().getAttribute('data-status')).toBe('NORMAL');
  });
});
