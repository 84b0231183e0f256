import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('the chat button', () => {
  it('floats on the public pages, and steps aside (hidden, out of the tab order) while a field is typed in', async () => {
    stubApi();
    renderAppAt('/login');
    const password = await screen.findByLabelText('รหัสผ่าน');
    expect(screen.getByTestId('chat-button').closest('header')).toBeNull();
    fireEvent.focus(password);
    fireEvent.focusIn(password);
    expect(screen.getByTestId('chat-button').getAttribute('aria-hidden')).toBe('true');
    fireEvent.focusOut(password, { relatedTarget: document.body });
    expect(screen.getByTestId('chat-button').getAttribute('aria-hidden')).toBeNull();
    // A button opens no keyboard.
    fireEvent.focusIn(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(screen.getByTestId('chat-button').getAttribute('aria-hidden')).toBeNull();
  });

  it('sits in the top bar of the member area, beside the logout button', async () => {
    stubApi();
    renderAppAt('/auth/dashboard', { member: demoMember });
    const chat = await screen.findByTestId('chat-button');
    expect(chat.closest('header')).not.toBeNull();
    expect(screen.getAllByTestId('chat-button')).toHaveLength(1);
  });
});
