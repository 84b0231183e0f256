import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/journey-test';
import { configurationListResponseSchema } from '@app/contract/settings';
import { capture } from '../support/capture';
import { logInToConsole } from '../support/console';

// The spec changes its brand's logo.

const LOGO_KEY = 'home.normal.logo';
/** A 160x48 checkered PNG in the demo accent colour: small, real and easy to recognise. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAAAwCAIAAAAZy+Y5AAAAk0lEQVR42u3aoQ0AIAxFwbIImnHYldnwzFBF0l5S/cQ/27hnpG7NnTr9v/0wEGAAgAEA1gesD1gfsD5gwAYCDAAwAMD6gPUB6wNuC2zQ2n3AgAEABgBYH7A+YH3A+oABGwgwAMAAAOsD1gesD7gvsEF9dAAADACwPmB9wPqA9QEDNhBgAIABANYHrA9YHzBgA5XsP+C1svBt5K60AAAAAElFTkSuQmCC',
  'base64',
);

/** The logo's path as the member site reads it, before anyone logs in. */
async function readLogoPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/configuration');
  expect(response.status()).toBe(200);
  const entry = configurationListResponseSchema.parse(await response.json()).data.find((candidate) => candidate.key === LOGO_KEY);
  if (!entry) throw new Error('the demo brand has no logo configured');
  return entry.value.data.path;
}

test('an admin uploads a new logo in the console, previews it first, and the member site serves it', async ({ page, request }) => {
  const originalPath = await readLogoPath(request);
  await logInToConsole(page);
  await page.goto('/backoffice/settings?tab=images');
  const panel = page.getByTestId('brand-images-panel');
  const logoRow = panel.getByTestId(`brand-image-row-${LOGO_KEY}`);
  await expect(logoRow).toContainText(originalPath);
  await expect(logoRow.getByRole('img')).toHaveJSProperty('complete', true);
  await capture(page, 'backoffice-brand-images');

  await logoRow.getByRole('button', { name: 'เปลี่ยนรูป: โลโก้' }).click();
  const dialog = page.getByTestId('brand-image-dialog');
  await dialog.getByLabel('ไฟล์รูป').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(dialog.getByText('รูปที่เลือก (ยังไม่บันทึก)')).toBeVisible();
  await capture(page, 'backoffice-brand-images-upload');
  // Nothing is saved until the operator says so.
  expect(await readLogoPath(request)).toBe(originalPath);

  const reply = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(`/configuration/${LOGO_KEY}/image`));
  await dialog.getByRole('button', { name: 'อัปโหลดและใช้รูปนี้' }).click();
  expect((await reply).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('status')).toHaveText('บันทึกรูปโลโก้แล้ว');

  const uploadedPath = await readLogoPath(request);
  expect(uploadedPath).toMatch(/^\/api\/media\/brand-images\/[0-9a-f-]{36}$/);
  await expect(logoRow).toContainText(uploadedPath);
  const served = await request.get(uploadedPath);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await served.body()).equals(LOGO_PNG)).toBe(true);

  // A visitor of the member site sees the new logo in the top bar.
  const visitor = await page.context().newPage();
  await visitor.goto('/');
  const logo = visitor.getByTestId('brand-logo').first().getByRole('img');
  await expect(logo).toHaveAttribute('src', new RegExp(`${uploadedPath}$`));
  await expect(logo).toHaveJSProperty('naturalWidth', 160);
  await visitor.close();
});
