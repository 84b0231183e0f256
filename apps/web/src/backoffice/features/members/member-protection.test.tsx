import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMembersApi, twin, type SentRequest } from './test/members-stub';
import { renderMembersAt } from './test/render-members';

afterEach(() => vi.unstubAllGlobals());

const addedBreaks = (requests: SentRequest[]) => requests.filter((request) => request.path.endsWith('/protection/breaks'));
const panel = () => screen.getByTestId('member-protection-panel');
const dialog = () => screen.getByTestId('member-break-dialog');

describe("a member's breaks from play in the console", () => {
  it('shows support that the member plays as usual, with no way to add a break', async () => {
    stubMembersApi();
    renderMembersAt(`/backoffice/members/${twin.summary.uuid}`, { role: 'support' });
    expect((await screen.findByTestId('member-protection-active')).textContent).toBe('สมาชิกเล่นได้ตามปกติ ไม่มีการพักการเล่นที่มีผลอยู่');
    expect(within(panel()).queryByRole('button', { name: 'เพิ่มการพักการเล่น' })).toBeNull();
  });

  it('shows the limits the member set with what is used, a raise waiting for the member, and every change', async () => {
    stubMembersApi();
    renderMembersAt(`/backoffice/members/${twin.summary.uuid}`, { role: 'support' });
    const limits = await screen.findAllByTestId('member-limit');
    expect(limits.map((limit) => limit.textContent)).toEqual([
      'วงเงินฝากรายวัน3,000.00 บาท · ใช้ไปแล้ว 1,200.00 บาทขอเปลี่ยนเป็น 5,000.00 ยืนยันได้ตั้งแต่ 21 พ.ย. 2569 12:00 น.',
    ]);
    expect(screen.getByTestId('member-limit-history').textContent).toBe(
      '20 พ.ย. 2569 12:00วงเงินฝากรายวัน · 5,000.00 · ขอเพิ่มหรือยกเลิก (รอ 24 ชั่วโมง)19 พ.ย. 2569 12:00วงเงินฝากรายวัน · 3,000.00 · ลดหรือตั้งวงเงิน (มีผลทันที)',
    );
  });

  it('lets an admin add a self-exclusion with a reason, then shows it in force and in the history', async () => {
    const { requests } = stubMembersApi();
    renderMembersAt(`/backoffice/members/${twin.summary.uuid}`, { role: 'admin' });
    fireEvent.click(await within(await screen.findByTestId('member-protection-panel')).findByRole('button', { name: 'เพิ่มการพักการเล่น' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('เพิ่มการพักการเล่นให้ e2etwin');

    fireEvent.click(within(dialog()).getByRole('button', { name: 'เริ่มการพักการเล่น' }));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('กรุณาระบุเหตุผล');
    expect(addedBreaks(requests)).toHaveLength(0);

    fireEvent.change(within(dialog()).getByLabelText('ระยะเวลา'), { target: { value: '1y' } });
    fireEvent.change(within(dialog()).getByLabelText('เหตุผล'), { target: { value: 'ลูกค้าโทรมาขอพักการเล่น' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'เริ่มการพักการเล่น' }));
    await vi.waitFor(() => {
      expect(screen.queryByTestId('member-break-dialog')).toBeNull();
    });
    expect(addedBreaks(requests).map((request) => request.body)).toEqual([{ kind: 'self_exclusion', period: '1y', reason: 'ลูกค้าโทรมาขอพักการเล่น' }]);
    await vi.waitFor(() => {
      expect(screen.getByTestId('member-protection-active').textContent).toMatch(/^พักการเล่นด้วยตนเอง มีผลถึง \d+ .+ \d{4} \d{2}:\d{2}/);
    });
    expect(screen.getByTestId('member-protection-entry').textContent).toContain('พักการเล่นด้วยตนเอง · 1 ปี · เพิ่มโดย admin · ลูกค้าโทรมาขอพักการเล่น');
  });

  it("offers only a time-out's periods for a time-out, and shows a refusal in the dialog with the reason kept", async () => {
    stubMembersApi({ breakRefusal: { status: 409, code: 'BREAK_NOT_LONGER', message: 'สมาชิกพักการเล่นอยู่แล้วนานกว่านี้ การพักไม่สามารถย่นระยะเวลาลงได้' } });
    renderMembersAt(`/backoffice/members/${twin.summary.uuid}`, { role: 'admin' });
    fireEvent.click(await within(await screen.findByTestId('member-protection-panel')).findByRole('button', { name: 'เพิ่มการพักการเล่น' }));
    fireEvent.change(within(dialog()).getByLabelText('ประเภท'), { target: { value: 'time_out' } });
    const periods = within(within(dialog()).getByLabelText('ระยะเวลา')).getAllByRole('option');
    expect(periods.map((option) => option.textContent)).toEqual(['24 ชั่วโมง', '7 วัน', '30 วัน']);
    fireEvent.change(within(dialog()).getByLabelText('เหตุผล'), { target: { value: 'ลูกค้าขอผ่านแชต' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'เริ่มการพักการเล่น' }));
    expect((await within(dialog()).findByTestId('member-break-error')).textContent).toBe('สมาชิกพักการเล่นอยู่แล้วนานกว่านี้ การพักไม่สามารถย่นระยะเวลาลงได้');
    expect(within(dialog()).getByLabelText<HTMLInputElement>('เหตุผล').value).toBe('ลูกค้าขอผ่านแชต');
  });
});
