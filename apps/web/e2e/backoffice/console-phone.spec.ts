import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/journey-test';
import { capture } from '../support/capture';
import { claimConsoleOperator, fillConsoleLogin } from '../support/console';
import { TWIN_PASSWORD, TWIN_USERNAME } from '../support/e2e-env';
import { logInThroughApi, readString } from '../support/member-api';
import { OperatorClient } from '../support/operator';
import { expectOnScreen, expectToFitTheScreen } from '../support/screen-fit';
import { postStatementLines } from '../support/statement';

// An operator on a phone: the console at the design size of the member site.
test.use({ viewport: { width: 390, height: 844 } });

const AMOUNT_SATANG = 120_00;
const AMOUNT_TEXT = '120.00';

const openMenuButton = (page: Page) => page.getByRole('button', { name: 'เปิดเมนู' });
const consoleMenu = (page: Page) => page.getByRole('navigation', { name: 'เมนูหลังบ้าน' });

/** Opens a screen from the phone's menu; its title holds the menu item's name. */
async function goThroughMenu(page: Page, item: string): Promise<void> {
  await openMenuButton(page).click();
  await consoleMenu(page).getByRole('link', { name: item }).click();
  await expect(page.getByRole('heading', { name: item, level: 1 })).toBeVisible();
  // Choosing a screen closes the menu.
  await expect(consoleMenu(page)).toHaveCount(0);
  await expectToFitTheScreen(page);
}

test('on a phone, an operator finds the menu in a drawer, approves a withdrawal, and no screen runs off the side', async ({ page, request: api }) => {
  const operator = await OperatorClient.logIn();
  let withdrawalUuid: string;
  // A transfer from an account no member has waits in the deposits' review queue.
  const statementReference = `E2EPHONE${String(Date.now())}`;
  try {
    const secret = `e2e-statement-secret-${randomUUID()}`;
    await operator.setStatementSecret(secret);
    const outcomes = await postStatementLines(secret, [
      { bankReference: statementReference, senderBankCode: '014', senderAccount: '97531086', amountSatang: 45_00, occurredAt: new Date().toISOString() },
    ]);
    expect(outcomes).toEqual(['queued']);

    const twin = await logInThroughApi(api, TWIN_USERNAME, TWIN_PASSWORD);
    await operator.adjustMemberCredit(twin.memberUuid, {
      direction: 'credit',
      amountSatang: AMOUNT_SATANG,
      reason: 'e2e: เงินสำหรับทดสอบการอนุมัติถอนบนโทรศัพท์',
      idempotencyKey: `e2e-console-phone-${randomUUID()}`,
    });
    const withdrawal = await api.post(`/api/auth/withdraw/${twin.memberUuid}`, {
      headers: twin.authorization,
      data: { amount: AMOUNT_TEXT, idempotencyKey: `e2e-console-phone-${randomUUID()}` },
    });
    expect(withdrawal.status(), await withdrawal.text()).toBe(200);
    withdrawalUuid = readString(await withdrawal.json(), ['data', 'uuid']);
  } finally {
    await operator.dispose();
  }

  await page.goto('/backoffice/login');
  await expectToFitTheScreen(page);
  const operatorUsername = claimConsoleOperator();
  await fillConsoleLogin(page, operatorUsername);
  await expect(page.getByRole('heading', { name: 'ภาพรวมวันนี้', level: 1 })).toBeVisible();
  // The left column would leave the screen a sliver: on a phone the menu waits behind its button.
  await expect(consoleMenu(page)).toHaveCount(0);
  await expect(page.getByLabel('แบรนด์')).toBeVisible();
  await expect(page.getByTestId('queue-pendingWithdrawals')).toBeVisible();
  await expectToFitTheScreen(page);
  await capture(page, 'backoffice-phone-today');

  // The drawer holds the menu, who is signed in, the language and the logout.
  await openMenuButton(page).click();
  await expect(openMenuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(consoleMenu(page).getByRole('link', { name: 'คิวถอนเงิน' })).toBeVisible();
  await expect(consoleMenu(page).getByTestId('console-operator')).toContainText(operatorUsername);
  await expect(consoleMenu(page).getByRole('group', { name: 'ภาษา' })).toBeVisible();
  await expect(consoleMenu(page).getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
  await capture(page, 'backoffice-phone-menu');
  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(consoleMenu(page)).toHaveCount(0);
  await expect(openMenuButton(page)).toBeFocused();
  await expect(openMenuButton(page)).toHaveAttribute('aria-expanded', 'false');
  // A tap on the screen already open means the operator is done with the menu too.
  await openMenuButton(page).click();
  await consoleMenu(page).getByRole('link', { name: 'ภาพรวมวันนี้' }).click();
  await expect(consoleMenu(page)).toHaveCount(0);

  await goThroughMenu(page, 'คิวถอนเงิน');
  const row = page.locator(`[data-withdrawal-id="${withdrawalUuid}"]`);
  await expect(row).toContainText(TWIN_USERNAME);
  await expect(row.getByTestId('withdrawal-amount')).toHaveText(AMOUNT_TEXT);
  // Each withdrawal is a card: its decisions are on screen without scrolling sideways.
  await expectOnScreen(row.getByRole('button', { name: 'อนุมัติ' }));
  await expectOnScreen(row.getByTestId('withdrawal-amount'));
  await capture(page, 'backoffice-phone-withdrawals');

  await row.getByRole('button', { name: 'อนุมัติ' }).click();
  const dialog = page.getByTestId('withdrawal-decision-dialog');
  await expect(dialog).toContainText(`${TWIN_USERNAME} ถอน ${AMOUNT_TEXT} บาท`);
  await dialog.getByLabel('เลขอ้างอิงการโอนจากธนาคาร').fill(`E2E-PHONE-${String(Date.now())}`);
  await expectToFitTheScreen(page);
  await capture(page, 'backoffice-phone-approve-dialog');
  await dialog.getByRole('button', { name: 'ยืนยันอนุมัติ' }).click();
  await expect(page.getByText(`อนุมัติรายการของ ${TWIN_USERNAME} แล้ว`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await goThroughMenu(page, 'สมาชิก');
  await page.getByLabel('ชื่อผู้ใช้ เบอร์โทร หรือเลขบัญชี').fill(TWIN_USERNAME);
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  const results = page.getByTestId('member-results');
  await expect(results.getByRole('link', { name: TWIN_USERNAME, exact: true })).toBeVisible();
  await expectToFitTheScreen(page);
  await capture(page, 'backoffice-phone-members');
  await results.getByRole('link', { name: TWIN_USERNAME, exact: true }).click();
  await expect(page.getByRole('heading', { name: TWIN_USERNAME, level: 1 })).toBeVisible();
  await expect(page.getByTestId('member-credit')).toBeVisible();
  await expectToFitTheScreen(page);
  await capture(page, 'backoffice-phone-member');

  await goThroughMenu(page, 'รายการฝาก');
  await page.getByRole('tab', { name: 'รายการเดินบัญชีที่ไม่ตรง' }).click();
  const line = page.getByTestId('statement-row').filter({ hasText: statementReference });
  await expect(line.getByTestId('statement-amount')).toHaveText('45.00');
  await expectOnScreen(line.getByRole('button', { name: 'ระบุสมาชิก' }));
  await expectToFitTheScreen(page);
  await capture(page, 'backoffice-phone-deposits');
  await goThroughMenu(page, 'รายงาน');
  await capture(page, 'backoffice-phone-reports');

  // Every other screen of the menu fits the phone's width too.
  for (const [item, screenshot] of [
    ['แบรนด์และการตั้งค่า', 'backoffice-phone-settings'],
    ['โปรโมชันและสะสมแต้ม', 'backoffice-phone-promotions'],
    ['ข่าวสารและวิดีโอ', null],
    ['เกม', 'backoffice-phone-games'],
    ['ยอดพุ่งสูง', null],
    ['บันทึกการใช้งาน', 'backoffice-phone-audit-log'],
  ] as const) {
    await goThroughMenu(page, item);
    if (screenshot) await capture(page, screenshot);
  }

  // A tablet turned on its side gets the left column back, and the drawer closes: one menu.
  await openMenuButton(page).click();
  await page.setViewportSize({ width: 1000, height: 700 });
  await expect(consoleMenu(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'ปิดเมนู' })).toHaveCount(0);

  // On a small tablet too the drawer opens from the screen's left edge.
  await page.setViewportSize({ width: 700, height: 1000 });
  await openMenuButton(page).click();
  // Once its short slide-in has ended.
  await expect.poll(async () => (await consoleMenu(page).boundingBox())?.x).toBe(0);
  await expectToFitTheScreen(page);

  await consoleMenu(page).getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/backoffice\/login$/);
});
