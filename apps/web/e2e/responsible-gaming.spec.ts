import { expect, test } from './support/journey-test';
import { capture, scrollUnderTopBar } from './support/capture';
import { DEMO_PASSWORD, DEMO_USERNAME } from './support/e2e-env';
import { fillLoginForm, logInAsDemoMember } from './support/member';

/**
 * A member takes a 24-hour time-out from the side menu: it starts at once, they are logged out
 * with the end shown, and the login page refuses them with that end until it has passed. (A
 * self-exclusion is proven by the API tests: it would also cover the other journeys' demo members,
 * who share this one's phone number.)
 */
test('a member takes a 24-hour time-out from the side menu, is logged out, and cannot log in until it ends', async ({ page }) => {
  await logInAsDemoMember(page);
  // The menu closes when the page changes; the dashboard must have arrived before it is opened.
  await expect(page.getByTestId('credit-balance')).toContainText('1,000.00');
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  await page.getByRole('navigation', { name: 'เมนู', exact: true }).getByRole('link', { name: 'เล่นอย่างรับผิดชอบ' }).click();
  await expect(page).toHaveURL(/\/auth\/settings\/responsible-gaming$/);
  await expect(page.getByRole('heading', { name: 'เล่นอย่างรับผิดชอบ', level: 1 })).toBeVisible();
  await capture(page, 'responsible-gaming');

  const timeOut = page.getByTestId('break-card-time_out');
  await timeOut.getByText('24 ชั่วโมง').click();
  await timeOut.getByRole('button', { name: 'พักการเล่นชั่วคราว' }).click();
  const dialog = page.getByTestId('confirm-break');
  await expect(dialog).toContainText('ออกจากระบบทุกอุปกรณ์ทันที');
  await capture(page, 'responsible-gaming-confirm');
  await dialog.getByRole('button', { name: 'ยืนยันการพัก (24 ชั่วโมง)' }).click();

  await expect(page).toHaveURL(/\/login$/);
  const notice = page.getByTestId('login-notice');
  await expect(notice).toContainText('เริ่มพักการเล่นแล้ว เข้าสู่ระบบได้อีกครั้งหลัง');
  await capture(page, 'responsible-gaming-taken');

  await fillLoginForm(page, DEMO_USERNAME, DEMO_PASSWORD);
  const refusal = page.getByRole('alert').filter({ hasText: 'คุณพักการเล่นชั่วคราวอยู่' });
  await expect(refusal).toContainText(/เข้าสู่ระบบได้อีกครั้งหลัง .+ \d{2}:\d{2} น\./);
  await expect(page).toHaveURL(/\/login$/);
  await scrollUnderTopBar(refusal);
  await capture(page, 'responsible-gaming-refused');
});
