import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { financeOperator, OPERATOR_TOKEN, supportOperator } from '@/backoffice/test/console-stub';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { BRAND_PATH, createSlipRequest } from './test/deposits-stub';
import { openDeposits } from './test/open-deposits';

afterEach(() => vi.unstubAllGlobals());

/** The queue answers once, with every row. */
async function findRow(username: string): Promise<HTMLElement> {
  const row = (await screen.findAllByTestId('slip-row')).find((candidate) => candidate.textContent?.includes(username));
  if (!row) throw new Error(`no row of ${username}`);
  return row;
}
const dialogOf = (testId: string) => screen.getByTestId(testId);

describe('the slip review queue', () => {
  it('lists each slip with the member, the time, what its QR says and its photo fetched with the operator token', async () => {
    const slip = createSlipRequest({ username: 'somsak99', note: 'โอนจากบัญชีภรรยา' });
    const { calls } = await openDeposits(financeOperator, { slips: [slip, createSlipRequest({ username: 'noqr01', sendingBank: null, transRef: null })] });
    const row = await findRow('somsak99');
    expect(row.textContent).toContain('22 พ.ย. 2569 00:30');
    expect(row.textContent).toContain('ธนาคารกสิกรไทย');
    expect(row.textContent).toContain('KB20261122A0001');
    expect(row.textContent).toContain('หมายเหตุสมาชิก: โอนจากบัญชีภรรยา');
    // What the member typed, to look for on the bank's statement.
    expect(within(row).getByTestId('slip-claim').textContent).toBe('500.00โอนเมื่อ 22 พ.ย. 2569 00:20');
    expect((await findRow('noqr01')).textContent).toContain('อ่าน QR บนสลิปไม่ได้');
    await vi.waitFor(() => {
      expect(within(row).getByRole('button', { name: 'ดูสลิปของ somsak99' }).querySelector('img')?.getAttribute('src')).toMatch(/^blob:slip-photo-/);
    });
    const photoCall = calls.find((call) => call.path === `${BRAND_PATH}/slip-requests/${slip.uuid}/image`);
    expect(photoCall?.authorization).toBe(`Bearer ${OPERATOR_TOKEN}`);
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['', 'อนุมัติ', 'ปฏิเสธ']);
  });

  it('approves with the amount typed in baht, sent as satang with the bank and reference from the QR', async () => {
    const slip = createSlipRequest({ username: 'somsak99' });
    const { posts } = await openDeposits(financeOperator, { slips: [slip] });
    fireEvent.click(within(await findRow('somsak99')).getByRole('button', { name: 'อนุมัติ' }));
    const dialog = dialogOf('slip-approve-dialog');
    const amount = within(dialog).getByLabelText<HTMLInputElement>('ยอดเงินตามสลิป (บาท)');
    // The member's amount is shown to check against, never filled in for the operator.
    expect(within(dialog).getByTestId('slip-claim-summary').textContent).toBe('สมาชิกแจ้งโอน 500.00 บาท เมื่อ 22 พ.ย. 2569 00:20 ตรวจกับรายการเงินเข้าก่อนอนุมัติ');
    expect(amount.value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันอนุมัติและเติมเครดิต' }));
    expect(await findFieldError(amount)).toBe('กรุณากรอกยอดเงินเป็นบาท ทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(posts()).toHaveLength(0);

    expect(within(dialog).getByLabelText<HTMLInputElement>('เลขอ้างอิงการโอน').value).toBe('KB20261122A0001');
    fireEvent.change(amount, { target: { value: '1,500.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันอนุมัติและเติมเครดิต' }));
    await findToast('อนุมัติสลิปของ somsak99 แล้ว เติมเครดิต 1,500.50 บาท');
    expect(posts()).toEqual([
      expect.objectContaining({
        path: `${BRAND_PATH}/slip-requests/${slip.uuid}/approve`,
        body: { amountSatang: 150_050, bankReference: 'KB20261122A0001', senderBankCode: '004' },
      }),
    ]);
    // The queue is asked again and the approved slip has left it.
    expect(await screen.findByText('ไม่มีสลิปที่รอตรวจ')).toBeTruthy();
  });

  it('shows a refused amount beside its field in Thai and keeps what was typed', async () => {
    const slip = createSlipRequest({ username: 'somsak99', sendingBank: null, transRef: null });
    await openDeposits(financeOperator, {
      slips: [slip],
      decisionRefusal: { status: 400, code: 'VALIDATION_FAILED', message: 'ยอดไม่ตรงกับรายการเดินบัญชี (1,000.00 บาท)', field: 'amountSatang' },
    });
    fireEvent.click(within(await findRow('somsak99')).getByRole('button', { name: 'อนุมัติ' }));
    const dialog = dialogOf('slip-approve-dialog');
    const amount = within(dialog).getByLabelText<HTMLInputElement>('ยอดเงินตามสลิป (บาท)');
    fireEvent.change(amount, { target: { value: '999' } });
    fireEvent.change(within(dialog).getByLabelText('ธนาคารผู้โอน'), { target: { value: '014' } });
    fireEvent.change(within(dialog).getByLabelText('เลขอ้างอิงการโอน'), { target: { value: 'SCB-12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันอนุมัติและเติมเครดิต' }));
    expect(await findFieldError(amount)).toBe('ยอดไม่ตรงกับรายการเดินบัญชี (1,000.00 บาท)');
    expect(amount.value).toBe('999');
    expect(within(dialog).getByLabelText<HTMLInputElement>('เลขอ้างอิงการโอน').value).toBe('SCB-12345');
  });

  it('rejects with a reason, which it requires first, and keeps it when the server refuses', async () => {
    const slip = createSlipRequest({ username: 'somsak99' });
    const { posts } = await openDeposits(financeOperator, {
      slips: [slip],
      decisionRefusal: { status: 409, code: 'SLIP_REQUEST_NOT_PENDING', message: 'คำขอตรวจสอบสลิปนี้ถูกดำเนินการไปแล้ว' },
    });
    fireEvent.click(within(await findRow('somsak99')).getByRole('button', { name: 'ปฏิเสธ' }));
    const dialog = dialogOf('deposit-reject-dialog');
    const reason = within(dialog).getByLabelText<HTMLInputElement>('เหตุผลที่ปฏิเสธ (สมาชิกจะเห็นข้อความนี้)');
    fireEvent.change(reason, { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันปฏิเสธสลิป' }));
    expect(await findFieldError(reason)).toBe('กรุณาระบุเหตุผล (อย่างน้อย 3 ตัวอักษร)');

    fireEvent.change(reason, { target: { value: 'สลิปปลอม' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันปฏิเสธสลิป' }));
    expect((await within(dialog).findByTestId('deposit-reject-dialog-error')).textContent).toBe('คำขอตรวจสอบสลิปนี้ถูกดำเนินการไปแล้ว');
    expect(reason.value).toBe('สลิปปลอม');
    expect(posts()).toEqual([expect.objectContaining({ path: `${BRAND_PATH}/slip-requests/${slip.uuid}/reject`, body: { reason: 'สลิปปลอม' } })]);
  });

  it('shows support the queue read-only, with the photo still viewable, and revokes the photo when it closes', async () => {
    const { objectUrls } = await openDeposits(supportOperator, { slips: [createSlipRequest({ username: 'somsak99' })] });
    const row = await findRow('somsak99');
    expect(within(row).queryByRole('button', { name: 'อนุมัติ' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'ดำเนินการ' })).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('บทบาทของคุณดูรายการได้อย่างเดียว');

    fireEvent.click(within(row).getByRole('button', { name: 'ดูสลิปของ somsak99' }));
    const dialog = dialogOf('slip-photo-dialog');
    const photo = await within(dialog).findByRole('img', { name: 'สลิปที่ somsak99 ส่งมา' });
    const url = photo.getAttribute('src');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(objectUrls.revokeObjectURL).toHaveBeenCalledWith(url);
  });

  it('says when no slip waits', async () => {
    await openDeposits(financeOperator, {});
    expect(await screen.findByText('ไม่มีสลิปที่รอตรวจ')).toBeTruthy();
  });

  it('shows a failed load with a retry that asks again', async () => {
    const { calls } = await openDeposits(financeOperator, { listRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดสลิปรอตรวจไม่สำเร็จ');
    expect(alert.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    const before = calls.length;
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    await vi.waitFor(() => {
      expect(calls.length).toBeGreaterThan(before);
    });
  });
});
