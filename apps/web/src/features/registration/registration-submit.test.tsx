import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeferred } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';
import {
  accountNumberField,
  chooseBirthDate,
  enterBankAccount,
  fillLogin,
  findFieldError,
  passPhoneStep,
  passwordField,
  phoneField,
  registeredResponse,
  stubRegistrationApi,
  submitButton,
  usernameField,
  type RegistrationStubOptions,
} from './registration-test-support';

afterEach(() => vi.unstubAllGlobals());

const FOUND_ACCOUNT = { '004:0123456789': 'นายทดสอบ สมัครใหม่' };

/** Opens a registration path with a stub whose bank finds the holder's name of KBANK 0123456789. */
async function openAt(path: string, options: RegistrationStubOptions = {}) {
  const stub = stubRegistrationApi({ accountNames: FOUND_ACCOUNT, ...options });
  const view = renderAppAt(path);
  await screen.findByLabelText('เบอร์โทรศัพท์มือถือ');
  return { ...stub, ...view };
}

/** Both steps filled with a valid new member; the bank found the holder's name. */
async function fillBothSteps() {
  await passPhoneStep('0891234567');
  enterBankAccount('ธนาคารกสิกรไทย', '0123456789');
  await screen.findByTestId('account-name-found');
  fillLogin('newmember', 'new-pass-1234');
}

const registerBodies = (calls: { url: string; body: unknown }[]) => calls.filter((call) => call.url === '/api/user/register').map((call) => call.body);

describe('registration submit', () => {
  it('registers, stores the session as a login does and opens the dashboard', async () => {
    const { calls, router } = await openAt('/register');
    await fillBothSteps();
    fireEvent.click(submitButton());
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth/dashboard');
    });
    expect(registerBodies(calls)).toEqual([
      {
        phone: '0891234567',
        bankCode: '004',
        accountNumber: '0123456789',
        accountName: 'นายทดสอบ สมัครใหม่',
        username: 'newmember',
        password: 'new-pass-1234',
        confirmPassword: 'new-pass-1234',
        isAdultConfirmed: true,
        dateOfBirth: '1990-05-17',
      },
    ]);
    // The dashboard then refreshes the profile (the stub answers the demo member's), so the token is what is checked here.
    expect(window.localStorage.getItem('token')).toBe('new-member-token');
    expect(window.localStorage.getItem('imiUser')).not.toBeNull();
  });

  it('shows the years in the Buddhist era, and refuses a member under 20 beside the date of birth without asking the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T05:00:00Z') });
    try {
      const { calls } = await openAt('/register');
      await fillBothSteps();
      const years = screen.getByRole('combobox', { name: 'ปี (พ.ศ.)' });
      expect(within(years).getAllByRole('option')[1]?.textContent).toBe('2569');
      // 21 November 2006 in Bangkok is the day of the twentieth birthday; 22 November is a day short.
      chooseBirthDate('2006-11-22');
      fireEvent.click(submitButton());
      expect(await findFieldError(screen.getByRole('combobox', { name: 'วัน' }))).toBe('ต้องมีอายุ 20 ปีขึ้นไปจึงจะสมัครสมาชิกได้');
      expect(registerBodies(calls)).toEqual([]);
      chooseBirthDate('2006-11-21');
      fireEvent.click(submitButton());
      await vi.waitFor(() => {
        expect(registerBodies(calls)).toEqual([expect.objectContaining({ dateOfBirth: '2006-11-21' })]);
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    { path: '/regis/team7/fb-01', teamCode: 'team7', marketingCode: 'fb-01' },
    { path: '/regiss/T2/line_ads', teamCode: 'T2', marketingCode: 'line_ads' },
  ])('sends the team and marketing codes of $path', async ({ path, teamCode, marketingCode }) => {
    const { calls, router } = await openAt(path);
    await fillBothSteps();
    fireEvent.click(submitButton());
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth/dashboard');
    });
    expect(registerBodies(calls)).toEqual([expect.objectContaining({ teamCode, marketingCode })]);
  });

  it('fills the code of an /aff link, read-only, and names the inviter from the start', async () => {
    const { calls, router } = await openAt('/aff/ABCD1234', { inviters: { ABCD1234: 'de***mo' } });
    expect((await screen.findByTestId('inviter-name')).textContent).toBe('ผู้แนะนำ: de***mo');
    expect(calls[0]?.url).toBe('/api/user/inviter/ABCD1234');

    await fillBothSteps();
    const afCodeField = screen.getByLabelText<HTMLInputElement>('รหัสผู้แนะนำ');
    expect(afCodeField.value).toBe('ABCD1234');
    expect(afCodeField.readOnly).toBe(true);
    expect(screen.getByTestId('inviter-name').textContent).toBe('ผู้แนะนำ: de***mo');
    fireEvent.click(submitButton());
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth/dashboard');
    });
    const [body] = registerBodies(calls);
    expect(body).toMatchObject({ afCode: 'ABCD1234' });
    expect(body).not.toHaveProperty('teamCode');
  });

  it('refuses an /aff code that names nobody and offers to sign up without it', async () => {
    const { calls } = await openAt('/aff/NOBODY99');
    await fillBothSteps();
    const afCodeField = screen.getByLabelText<HTMLInputElement>('รหัสผู้แนะนำ');
    expect(await findFieldError(afCodeField)).toBe('ไม่พบรหัสผู้แนะนำนี้');
    expect(screen.getByRole('link', { name: 'สมัครโดยไม่มีผู้แนะนำ' }).getAttribute('href')).toBe('/register');
    fireEvent.click(submitButton());
    expect(registerBodies(calls)).toHaveLength(0);
  });

  it.each([
    { code: 'USERNAME_TAKEN' as const, status: 409, field: 'username', message: 'ชื่อผู้ใช้นี้มีผู้ใช้แล้ว กรุณาเลือกชื่ออื่น', input: usernameField },
    { code: 'BANK_ACCOUNT_TAKEN' as const, status: 409, field: 'accountNumber', message: 'เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว', input: accountNumberField },
    { code: 'VALIDATION_FAILED' as const, status: 400, field: 'password', message: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร', input: passwordField },
  ])('puts the server refusal $code beside the $field field and keeps what was typed', async ({ code, status, field, message, input }) => {
    const { calls } = await openAt('/register', { registerRefusal: { status, code, message, field } });
    await fillBothSteps();
    fireEvent.click(submitButton());
    expect(await findFieldError(input())).toBe(message);
    expect(document.activeElement).toBe(input());
    expect(registerBodies(calls)).toHaveLength(1);
    expect(usernameField().value).toBe('newmember');
    expect(accountNumberField().value).toBe('0123456789');
    expect(passwordField().value).toBe('new-pass-1234');
  });

  it('takes the member back to step 1 for a refused phone, with its message there and nothing typed lost', async () => {
    const message = 'เบอร์โทรศัพท์นี้สมัครสมาชิกแล้ว กรุณาเข้าสู่ระบบหรือติดต่อเจ้าหน้าที่';
    const { calls } = await openAt('/register', { registerRefusal: { status: 409, code: 'PHONE_TAKEN', message, field: 'phone' } });
    await fillBothSteps();
    fireEvent.click(submitButton());
    expect(await findFieldError(await screen.findByLabelText('เบอร์โทรศัพท์มือถือ'))).toBe(message);
    expect(screen.getByTestId('registration-step').textContent).toBe('ขั้นตอนที่ 1 จาก 2');
    expect(phoneField().value).toBe('0891234567');
    expect(document.activeElement).toBe(phoneField());

    await passPhoneStep('0897654321');
    expect(usernameField().value).toBe('newmember');
    expect(accountNumberField().value).toBe('0123456789');
    expect(screen.getByTestId<HTMLInputElement>('account-name-found').value).toBe('นายทดสอบ สมัครใหม่');
    expect(registerBodies(calls)).toHaveLength(1);
  });

  it('shows a refusal without a field above the button and keeps what was typed', async () => {
    const message = 'มีการเรียกใช้งานถี่เกินไป กรุณารอสักครู่';
    await openAt('/register', { registerRefusal: { status: 429, code: 'RATE_LIMITED', message } });
    await fillBothSteps();
    fireEvent.click(submitButton());
    expect((await screen.findByTestId('registration-error')).textContent).toBe(message);
    expect(usernameField().value).toBe('newmember');
  });

  it('sends one registration however often the button is pressed while it is pending', async () => {
    const reply = createDeferred<Response>();
    const { calls, router } = await openAt('/register', { registerAnswer: reply.promise });
    await fillBothSteps();
    fireEvent.click(submitButton());
    const pending = await screen.findByRole('button', { name: 'กำลังสมัครสมาชิก…' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    fireEvent.click(pending);
    fireEvent.submit(usernameField());
    reply.resolve(registeredResponse(registerBodies(calls)[0]));
    await vi.waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth/dashboard');
    });
    expect(registerBodies(calls)).toHaveLength(1);
  });
});
