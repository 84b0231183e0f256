import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '@/test/deposit-stub';
import { jsonResponse } from '@/test/fixtures';
import { i18next } from '@/lib/i18n';
import { renderAppAt } from '@/test/render-app';
import type { Operator } from '@/backoffice/session/operator-session-storage';
import {
  adminOperator,
  createAdminWithdrawal,
  financeOperator,
  storeOperatorForTest,
  stubConsoleApi,
  supportOperator,
  type ConsoleStubOptions,
} from '@/backoffice/test/console-stub';
import { findFieldError, findToast } from '@/backoffice/test/queries';

afterEach(() => vi.unstubAllGlobals());

const BRAND_PATH = '/api/admin/brands/9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

async function openQueue(operator: Operator, options: ConsoleStubOptions, path = '/backoffice/withdrawals', heading = 'คิวถอนเงิน') {
  storeOperatorForTest(operator);
  const stub = stubConsoleApi(options);
  const rendered = renderAppAt(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  return { ...stub, ...rendered };
}

const rowOf = async (username: string) => (await screen.findAllByTestId('withdrawal-row')).find((row) => row.textContent?.includes(username));

async function findRow(username: string): Promise<HTMLElement> {
  return waitFor(async () => {
    const row = await rowOf(username);
    if (!row) throw new Error(`no row of ${username}`);
    return row;
  });
}

const dialog = () => screen.getByTestId('withdrawal-decision-dialog');

describe('the withdrawal queue', () => {
  it('lists the pending withdrawals with the member, the full account with its holder and the amount in baht', async () => {
    await openQueue(financeOperator, {
      withdrawals: { pending: [createAdminWithdrawal({ username: 'somsak99', amountSatang: 1_234_567_89, bankAccountNumber: '0987654321' })] },
    });
    const row = await findRow('somsak99');
    expect(within(row).getByTestId('withdrawal-amount').textContent).toBe('1,234,567.89');
    expect(row.textContent).toContain('098-7-65432-1');
    expect(row.textContent).toContain('ธนาคารกสิกรไทย');
    expect(within(row).getByTestId('withdrawal-account-name').textContent).toBe('ชื่อบัญชี นายสมชาย ใจดี');
    expect(row.textContent).toContain('22 พ.ย. 2569 00:30');
    expect(within(row).getByText('รออนุมัติ')).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['อนุมัติ', 'ปฏิเสธ', 'โอนไม่สำเร็จ']);
  });

  it('approves with the bank reference, which it requires first', async () => {
    const withdrawal = createAdminWithdrawal({ username: 'somsak99' });
    const { calls } = await openQueue(financeOperator, { withdrawals: { pending: [withdrawal] } });
    fireEvent.click(within(await findRow('somsak99')).getByRole('button', { name: 'อนุมัติ' }));
    expect(within(dialog()).getByText('somsak99 ถอน 1,250.50 บาท')).toBeTruthy();
    expect(dialog().textContent).toContain('123-4-56789-0');
    // The holder's name, to check against what the bank's transfer screen shows before sending.
    expect(within(dialog()).getByTestId('withdrawal-account-name').textContent).toBe('ชื่อบัญชี นายสมชาย ใจดี');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันอนุมัติ' }));
    const reference = within(dialog()).getByLabelText<HTMLInputElement>('เลขอ้างอิงการโอนจากธนาคาร');
    expect(await findFieldError(reference)).toBe('กรุณาระบุเลขอ้างอิงการโอน (อย่างน้อย 3 ตัวอักษร)');
    expect(calls.some((call) => call.url.endsWith('/approve'))).toBe(false);

    fireEvent.change(reference, { target: { value: '  KBANK-20261122-0001 ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันอนุมัติ' }));
    await findToast('อนุมัติรายการของ somsak99 แล้ว');
    expect(screen.queryByTestId('withdrawal-decision-dialog')).toBeNull();
    const approve = calls.filter((call) => call.url.endsWith('/approve'));
    expect(approve).toEqual([
      expect.objectContaining({ method: 'POST', url: `${BRAND_PATH}/withdrawals/${withdrawal.uuid}/approve`, body: { bankReference: 'KBANK-20261122-0001' } }),
    ]);
    // The queue is asked again and the approved row has left it.
    expect(await screen.findByText('ไม่มีรายการถอนที่รออนุมัติ')).toBeTruthy();
  });

  it('shows who gave the first approval and asks a colleague for the second', async () => {
    const withdrawal = createAdminWithdrawal({
      username: 'bigwin',
      amountSatang: 80_000_00,
      firstApprovedBy: adminOperator.id,
      firstApprovedByUsername: 'finance.nok',
    });
    const { calls } = await openQueue(financeOperator, { withdrawals: { pending: [withdrawal] } });
    const row = await findRow('bigwin');
    expect(within(row).getByText('รอผู้อนุมัติคนที่สอง')).toBeTruthy();
    expect(within(row).getByTestId('first-approval').textContent).toBe('อนุมัติครั้งแรกโดย finance.nok');
    fireEvent.click(within(row).getByRole('button', { name: 'อนุมัติคนที่สอง' }));
    fireEvent.change(within(dialog()).getByLabelText('เลขอ้างอิงการโอนจากธนาคาร'), { target: { value: 'SCB-777' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันอนุมัติ' }));
    await findToast('อนุมัติรายการของ bigwin แล้ว');
    expect(calls.filter((call) => call.url.endsWith('/approve'))).toHaveLength(1);
  });

  it('tells the first approver that a second operator must approve, and keeps the reference typed', async () => {
    const withdrawal = createAdminWithdrawal({ username: 'bigwin', amountSatang: 80_000_00, firstApprovedBy: financeOperator.id });
    await openQueue(financeOperator, {
      withdrawals: { pending: [withdrawal] },
      decision: () => errorResponse({ status: 409, code: 'SECOND_APPROVER_REQUIRED', message: 'รายการถอนยอดสูงต้องอนุมัติโดยเจ้าหน้าที่การเงินอีกคนหนึ่ง' }),
    });
    const row = await findRow('bigwin');
    expect(within(row).getByTestId('first-approval').textContent).toBe('คุณอนุมัติครั้งแรกแล้ว ต้องให้เจ้าหน้าที่การเงินอีกคนอนุมัติ');
    fireEvent.click(within(row).getByRole('button', { name: 'อนุมัติ' }));
    const reference = within(dialog()).getByLabelText<HTMLInputElement>('เลขอ้างอิงการโอนจากธนาคาร');
    fireEvent.change(reference, { target: { value: 'SCB-777' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันอนุมัติ' }));
    expect((await within(dialog()).findByTestId('withdrawal-decision-dialog-error')).textContent).toBe(
      'คุณอนุมัติรายการนี้ไปแล้ว รายการถอนยอดสูงต้องอนุมัติโดยเจ้าหน้าที่การเงินอีกคนหนึ่ง',
    );
    expect(reference.value).toBe('SCB-777');
  });

  it('says a first approval was recorded when the server keeps the withdrawal pending', async () => {
    const withdrawal = createAdminWithdrawal({ username: 'bigwin', amountSatang: 80_000_00 });
    await openQueue(financeOperator, {
      withdrawals: { pending: [withdrawal] },
      decision: (row) => {
        const { memberId: _memberId, username: _username, ...answer } = row;
        return jsonResponse(200, { data: { ...answer, firstApprovedBy: financeOperator.id } });
      },
    });
    fireEvent.click(within(await findRow('bigwin')).getByRole('button', { name: 'อนุมัติ' }));
    fireEvent.change(within(dialog()).getByLabelText('เลขอ้างอิงการโอนจากธนาคาร'), { target: { value: 'SCB-777' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันอนุมัติ' }));
    await findToast('บันทึกการอนุมัติครั้งแรกแล้ว รอเจ้าหน้าที่การเงินอีกคนอนุมัติ');
  });

  it('shows a completed withdrawal with its bank reference and who approved it, both approvers under four-eyes', async () => {
    await openQueue(
      supportOperator,
      {
        withdrawals: {
          completed: [
            createAdminWithdrawal({
              username: 'somsak99',
              status: 'completed',
              bankReference: 'KTB-0042',
              decidedBy: financeOperator.id,
              decidedByUsername: 'finance.nok',
            }),
            createAdminWithdrawal({
              username: 'bigwin',
              status: 'completed',
              bankReference: 'SCB-0099',
              decidedByUsername: 'finance.ploy',
              firstApprovedBy: financeOperator.id,
              firstApprovedByUsername: 'finance.nok',
            }),
            createAdminWithdrawal({ username: 'autopaid', status: 'completed', bankReference: 'PAYOUT-7' }),
          ],
        },
      },
      '/backoffice/withdrawals?status=completed',
    );
    const single = await findRow('somsak99');
    expect(within(single).getByTestId('withdrawal-bank-reference').textContent).toBe('เลขอ้างอิง KTB-0042');
    expect(within(single).getByTestId('withdrawal-deciders').textContent).toBe('อนุมัติโดย finance.nok');
    expect(within(await findRow('bigwin')).getByTestId('withdrawal-deciders').textContent).toBe('อนุมัติโดย finance.nokอนุมัติคนที่สองโดย finance.ploy');
    expect(within(await findRow('autopaid')).getByTestId('withdrawal-deciders').textContent).toBe('โอนอัตโนมัติ ไม่มีผู้อนุมัติ');
  });

  it('rejects with a reason the member will read, which it requires first', async () => {
    const withdrawal = createAdminWithdrawal({ username: 'somsak99' });
    const { calls } = await openQueue(adminOperator, { withdrawals: { pending: [withdrawal] } });
    fireEvent.click(within(await findRow('somsak99')).getByRole('button', { name: 'ปฏิเสธ' }));
    const reason = within(dialog()).getByLabelText<HTMLInputElement>('เหตุผลที่ปฏิเสธ (สมาชิกจะเห็นข้อความนี้)');
    fireEvent.change(reason, { target: { value: 'ab' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันปฏิเสธ' }));
    expect(await findFieldError(reason)).toBe('กรุณาระบุเหตุผล (อย่างน้อย 3 ตัวอักษร)');

    fireEvent.change(reason, { target: { value: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันปฏิเสธ' }));
    await findToast('ปฏิเสธรายการของ somsak99 แล้ว เงินคืนเข้าเครดิตสมาชิก');
    expect(calls.filter((call) => call.url.endsWith('/reject')).map((call) => call.body)).toEqual([{ reason: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก' }]);

    // The rejected tab shows it with its reason.
    fireEvent.click(screen.getByRole('tab', { name: 'ปฏิเสธแล้ว' }));
    const rejected = await findRow('somsak99');
    expect(rejected.textContent).toContain('เหตุผล: ชื่อบัญชีไม่ตรงกับชื่อสมาชิก');
    expect(within(rejected).queryAllByRole('button')).toHaveLength(0);
  });

  it('marks a payout as failed with its cause; a failed one can then be retried or rejected', async () => {
    const withdrawal = createAdminWithdrawal({ username: 'somsak99' });
    const { calls, router } = await openQueue(financeOperator, { withdrawals: { pending: [withdrawal] } });
    fireEvent.click(within(await findRow('somsak99')).getByRole('button', { name: 'โอนไม่สำเร็จ' }));
    fireEvent.change(within(dialog()).getByLabelText('สาเหตุที่โอนไม่สำเร็จ (สมาชิกจะเห็นข้อความนี้)'), { target: { value: 'บัญชีปลายทางถูกปิด' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันโอนไม่สำเร็จ' }));
    await findToast('บันทึกว่าโอนไม่สำเร็จแล้ว');
    expect(calls.filter((call) => call.url.endsWith('/fail')).map((call) => call.body)).toEqual([{ reason: 'บัญชีปลายทางถูกปิด' }]);

    fireEvent.click(screen.getByRole('tab', { name: 'โอนไม่สำเร็จ' }));
    expect(router.state.location.search).toBe('?status=failed');
    const failed = await findRow('somsak99');
    expect(failed.textContent).toContain('สาเหตุ: บัญชีปลายทางถูกปิด');
    expect(
      within(failed)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['ลองจ่ายใหม่', 'ปฏิเสธ']);
  });

  it('retries a failed payout after a confirmation, and it goes back to the pending queue', async () => {
    const withdrawal = createAdminWithdrawal({ username: 'somsak99', status: 'failed', failureReason: 'บัญชีปลายทางถูกปิด' });
    const { calls } = await openQueue(adminOperator, { withdrawals: { failed: [withdrawal] } }, '/backoffice/withdrawals?status=failed');
    fireEvent.click(within(await findRow('somsak99')).getByRole('button', { name: 'ลองจ่ายใหม่' }));
    expect(within(dialog()).getByRole('heading', { name: 'ลองจ่ายรายการนี้ใหม่' })).toBeTruthy();
    expect(within(dialog()).getByText('somsak99 ถอน 1,250.50 บาท')).toBeTruthy();
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/retry'))).toBe(false);

    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันลองจ่ายใหม่' }));
    await findToast('ส่งรายการของ somsak99 กลับเข้าคิวรออนุมัติแล้ว');
    expect(calls.filter((call) => call.url.endsWith('/retry'))).toEqual([
      expect.objectContaining({ method: 'POST', url: `${BRAND_PATH}/withdrawals/${withdrawal.uuid}/retry` }),
    ]);
    expect(await screen.findByText('ไม่มีรายการที่โอนไม่สำเร็จ')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'รออนุมัติ' }));
    expect(
      within(await findRow('somsak99'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['อนุมัติ', 'ปฏิเสธ', 'โอนไม่สำเร็จ']);
  });

  it("shows the server's refusal of a retry in the dialog", async () => {
    const withdrawal = createAdminWithdrawal({ username: 'somsak99', status: 'failed' });
    await openQueue(
      financeOperator,
      {
        withdrawals: { failed: [withdrawal] },
        decision: () => errorResponse({ status: 409, code: 'WITHDRAWAL_NOT_FAILED', message: 'ส่งคำขอถอนใหม่ได้เฉพาะรายการที่โอนไม่สำเร็จ' }),
      },
      '/backoffice/withdrawals?status=failed',
    );
    fireEvent.click(within(await findRow('somsak99')).getByRole('button', { name: 'ลองจ่ายใหม่' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันลองจ่ายใหม่' }));
    expect((await within(dialog()).findByTestId('withdrawal-decision-dialog-error')).textContent).toBe('ส่งคำขอถอนใหม่ได้เฉพาะรายการที่โอนไม่สำเร็จ');
  });

  it('shows that refusal in English to an operator working in English', async () => {
    window.localStorage.setItem('backofficeLanguage', 'en');
    try {
      const withdrawal = createAdminWithdrawal({ username: 'somsak99', status: 'failed' });
      await openQueue(
        financeOperator,
        {
          withdrawals: { failed: [withdrawal] },
          decision: () => errorResponse({ status: 409, code: 'WITHDRAWAL_NOT_FAILED', message: 'ส่งคำขอถอนใหม่ได้เฉพาะรายการที่โอนไม่สำเร็จ' }),
        },
        '/backoffice/withdrawals?status=failed',
        'Withdrawals',
      );
      fireEvent.click(within(await findRow('somsak99')).getByRole('button', { name: 'Retry payout' }));
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm retry' }));
      expect((await within(dialog()).findByTestId('withdrawal-decision-dialog-error')).textContent).toBe(
        'Only a withdrawal whose transfer failed can be tried again.',
      );
    } finally {
      await i18next.changeLanguage('th');
    }
  });

  it('gives support no retry on a failed payout', async () => {
    await openQueue(
      supportOperator,
      { withdrawals: { failed: [createAdminWithdrawal({ username: 'somsak99', status: 'failed' })] } },
      '/backoffice/withdrawals?status=failed',
    );
    expect(within(await findRow('somsak99')).queryAllByRole('button')).toHaveLength(0);
  });

  it('refreshes the list when the withdrawal was already handled elsewhere', async () => {
    const withdrawal = createAdminWithdrawal({ username: 'somsak99' });
    const { calls } = await openQueue(financeOperator, {
      withdrawals: { pending: [withdrawal] },
      decision: () => errorResponse({ status: 409, code: 'WITHDRAWAL_NOT_PENDING', message: 'รายการถอนนี้ถูกดำเนินการไปแล้ว' }),
    });
    fireEvent.click(within(await findRow('somsak99')).getByRole('button', { name: 'ปฏิเสธ' }));
    fireEvent.change(within(dialog()).getByLabelText('เหตุผลที่ปฏิเสธ (สมาชิกจะเห็นข้อความนี้)'), { target: { value: 'ซ้ำ' } });
    const listCalls = () => calls.filter((call) => call.url.includes('/withdrawals?')).length;
    const before = listCalls();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันปฏิเสธ' }));
    expect((await within(dialog()).findByTestId('withdrawal-decision-dialog-error')).textContent).toBe('รายการถอนนี้ถูกดำเนินการไปแล้ว กรุณารีเฟรชรายการ');
    await vi.waitFor(() => {
      expect(listCalls()).toBeGreaterThan(before);
    });
  });

  it('shows support the queue read-only, without a single action', async () => {
    await openQueue(supportOperator, { withdrawals: { pending: [createAdminWithdrawal({ username: 'somsak99' })] } });
    const row = await findRow('somsak99');
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: 'ดำเนินการ' })).toBeNull();
    expect(screen.getByRole('note').textContent).toContain('บทบาทของคุณดูรายการได้อย่างเดียว');
  });

  it('opens on the status of the address and says when a queue is empty', async () => {
    await openQueue(financeOperator, {}, '/backoffice/withdrawals?status=failed');
    expect(screen.getByRole('tab', { name: 'โอนไม่สำเร็จ' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('ไม่มีรายการที่โอนไม่สำเร็จ')).toBeTruthy();
  });

  it('shows a failed load with a retry that asks again', async () => {
    const { calls } = await openQueue(financeOperator, { withdrawalsRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดคิวถอนเงินไม่สำเร็จ');
    expect(alert.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    const before = calls.length;
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    await vi.waitFor(() => {
      expect(calls.length).toBeGreaterThan(before);
    });
  });
});
