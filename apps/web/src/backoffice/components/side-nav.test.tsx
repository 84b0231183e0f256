import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Operator } from '../session/operator-session-storage';
import { renderAppAt } from '@/test/render-app';
import { adminOperator, financeOperator, storeOperatorForTest, stubConsoleApi, supportOperator } from '../test/console-stub';

afterEach(() => vi.unstubAllGlobals());

async function menuLinksOf(operator: Operator): Promise<string[]> {
  storeOperatorForTest(operator);
  stubConsoleApi();
  renderAppAt('/backoffice/today');
  const menu = await screen.findByRole('navigation', { name: 'เมนูหลังบ้าน' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => `${link.textContent ?? ''} ${link.getAttribute('href') ?? ''}`);
}

describe('the console menu by role', () => {
  it('shows an admin every screen, Today first', async () => {
    const links = await menuLinksOf(adminOperator);
    expect(links[0]).toBe('ภาพรวมวันนี้ /backoffice/today');
    expect(links).toEqual(expect.arrayContaining(['คิวถอนเงิน /backoffice/withdrawals', 'บันทึกการใช้งาน /backoffice/audit-log']));
  });

  it.each([financeOperator, supportOperator])('hides the audit log from $role', async (operator) => {
    const links = await menuLinksOf(operator);
    expect(links).toContain('คิวถอนเงิน /backoffice/withdrawals');
    expect(links.some((link) => link.includes('/backoffice/audit-log'))).toBe(false);
  });

  it('answers an old audit-log link of a support operator with a notice, without asking the API', async () => {
    storeOperatorForTest(supportOperator);
    const { calls } = stubConsoleApi();
    renderAppAt('/backoffice/audit-log');
    expect(await screen.findByRole('heading', { name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' })).toBeTruthy();
    const notices = screen.getAllByRole('status').map((region) => region.textContent);
    expect(notices).toContainEqual(expect.stringContaining('บทบาท ฝ่ายบริการ ไม่สามารถใช้งานหน้านี้ได้ หากต้องการสิทธิ์ กรุณาติดต่อผู้ดูแลระบบ'));
    expect(calls.some((call) => call.url.startsWith('/api/admin/audit-log'))).toBe(false);
  });

  it('marks the current screen and shows a console notice for an unknown path', async () => {
    storeOperatorForTest(adminOperator);
    stubConsoleApi();
    renderAppAt('/backoffice/nowhere');
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้านี้ในระบบหลังบ้าน' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'กลับไปหน้าภาพรวมวันนี้' }).getAttribute('href')).toBe('/backoffice/today');
  });
});
