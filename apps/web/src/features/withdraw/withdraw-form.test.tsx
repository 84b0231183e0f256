import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { createMemberLevel, createWithdrawal, demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

const WITHDRAW_PATH = '/api/auth/withdraw/5b2f7c1e-8a1d-4c1e-9a57-2f0f3e4b5c6d';

function withdrawRequests(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([input, init]) => input === WITHDRAW_PATH && init?.method === 'POST');
}

async function openWithdrawScreen() {
  renderAppAt('/auth/withdraw', { member: demoMember });
  return screen.findByLabelText('จำนวนเงินที่ต้องการถอน (บาท)');
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

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการถอนเงิน' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('withdraw screen', () => {
  it('shows the masked registered account, the tier limits and an empty pending list', async () => {
    stubApi();
    await openWithdrawScreen();
    expect(screen.getByText('ธนาคารกสิกรไทย')).toBeTruthy();
    expect(screen.getByTestId('withdraw-bank-account').textContent).toBe('xxx-x-x7890');
    expect(screen.getByText('ระบบจะโอนเงินเข้าบัญชีที่ลงทะเบียนไว้นี้เท่านั้น')).toBeTruthy();
    const limits = await screen.findByTestId('withdraw-limits');
    expect(limits.textContent).toContain('ถอนได้สูงสุด 100,000.00 บาทต่อวัน');
    expect(limits.textContent).toContain('ถอนได้ไม่เกิน 5 ครั้งต่อวัน');
    expect(await screen.findByText('ไม่มีรายการถอนที่รอดำเนินการ')).toBeTruthy();
  });

  it("lists the limits of the member's tier now, from the brand's table: a diamond's most per withdrawal beside the daily limit", async () => {
    stubApi({ memberLevel: createMemberLevel(4) });
    await openWithdrawScreen();
    const limits = await screen.findByTestId('withdraw-limits');
    expect(limits.textContent).toContain('เงื่อนไขการถอนระดับไดมอนด์');
    expect(limits.textContent).toContain('ถอนได้สูงสุด 1,000,000.00 บาทต่อวัน');
    expect(limits.textContent).toContain('ถอนได้สูงสุด 200,000.00 บาทต่อครั้ง');
  });

  it('shows a refusal about the amount beside the field, in the server’s words', async () => {
    const fetchMock = stubApi({
      withdrawRefusal: {
        status: 422,
        code: 'WITHDRAWAL_DAILY_CAP_EXCEEDED',
        message: 'ยอดถอนรวมวันนี้เกินวงเงินต่อวัน ถอนได้อีก 2,000.00 บาท',
      },
    });
    const field = await openWithdrawScreen();
    fireEvent.change(field, { target: { value: '5000' } });
    submit();

    expect(await findFieldError(field)).toBe('ยอดถอนรวมวันนี้เกินวงเงินต่อวัน ถอนได้อีก 2,000.00 บาท');
    const sent: unknown = JSON.parse(String(withdrawRequests(fetchMock)[0]?.[1]?.body));
    expect(sent).toEqual({ amount: '5000.00', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(screen.queryByTestId('withdraw-error')).toBeNull();
  });

  it('retries an unanswered attempt with the same key and starts a new key after an answer', async () => {
    const fetchMock = stubApi({ withdrawRefusal: { status: 503, code: 'LEDGER_BUSY', message: 'ระบบกำลังประมวลผล กรุณาลองใหม่อีกครั้ง' } });
    const field = await openWithdrawScreen();
    fireEvent.change(field, { target: { value: '100' } });
    submit();
    await screen.findByTestId('withdraw-error');
    submit();
    await vi.waitFor(() => expect(withdrawRequests(fetchMock)).toHaveLength(2));
    const keys = withdrawRequests(fetchMock).map((call) => (JSON.parse(String(call[1]?.body)) as { idempotencyKey: string }).idempotencyKey);
    // A 503 is an answer: the server refused, so the next press is a new attempt.
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('puts a validation error the server names for the amount field beside that field', async () => {
    stubApi({
      withdrawRefusal: { status: 400, code: 'VALIDATION_FAILED', message: 'กรุณาระบุจำนวนเงินมากกว่า 0', field: 'amount' },
    });
    const field = await openWithdrawScreen();
    fireEvent.change(field, { target: { value: '100' } });
    submit();
    expect(await findFieldError(field)).toBe('กรุณาระบุจำนวนเงินมากกว่า 0');
  });

  it('shows a refusal that is not about the amount above the button', async () => {
    stubApi({ withdrawRefusal: { status: 422, code: 'MEMBER_BANK_MISSING', message: 'กรุณาผูกบัญชีธนาคารก่อนถอนเงิน' } });
    const field = await openWithdrawScreen();
    fireEvent.change(field, { target: { value: '100' } });
    submit();
    expect((await screen.findByTestId('withdraw-error')).textContent).toBe('กรุณาผูกบัญชีธนาคารก่อนถอนเงิน');
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('leaves the money rules to the server, so an amount over the balance and the tier maximum hears of the balance', async () => {
    // Diamond allows 200,000 baht a withdrawal; the server checks the balance first (docs/decisions.md).
    const diamond = { ...demoMember, level: 4, user_credit: { ...demoMember.user_credit, level: 4 } };
    const fetchMock = stubApi({ member: diamond, withdrawRefusal: { status: 422, code: 'INSUFFICIENT_FUNDS', message: 'ยอดเงินไม่เพียงพอ' } });
    renderAppAt('/auth/withdraw', { member: diamond });
    const field = await screen.findByLabelText('จำนวนเงินที่ต้องการถอน (บาท)');
    fireEvent.change(field, { target: { value: '300000' } });
    submit();
    expect(await findFieldError(field)).toBe('ยอดเงินไม่เพียงพอ');
    expect(withdrawRequests(fetchMock)).toHaveLength(1);
  });

  it('checks the amount before sending anything', async () => {
    const fetchMock = stubApi();
    const field = await openWithdrawScreen();
    submit();
    expect(await findFieldError(field)).toBe('กรุณาระบุจำนวนเงินที่ต้องการถอน');
    fireEvent.change(field, { target: { value: '10.555' } });
    submit();
    expect(await findFieldError(field)).toBe('กรุณาระบุจำนวนเงินมากกว่า 0 และมีทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(withdrawRequests(fetchMock)).toHaveLength(0);
  });

  it('withdraws a quick amount, then refreshes the credit and lists the request as pending', async () => {
    stubApi({ creditSatang: 1_000_00 });
    await openWithdrawScreen();
    expect((await screen.findByTestId('credit-balance')).textContent).toContain('1,000.00');

    fireEvent.click(screen.getByRole('button', { name: 'ถอน 100 บาท' }));
    submit();

    await findToast('ส่งคำขอถอนเงิน 100.00 บาทแล้ว รอเจ้าหน้าที่ดำเนินการ');
    await vi.waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toContain('900.00'));
    const pending = await screen.findByTestId('pending-withdrawals');
    expect(within(pending).getByTestId('withdrawal-amount').textContent).toBe('฿100.00');
    expect(within(pending).getByText('รอดำเนินการ')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('จำนวนเงินที่ต้องการถอน (บาท)').value).toBe('');
  });

  it('offers a retry when the pending list fails to load', async () => {
    stubApi({ pendingRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
    await openWithdrawScreen();
    const alert = await screen.findByText('โหลดรายการถอนไม่สำเร็จ');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
  });

  it('lists pending requests with the Bangkok date in the Buddhist era', async () => {
    stubApi({ pendingWithdrawals: [createWithdrawal({ amountSatang: 1_500_50 })] });
    await openWithdrawScreen();
    const pending = await screen.findByTestId('pending-withdrawals');
    expect(pending.textContent).toContain('22 พ.ย. 2569 00:30');
    expect(pending.textContent).toContain('฿1,500.50');
    expect(pending.textContent).toContain('เข้าบัญชี xxx-x-x7890');
  });
});
