import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findFieldError } from '@/backoffice/test/queries';
import { createBrandSettings, stubSettingsApi } from './test/settings-stub';
import { renderSettings } from './test/render-settings';

afterEach(() => vi.unstubAllGlobals());

const section = () => screen.getByTestId('chat-widget-settings');
const scriptField = () => within(section()).getByLabelText<HTMLInputElement>('ที่อยู่สคริปต์ของแชท');
const enabledSwitch = () => within(section()).getByRole('switch', { name: 'แสดงแชทบนเว็บไซต์สมาชิก' });
const tick = (label: string) => within(section()).getByRole<HTMLInputElement>('checkbox', { name: label });
const save = () => {
  fireEvent.click(within(section()).getByRole('button', { name: 'บันทึกแชทซัพพอร์ต' }));
};

async function openChat() {
  renderSettings('chat');
  await screen.findByTestId('chat-widget-settings');
}

describe('the support chat settings', () => {
  it('turns the chat on with its script and only the ticked member fields, in the contract order', async () => {
    const api = stubSettingsApi();
    await openChat();
    expect(enabledSwitch().getAttribute('aria-checked')).toBe('false');
    fireEvent.click(enabledSwitch());
    fireEvent.change(scriptField(), { target: { value: ' https://chat.example.com/widget.js ' } });
    fireEvent.click(tick('ชื่อผู้ใช้'));
    fireEvent.click(tick('ชื่อ-นามสกุล'));
    save();
    expect(await screen.findByTestId('chat-widget-saved')).toBeTruthy();
    expect(api.writes().map((request) => request.body)).toEqual([
      { isEnabled: true, scriptUrl: 'https://chat.example.com/widget.js', fields: ['name', 'username'] },
    ]);
    expect(api.current().chatWidget.fields).toEqual(['name', 'username']);
  });

  it('refuses turning it on without a script, or an address that is not https, beside the address', async () => {
    const api = stubSettingsApi();
    await openChat();
    fireEvent.click(enabledSwitch());
    save();
    expect(await findFieldError(scriptField())).toBe('กรุณาระบุที่อยู่สคริปต์ของแชทก่อนเปิดใช้งาน');
    fireEvent.change(scriptField(), { target: { value: 'http://chat.example.com/widget.js' } });
    save();
    expect(await findFieldError(scriptField())).toBe('ที่อยู่สคริปต์ต้องขึ้นต้นด้วย https://');
    expect(api.writes()).toHaveLength(0);
  });

  it('starts from the saved widget and turns it off, keeping the address and fields', async () => {
    const api = stubSettingsApi({
      settings: createBrandSettings({ chatWidget: { isEnabled: true, scriptUrl: 'https://chat.example.com/w.js', fields: ['phone'] } }),
    });
    await openChat();
    expect(enabledSwitch().getAttribute('aria-checked')).toBe('true');
    expect(scriptField().value).toBe('https://chat.example.com/w.js');
    expect(tick('เบอร์โทรศัพท์').checked).toBe(true);
    fireEvent.click(enabledSwitch());
    save();
    expect(await screen.findByTestId('chat-widget-saved')).toBeTruthy();
    expect(api.writes().map((request) => request.body)).toEqual([{ isEnabled: false, scriptUrl: 'https://chat.example.com/w.js', fields: ['phone'] }]);
  });

  it("shows the server's refusal beside the address and keeps what was typed", async () => {
    stubSettingsApi({ refusals: { 'chat-widget': { status: 400, code: 'VALIDATION_FAILED', message: 'กรุณาระบุที่อยู่สคริปต์ของแชท', field: 'scriptUrl' } } });
    await openChat();
    fireEvent.change(scriptField(), { target: { value: 'https://chat.example.com/x.js' } });
    save();
    expect(await findFieldError(scriptField())).toBe('กรุณาระบุที่อยู่สคริปต์ของแชท');
    expect(scriptField().value).toBe('https://chat.example.com/x.js');
  });
});
