import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { OperatorClient } from './support/operator';

test('a popup announcement scrolls on the home page and pops up once to a visitor', async ({ page, request }) => {
  const operator = await OperatorClient.logIn();
  const title = 'แจ้งปิดปรับปรุงระบบธนาคาร';
  try {
    const createdId = await operator.createAnnouncement({
      title,
      body: 'ธนาคารกสิกรไทยปิดปรับปรุงระบบคืนนี้ 23:00 - 01:00 น. การฝากถอนอาจล่าช้า',
      isPopup: true,
      startsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    // The public list is what the home page reads; wait until it carries the new announcement.
    await expect.poll(async () => JSON.stringify(await (await request.get('/api/announcement')).json())).toContain(createdId);

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
    await operator.dispose();
  }
});
