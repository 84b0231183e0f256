import { expect, test } from '@playwright/test';
import { capture } from './support/capture';
import { E2E_BASE_URL } from './support/e2e-env';
import { OperatorClient } from './support/operator';

test('a popup announcement scrolls on the home page and pops up once to a visitor', async ({ page }) => {
  const operator = await OperatorClient.logIn(E2E_BASE_URL);
  const title = 'แจ้งปิดปรับปรุงระบบธนาคาร';
  let announcementId: string | null = null;
  try {
    announcementId = await operator.createAnnouncement({
      title,
      body: 'ธนาคารกสิกรไทยปิดปรับปรุงระบบคืนนี้ 23:00 - 01:00 น. การฝากถอนอาจล่าช้า',
      isPopup: true,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const createdId = announcementId;
    // The public list is what the home page reads; wait until it carries the new announcement.
    await expect.poll(async () => JSON.stringify(await (await page.request.get('/api/announcement')).json())).toContain(createdId);

    await page.goto('/');
    const popup = page.getByRole('dialog', { name: title });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('การฝากถอนอาจล่าช้า');
    await capture(page, 'announcement-popup');
    await popup.getByRole('button', { name: 'ปิด' }).click();
    await expect(popup).toBeHidden();

    const marquee = page.getByTestId('announcement-marquee');
    await expect(marquee).toContainText(title);
    await expect(marquee).toContainText('ยินดีต้อนรับสู่ลัคกี้สยาม');
    await capture(page, 'announcement-marquee-home');

    await page.reload();
    await expect(marquee).toContainText(title);
    // Give the popup the time it would need to open, then make sure it stayed shut.
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await marquee.click();
    const list = page.getByRole('dialog', { name: 'ประกาศ' });
    await expect(list.getByRole('heading', { name: title })).toBeVisible();
    await expect(list.getByRole('heading', { name: 'ยินดีต้อนรับสู่ลัคกี้สยาม' })).toBeVisible();
    await capture(page, 'announcement-list');
  } finally {
    if (announcementId) await operator.deleteAnnouncement(announcementId);
    await operator.dispose();
  }
});
