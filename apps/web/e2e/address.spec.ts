import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { logInAsDemoMember } from './support/member';

test('the demo member saves a delivery address; a bad postcode is refused beside the field and nothing is sent', async ({ page }) => {
  await logInAsDemoMember(page);
  let saveRequests = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/auth/address') saveRequests += 1;
  });

  await page.goto('/auth/settings/manage-address');
  await expect(page.getByRole('heading', { name: 'จัดการที่อยู่', level: 1 })).toBeVisible();
  const houseNumber = page.getByLabel('บ้านเลขที่');
  await expect(houseNumber).toBeVisible();
  await capture(page, 'address-empty');
  await houseNumber.fill('88/8');
  await page.getByLabel('หมู่ที่ (ถ้ามี)').fill('4');
  await page.getByLabel('ถนน/ซอย (ถ้ามี)').fill('ถนนมิตรภาพ');
  await page.getByLabel('ตำบล/แขวง').fill('ในเมือง');
  await page.getByLabel('อำเภอ/เขต').fill('เมืองขอนแก่น');
  await page.getByLabel('จังหวัด').selectOption('ขอนแก่น');
  const postcode = page.getByLabel('รหัสไปรษณีย์');
  await expect(postcode).toHaveAttribute('inputmode', 'numeric');
  await postcode.fill('4000');
  await page.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก' })).toBeVisible();
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  expect(saveRequests).toBe(0);
  await capture(page, 'address-bad-postcode');

  await postcode.fill('40000');
  const reply = page.waitForResponse((response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/api/auth/address');
  await page.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
  const response = await reply;
  expect(response.status(), await response.text()).toBe(200);
  await expect(page.getByText('บันทึกที่อยู่แล้ว')).toBeVisible();
  expect(saveRequests).toBe(1);

  await page.reload();
  await expect(page.getByLabel('บ้านเลขที่')).toHaveValue('88/8');
  await expect(page.getByLabel('หมู่ที่ (ถ้ามี)')).toHaveValue('4');
  await expect(page.getByLabel('ถนน/ซอย (ถ้ามี)')).toHaveValue('ถนนมิตรภาพ');
  await expect(page.getByLabel('ตำบล/แขวง')).toHaveValue('ในเมือง');
  await expect(page.getByLabel('อำเภอ/เขต')).toHaveValue('เมืองขอนแก่น');
  await expect(page.getByLabel('จังหวัด')).toHaveValue('ขอนแก่น');
  await expect(postcode).toHaveValue('40000');
  await expect(page.getByTestId('address-empty')).toBeHidden();
  await capture(page, 'address-form');
});
