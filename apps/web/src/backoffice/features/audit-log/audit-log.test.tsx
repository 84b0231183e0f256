import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS } from '@app/contract/audit-actions';
import { i18next } from '@/lib/i18n';
import { renderAppAt } from '@/test/render-app';
import { adminOperator, storeOperatorForTest, stubConsoleApi, type ConsoleStubOptions } from '@/backoffice/test/console-stub';
import type { AuditEntry } from './api/list-audit-log';

afterEach(() => vi.unstubAllGlobals());

const WITHDRAWAL_ID = '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b';

const approval: AuditEntry = {
  id: '42',
  operatorId: adminOperator.id,
  operatorUsername: 'finance.nok',
  ipAddress: '203.0.113.7',
  action: 'withdrawal.approve',
  targetType: 'withdrawal',
  targetId: WITHDRAWAL_ID,
  before: { status: 'pending' },
  after: { status: 'completed', bankReference: 'KBANK-0001', amountSatang: 125_050 },
  // 17:30:05 UTC is 00:30:05 the next day in Bangkok.
  createdAt: '2026-11-21T17:30:05.000Z',
};
/** A code no longer written: shown as it is. */
const login: AuditEntry = {
  id: '41',
  operatorId: null,
  operatorUsername: null,
  ipAddress: null,
  action: 'withdrawal.auto_payout',
  targetType: 'withdrawal',
  targetId: WITHDRAWAL_ID,
  before: null,
  after: { status: 'processing' },
  createdAt: '2026-11-21T17:29:00.000Z',
};

const failedLogin: AuditEntry = {
  id: '40',
  operatorId: null,
  operatorUsername: null,
  ipAddress: '198.51.100.4',
  action: 'operator.login_failed',
  targetType: 'operator_username',
  targetId: 'pa5*********',
  before: null,
  after: { username: 'pa5*********', reason: 'unknown_username' },
  createdAt: '2026-11-21T17:28:00.000Z',
};

async function openAuditLog(options: ConsoleStubOptions = {}, path = '/backoffice/audit-log') {
  storeOperatorForTest(adminOperator);
  const stub = stubConsoleApi(options);
  const rendered = renderAppAt(path);
  await screen.findByRole('heading', { name: 'บันทึกการใช้งาน', level: 1 });
  return { ...stub, ...rendered };
}

const auditCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/admin/audit-log')).map((call) => call.url);

describe('the audit log', () => {
  it('shows each entry with its Bangkok time, the operator by name and address, the action by name, the target and before/after as JSON', async () => {
    await openAuditLog({ audit: [approval, login, failedLogin] });
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows;
    if (!first || !second || !third) throw new Error('three rows expected');
    expect(within(first).getByText('22 พ.ย. 2569 00:30:05')).toBeTruthy();
    expect(within(first).getByTestId('audit-operator').textContent).toBe('finance.nok');
    expect(within(first).getByTestId('audit-address').textContent).toBe('จาก 203.0.113.7');
    expect(within(first).getByTestId('audit-action').textContent).toBe('อนุมัติถอนเงิน');
    expect(within(first).getByText('withdrawal.approve')).toBeTruthy();
    expect(within(first).getByRole('link', { name: WITHDRAWAL_ID })).toBeTruthy();
    const [before, after] = within(first).getAllByRole('figure');
    expect(before?.textContent).toBe('ก่อน{\n  "status": "pending"\n}');
    expect(after?.querySelector('pre')?.textContent).toBe(JSON.stringify(approval.after, null, 2));
    expect(within(second).getByTestId('audit-operator').textContent).toBe('ระบบอัตโนมัติ');
    expect(within(second).getByTestId('audit-action').textContent).toBe('withdrawal.auto_payout');
    expect(within(second).getByText('ไม่มีข้อมูล')).toBeTruthy();
    // A failed sign-in names no operator: the username tried is in the entry, with the address.
    expect(within(third).getByTestId('audit-operator').textContent).toBe('ไม่ทราบผู้ใช้');
    expect(within(third).getByTestId('audit-action').textContent).toBe('เข้าสู่ระบบหลังบ้านไม่สำเร็จ');
    expect(within(third).getByTestId('audit-address').textContent).toBe('จาก 198.51.100.4');
    expect(screen.getByText('3 รายการ')).toBeTruthy();
  });

  it('names every action the API writes, in Thai and in English', () => {
    for (const code of AUDIT_ACTIONS) {
      for (const language of ['th', 'en']) {
        const name = i18next.t(`auditActions.actions.${code}`, { ns: 'backoffice', lng: language });
        expect(name, `${language} ${code}`).not.toBe(`auditActions.actions.${code}`);
        expect(name.length, `${language} ${code}`).toBeGreaterThan(3);
      }
      expect(i18next.t(`auditActions.actions.${code}`, { ns: 'backoffice', lng: 'th' })).toMatch(/[ก-๙]/);
    }
  });

  it('sends the filters typed, leaves out the empty ones, and clears them', async () => {
    const { calls, router } = await openAuditLog({ audit: [approval] });
    await screen.findAllByTestId('audit-row');
    expect(auditCalls(calls)).toEqual(['/api/admin/audit-log?limit=100']);

    const action = screen.getByLabelText<HTMLSelectElement>('การกระทำ');
    expect([...action.options].find((option) => option.value === 'withdrawal.approve')?.textContent).toBe('อนุมัติถอนเงิน');
    fireEvent.change(action, { target: { value: 'withdrawal.approve' } });
    fireEvent.change(screen.getByLabelText('ประเภทเป้าหมาย'), { target: { value: 'withdrawal' } });
    fireEvent.change(screen.getByLabelText('จำนวนที่แสดง'), { target: { value: '500' } });
    // Nothing is asked until the search button is pressed.
    expect(auditCalls(calls)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await vi.waitFor(() => {
      expect(auditCalls(calls).at(-1)).toBe('/api/admin/audit-log?action=withdrawal.approve&targetType=withdrawal&limit=500');
    });
    expect(router.state.location.search).toBe('?action=withdrawal.approve&targetType=withdrawal&limit=500');

    fireEvent.click(screen.getByRole('button', { name: 'ล้างตัวกรอง' }));
    await vi.waitFor(() => {
      expect(auditCalls(calls).at(-1)).toBe('/api/admin/audit-log?limit=100');
    });
    expect(screen.getByLabelText<HTMLSelectElement>('การกระทำ').value).toBe('');
  });

  it('filters to one target from its link', async () => {
    const { calls } = await openAuditLog({ audit: [approval] });
    fireEvent.click(await screen.findByRole('link', { name: WITHDRAWAL_ID }));
    await vi.waitFor(() => {
      expect(auditCalls(calls).at(-1)).toBe(`/api/admin/audit-log?targetType=withdrawal&targetId=${WITHDRAWAL_ID}&limit=100`);
    });
    expect(screen.getByLabelText<HTMLInputElement>('รหัสเป้าหมาย').value).toBe(WITHDRAWAL_ID);
  });

  it('opens with the filters of the address', async () => {
    const { calls } = await openAuditLog({ audit: [] }, '/backoffice/audit-log?action=operator.login&limit=50');
    expect(await screen.findByText('ไม่พบบันทึกที่ตรงกับตัวกรอง')).toBeTruthy();
    expect(auditCalls(calls)).toEqual(['/api/admin/audit-log?action=operator.login&limit=50']);
    const action = screen.getByLabelText<HTMLSelectElement>('การกระทำ');
    expect(action.value).toBe('operator.login');
    expect(action.selectedOptions[0]?.textContent).toBe('เข้าสู่ระบบหลังบ้าน');
  });

  it('shows a failed load with a retry', async () => {
    const { calls } = await openAuditLog({ auditRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('โหลดบันทึกการใช้งานไม่สำเร็จ');
    fireEvent.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    await vi.waitFor(() => {
      expect(auditCalls(calls).length).toBeGreaterThan(1);
    });
  });
});
