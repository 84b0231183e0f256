import { expect, test } from './support/journey-test';
import { capture } from './support/capture';

test('/live-score frames the sample results page 2500 px high, full width', async ({ page }) => {
  await page.goto('/live-score');
  await expect(page.getByRole('heading', { name: 'ผลบอลสด', level: 1 })).toBeVisible();
  const frameElement = page.getByTestId('score-frame');
  await expect(frameElement).toHaveAttribute('src', '/brand-assets/demo/live-score.html');

  const frame = page.frameLocator('[data-testid="score-frame"]');
  await expect(frame.getByText('ข้อมูลตัวอย่าง ไม่ใช่ผลการแข่งขันจริง')).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'ไทยลีก 1' })).toBeVisible();
  // The loading note goes once the page is in.
  await expect(page.getByText('กำลังโหลด…')).toHaveCount(0);

  const box = await frameElement.boundingBox();
  expect(box?.height).toBe(2500);
  expect(box?.width).toBe(390);
  await capture(page, 'live-score');
});

test('/score frames the sample standings table 520 px high', async ({ page }) => {
  await page.goto('/score');
  await expect(page.getByRole('heading', { name: 'ตารางคะแนน', level: 1 })).toBeVisible();
  const frameElement = page.getByTestId('score-frame');
  await expect(frameElement).toHaveAttribute('src', '/brand-assets/demo/standings.html');

  const frame = page.frameLocator('[data-testid="score-frame"]');
  await expect(frame.getByText('ข้อมูลตัวอย่าง ไม่ใช่ตารางคะแนนจริง')).toBeVisible();
  await expect(frame.getByRole('row')).toHaveCount(17);

  const box = await frameElement.boundingBox();
  expect(box?.height).toBe(520);
  expect(box?.width).toBe(390);
  await capture(page, 'score');
});
