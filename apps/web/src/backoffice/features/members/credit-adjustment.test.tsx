import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeferred, jsonResponse } from '@/test/fixtures';
import { stubMembersApi, twin, type SentRequest } from './test/members-stub';
import { renderMembersAt } from './test/render-members';

afterEach(() => vi.unstubAllGlobals());

const form = () => screen.getByTestId('credit-adjustment-form');
const amountField = () => within(form()).getByLabelText<HTMLInputElement>('จำนวนเงิน');
const reasonField = () => within(form()).getByLabelText<HTMLInputElement>('เหตุผล');
const adjustments = (requests: SentRequest[]) => requests.filter((request) => request.path.endsWith('/credit-adjustments'));

async function openTwin() {
  renderMembersAt(`/backoffice/members/${twin.summary.uuid}`, { role: 'finance' });
  await screen.findByTestId('credit-adjustment-form');
}

function fill(amount: string, reason: string) {
  fireEvent.change(amountField(), { target: { value: amount } });
  fireEvent.change(reasonField(), { target: { value: reason } });
}

const press = (name: string) => {
  fireEvent.click(within(form()).getByRole('button', { name }));
};

/** The error the field points at (aria-describedby), once there is one. */
async function findFieldError(field: HTMLElement): Promise<string> {
  return vi.waitFor(() => {
    const errorId = field.getAttribute('aria-describedby');
    const text = errorId ? document.getElementById(errorId)?.textContent : null;
    if (!text) throw new Error('the field shows no error');
    return text;
  });
}

describe('credit adjustment', () => {
  it('sends the baht typed as exact satang with the reason and a fresh idempotency key, then shows the new balance and ledger entry', async () => {
    const { requests } = stubMembersApi();
    await openTwin();
    fill('12.34', '  ชดเชยยอดฝากตกหล่น  ');
    press('ยืนยันเพิ่มเครดิต');
    expect((await screen.findByTestId('credit-adjustment-done')).textContent).toBe('เพิ่มเครดิต 12.34 บาทแล้ว ยอดคงเหลือ 1,012.34 บาท');
    const [sent] = adjustments(requests);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      direction: 'credit',
      amountSatang: 1234,
      reason: 'ชดเชยยอดฝากตกหล่น',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // The amount and reason are cleared for the next adjustment; the credit and ledger refresh.
    expect([amountField().value, reasonField().value]).toEqual(['', '']);
    await vi.waitFor(() => {
      expect(screen.getByTestId('member-credit').textContent).toBe('1,012.34 บาท');
    });
    await vi.waitFor(() => {
      const top = within(screen.getByTestId('member-ledger')).getAllByRole('row')[1];
      expect(top?.textContent).toContain('ปรับยอดโดยทีมงาน');
      expect(top?.textContent).toContain('+12.34');
      expect(top?.textContent).toContain('1,012.34');
      expect(top?.textContent).toContain('ชดเชยยอดฝากตกหล่น');
    });
  });

  it('takes credit away with the debit direction', async () => {
    const { requests } = stubMembersApi();
    await openTwin();
    fireEvent.click(within(form()).getByRole('radio', { name: 'ลดเครดิต' }));
    fill('1,000', 'ยกเลิกโบนัสผิดเงื่อนไข');
    press('ยืนยันลดเครดิต');
    expect((await screen.findByTestId('credit-adjustment-done')).textContent).toBe('ลดเครดิต 1,000.00 บาทแล้ว ยอดคงเหลือ 0.00 บาท');
    expect(adjustments(requests)[0]?.body).toMatchObject({ direction: 'debit', amountSatang: 100000 });
  });

  it('needs an amount and a reason and sends nothing without them', async () => {
    const { requests } = stubMembersApi();
    await openTwin();
    press('ยืนยันเพิ่มเครดิต');
    expect(await findFieldError(amountField())).toBe('กรุณากรอกจำนวนเงิน');
    expect(await findFieldError(reasonField())).toBe('กรุณาระบุเหตุผล');
    fill('12.345', 'ok');
    press('ยืนยันเพิ่มเครดิต');
    expect(await findFieldError(amountField())).toBe('จำนวนเงินไม่ถูกต้อง (มากกว่า 0 และทศนิยมไม่เกิน 2 ตำแหน่ง)');
    expect(await findFieldError(reasonField())).toBe('กรุณาระบุเหตุผล');
    expect(adjustments(requests)).toHaveLength(0);
  });

  it('sends one request however often the button is pressed while it is on its way', async () => {
    const reply = createDeferred<Response>();
    const { requests } = stubMembersApi({ adjustAnswers: [() => reply.promise] });
    await openTwin();
    fill('50', 'โบนัสวันเกิด');
    press('ยืนยันเพิ่มเครดิต');
    const busy = await within(form()).findByRole('button', { name: 'กำลังบันทึก' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    fireEvent.click(busy);
    fireEvent.submit(form());
    reply.resolve(jsonResponse(200, { data: { transferId: '1', balanceAfterSatang: 105_000 } }));
    expect((await screen.findByTestId('credit-adjustment-done')).textContent).toContain('ยอดคงเหลือ 1,050.00 บาท');
    expect(adjustments(requests)).toHaveLength(1);
  });

  it('shows a refusal, keeps what was typed, and makes a new key for the next attempt', async () => {
    const { requests } = stubMembersApi({
      adjustAnswers: [() => Promise.resolve(jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'คุณไม่มีสิทธิ์เข้าถึงข้อมูลนี้' } }))],
    });
    await openTwin();
    fill('12.34', 'ชดเชย');
    press('ยืนยันเพิ่มเครดิต');
    expect((await screen.findByTestId('credit-adjustment-error')).textContent).toBe('บทบาทของคุณไม่มีสิทธิ์ทำรายการนี้');
    expect([amountField().value, reasonField().value]).toEqual(['12.34', 'ชดเชย']);
    press('ยืนยันเพิ่มเครดิต');
    await screen.findByTestId('credit-adjustment-done');
    const [first, second] = adjustments(requests).map((request) => Reflect.get(Object(request.body), 'idempotencyKey'));
    expect(first).not.toBe(second);
  });

  it('puts "not enough credit" beside the amount', async () => {
    stubMembersApi();
    await openTwin();
    fireEvent.click(within(form()).getByRole('radio', { name: 'ลดเครดิต' }));
    fill('5000', 'ทดสอบ');
    press('ยืนยันลดเครดิต');
    expect(await findFieldError(amountField())).toBe('ยอดเงินไม่เพียงพอ');
    expect(amountField().value).toBe('5000');
  });

  it('retries an attempt that got no answer with the same key, so the money moves once', async () => {
    const { requests } = stubMembersApi({ adjustAnswers: [() => Promise.reject(new TypeError('Failed to fetch'))] });
    await openTwin();
    fill('12.34', 'ชดเชย');
    press('ยืนยันเพิ่มเครดิต');
    expect(await screen.findByTestId('credit-adjustment-error')).toBeTruthy();
    press('ยืนยันเพิ่มเครดิต');
    await screen.findByTestId('credit-adjustment-done');
    const [first, second] = adjustments(requests).map((request) => Reflect.get(Object(request.body), 'idempotencyKey'));
    expect(second).toBe(first);

    // A new adjustment after that one is a new attempt with its own key.
    fill('1', 'อีกรายการ');
    press('ยืนยันเพิ่มเครดิต');
    await vi.waitFor(() => {
      expect(adjustments(requests)).toHaveLength(3);
    });
    expect(Reflect.get(Object(adjustments(requests)[2]?.body), 'idempotencyKey')).not.toBe(first);
  });
});
