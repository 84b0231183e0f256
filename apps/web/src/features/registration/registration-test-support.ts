import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { errorCatalog } from '@app/contract/error-catalog';
import { stubApi } from '@/test/api-stub';
import { errorResponse, type StubbedError } from '@/test/deposit-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { demoMember, jsonResponse } from '@/test/fixtures';

export interface RegistrationStubOptions {
  takenPhones?: string[];
  takenUsernames?: string[];
  /** "bankCode:accountNumber" of accounts already registered. */
  takenAccounts?: string[];
  /** Holder names the bank look-up finds, by "bankCode:accountNumber"; any other account is 'manual'. */
  accountNames?: Record<string, string>;
  /** Masked inviters by affiliate code; any other code is INVITER_NOT_FOUND. */
  inviters?: Record<string, string>;
  /** Makes POST /api/user/register refuse with this error instead of checking the body. */
  registerRefusal?: StubbedError;
  /** Holds the register answer until the test resolves it. */
  registerAnswer?: Promise<Response>;
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

function readBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

function readString(body: unknown, key: string): string {
  const value: unknown = Reflect.get(Object(body), key);
  return typeof value === 'string' ? value : '';
}

const lastSegment = (url: string) => decodeURIComponent(url.split('/').pop() ?? '');

/** The shell's API plus the registration endpoints, answering as the server does; every call is recorded. */
export function stubRegistrationApi(options: RegistrationStubOptions = {}) {
  const fetchMock = stubApi();
  const calls: RecordedCall[] = [];
  const { takenPhones = [], takenUsernames = [], takenAccounts = [], accountNames = {}, inviters = {} } = options;
  const refuse = (code: keyof typeof errorCatalog, field: string) =>
    errorResponse({ status: errorCatalog[code].status, code, message: errorCatalog[code].message, field });

  answerExtraRoutes(fetchMock, (url, init) => {
    const method = init?.method ?? 'GET';
    const body = readBody(init);
    const isRegistrationCall = url.startsWith('/api/user/') || url === '/api/bank/name';
    if (!isRegistrationCall) return null;
    calls.push({ method, url, body });
    if (url.startsWith('/api/user/checkPhone/')) return jsonResponse(200, { data: { available: !takenPhones.includes(lastSegment(url)) } });
    if (url.startsWith('/api/user/checkUsername/')) return jsonResponse(200, { data: { available: !takenUsernames.includes(lastSegment(url)) } });
    if (url.startsWith('/api/user/checkBankId/') && method === 'POST') {
      return jsonResponse(200, { data: { available: !takenAccounts.includes(`${readString(body, 'bankCode')}:${lastSegment(url)}`) } });
    }
    if (url.startsWith('/api/user/inviter/')) {
      const code = lastSegment(url);
      const inviter = inviters[code];
      return inviter ? jsonResponse(200, { data: { afCode: code, inviter } }) : refuse('INVITER_NOT_FOUND', 'afCode');
    }
    if (url === '/api/bank/name' && method === 'POST') {
      const accountName = accountNames[`${readString(body, 'bankCode')}:${readString(body, 'accountNumber')}`];
      return jsonResponse(200, { data: accountName ? { mode: 'found', accountName } : { mode: 'manual' } });
    }
    if (url === '/api/user/register' && method === 'POST') {
      if (options.registerAnswer) return options.registerAnswer;
      if (options.registerRefusal) return errorResponse(options.registerRefusal);
      const phone = readString(body, 'phone');
      const username = readString(body, 'username');
      if (takenPhones.includes(phone)) return refuse('PHONE_TAKEN', 'phone');
      if (takenUsernames.includes(username)) return refuse('USERNAME_TAKEN', 'username');
      return registeredResponse(body);
    }
    return null;
  });
  return { fetchMock, calls };
}

/** The login the server answers for a new member made from the request body. */
export function registeredResponse(body: unknown): Response {
  return jsonResponse(200, {
    token: 'new-member-token',
    expiresAt: '2026-11-22T17:30:00.000Z',
    user: {
      ...demoMember,
      uuid: '7d3f8a2b-1c4e-4f5a-9b6c-8d7e6f5a4b3c',
      name: readString(body, 'accountName'),
      phone: readString(body, 'phone'),
      user_pass: { username: readString(body, 'username') },
      user_bank: {
        uuid: '1e2d3c4b-5a69-4788-99aa-bbccddeeff00',
        bankCode: readString(body, 'bankCode'),
        bankId: readString(body, 'accountNumber'),
        bankName: '',
      },
    },
  });
}

export const phoneField = () => screen.getByLabelText<HTMLInputElement>('เบอร์โทรศัพท์มือถือ');
export const accountNumberField = () => screen.getByLabelText<HTMLInputElement>('เลขบัญชีธนาคาร');
export const usernameField = () => screen.getByLabelText<HTMLInputElement>('ชื่อผู้ใช้');
export const passwordField = () => screen.getByLabelText<HTMLInputElement>('รหัสผ่าน');
export const confirmPasswordField = () => screen.getByLabelText<HTMLInputElement>('ยืนยันรหัสผ่าน');
export const adultBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'ฉันมีอายุ 20 ปีขึ้นไป' });
export const submitButton = () => screen.getByRole('button', { name: 'สมัครสมาชิก' });

/** The error a field points at (aria-describedby), once it shows one. */
export async function findFieldError(field: HTMLElement): Promise<string> {
  return vi.waitFor(() => {
    const errorId = field.getAttribute('aria-describedby');
    const text = errorId ? document.getElementById(errorId)?.textContent : null;
    if (!text) throw new Error('the field shows no error');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    return text;
  });
}

export function typeInto(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/** Types a number on step 1 and presses next; resolves once step 2 is open. */
export async function passPhoneStep(phone = '0891234567') {
  typeInto(phoneField(), phone);
  fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
  await screen.findByText('ขั้นตอนที่ 2 จาก 2');
}

export function pickBank(nameTh: string) {
  fireEvent.click(screen.getByRole('button', { name: /^ธนาคาร / }));
  fireEvent.click(screen.getByRole('radio', { name: nameTh }));
}

/** Picks the bank, types the number and leaves the field, which checks the account and asks for its name. */
export function enterBankAccount(nameTh: string, accountNumber: string) {
  pickBank(nameTh);
  typeInto(accountNumberField(), accountNumber);
  fireEvent.blur(accountNumberField());
}

/** Fills the login part of step 2 and ticks the age box. */
export function fillLogin(username = 'newmember', password = 'new-pass-1234') {
  typeInto(usernameField(), username);
  typeInto(passwordField(), password);
  typeInto(confirmPasswordField(), password);
  chooseBirthDate('1990-05-17');
  fireEvent.click(adultBox());
}

/** Picks a date of birth ('YYYY-MM-DD') in the day, month and year pickers; the year's value is Gregorian. */
export function chooseBirthDate(dateOfBirth: string) {
  const [year = '', month = '', day = ''] = dateOfBirth.split('-');
  fireEvent.change(screen.getByRole('combobox', { name: 'ปี (พ.ศ.)' }), { target: { value: year } });
  fireEvent.change(screen.getByRole('combobox', { name: 'เดือน' }), { target: { value: String(Number(month)) } });
  fireEvent.change(screen.getByRole('combobox', { name: 'วัน' }), { target: { value: String(Number(day)) } });
}
