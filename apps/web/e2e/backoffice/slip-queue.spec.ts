import QRCode from 'qrcode';
import { expect, test } from '../support/journey-test';
import { capture } from '../support/capture';
import { logInToConsole } from '../support/console';
import { TWIN_PASSWORD, TWIN_USERNAME } from '../support/e2e-env';
import { logInThroughApi, readCreditSatangThroughApi } from '../support/member-api';
import { expectOnScreen, expectToFitTheScreen } from '../support/screen-fit';

const AMOUNT_SATANG = 1_750_25;

test('a slip whose QR cannot be read reaches the slip queue with what the member typed, and credits once when an operator approves it', async ({
  page,
  request: memberApi,
}) => {
  const twin = await logInThroughApi(memberApi, TWIN_USERNAME, TWIN_PASSWORD);
  const before = await readCreditSatangThroughApi(memberApi, twin, TWIN_USERNAME);
  // The twin of this journey's brand sends a picture whose QR is no slip's, with the amount and
  // the time of the transfer typed in (ten minutes ago).
  const picture = await QRCode.toBuffer('https://example.test/not-a-slip', { type: 'png', margin: 4, scale: 6 });
  const transferredAt = new Date(Math.floor((Date.now() - 600_000) / 60_000) * 60_000).toISOString();
  const sent = await memberApi.post('/api/auth/slip/request-deposit', {
    headers: twin.authorization,
    data: { image: `data:image/png;base64,${picture.toString('base64')}`, amountSatang: AMOUNT_SATANG, transferredAt, note: 'โอนจากแอปธนาคาร' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect(await readCreditSatangThroughApi(memberApi, twin, TWIN_USERNAME)).toBe(before);

  await logInToConsole(page);
  await page.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).getByRole('link', { name: 'รายการฝาก' }).click();
  await expect(page.getByRole('heading', { name: 'รายการฝาก', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'สลิปรอตรวจ' }).click();
  const row = page.getByTestId('slip-row').filter({ hasText: TWIN_USERNAME });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('อ่าน QR บนสลิปไม่ได้');
  await expect(row).toContainText('หมายเหตุสมาชิก: โอนจากแอปธนาคาร');
  await expect(row.getByTestId('slip-claim')).toHaveText(/^1,750\.25โอนเมื่อ \d{1,2} \S+ 25\d\d \d\d:\d\d$/);
  await capture(page, 'backoffice-slip-queue');

  // On a phone the slip is a card: the member's note under the name, the buttons on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toContainText('หมายเหตุสมาชิก: โอนจากแอปธนาคาร');
  await expectOnScreen(row.getByRole('button', { name: 'อนุมัติ' }));
  await expectOnScreen(row.getByRole('button', { name: 'ปฏิเสธ' }));
  await expectToFitTheScreen(page);
  await capture(page, 'backoffice-phone-slip-queue');
  await page.setViewportSize({ width: 1440, height: 900 });

  await row.getByRole('button', { name: 'อนุมัติ' }).click();
  const dialog = page.getByTestId('slip-approve-dialog');
  await expect(dialog.getByTestId('slip-claim-summary')).toContainText('สมาชิกแจ้งโอน 1,750.25 บาท');
  // The operator types what the bank's statement shows; nothing is filled in from the member's claim.
  await expect(dialog.getByLabel('ยอดเงินตามสลิป (บาท)')).toHaveValue('');
  await dialog.getByLabel('ยอดเงินตามสลิป (บาท)').fill('1,750.25');
  await dialog.getByLabel('ธนาคารผู้โอน').selectOption('014');
  await dialog.getByLabel('เลขอ้างอิงการโอน').fill(`E2EQUEUE${String(Date.now())}`);
  await capture(page, 'backoffice-slip-approve-dialog');

  const approved = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/approve'));
  await dialog.getByRole('button', { name: 'ยืนยันอนุมัติและเติมเครดิต' }).click();
  const response = await approved;
  expect(response.status(), await response.text()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect.poll(() => readCreditSatangThroughApi(memberApi, twin, TWIN_USERNAME)).toBe(before + AMOUNT_SATANG);

  // The member sees the request approved with the amount credited.
  const mine = await memberApi.get('/api/auth/slip/my/request', { headers: twin.authorization });
  const body: unknown = await mine.json();
  expect(body).toMatchObject({ data: [{ status: 'approved', amountSatang: AMOUNT_SATANG, creditedAmountSatang: AMOUNT_SATANG }] });
});
