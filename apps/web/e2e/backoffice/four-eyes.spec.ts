import { expect, test } from '../support/journey-test';
import { capture } from '../support/capture';
import { logInToConsole } from '../support/console';
import { OperatorClient } from '../support/operator';

test('an admin switches four-eyes off in the console; it waits until a second admin confirms it', async ({ page }) => {
  await logInToConsole(page);
  await page.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).getByRole('link', { name: 'แบรนด์และการตั้งค่า' }).click();
  await page.getByRole('tab', { name: 'ความปลอดภัย' }).click();
  const section = page.getByTestId('four-eyes-settings');
  await expect(section.getByTestId('four-eyes-state')).toContainText('เกิน 50,000.00 บาท');

  // Emptying the amount asks to switch it off: one admin alone cannot.
  await section.getByLabel('ยอดถอนที่ต้องอนุมัติสองคน').fill('');
  const reply = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/four-eyes'));
  await section.getByRole('button', { name: 'บันทึกยอดอนุมัติสองคน' }).click();
  expect((await reply).status()).toBe(202);
  await expect(section.getByTestId('four-eyes-saved')).toContainText('ต้องให้ผู้ดูแลอีกคนยืนยัน');
  await expect(section.getByTestId('four-eyes-pending')).toContainText('รอผู้ดูแลอีกคนยืนยัน: ปิดการอนุมัติสองคน');
  // It says until when: a request nobody confirms within a day lapses.
  await expect(section.getByTestId('four-eyes-pending')).toContainText('เลยเวลานี้คำขอจะหมดอายุ');
  await expect(section.getByTestId('four-eyes-state')).toContainText('เกิน 50,000.00 บาท');
  await capture(page, 'backoffice-four-eyes-waiting');

  // A second admin asks for the same: now it is off.
  const secondAdmin = await OperatorClient.logIn();
  expect(await secondAdmin.setFourEyesThreshold(null)).toBe(200);
  await page.reload();
  await page.getByRole('tab', { name: 'ความปลอดภัย' }).click();
  await expect(page.getByTestId('four-eyes-state')).toContainText('ปิดอยู่');
  await expect(page.getByTestId('four-eyes-pending')).toHaveCount(0);

  // Making it stricter needs nobody else.
  await page.getByTestId('four-eyes-settings').getByLabel('ยอดถอนที่ต้องอนุมัติสองคน').fill('30000');
  await page.getByTestId('four-eyes-settings').getByRole('button', { name: 'บันทึกยอดอนุมัติสองคน' }).click();
  await expect(page.getByTestId('four-eyes-saved')).toContainText('บันทึกแล้ว');
  await expect(page.getByTestId('four-eyes-state')).toContainText('เกิน 30,000.00 บาท');
  await capture(page, 'backoffice-four-eyes-stricter');
});
