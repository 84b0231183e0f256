import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAffiliate, type AffiliateStubOptions } from '@/test/affiliate-stub';
import { stubApi } from '@/test/api-stub';
import { createDeferred, demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

const AMOUNT_LABEL = 'จำนวนเงิน (บาท)';

afterEach(() => vi.unstubAllGlobals());

async function openWithdrawTab(options: AffiliateStubOptions = {}) {
  const fetchMock = stubApi();
  const stub = stubAffiliate(fetchMock, options);
  renderAppAt('/auth/affiliate?tab=withdraw', { member: demoMember });
  const field = await screen.findByLabelText<HTMLInputElement>(AMOUNT_LABEL);
  await screen.findByTestId('affiliate-balance');
  const creditRequests = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/auth/user/getCredit/')).length;
  return { stub, field, creditRequests };
}

/** Toasts keep each Thai phrase whole in its own element, so their text is read from the live region. */
async function findToast(text: string) {
  await vi.waitFor(() => {
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes(text))).toBe(true);
  });
}

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

const pressToCredit = () => {
  fireEvent.click(screen.getByRole('button', { name: 'โอนเข้าเครดิต' }));
};
const pressToBank = () => {
  fireEvent.click(screen.getByRole('button', { name: 'ถอนเข้าบัญชีธนาคาร' }));
};
const KEY = expect.stringMatching(/^[0-9a-f-]{36}$/);

describe('moving the affiliate balance out', () => {
  it('moves an amount to credit once, then refreshes the balance and the credit and says so', async () => {
    const { stub, field, creditRequests } = await openWithdrawTab({ balanceSatang: 250_00 });
    expect(screen.getByTestId('affiliate-withdraw-available').textContent).toBe('฿250.00');
    const creditRequestsBefore = creditRequests();
    fireEvent.change(field, { target: { value: '100' } });
    pressToCredit();

    await findToast('โอนค่าแนะนำ 100.00 บาท เข้าเครดิตแล้ว');
    expect(stub.withdrawBodies).toEqual([{ amount: '100.00', type: 'credit', idempotencyKey: KEY }]);
    await vi.waitFor(() => expect(screen.getByTestId('affiliate-balance').textContent).toBe('฿150.00บาท'));
    expect(creditRequests()).toBeGreaterThan(creditRequestsBefore);
    expect(stub.creditSatang).toBe(1_100_00);
    expect(field.value).toBe('');
  });

  it('shows a refusal for too little balance beside the amount and keeps what was typed', async () => {
    const { stub, field } = await openWithdrawTab({ balanceSatang: 250_00 });
    fireEvent.change(field, { target: { value: '500' } });
    pressToCredit();
    expect(await findFieldError(field)).toBe('ยอดเงินไม่เพียงพอ');
    expect(field.value).toBe('500');
    expect(stub.balanceSatang).toBe(250_00);
    expect(screen.queryByTestId('affiliate-withdraw-error')).toBeNull();

    // Typing again clears the error.
    fireEvent.change(field, { target: { value: '50' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('checks the amount before sending anything', async () => {
    const { stub, field } = await openWithdrawTab();
    pressToCredit();
    expect(await findFieldError(field)).toBe('กรุณาระบุจำนวนเงิน');
    fireEvent.change(field, { target: { value: '1.005' } });
    pressToBank();
    expect(await findFieldError(field)).toBe('กรุณาระบุจำนวนเงินมากกว่า 0 และมีทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(stub.withdrawBodies).toHaveLength(0);
  });

  it('sends one request however often the buttons are pressed while it is pending', async () => {
    const hold = createDeferred<undefined>();
    const { stub, field } = await openWithdrawTab({ withdrawHold: hold.promise });
    fireEvent.change(field, { target: { value: '10' } });
    pressToCredit();
    const sending = await screen.findByRole('button', { name: 'กำลังทำรายการ…' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'ถอนเข้าบัญชีธนาคาร' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(sending);
    hold.resolve(undefined);
    await findToast('โอนค่าแนะนำ 10.00 บาท เข้าเครดิตแล้ว');
    expect(stub.withdrawBodies).toHaveLength(1);
  });

  it('repeats an unanswered attempt with the same key, so the money cannot move twice', async () => {
    const { stub, field } = await openWithdrawTab({ withdrawDropCount: 1 });
    fireEvent.change(field, { target: { value: '20' } });
    pressToCredit();
    expect((await screen.findByTestId('affiliate-withdraw-error')).textContent).toBe('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้');
    expect(field.value).toBe('20');
    pressToCredit();
    await findToast('โอนค่าแนะนำ 20.00 บาท เข้าเครดิตแล้ว');
    const [first, second] = stub.withdrawBodies;
    expect(second).toEqual(first);
  });

  it('asks before a bank withdrawal, then says it waits like any withdrawal', async () => {
    const { stub, field } = await openWithdrawTab({ balanceSatang: 250_00 });
    fireEvent.change(field, { target: { value: '200' } });
    pressToBank();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('ถอนค่าแนะนำ 200.00 บาท เข้าบัญชี ธนาคารกสิกรไทย xxx-x-x7890 ใช่หรือไม่?');
    expect(stub.withdrawBodies).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการถอน' }));

    await findToast('ส่งคำขอถอนค่าแนะนำ 200.00 บาทแล้ว รอเจ้าหน้าที่ดำเนินการ');
    expect(stub.withdrawBodies).toEqual([{ amount: '200.00', type: 'bank', idempotencyKey: KEY }]);
    expect((await screen.findByTestId('affiliate-bank-requested')).textContent).toContain('คำขอถอน 200.00 บาท รอเจ้าหน้าที่ดำเนินการเหมือนการถอนเงินปกติ');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await vi.waitFor(() => expect(screen.getByTestId('affiliate-balance').textContent).toBe('฿50.00บาท'));
  });

  it('shows a withdrawal rule that is not about the amount above the buttons', async () => {
    const { field } = await openWithdrawTab({
      withdrawRefusal: { status: 422, code: 'WITHDRAWAL_TURNOVER_UNMET', message: 'ยังทำยอดเทิร์นโอเวอร์ไม่ครบ จึงยังถอนเงินไม่ได้' },
    });
    fireEvent.change(field, { target: { value: '100' } });
    pressToBank();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยันการถอน' }));
    expect((await screen.findByTestId('affiliate-withdraw-error')).textContent).toBe('ยังทำยอดเทิร์นโอเวอร์ไม่ครบ จึงยังถอนเงินไม่ได้');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.value).toBe('100');
  });

  it('shows a daily cap refusal beside the amount', async () => {
    const { field } = await openWithdrawTab({
      withdrawRefusal: { status: 422, code: 'WITHDRAWAL_DAILY_CAP_EXCEEDED', message: 'ยอดถอนรวมวันนี้เกินวงเงินต่อวันของระดับสมาชิกของคุณ' },
    });
    fireEvent.change(field, { target: { value: '100' } });
    pressToBank();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ยืนยันการถอน' }));
    expect(await findFieldError(field)).toBe('ยอดถอนรวมวันนี้เกินวงเงินต่อวันของระดับสมาชิกของคุณ');
  });

  it('fills the whole balance on "use all"', async () => {
    const { field } = await openWithdrawTab({ balanceSatang: 1_234_56 });
    fireEvent.click(screen.getByRole('button', { name: 'ใช้ยอดทั้งหมด' }));
    expect(field.value).toBe('1234.56');
  });
});
