import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { errorResponse, type StubbedError } from '@/test/deposit-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { createDeferred, demoMember, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

const CHANGE_PATH = `/api/auth/user/change-password/${demoMember.uuid}`;
const OLD_PASSWORD = 'old-pass-1234';

afterEach(() => vi.unstubAllGlobals());

interface ChangeStubOptions {
  /** Answers every change with this refusal instead of checking the old password. */
  refusal?: StubbedError;
  /** Holds the answer until the test resolves it. */
  answer?: Promise<Response>;
}

/** The shell's API plus the change-password endpoint, which checks the old password as the server does. */
function stubChangePasswordApi({ refusal, answer }: ChangeStubOptions = {}) {
  const fetchMock = stubApi();
  const sentBodies: unknown[] = [];
  answerExtraRoutes(fetchMock, (url, init) => {
    if (!url.startsWith('/api/auth/user/change-password/') || init?.method !== 'POST') return null;
    const body: unknown = JSON.parse(String(init.body));
    sentBodies.push(body);
    if (url !== CHANGE_PATH) return errorResponse({ status: 403, code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์' });
    if (answer) return answer;
    if (refusal) return errorResponse(refusal);
    if (Reflect.get(Object(body), 'oldPassword') !== OLD_PASSWORD) {
      return errorResponse({ status: 422, code: 'OLD_PASSWORD_WRONG', message: 'รหัสผ่านเดิมไม่ถูกต้อง', field: 'oldPassword' });
    }
    return jsonResponse(200, { data: { otherSessionsEnded: 2 } });
  });
  return { fetchMock, sentBodies };
}

const oldField = () => screen.getByLabelText<HTMLInputElement>('รหัสผ่านเดิม');
const newField = () => screen.getByLabelText<HTMLInputElement>('รหัสผ่านใหม่');
const confirmField = () => screen.getByLabelText<HTMLInputElement>('ยืนยันรหัสผ่านใหม่');

async function openPage() {
  renderAppAt('/auth/settings/change-password', { member: demoMember });
  await screen.findByLabelText('รหัสผ่านเดิม');
}

function fill(oldPassword: string, newPassword: string, confirmPassword: string) {
  fireEvent.change(oldField(), { target: { value: oldPassword } });
  fireEvent.change(newField(), { target: { value: newPassword } });
  fireEvent.change(confirmField(), { target: { value: confirmPassword } });
}

const submit = () => {
  fireEvent.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
};

/** The error the field points at (aria-describedby), once there is one. */
async function findFieldError(field: HTMLElement): Promise<string> {
  return vi.waitFor(() => {
    const errorId = field.getAttribute('aria-describedby');
    const text = errorId ? document.getElementById(errorId)?.textContent : null;
    if (!text) throw new Error('the field shows no error');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    return text;
  });
}

describe('change password', () => {
  it('offers three password fields with the right autocomplete and a show/hide button each', async () => {
    stubChangePasswordApi();
    await openPage();
    expect(screen.getByRole('heading', { name: 'เปลี่ยนรหัสผ่าน', level: 1 })).toBeTruthy();
    expect(oldField().getAttribute('autocomplete')).toBe('current-password');
    expect(newField().getAttribute('autocomplete')).toBe('new-password');
    expect(confirmField().getAttribute('autocomplete')).toBe('new-password');
    for (const field of [oldField(), newField(), confirmField()]) expect(field.type).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'แสดงรหัสผ่านใหม่' }));
    expect(newField().type).toBe('text');
    expect(oldField().type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'ซ่อนรหัสผ่านใหม่' }));
    expect(newField().type).toBe('password');
  });

  it('checks the form with the contract and sends nothing while it is wrong', async () => {
    const { sentBodies } = stubChangePasswordApi();
    await openPage();
    submit();
    expect(await findFieldError(oldField())).toBe('กรุณากรอกรหัสผ่านเดิม');
    expect(await findFieldError(newField())).toBe('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร');
    expect(document.activeElement).toBe(oldField());

    fill(OLD_PASSWORD, 'new-pass-5678', 'new-pass-567');
    submit();
    expect(await findFieldError(confirmField())).toBe('รหัสผ่านใหม่ทั้งสองช่องไม่ตรงกัน');
    expect(oldField().getAttribute('aria-invalid')).toBeNull();

    fill(OLD_PASSWORD, OLD_PASSWORD, OLD_PASSWORD);
    submit();
    expect(await findFieldError(newField())).toBe('รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม');
    expect(sentBodies).toHaveLength(0);
  });

  it('shows a wrong old password beside that field and keeps everything typed', async () => {
    const { sentBodies } = stubChangePasswordApi();
    await openPage();
    fill('not-my-password', 'new-pass-5678', 'new-pass-5678');
    submit();
    expect(await findFieldError(oldField())).toBe('รหัสผ่านเดิมไม่ถูกต้อง');
    expect(sentBodies).toHaveLength(1);
    expect(oldField().value).toBe('not-my-password');
    expect(newField().value).toBe('new-pass-5678');
    expect(confirmField().value).toBe('new-pass-5678');
    expect(screen.queryByTestId('change-password-done')).toBeNull();

    // Typing again clears the error of that field only.
    fireEvent.change(oldField(), { target: { value: OLD_PASSWORD } });
    expect(oldField().getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the three passwords once, clears and hides the fields and says the other devices were signed out', async () => {
    const { sentBodies } = stubChangePasswordApi();
    await openPage();
    fill(OLD_PASSWORD, 'new-pass-5678', 'new-pass-5678');
    fireEvent.click(screen.getByRole('button', { name: 'แสดงรหัสผ่านใหม่' }));
    submit();
    expect((await screen.findByTestId('change-password-done')).textContent).toContain('อุปกรณ์อื่นที่เข้าสู่ระบบไว้ 2 เครื่อง ถูกออกจากระบบแล้ว');
    expect(screen.getByTestId('change-password-done').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('change-password-done').textContent).toContain('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว');
    expect(sentBodies).toEqual([{ oldPassword: OLD_PASSWORD, newPassword: 'new-pass-5678', confirmPassword: 'new-pass-5678' }]);
    expect([oldField().value, newField().value, confirmField().value]).toEqual(['', '', '']);
    expect(newField().type).toBe('password');

    // The notice stays until the member types again.
    fireEvent.change(oldField(), { target: { value: 'n' } });
    expect(screen.queryByTestId('change-password-done')).toBeNull();
  });

  it('sends one request however often the button is pressed while it is pending', async () => {
    const reply = createDeferred<Response>();
    const { sentBodies } = stubChangePasswordApi({ answer: reply.promise });
    await openPage();
    fill(OLD_PASSWORD, 'new-pass-5678', 'new-pass-5678');
    submit();
    const button = await screen.findByRole('button', { name: 'กำลังเปลี่ยนรหัสผ่าน' });
    expect(button.hasAttribute('disabled')).toBe(true);
    // A second press, or Enter in a field, while the first request is pending.
    fireEvent.click(button);
    fireEvent.submit(confirmField());
    reply.resolve(jsonResponse(200, { data: { otherSessionsEnded: 0 } }));
    expect((await screen.findByTestId('change-password-done')).textContent).toContain('ไม่มีอุปกรณ์อื่นที่เข้าสู่ระบบค้างไว้');
    expect(sentBodies).toHaveLength(1);
  });

  it('puts a validation refusal beside the field the server names', async () => {
    stubChangePasswordApi({ refusal: { status: 400, code: 'VALIDATION_FAILED', message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม', field: 'newPassword' } });
    await openPage();
    fill(OLD_PASSWORD, 'new-pass-5678', 'new-pass-5678');
    submit();
    expect(await findFieldError(newField())).toBe('รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม');
    expect(newField().value).toBe('new-pass-5678');
  });

  it('shows a refusal without a field above the button and keeps what was typed', async () => {
    stubChangePasswordApi({ refusal: { status: 429, code: 'LOGIN_LOCKED', message: 'เข้าสู่ระบบผิดหลายครั้ง กรุณาลองใหม่ในอีก 15 นาที' } });
    await openPage();
    fill(OLD_PASSWORD, 'new-pass-5678', 'new-pass-5678');
    submit();
    expect((await screen.findByTestId('change-password-error')).textContent).toBe('เข้าสู่ระบบผิดหลายครั้ง กรุณาลองใหม่ในอีก 15 นาที');
    expect(oldField().value).toBe(OLD_PASSWORD);
    expect(confirmField().value).toBe('new-pass-5678');
  });
});
