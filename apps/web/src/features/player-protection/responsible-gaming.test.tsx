import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { errorResponse } from '@/test/deposit-stub';
import { answerExtraRoutes } from '@/test/extra-routes';
import { demoMember, jsonResponse } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const BREAKS_PATH = '/api/auth/protection/breaks';

/** The shell's API plus the break endpoint, answering a break that ends on 28 November 2026, 12:00 in Bangkok. */
function stubBreakApi(refuse = false) {
  const fetchMock = stubApi();
  const sentBodies: unknown[] = [];
  answerExtraRoutes(fetchMock, (url, init) => {
    if (url !== BREAKS_PATH || init?.method !== 'POST') return null;
    const body = JSON.parse(String(init.body)) as { kind: string; period: string };
    sentBodies.push(body);
    if (refuse) return errorResponse({ status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่' });
    return jsonResponse(200, { data: { ...body, startsAt: '2026-11-27T05:00:00.000Z', endsAt: '2026-11-28T05:00:00.000Z', setBy: 'member' } });
  });
  return { fetchMock, sentBodies };
}

async function openPage() {
  const app = renderAppAt('/auth/settings/responsible-gaming', { member: demoMember });
  const card = await screen.findByTestId('break-card-time_out');
  const isSignedIn = () => app.store.getState().auth.currentUser !== null;
  return { card, isSignedIn, path: () => app.router.state.location.pathname };
}

describe('the responsible gaming page', () => {
  it('takes a 24-hour time-out after the member reads what it does, then logs out and says until when', async () => {
    const { sentBodies } = stubBreakApi();
    const { card, isSignedIn, path } = await openPage();
    const ask = within(card).getByRole<HTMLButtonElement>('button', { name: 'พักการเล่นชั่วคราว' });
    expect(ask.disabled).toBe(true);
    fireEvent.click(within(card).getByLabelText('24 ชั่วโมง'));
    fireEvent.click(ask);

    const dialog = await screen.findByTestId('confirm-break');
    expect(dialog.textContent).toContain('ออกจากระบบทุกอุปกรณ์ทันที');
    expect(dialog.textContent).toContain('ยกเลิกก่อนครบกำหนดไม่ได้');
    expect(dialog.textContent).toContain('รายการถอนเงินที่รออยู่จะดำเนินการต่อตามปกติ');
    expect(sentBodies).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยันการพัก (24 ชั่วโมง)' }));

    const notice = await screen.findByTestId('login-notice');
    expect(notice.textContent).toBe('เริ่มพักการเล่นแล้ว เข้าสู่ระบบได้อีกครั้งหลัง 28 พ.ย. 2569 12:00 น. ขอบคุณที่ดูแลตัวเอง');
    expect(sentBodies).toEqual([{ kind: 'time_out', period: '24h' }]);
    expect(isSignedIn()).toBe(false);
    expect(path()).toBe('/login');
  });

  it('offers self-exclusion for 6 months to good, says it covers the same phone or bank elsewhere, and can be left without a break', async () => {
    const { sentBodies } = stubBreakApi();
    const { isSignedIn } = await openPage();
    const card = screen.getByTestId('break-card-self_exclusion');
    expect(
      within(card)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['6 เดือน', '1 ปี', '5 ปี', 'ถาวร']);
    fireEvent.click(within(card).getByLabelText('ถาวร'));
    fireEvent.click(within(card).getByRole('button', { name: 'ขอพักการเล่นด้วยตนเอง' }));
    const dialog = await screen.findByTestId('confirm-break');
    expect(dialog.textContent).toContain('ครอบคลุมทุกเว็บไซต์ในเครือที่ใช้เบอร์โทรศัพท์หรือบัญชีธนาคารเดียวกัน');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยังไม่พัก' }));
    expect(screen.queryByTestId('confirm-break')).toBeNull();
    expect(sentBodies).toEqual([]);
    expect(isSignedIn()).toBe(true);
  });

  it('keeps the member signed in with the dialog open and the reason shown when the request fails', async () => {
    stubBreakApi(true);
    const { card, isSignedIn, path } = await openPage();
    fireEvent.click(within(card).getByLabelText('7 วัน'));
    fireEvent.click(within(card).getByRole('button', { name: 'พักการเล่นชั่วคราว' }));
    fireEvent.click(within(await screen.findByTestId('confirm-break')).getByRole('button', { name: 'ยืนยันการพัก (7 วัน)' }));
    expect((await screen.findByTestId('confirm-break-error')).textContent).toBe('ระบบขัดข้องชั่วคราว กรุณาลองใหม่');
    expect(isSignedIn()).toBe(true);
    expect(path()).toBe('/auth/settings/responsible-gaming');
  });

  it('is linked from the foot of every member page', async () => {
    stubBreakApi();
    renderAppAt('/auth/dashboard', { member: demoMember });
    const footnote = await screen.findByTestId('member-footnote');
    expect(within(footnote).getByRole('link', { name: 'เล่นอย่างรับผิดชอบ' }).getAttribute('href')).toBe('/auth/settings/responsible-gaming');
  });
});
