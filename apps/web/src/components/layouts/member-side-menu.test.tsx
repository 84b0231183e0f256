import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

/** Opens the member menu from the top bar of a member page and answers it. */
async function openMemberMenu() {
  stubApi();
  const app = renderAppAt('/auth/contact', { member: demoMember });
  const button = await screen.findByRole('button', { name: 'เปิดเมนู' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  // As a keyboard user would: the button has the focus when it is pressed.
  button.focus();
  fireEvent.click(button);
  const menu = screen.getByRole('navigation', { name: 'เมนู' });
  return { ...app, button, menu };
}

describe('the member side menu', () => {
  it('lists every member page with its path, marks the current one, and offers logout', async () => {
    const { button, menu } = await openMemberMenu();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);

    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['หน้าหลัก', '/auth/dashboard'],
      ['ฝากเงิน', '/auth/deposit'],
      ['ถอนเงิน', '/auth/withdraw'],
      ['แนะนำเพื่อน', '/auth/affiliate'],
      ['ประวัติแพ้ชนะ', '/auth/winlost'],
      ['ประวัติการทำรายการ', '/auth/transaction/history'],
      ['รับรางวัล', '/auth/reward'],
      ['ระดับสมาชิก', '/auth/user/ranking'],
      ['กิจกรรม', '/auth/media'],
      ['ติดต่อเรา', '/auth/contact'],
      ['เปลี่ยนรหัสผ่าน', '/auth/settings/change-password'],
      ['จัดการที่อยู่', '/auth/settings/manage-address'],
      ['เล่นอย่างรับผิดชอบ', '/auth/settings/responsible-gaming'],
    ]);
    expect(within(menu).getByRole('link', { name: 'ติดต่อเรา' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByText('ตั้งค่าบัญชี')).toBeTruthy();

    // The same logout as the top bar's: it asks first.
    fireEvent.click(within(menu).getByRole('button', { name: 'ออกจากระบบ' }));
    expect(screen.getByRole('alertdialog', { name: 'ยืนยันการออกจากระบบ' })).toBeTruthy();
  });

  it('closes when a page is chosen, and that page opens', async () => {
    const { menu, router } = await openMemberMenu();
    fireEvent.click(within(menu).getByRole('link', { name: 'เปลี่ยนรหัสผ่าน' }));
    expect(router.state.location.pathname).toBe('/auth/settings/change-password');
    expect(screen.queryByRole('navigation', { name: 'เมนู' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'เปลี่ยนรหัสผ่าน', level: 1 })).toBeTruthy();
  });

  it('closes with the Escape key and gives the focus back to the menu button', async () => {
    const { button, menu } = await openMemberMenu();
    expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'ปิดเมนู' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'เมนู' })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes with a tap on the backdrop or on the close button', async () => {
    const { button, menu } = await openMemberMenu();
    fireEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('navigation', { name: 'เมนู' })).toBeNull();

    fireEvent.click(button);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'เมนู' })).getByRole('button', { name: 'ปิดเมนู' }));
    expect(screen.queryByRole('navigation', { name: 'เมนู' })).toBeNull();
    expect(menu.isConnected).toBe(false);
  });

  it('shows the floating chat button on member pages too', async () => {
    stubApi();
    renderAppAt('/auth/contact', { member: demoMember });
    const chat = await screen.findByRole('link', { name: 'แชทกับเจ้าหน้าที่' });
    expect(chat.getAttribute('href')).toBe('https://line.me/R/ti/p/%40demo');
  });
});
