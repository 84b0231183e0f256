import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { friend, stubMembersApi, twin, type SentRequest } from './test/members-stub';
import { renderMembersAt } from './test/render-members';

afterEach(() => vi.unstubAllGlobals());

const statusChanges = (requests: SentRequest[]) => requests.filter((request) => request.path.endsWith('/status'));
const dialog = () => screen.getByTestId('member-status-dialog');
const reasonField = () => within(dialog()).getByLabelText<HTMLInputElement>('เหตุผล (บันทึกในประวัติการทำงาน)');

async function openLockDialog(memberId: string, buttonName: string) {
  renderMembersAt(`/backoffice/members/${memberId}`, { role: 'support' });
  fireEvent.click(await screen.findByRole('button', { name: buttonName }));
  return screen.findByTestId('member-status-dialog');
}

describe('lock and unlock', () => {
  it('asks for a reason in a confirm dialog, then locks the member and shows it', async () => {
    const { requests } = stubMembersApi();
    await openLockDialog(twin.summary.uuid, 'ล็อกบัญชี');
    expect(within(dialog()).getByRole('heading').textContent).toBe('ล็อกบัญชี e2etwin');
    expect(dialog().textContent).toContain('สมาชิกจะถูกออกจากระบบทุกอุปกรณ์ทันที');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันล็อกบัญชี' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('กรุณาระบุเหตุผล');
    expect(statusChanges(requests)).toHaveLength(0);

    fireEvent.change(reasonField(), { target: { value: '  แจ้งบัญชีถูกขโมย ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันล็อกบัญชี' }));
    await vi.waitFor(() => {
      expect(screen.queryByTestId('member-status-dialog')).toBeNull();
    });
    expect(statusChanges(requests).map((request) => [request.method, request.body])).toEqual([['PUT', { status: 'locked', reason: 'แจ้งบัญชีถูกขโมย' }]]);
    await vi.waitFor(() => {
      expect(screen.getByTestId('member-status-panel').textContent).toContain('ถูกล็อก');
    });
    expect(screen.getByRole('button', { name: 'ปลดล็อกบัญชี' })).toBeTruthy();
  });

  it('unlocks a locked member with a reason', async () => {
    const { requests } = stubMembersApi();
    await openLockDialog(friend.summary.uuid, 'ปลดล็อกบัญชี');
    fireEvent.change(reasonField(), { target: { value: 'ยืนยันตัวตนแล้ว' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันปลดล็อกบัญชี' }));
    await vi.waitFor(() => {
      expect(screen.getByTestId('member-status-panel').textContent).toContain('ใช้งานได้');
    });
    expect(statusChanges(requests)[0]?.body).toEqual({ status: 'active', reason: 'ยืนยันตัวตนแล้ว' });
  });

  it('shows a refusal inside the dialog and keeps the reason', async () => {
    stubMembersApi({ statusRefusal: { status: 403, code: 'FORBIDDEN', message: 'คุณไม่มีสิทธิ์เข้าถึงข้อมูลนี้' } });
    await openLockDialog(twin.summary.uuid, 'ล็อกบัญชี');
    fireEvent.change(reasonField(), { target: { value: 'แจ้งบัญชีถูกขโมย' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยืนยันล็อกบัญชี' }));
    expect((await screen.findByTestId('member-status-error')).textContent).toBe('บทบาทของคุณไม่มีสิทธิ์ทำรายการนี้');
    expect(reasonField().value).toBe('แจ้งบัญชีถูกขโมย');
  });

  it('closes without a request when cancelled', async () => {
    const { requests } = stubMembersApi();
    await openLockDialog(twin.summary.uuid, 'ล็อกบัญชี');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByTestId('member-status-dialog')).toBeNull();
    expect(statusChanges(requests)).toHaveLength(0);
  });
});
