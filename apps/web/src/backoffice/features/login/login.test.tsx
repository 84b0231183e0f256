import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '@/test/deposit-stub';
import { createDeferred, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import { i18next } from '@/lib/i18n';
import { createOperatorSession, financeOperator, MEMBER_TOKEN, OPERATOR_TOKEN, storeMemberForTest, stubConsoleApi } from '@/backoffice/test/console-stub';
import { findFieldError } from '@/backoffice/test/queries';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('th');
});

const usernameField = () => screen.getByLabelText<HTMLInputElement>('ชื่อผู้ใช้');
const passwordField = () => screen.getByLabelText<HTMLInputElement>('รหัสผ่าน');
const codeField = () => screen.getByLabelText<HTMLInputElement>('รหัสยืนยัน 6 หลัก');

async function openLogin(path = '/backoffice/login') {
  const rendered = renderAppAt(path);
  await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' });
  return rendered;
}

function fill(username: string, password: string, totpCode: string) {
  fireEvent.change(usernameField(), { target: { value: username } });
  fireEvent.change(passwordField(), { target: { value: password } });
  fireEvent.change(codeField(), { target: { value: totpCode } });
}

const submit = () => {
  fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
};

describe('operator login', () => {
  it('checks the three fields before sending anything', async () => {
    const { calls } = stubConsoleApi();
    await openLogin();
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
    submit();
    expect(await findFieldError(usernameField())).toBe('กรุณากรอกชื่อผู้ใช้');
    expect(await findFieldError(passwordField())).toBe('กรุณากรอกรหัสผ่าน');
    expect(await findFieldError(codeField())).toBe('กรุณากรอกรหัสยืนยันเป็นตัวเลข 6 หลักจากแอปยืนยันตัวตน');
    expect(document.activeElement).toBe(usernameField());

    // Spaces between the code's groups are dropped; five digits are still not a code.
    fill('somchai.admin', 'pass-1234', '123 45');
    expect(codeField().value).toBe('12345');
    submit();
    expect(await findFieldError(codeField())).toBe('กรุณากรอกรหัสยืนยันเป็นตัวเลข 6 หลักจากแอปยืนยันตัวตน');
    expect(usernameField().getAttribute('aria-invalid')).toBeNull();
    expect(calls.filter((call) => call.url === '/api/admin/login')).toHaveLength(0);
  });

  it('shows a wrong username, password or code as one answer above the button, beside no field, and keeps everything typed', async () => {
    stubConsoleApi({ login: () => errorResponse({ status: 401, code: 'OPERATOR_LOGIN_INVALID', message: 'ข้อความจากเซิร์ฟเวอร์' }) });
    await openLogin();
    fill('somchai.admin', 'pass-1234', '123456');
    submit();
    expect((await screen.findByTestId('console-login-error')).textContent).toBe('ชื่อผู้ใช้ รหัสผ่าน หรือรหัสยืนยันไม่ถูกต้อง');
    for (const field of [usernameField(), passwordField(), codeField()]) expect(field.getAttribute('aria-invalid')).toBeNull();
    expect([usernameField().value, passwordField().value, codeField().value]).toEqual(['somchai.admin', 'pass-1234', '123456']);
    expect(window.localStorage.getItem('backofficeSession')).toBeNull();
  });

  it.each([
    { code: 'LOGIN_LOCKED' as const, status: 429, field: usernameField, text: 'เข้าสู่ระบบผิดหลายครั้ง กรุณาลองใหม่ในอีก 15 นาที' },
    { code: 'ACCOUNT_DISABLED' as const, status: 403, field: usernameField, text: 'บัญชีนี้ถูกระงับ กรุณาติดต่อผู้ดูแลระบบ' },
  ])('shows $code beside its field and keeps everything typed', async ({ code, status, field, text }) => {
    stubConsoleApi({ login: () => errorResponse({ status, code, message: 'ข้อความจากเซิร์ฟเวอร์' }) });
    await openLogin();
    fill('somchai.admin', 'pass-1234', '123456');
    submit();
    expect(await findFieldError(field())).toBe(text);
    expect([usernameField().value, passwordField().value, codeField().value]).toEqual(['somchai.admin', 'pass-1234', '123456']);
    expect(window.localStorage.getItem('backofficeSession')).toBeNull();
    // Typing again clears that field's error.
    fireEvent.change(field(), { target: { value: `${field().value}1` } });
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a failure without a field above the button', async () => {
    stubConsoleApi({ login: () => errorResponse({ status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' }) });
    await openLogin();
    fill('somchai.admin', 'pass-1234', '123456');
    submit();
    expect((await screen.findByTestId('console-login-error')).textContent).toBe('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    expect(codeField().value).toBe('123456');
  });

  it('signs in under its own storage key, leaves the member session alone and opens Today', async () => {
    storeMemberForTest();
    const memberUser = window.localStorage.getItem('imiUser');
    const { calls } = stubConsoleApi({ login: () => jsonResponse(200, createOperatorSession(financeOperator)) });
    const { router } = await openLogin();
    fill(' Nid.Finance ', 'pass-1234', '654321');
    submit();

    expect(await screen.findByRole('heading', { name: 'ภาพรวมวันนี้', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/today');
    expect(calls.find((call) => call.url === '/api/admin/login')?.body).toEqual({ username: 'Nid.Finance', password: 'pass-1234', totpCode: '654321' });
    // The login request carries no member token; later console calls carry the operator's.
    expect(calls.find((call) => call.url === '/api/admin/login')?.authorization).toBeNull();
    await vi.waitFor(() => {
      expect(calls.find((call) => call.url === '/api/admin/brands')?.authorization).toBe(`Bearer ${OPERATOR_TOKEN}`);
    });
    expect(JSON.parse(window.localStorage.getItem('backofficeSession') ?? 'null')).toMatchObject({ token: OPERATOR_TOKEN, operator: financeOperator });
    expect(window.localStorage.getItem('token')).toBe(MEMBER_TOKEN);
    expect(window.localStorage.getItem('imiUser')).toBe(memberUser);
    const operator = screen.getByTestId('console-operator');
    expect(within(operator).getByText('nid.finance')).toBeTruthy();
    expect(within(operator).getByText('การเงิน')).toBeTruthy();
  });

  it('goes back to the page that asked for the login', async () => {
    stubConsoleApi();
    const { router } = renderAppAt('/backoffice/withdrawals?status=failed');
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' });
    expect(router.state.location.pathname).toBe('/backoffice/login');
    fill('somchai.admin', 'pass-1234', '123456');
    submit();
    expect(await screen.findByRole('heading', { name: 'คิวถอนเงิน', level: 1 })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/backoffice/withdrawals?status=failed');
  });

  it('sends one request however often the button is pressed while it is pending', async () => {
    const reply = createDeferred<Response>();
    const { calls } = stubConsoleApi({ login: () => reply.promise });
    await openLogin();
    fill('somchai.admin', 'pass-1234', '123456');
    submit();
    const button = await screen.findByRole('button', { name: 'กำลังเข้าสู่ระบบ…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    fireEvent.submit(codeField());
    reply.resolve(jsonResponse(200, createOperatorSession()));
    expect(await screen.findByRole('heading', { name: 'ภาพรวมวันนี้', level: 1 })).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/admin/login')).toHaveLength(1);
  });

  it('switches the console to English and back, errors included', async () => {
    stubConsoleApi({ login: () => errorResponse({ status: 401, code: 'OPERATOR_LOGIN_INVALID', message: 'ชื่อผู้ใช้ รหัสผ่าน หรือรหัสยืนยันไม่ถูกต้อง' }) });
    await openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { name: 'Back office sign-in' })).toBeTruthy();
    expect(window.localStorage.getItem('backofficeLanguage')).toBe('en');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'somchai.admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pass-1234' } });
    const code = screen.getByLabelText('6-digit code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('console-login-error')).textContent).toBe('The username, password or code is wrong');
    fireEvent.click(screen.getByRole('button', { name: 'ไทย' }));
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบหลังบ้าน' })).toBeTruthy();
  });
});
