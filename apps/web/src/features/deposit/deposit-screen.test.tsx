import { fireEvent, screen, within } from '@testing-library/react';
import { parse } from 'promptparse';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { demoDepositAccounts, demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

async function openDepositScreen() {
  renderAppAt('/auth/deposit', { member: demoMember });
  return screen.findByTestId('deposit-accounts');
}

afterEach(() => vi.unstubAllGlobals());

describe('deposit screen', () => {
  it("shows the brand's account with its number grouped, and the member's own account to pay from", async () => {
    stubApi();
    const accounts = await openDepositScreen();
    const [account] = within(accounts).getAllByTestId('deposit-account');
    expect(account?.textContent).toContain('ธนาคารกสิกรไทย');
    expect(account?.textContent).toContain('บจก. ลัคกี้สยาม');
    expect(within(account ?? accounts).getByTestId('deposit-account-number').textContent).toBe('028-1-23456-7');
    expect(screen.getByTestId('deposit-member-account').textContent).toBe('xxx-x-x7890');
    expect(screen.getByText('โอนจากบัญชีนี้เท่านั้น')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'แนบสลิปการโอน' }).getAttribute('href')).toBe('/auth/deposit/slip');
  });

  it('shows a PromptPay QR for exactly the amount typed, and none for an amount that cannot be paid', async () => {
    stubApi();
    await openDepositScreen();
    const field = screen.getByLabelText('จำนวนเงินที่ต้องการฝาก (บาท)');
    expect(screen.queryByTestId('promptpay-qr')).toBeNull();

    fireEvent.change(field, { target: { value: '฿1,500.50' } });
    const tile = screen.getByTestId('promptpay-qr');
    expect(tile.querySelector('svg')).not.toBeNull();
    const qr = parse(tile.dataset.payload ?? '', true);
    expect(qr?.getTagValue('54')).toBe('1500.50');
    expect(qr?.getTagValue('29', '02')).toBe('0105566012345');
    expect(tile.textContent).toContain('฿1,500.50');
    expect(screen.getByRole('img', { name: 'QR พร้อมเพย์ ยอด 1,500.50 บาท เข้าบัญชี บจก. ลัคกี้สยาม' })).toBeTruthy();

    fireEvent.change(field, { target: { value: '10.555' } });
    expect(screen.queryByTestId('promptpay-qr')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const errorId = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('กรุณาระบุจำนวนเงินมากกว่า 0 และมีทศนิยมไม่เกิน 2 ตำแหน่ง');
  });

  it('copies the account number without dashes and says so in Thai', async () => {
    stubApi();
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    // jsdom has no Clipboard API; the browser's is replaced by a recorder for this test only.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
    });
    await openDepositScreen();
    fireEvent.click(screen.getByRole('button', { name: 'คัดลอกเลขที่บัญชี 028-1-23456-7' }));
    await vi.waitFor(() => {
      expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('คัดลอกแล้ว'))).toBe(true);
    });
    expect(writeText).toHaveBeenCalledWith('0281234567');
  });

  it('warns when the member has no registered account to pay from', async () => {
    stubApi({ depositAccounts: { ...demoDepositAccounts, memberBank: null } });
    await openDepositScreen();
    expect(screen.getByTestId('deposit-bank-missing').textContent).toContain('ยังไม่ได้ผูกบัญชีธนาคาร');
  });

  it('has no QR section when no account has a PromptPay id', async () => {
    const [account] = demoDepositAccounts.accounts;
    if (!account) throw new Error('the fixture has no account');
    stubApi({ depositAccounts: { ...demoDepositAccounts, accounts: [{ ...account, promptPayId: null }] } });
    await openDepositScreen();
    expect(screen.queryByLabelText('จำนวนเงินที่ต้องการฝาก (บาท)')).toBeNull();
  });

  it('says in Thai when the brand has no receiving account', async () => {
    stubApi({ depositAccounts: { accounts: [], memberBank: demoDepositAccounts.memberBank } });
    renderAppAt('/auth/deposit', { member: demoMember });
    expect(await screen.findByText('ยังไม่มีบัญชีรับโอน')).toBeTruthy();
  });

  it('shows the reason and a retry button when the accounts fail to load', async () => {
    stubApi({ depositAccountsRefusal: { status: 500, code: 'INTERNAL_ERROR', message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' } });
    renderAppAt('/auth/deposit', { member: demoMember });
    const title = await screen.findByText('โหลดบัญชีรับโอนไม่สำเร็จ');
    expect(title.closest('[role="alert"]')?.textContent).toContain('ระบบขัดข้อง กรุณาลองใหม่ภายหลัง');
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
  });
});
