import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { financeOperator, supportOperator } from '@/backoffice/test/console-stub';
import { findFieldError, findToast } from '@/backoffice/test/queries';
import { BRAND_PATH, createStatementLine, twinSummary } from './test/deposits-stub';
import { openDeposits } from './test/open-deposits';

afterEach(() => vi.unstubAllGlobals());

const STATEMENT_VIEW = '/backoffice/deposits?view=statement';

/** The queue answers once, with every row. */
async function findRow(reference: string): Promise<HTMLElement> {
  const row = (await screen.findAllByTestId('statement-row')).find((candidate) => candidate.textContent?.includes(reference));
  if (!row) throw new Error(`no row of ${reference}`);
  return row;
}

const unmatched = createStatementLine({ bankReference: 'STMT-UNMATCHED', amountSatang: 1_234_50, occurredAt: '2026-11-21T18:00:00.000Z' });
const ambiguous = createStatementLine({ bankReference: 'STMT-AMBIGUOUS', status: 'ambiguous', senderBankCode: '004', occurredAt: '2026-11-21T17:00:00.000Z' });

async function chooseTwin(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('ชื่อผู้ใช้ เบอร์โทร หรือเลขบัญชี'), { target: { value: 'e2et' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'ค้นหา' }));
  fireEvent.click(await within(dialog).findByRole('radio', { name: /e2etwin/ }));
}

describe('the statement lines no member matched', () => {
  it('lists unmatched, ambiguous and held lines together, oldest first, with why each waits', async () => {
    const held = createStatementLine({
      bankReference: 'STMT-HELD',
      status: 'held',
      memberId: twinSummary.uuid,
      note: 'ยอดฝากนี้เกินวงเงินฝากรายวันที่คุณตั้งไว้ 300.00 บาท (ใช้ไปแล้ว 200.00 บาท) เริ่มนับใหม่ 22 พฤศจิกายน 2569 เวลา 00:00 น.',
      occurredAt: '2026-11-21T19:00:00.000Z',
    });
    await openDeposits(financeOperator, { lines: [unmatched, ambiguous, held] }, STATEMENT_VIEW);
    expect(screen.getByRole('tab', { name: 'รายการเดินบัญชีที่ไม่ตรง' }).getAttribute('aria-selected')).toBe('true');
    const row = await findRow('STMT-UNMATCHED');
    expect(within(row).getByTestId('statement-amount').textContent).toBe('1,234.50');
    expect(row.textContent).toContain('ธนาคารไทยพาณิชย์');
    expect(row.textContent).toContain('4567890');
    expect(row.textContent).toContain('ไม่พบสมาชิกที่มีเลขบัญชีนี้');
    expect((await findRow('STMT-AMBIGUOUS')).textContent).toContain('เลขบัญชีตรงกับสมาชิกมากกว่าหนึ่งคน');
    const heldRow = await findRow('STMT-HELD');
    expect(heldRow.textContent).toContain('เกินวงเงินฝากที่สมาชิกตั้งไว้');
    expect(heldRow.textContent).toContain('วงเงินฝากรายวันที่คุณตั้งไว้ 300.00 บาท');
    expect(screen.getAllByTestId('statement-row').map((line) => line.getAttribute('data-line-id'))).toEqual([ambiguous.uuid, unmatched.uuid, held.uuid]);
  });

  it('assigns a line to the member found with the member search, and the line leaves the queue', async () => {
    const { posts, calls } = await openDeposits(financeOperator, { lines: [unmatched] }, STATEMENT_VIEW);
    fireEvent.click(within(await findRow('STMT-UNMATCHED')).getByRole('button', { name: 'ระบุสมาชิก' }));
    const dialog = screen.getByTestId('assign-line-dialog');
    expect(dialog.textContent).toContain('เงินเข้า 1,234.50 บาท จาก ธนาคารไทยพาณิชย์ 4567890');

    fireEvent.click(within(dialog).getByRole('button', { name: 'เลือกสมาชิกเพื่อเติมเครดิต' }));
    expect((await within(dialog).findByTestId('deposit-dialog-error')).textContent).toBe('กรุณาเลือกสมาชิกก่อน');
    await chooseTwin(dialog);
    expect(calls.some((call) => call.path === `${BRAND_PATH}/members` && call.query.get('q') === 'e2et')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'เติมเครดิต 1,234.50 บาทให้ e2etwin' }));
    await findToast('เติมเครดิต 1,234.50 บาทให้ e2etwin แล้ว');
    expect(posts()).toEqual([
      expect.objectContaining({ path: `${BRAND_PATH}/statement-lines/${unmatched.uuid}/assign`, body: { memberId: twinSummary.uuid } }),
    ]);
    expect(await screen.findByText('ไม่มีรายการเดินบัญชีที่รอจับคู่')).toBeTruthy();
  });

  it("shows the server's Thai refusal in the dialog and keeps the member chosen", async () => {
    await openDeposits(
      financeOperator,
      {
        lines: [unmatched],
        decisionRefusal: { status: 409, code: 'STATEMENT_LINE_NOT_PENDING', message: 'รายการเดินบัญชีนี้ถูกดำเนินการไปแล้ว' },
      },
      STATEMENT_VIEW,
    );
    fireEvent.click(within(await findRow('STMT-UNMATCHED')).getByRole('button', { name: 'ระบุสมาชิก' }));
    const dialog = screen.getByTestId('assign-line-dialog');
    await chooseTwin(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'เติมเครดิต 1,234.50 บาทให้ e2etwin' }));
    expect((await within(dialog).findByTestId('deposit-dialog-error')).textContent).toBe('รายการเดินบัญชีนี้ถูกดำเนินการไปแล้ว');
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: /e2etwin/ }).checked).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'เติมเครดิต 1,234.50 บาทให้ e2etwin' })).toBeTruthy();
  });

  it('rejects a line with a reason, which it requires first', async () => {
    const { posts } = await openDeposits(financeOperator, { lines: [unmatched] }, STATEMENT_VIEW);
    fireEvent.click(within(await findRow('STMT-UNMATCHED')).getByRole('button', { name: 'ปฏิเสธ' }));
    const dialog = screen.getByTestId('deposit-reject-dialog');
    const reason = within(dialog).getByLabelText('เหตุผลที่ปฏิเสธ (บันทึกภายใน)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันปฏิเสธรายการ' }));
    expect(await findFieldError(reason)).toBe('กรุณาระบุเหตุผล (อย่างน้อย 3 ตัวอักษร)');
    fireEvent.change(reason, { target: { value: ' คืนเงินผู้โอนแล้ว ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันปฏิเสธรายการ' }));
    await findToast('ปฏิเสธรายการเดินบัญชีแล้ว');
    expect(posts()).toEqual([expect.objectContaining({ path: `${BRAND_PATH}/statement-lines/${unmatched.uuid}/reject`, body: { reason: 'คืนเงินผู้โอนแล้ว' } })]);
  });

  it('shows support the lines without assign or reject', async () => {
    await openDeposits(supportOperator, { lines: [unmatched] }, STATEMENT_VIEW);
    const row = await findRow('STMT-UNMATCHED');
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: 'ดำเนินการ' })).toBeNull();
  });

  it('says when no line waits', async () => {
    await openDeposits(financeOperator, {}, STATEMENT_VIEW);
    expect(await screen.findByText('ไม่มีรายการเดินบัญชีที่รอจับคู่')).toBeTruthy();
  });
});
