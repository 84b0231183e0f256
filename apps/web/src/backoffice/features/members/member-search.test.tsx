import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMembersApi, twin, type SentRequest } from './test/members-stub';
import { renderMembersAt } from './test/render-members';

afterEach(() => vi.unstubAllGlobals());

/** The searches sent, leaving out the console's brand list. */
const searches = (requests: SentRequest[]) => requests.filter((request) => request.path.endsWith('/members'));

const searchField = () => screen.getByLabelText<HTMLInputElement>('ชื่อผู้ใช้ เบอร์โทร หรือเลขบัญชี');

/** The form shows once the console knows its brand. */
async function openSearch(path = '/backoffice/members') {
  const rendered = renderMembersAt(path);
  await screen.findByLabelText('ชื่อผู้ใช้ เบอร์โทร หรือเลขบัญชี');
  return rendered;
}

function search(text: string) {
  fireEvent.change(searchField(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
}

describe('member search', () => {
  it('asks for at least two characters beside the field and sends nothing', async () => {
    const { requests } = stubMembersApi();
    await openSearch();
    search(' e ');
    expect((await screen.findByRole('alert')).textContent).toBe('พิมพ์อย่างน้อย 2 ตัวอักษร');
    expect(searchField().getAttribute('aria-invalid')).toBe('true');
    expect(searches(requests)).toHaveLength(0);
  });

  it('lists the members found with name, phone, level, status and credit, each linking to their screen', async () => {
    const { requests } = stubMembersApi();
    const { router } = await openSearch();
    search('e2e');
    const table = await screen.findByTestId('member-results');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ชื่อผู้ใช้', 'ชื่อ-นามสกุล', 'เบอร์โทร', 'ระดับ', 'สถานะ', 'เครดิต (บาท)']);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['e2etwin', 'สมศรี มีสุข', '0898765432', '2 · โกลด์', 'ใช้งานได้', '1,000.00']);
    expect(searches(requests).map((request) => request.query.get('q'))).toEqual(['e2e']);
    // The search is in the address, so back from a member shows the same results.
    expect(router.state.location.search).toBe('?q=e2e');

    fireEvent.click(within(table).getByRole('link', { name: 'e2etwin' }));
    expect(router.state.location.pathname).toBe(`/backoffice/members/${twin.summary.uuid}`);
  });

  it('follows the address: another search in it fills the field and shows its results', async () => {
    stubMembersApi();
    const { router } = await openSearch('/backoffice/members?q=e2etwin');
    await screen.findByTestId('member-results');
    await router.navigate('/backoffice/members?q=0811111111');
    await vi.waitFor(() => {
      expect(searchField().value).toBe('0811111111');
    });
    expect(within(await screen.findByTestId('member-results')).getByRole('link').textContent).toBe('inviter01');
  });

  it('finds a member by exact phone or bank account number', async () => {
    stubMembersApi();
    renderMembersAt('/backoffice/members?q=0811111111');
    expect(within(await screen.findByTestId('member-results')).getByRole('link').textContent).toBe('inviter01');
    expect(searchField().value).toBe('0811111111');
  });

  it('says so when nobody matches', async () => {
    stubMembersApi();
    renderMembersAt('/backoffice/members?q=nobody');
    expect(await screen.findByText('ไม่พบสมาชิก')).toBeTruthy();
    expect(document.body.textContent).toContain('ไม่มีสมาชิกที่ตรงกับ "nobody"');
  });

  it('shows a failed search in Thai with a retry button', async () => {
    const { requests } = stubMembersApi({ searchRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่' } });
    renderMembersAt('/backoffice/members?q=e2etwin');
    expect((await screen.findByText('ค้นหาสมาชิกไม่สำเร็จ')).closest('[role="alert"]')?.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่');
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    await vi.waitFor(() => {
      expect(searches(requests)).toHaveLength(2);
    });
  });
});
