import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrandSettings, stubSettingsApi } from './test/settings-stub';
import { renderSettings } from './test/render-settings';

afterEach(() => vi.unstubAllGlobals());

const section = () => screen.getByTestId('hostnames-settings');
const row = (number: number) => within(section()).getByLabelText<HTMLInputElement>(`ชื่อโฮสต์ที่ ${number}`);
const save = () => {
  fireEvent.click(within(section()).getByRole('button', { name: 'บันทึก' }));
};

describe('host names', () => {
  it('adds and removes rows and sends the whole list, tidied as the contract reads it', async () => {
    const api = stubSettingsApi();
    renderSettings('hostnames');
    await screen.findByTestId('hostnames-settings');
    expect(row(1).value).toBe('luckysiam.test');
    expect(row(2).value).toBe('www.luckysiam.test');

    fireEvent.click(within(section()).getByRole('button', { name: 'เพิ่มชื่อโฮสต์' }));
    fireEvent.change(row(3), { target: { value: 'Lucky.Example.COM' } });
    fireEvent.click(within(section()).getByRole('button', { name: 'ลบ luckysiam.test' }));
    save();

    expect(await screen.findByTestId('hostnames-saved')).toBeTruthy();
    expect(api.writes().map((request) => [request.method, request.body])).toEqual([['PUT', { hostnames: ['www.luckysiam.test', 'lucky.example.com'] }]]);
    expect(row(2).value).toBe('lucky.example.com');
  });

  it('keeps at least one row and refuses an invalid row beside it', async () => {
    const api = stubSettingsApi({ settings: createBrandSettings({ hostnames: ['only.test'] }) });
    renderSettings('hostnames');
    await screen.findByTestId('hostnames-settings');
    expect(within(section()).getByRole('button', { name: 'ลบ only.test' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(section()).getByRole('button', { name: 'เพิ่มชื่อโฮสต์' }));
    fireEvent.change(row(2), { target: { value: 'https://bad.test/' } });
    save();
    expect(row(2).getAttribute('aria-invalid')).toBe('true');
    expect(within(section()).getByRole('alert').textContent).toContain('ชื่อโฮสต์ไม่ถูกต้อง');
    expect(row(1).getAttribute('aria-invalid')).toBeNull();
    expect(api.writes()).toHaveLength(0);
  });

  it('shows HOSTNAME_TAKEN under the list and keeps the rows typed', async () => {
    const message = 'ชื่อโฮสต์ taken.test ถูกใช้กับแบรนด์อื่นแล้ว';
    stubSettingsApi({ refusals: { hostnames: { status: 409, code: 'HOSTNAME_TAKEN', message, field: 'hostnames' } } });
    renderSettings('hostnames');
    await screen.findByTestId('hostnames-settings');
    fireEvent.change(row(2), { target: { value: 'taken.test' } });
    save();

    expect((await screen.findByTestId('hostnames-list-error')).textContent).toBe(message);
    await vi.waitFor(() => {
      expect(row(2).value).toBe('taken.test');
    });
    // Editing the list clears its error.
    fireEvent.change(row(2), { target: { value: 'free.test' } });
    expect(screen.queryByTestId('hostnames-list-error')).toBeNull();
  });
});
