import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { friend, inviter, stubMembersApi, twin } from './test/members-stub';
import { renderMembersAt } from './test/render-members';

afterEach(() => vi.unstubAllGlobals());

const TWIN_PATH = `/backoffice/members/${twin.summary.uuid}`;

function cellsOf(row: HTMLElement | undefined): (string | null)[] {
  if (!row) throw new Error('no such row');
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('member detail', () => {
  it('shows a skeleton, then the profile: name, phone, bank, level, points and address', async () => {
    stubMembersApi();
    renderMembersAt(TWIN_PATH);
    expect(screen.getByTestId('member-detail-skeleton')).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('e2etwin');
    const profile = screen.getByTestId('member-profile');
    const facts = Object.fromEntries(
      within(profile)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      'ชื่อ-นามสกุล': 'สมศรี มีสุข',
      เบอร์โทร: '0898765432',
      บัญชีธนาคาร: 'ธนาคารกสิกรไทย · 123-4-56789-0',
      ระดับ: '2 · โกลด์',
      แต้มสะสม: '1,250 แต้ม',
      ที่อยู่จัดส่ง: '99/12 หมู่ 5 ถนนสุขุมวิท ต.บางพลีใหญ่ อ.บางพลี จ.สมุทรปราการ 10540',
      'รหัสทีม / การตลาด': 'TEAM7',
      สมัครเมื่อ: '22 พ.ย. 2569 00:30',
    });
    expect(screen.getByTestId('member-credit').textContent).toBe('1,000.00 บาท');
    expect(screen.getByTestId('member-credit-panel').textContent).toContain('ยอดค่าแนะนำเพื่อน 50.00 บาท');
  });

  it('shows a member of no brand of the operator as not found, with a retry', async () => {
    stubMembersApi();
    renderMembersAt('/backoffice/members/00000000-0000-4000-8000-000000000000');
    expect((await screen.findByText('โหลดข้อมูลสมาชิกไม่สำเร็จ')).closest('[role="alert"]')?.textContent).toContain('ไม่พบสมาชิก');
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
  });

  it('lists the credit ledger newest first with kind, signed amount, balance after and Bangkok time, a page at a time', async () => {
    const { requests } = stubMembersApi();
    const { router } = renderMembersAt(TWIN_PATH);
    const ledger = await screen.findByTestId('member-ledger');
    const rows = within(ledger).getAllByRole('row');
    expect(rows).toHaveLength(51);
    expect(cellsOf(rows[1])).toEqual(['22 พ.ย. 2569 00:30:00', 'ฝากเงิน', '+100.00', '1,000.00', '—', '100']);
    expect(cellsOf(rows[2])).toEqual(['22 พ.ย. 2569 00:30:00', 'วางเดิมพัน', '-25.00', '999.00', '—', '101']);
    expect(screen.getByTestId('pager-status').textContent).toBe('หน้า 1 จาก 2');
    expect(screen.getByText('ทั้งหมด 60 รายการ')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /ถัดไป/ }));
    await vi.waitFor(() => {
      expect(within(screen.getByTestId('member-ledger')).getAllByRole('row')).toHaveLength(11);
    });
    const ledgerRequests = requests.filter((request) => request.path.endsWith('/ledger'));
    expect(ledgerRequests.map((request) => [request.query.get('account'), request.query.get('page')])).toEqual([
      ['credit', '1'],
      ['credit', '2'],
    ]);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('switches the ledger to points, counted in whole points, from the first page', async () => {
    const { requests } = stubMembersApi();
    renderMembersAt(`${TWIN_PATH}?page=2`);
    await screen.findByTestId('member-ledger');
    fireEvent.change(screen.getByLabelText('บัญชี'), { target: { value: 'point' } });
    await vi.waitFor(() => {
      expect(cellsOf(within(screen.getByTestId('member-ledger')).getAllByRole('row')[1])).toEqual([
        '22 พ.ย. 2569 00:30:00',
        'ได้รับแต้ม',
        '+1,250',
        '1,250',
        '—',
        '77',
      ]);
    });
    expect(
      requests
        .filter((request) => request.path.endsWith('/ledger'))
        .at(-1)
        ?.query.toString(),
    ).toBe('account=point&page=1');

    fireEvent.change(screen.getByLabelText('บัญชี'), { target: { value: 'affiliate' } });
    expect(await screen.findByText('ยังไม่มีรายการ')).toBeTruthy();
  });

  it('lists the sign-ins with their state, address and device', async () => {
    stubMembersApi();
    renderMembersAt(TWIN_PATH);
    fireEvent.click(await screen.findByRole('tab', { name: 'การเข้าสู่ระบบ' }));
    const rows = within(await screen.findByTestId('member-sessions')).getAllByRole('row');
    expect(cellsOf(rows[1])).toEqual([
      '22 พ.ย. 2569 00:30:00',
      '22 พ.ย. 2569 00:30:00',
      'ยังใช้งานได้',
      '203.0.113.7',
      'ios',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    ]);
    expect(cellsOf(rows[2])).toEqual(['22 พ.ย. 2569 00:30:00', '22 พ.ย. 2569 00:30:00', 'ถูกยกเลิก', '—', '—', '—']);
  });

  it('links the upline and the downline to their own screens', async () => {
    stubMembersApi();
    const { router } = renderMembersAt(`${TWIN_PATH}?tab=network`);
    expect((await screen.findByTestId('member-upline')).textContent).toBe('inviter01');
    expect(screen.getByRole('heading', { name: 'เพื่อนที่แนะนำ (1 คน)' })).toBeTruthy();
    const downline = await screen.findByTestId('member-downline');
    fireEvent.click(within(downline).getByRole('link', { name: 'friend01' }));
    expect(router.state.location.pathname).toBe(`/backoffice/members/${friend.summary.uuid}`);
    expect((await screen.findByRole('heading', { level: 1, name: 'friend01' })).textContent).toBe('friend01');
    expect(screen.getByTestId('member-status-panel').textContent).toContain('ถูกล็อก');

    // The inviter has no upline and nobody invited.
    await router.navigate(`/backoffice/members/${inviter.summary.uuid}?tab=network`);
    expect((await screen.findByTestId('member-upline')).textContent).toBe('ไม่มีผู้แนะนำ');
    expect(await screen.findByText('ยังไม่มีเพื่อนที่แนะนำ')).toBeTruthy();
  });
});
