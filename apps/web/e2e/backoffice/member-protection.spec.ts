import { expect, test } from '../support/journey-test';
import { capture } from '../support/capture';
import { logInToConsole } from '../support/console';
import { TWIN_PASSWORD, TWIN_USERNAME } from '../support/e2e-env';
import { fillLoginForm } from '../support/member';
import { logInThroughApi } from '../support/member-api';

/**
 * An admin sees the weekly loss limit the twin set, then adds a time-out for the twin, who asked
 * for one by phone: it is in force at once, shown with who added it and why, and the member's
 * login is refused. (A time-out, not a self-exclusion: a self-exclusion would also cover the other
 * journeys' twins, who share this one's phone.)
 */
test("an admin sees the twin member's limit, adds a 24-hour time-out with a reason, sees it in force, and the twin cannot log in", async ({
  page,
  request,
}) => {
  const reason = `e2e ลูกค้าโทรมาขอพัก ${Date.now()}`;
  const twin = await logInThroughApi(request, TWIN_USERNAME, TWIN_PASSWORD);
  const limit = await request.put('/api/auth/protection/limits', {
    headers: twin.authorization,
    data: { kind: 'loss', period: 'week', amountSatang: 2_000_00 },
  });
  expect([200, 409], await limit.text()).toContain(limit.status());
  await logInToConsole(page);
  await page.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).getByRole('link', { name: 'สมาชิก' }).click();
  await page.getByLabel('ชื่อผู้ใช้ เบอร์โทร หรือเลขบัญชี').fill(TWIN_USERNAME);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await page.getByTestId('member-results').getByRole('link', { name: TWIN_USERNAME, exact: true }).click();

  const panel = page.getByTestId('member-protection-panel');
  await expect(panel.getByTestId('member-protection-active')).toHaveText('สมาชิกเล่นได้ตามปกติ ไม่มีการพักการเล่นที่มีผลอยู่');
  await expect(panel.getByTestId('member-limit')).toContainText('วงเงินเสียรายสัปดาห์');
  await expect(panel.getByTestId('member-limit')).toContainText('2,000.00 บาท · ใช้ไปแล้ว 0.00 บาท');
  await expect(panel.getByTestId('member-limit-history')).toContainText('วงเงินเสียรายสัปดาห์ · 2,000.00 · ลดหรือตั้งวงเงิน (มีผลทันที)');
  await panel.getByRole('button', { name: 'เพิ่มการพักการเล่น' }).click();
  const dialog = page.getByTestId('member-break-dialog');
  await dialog.getByLabel('ประเภท').selectOption('time_out');
  await dialog.getByLabel('ระยะเวลา').selectOption('24h');
  await dialog.getByLabel('เหตุผล').fill(reason);
  await capture(page, 'backoffice-member-break-dialog');
  await dialog.getByRole('button', { name: 'เริ่มการพักการเล่น' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByTestId('member-protection-active')).toContainText('พักการเล่นชั่วคราว มีผลถึง');
  await expect(panel.getByTestId('member-protection-entry').first()).toContainText(reason);
  await panel.scrollIntoViewIfNeeded();
  await capture(page, 'backoffice-member-protection');

  const memberPage = await page.context().newPage();
  await memberPage.goto('/login');
  await fillLoginForm(memberPage, TWIN_USERNAME, TWIN_PASSWORD);
  await expect(memberPage.getByRole('alert').filter({ hasText: 'คุณพักการเล่นชั่วคราวอยู่' })).toBeVisible();
  await expect(memberPage).toHaveURL(/\/login$/);
});
