import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '@/test/render-app';
import {
  accountNumberField,
  enterBankAccount,
  fillLogin,
  findFieldError,
  passPhoneStep,
  phoneField,
  pickBank,
  stubRegistrationApi,
  submitButton,
  typeInto,
  usernameField,
} from './registration-test-support';

afterEach(() => vi.unstubAllGlobals());

async function openRegister(path = '/register') {
  const view = renderAppAt(path);
  await screen.findByLabelText('เบอร์โทรศัพท์มือถือ');
  return view;
}

const pressNext = () => {
  fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
};

describe('registration step 1', () => {
  it('checks the number with the contract before asking the server, then refuses a taken one beside the field', async () => {
    const { calls } = stubRegistrationApi({ takenPhones: ['0812345678'] });
    await openRegister();
    expect(screen.getByRole('heading', { name: 'สมัครสมาชิก', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('registration-step').textContent).toBe('ขั้นตอนที่ 1 จาก 2');
    const card = screen.getByRole('region', { name: 'สมัครสมาชิก' });
    expect(within(card).getByRole('link', { name: 'เข้าสู่ระบบ' }).getAttribute('href')).toBe('/login');

    pressNext();
    const notMobile = 'เบอร์โทรศัพท์ต้องเป็นเบอร์มือถือ 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09';
    expect(await findFieldError(phoneField())).toBe(notMobile);
    typeInto(phoneField(), '0212345678');
    pressNext();
    expect(await findFieldError(phoneField())).toBe(notMobile);
    expect(calls).toHaveLength(0);

    // Dashes typed or pasted are dropped as they are typed.
    typeInto(phoneField(), '081-234-5678');
    expect(phoneField().value).toBe('0812345678');
    pressNext();
    expect(await findFieldError(phoneField())).toBe('เบอร์โทรศัพท์นี้สมัครสมาชิกแล้ว กรุณาเข้าสู่ระบบหรือติดต่อเจ้าหน้าที่');
    expect(calls.map((call) => call.url)).toEqual(['/api/user/checkPhone/0812345678']);
    expect(screen.getByTestId('registration-step').textContent).toBe('ขั้นตอนที่ 1 จาก 2');

    await passPhoneStep('0891234567');
    expect(calls.at(-1)?.url).toBe('/api/user/checkPhone/0891234567');
  });
});

describe('registration step 2', () => {
  it('lists every Thai bank with its logo and checks the account number against the chosen bank', async () => {
    const { calls } = stubRegistrationApi();
    await openRegister();
    await passPhoneStep();

    fireEvent.click(screen.getByRole('button', { name: 'ธนาคาร เลือกธนาคาร' }));
    const options = screen.getAllByRole('radio');
    expect(options).toHaveLength(18);
    expect(options[0]?.textContent).toBe('BBLธนาคารกรุงเทพ');
    fireEvent.click(screen.getByRole('radio', { name: 'ธนาคารกสิกรไทย' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'ธนาคาร ธนาคารกสิกรไทย' })).toBeTruthy();

    typeInto(accountNumberField(), '123-456-789');
    expect(accountNumberField().value).toBe('123456789');
    fireEvent.blur(accountNumberField());
    expect(await findFieldError(accountNumberField())).toBe('เลขบัญชีธนาคารกสิกรไทยต้องมี 10 หลัก');

    // Another bank issues other lengths: the number is checked again for it.
    typeInto(accountNumberField(), '0123456789');
    pickBank('ธนาคารออมสิน');
    expect(await findFieldError(accountNumberField())).toBe('เลขบัญชีธนาคารออมสินต้องมี 12 หลัก');
    typeInto(accountNumberField(), '012345678901');
    pickBank('ธนาคารทิสโก้');
    expect(await findFieldError(accountNumberField())).toBe('เลขบัญชีธนาคารทิสโก้ต้องมี 10 หรือ 14 หลัก');
    expect(calls.filter((call) => call.url.startsWith('/api/user/checkBankId/'))).toHaveLength(0);

    pickBank('ธนาคารกสิกรไทย');
    typeInto(accountNumberField(), '0123456789');
    fireEvent.blur(accountNumberField());
    await screen.findByLabelText('ชื่อบัญชี');
    expect(accountNumberField().getAttribute('aria-invalid')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/user/checkBankId/0123456789', body: { bankCode: '004' } },
      { url: '/api/bank/name', body: { bankCode: '004', accountNumber: '0123456789' } },
    ]);
  });

  it('shows the name the bank has, read-only', async () => {
    stubRegistrationApi({ accountNames: { '014:1112223334': 'นายทดสอบ สมัครใหม่' } });
    await openRegister();
    await passPhoneStep();
    enterBankAccount('ธนาคารไทยพาณิชย์', '1112223334');
    const name = await screen.findByTestId<HTMLInputElement>('account-name-found');
    expect(name.value).toBe('นายทดสอบ สมัครใหม่');
    expect(name.readOnly).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'ชื่อบัญชีถูกต้องตรงกับสมุดบัญชี' })).toBeNull();
  });

  it('asks for a typed name to be confirmed against the bank book before anything is sent', async () => {
    const { calls } = stubRegistrationApi();
    await openRegister();
    await passPhoneStep();
    enterBankAccount('ธนาคารกสิกรไทย', '0123456789');
    const nameField = await screen.findByLabelText<HTMLInputElement>('ชื่อบัญชี');
    fillLogin();

    fireEvent.click(submitButton());
    expect(await findFieldError(nameField)).toBe('กรุณากรอกชื่อบัญชีให้ตรงกับสมุดบัญชี');
    expect(document.activeElement).toBe(nameField);

    typeInto(nameField, 'สมหมาย ตั้งใจ');
    fireEvent.click(submitButton());
    const confirmBox = screen.getByRole('checkbox', { name: 'ชื่อบัญชีถูกต้องตรงกับสมุดบัญชี' });
    expect(await findFieldError(confirmBox)).toBe('กรุณายืนยันว่าชื่อบัญชีถูกต้องตรงกับสมุดบัญชี');
    expect(calls.filter((call) => call.url === '/api/user/register')).toHaveLength(0);
  });

  it('refuses a taken account and a taken username as soon as their fields are left', async () => {
    const { calls } = stubRegistrationApi({ takenAccounts: ['004:1234567890'], takenUsernames: ['e2edemo'] });
    await openRegister();
    await passPhoneStep();
    enterBankAccount('ธนาคารกสิกรไทย', '1234567890');
    expect(await findFieldError(accountNumberField())).toBe('เลขบัญชีนี้ถูกใช้สมัครสมาชิกแล้ว');
    // A taken account's name is not asked for.
    expect(calls.some((call) => call.url === '/api/bank/name')).toBe(false);

    typeInto(usernameField(), 'E2EDemo');
    fireEvent.blur(usernameField());
    expect(await findFieldError(usernameField())).toBe('ชื่อผู้ใช้นี้มีผู้ใช้แล้ว กรุณาเลือกชื่ออื่น');
    expect(calls.at(-1)?.url).toBe('/api/user/checkUsername/e2edemo');

    // The refusal belongs to the value: another name clears it, the refused one brings it back without asking again.
    typeInto(usernameField(), 'e2edemo2');
    expect(usernameField().getAttribute('aria-invalid')).toBeNull();
    typeInto(usernameField(), 'e2edemo');
    expect(await findFieldError(usernameField())).toBe('ชื่อผู้ใช้นี้มีผู้ใช้แล้ว กรุณาเลือกชื่ออื่น');
    fireEvent.blur(usernameField());
    expect(calls.filter((call) => call.url.startsWith('/api/user/checkUsername/'))).toHaveLength(1);

    fireEvent.click(submitButton());
    expect(document.activeElement).toBe(accountNumberField());
    expect(calls.some((call) => call.url === '/api/user/register')).toBe(false);
  });

  it('checks a typed inviter code when its field is left', async () => {
    stubRegistrationApi({ inviters: { ABCD1234: 'de***mo' } });
    await openRegister();
    await passPhoneStep();
    const afCodeField = screen.getByLabelText<HTMLInputElement>('รหัสผู้แนะนำ (ถ้ามี)');
    expect(afCodeField.readOnly).toBe(false);
    typeInto(afCodeField, 'nobody12');
    fireEvent.blur(afCodeField);
    expect(await findFieldError(afCodeField)).toBe('ไม่พบรหัสผู้แนะนำนี้');
    typeInto(afCodeField, 'abcd1234');
    fireEvent.blur(afCodeField);
    expect((await screen.findByTestId('inviter-name')).textContent).toBe('ผู้แนะนำ: de***mo');
    expect(afCodeField.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps everything typed when going back to step 1 and forward again', async () => {
    stubRegistrationApi();
    await openRegister();
    await passPhoneStep('0891234567');
    pickBank('ธนาคารกรุงไทย');
    typeInto(usernameField(), 'keepme');
    fireEvent.click(screen.getByRole('button', { name: 'ย้อนกลับไปแก้เบอร์โทรศัพท์' }));
    expect(phoneField().value).toBe('0891234567');
    await passPhoneStep('0891234567');
    expect(usernameField().value).toBe('keepme');
    expect(screen.getByRole('button', { name: 'ธนาคาร ธนาคารกรุงไทย' })).toBeTruthy();
  });
});
