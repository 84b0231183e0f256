import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '../lib/session-actions';
import { renderAppAt } from '../test/render-app';
import { adminOperator, MEMBER_TOKEN, OPERATOR_TOKEN, storeMemberForTest, storeOperatorForTest, stubConsoleApi } from './test/console-stub';

afterEach(() => vi.unstubAllGlobals());

describe('the operator session', () => {
  it('sends a visitor of any console page to the console login, not the members one', async () => {
    stubConsoleApi();
    const { router } = renderAppAt('/backoffice/today');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/login');
  });

  it('opens /backoffice on Today for a signed-in operator', async () => {
    storeOperatorForTest();
    stubConsoleApi();
    const { router } = renderAppAt('/backoffice');
    expect(await screen.findByRole('heading', { name: 'ภาพรวมวันนี้', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/today');
  });

  it('is reachable while the member site is in maintenance', async () => {
    storeOperatorForTest();
    const { fetchMock } = stubConsoleApi();
    // The member site's stub answers maintenance; the console must not even ask.
    fetchMock.mockClear();
    renderAppAt('/backoffice/today');
    expect(await screen.findByRole('heading', { name: 'ภาพรวมวันนี้', level: 1 })).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.startsWith('/api/setting'))).toBe(false);
  });

  it('sends the operator token on console calls and never the member token', async () => {
    storeMemberForTest();
    storeOperatorForTest();
    const { calls } = stubConsoleApi();
    renderAppAt('/backoffice/today');
    await screen.findByTestId('today-overview');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.authorization).toBe(`Bearer ${OPERATOR_TOKEN}`);
  });

  it('ends only the operator session on a 401 and says so on the login', async () => {
    storeMemberForTest();
    storeOperatorForTest();
    stubConsoleApi({ adminRefusal: { status: 401, code: 'SESSION_EXPIRED', message: 'หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบใหม่' } });
    const { router } = renderAppAt('/backoffice/withdrawals');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeTruthy();
    expect(screen.getByText('เซสชันหมดอายุหรือถูกยกเลิก กรุณาเข้าสู่ระบบใหม่')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/login');
    expect(window.localStorage.getItem('backofficeSession')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe(MEMBER_TOKEN);
  });

  it('keeps the operator signed in on a role refusal (403) and shows it', async () => {
    storeOperatorForTest();
    stubConsoleApi({ today: { status: 403, code: 'IP_NOT_ALLOWED', message: 'ที่อยู่ IP นี้ไม่ได้รับอนุญาตให้จัดการแบรนด์นี้' } });
    renderAppAt('/backoffice/today');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดภาพรวมวันนี้ไม่สำเร็จ');
    expect(alert.textContent).toContain('ที่อยู่ IP นี้ไม่ได้รับอนุญาตให้จัดการแบรนด์นี้');
    expect(window.localStorage.getItem('backofficeSession')).not.toBeNull();
  });

  it('logs out on the server and in the browser, leaving the member signed in', async () => {
    storeMemberForTest();
    storeOperatorForTest();
    const { calls } = stubConsoleApi();
    const { router } = renderAppAt('/backoffice/today');
    fireEvent.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }));
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/admin/logout' && call.method === 'POST')).toBe(true);
    expect(router.state.location.pathname).toBe('/backoffice/login');
    expect(window.localStorage.getItem('backofficeSession')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe(MEMBER_TOKEN);
  });

  it("survives a member's logout in the same browser", async () => {
    storeOperatorForTest();
    stubConsoleApi();
    const { store } = renderAppAt('/backoffice/today');
    await screen.findByTestId('console-operator');
    store.dispatch(resetStore());
    expect(await screen.findByText(adminOperator.username)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ภาพรวมวันนี้', level: 1 })).toBeTruthy();
  });

  it('forgets a stored session that has passed its end', async () => {
    window.localStorage.setItem(
      'backofficeSession',
      JSON.stringify({ token: OPERATOR_TOKEN, expiresAt: new Date(Date.now() - 1_000).toISOString(), operator: adminOperator }),
    );
    stubConsoleApi();
    renderAppAt('/backoffice/today');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeTruthy();
  });
});
