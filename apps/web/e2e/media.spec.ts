import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { logInAsDemoMember } from './support/member';

test('the demo member opens the activities, watches a video and reads the member promotions', async ({ page }) => {
  await logInAsDemoMember(page);
  await page.goto('/auth/media');
  await expect(page.getByRole('heading', { name: 'กิจกรรม', level: 1 })).toBeVisible();
  const hub = page.getByTestId('media-hub');
  await expect(hub.getByRole('link')).toHaveCount(4);
  await expect(hub.getByRole('link', { name: /กงล้อนำโชค/ })).toHaveAttribute('href', '/auth/media/wheel');
  await expect(hub.getByRole('link', { name: /เปิดไพ่ลุ้นรางวัล/ })).toHaveAttribute('href', '/auth/media/flip-card');
  await capture(page, 'media-hub');

  await hub.getByRole('link', { name: /ดูหนัง/ }).click();
  await expect(page).toHaveURL(/\/auth\/media\/movie$/);
  const player = page.getByTestId('video-player').locator('video');
  await expect(player).toHaveAttribute('src', /\.webm$/);
  await expect(player).toHaveAttribute('poster', /\/brand-assets\/demo\/media\/.+\.svg$/);
  const videos = page.getByTestId('video-list').getByRole('button');
  await expect(videos).toHaveCount(2);
  await videos.nth(1).click();
  await expect(videos.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(player).toHaveAttribute('src', /slip-howto\.webm$/);
  await capture(page, 'media-movie');

  await page.goto('/auth/media');
  await page
    .getByTestId('media-hub')
    .getByRole('link', { name: /โปรโมชั่นสมาชิก/ })
    .click();
  await expect(page).toHaveURL(/\/auth\/media\/promotion$/);
  const banners = page.getByTestId('promotion-banners').getByRole('listitem');
  await expect(banners).toHaveCount(2);
  await expect(banners.first().getByRole('heading', { name: 'ฝากเช้ารับโบนัส 10%' })).toBeVisible();
  await expect(banners.first().getByRole('img', { name: 'ฝากเช้ารับโบนัส 10%' })).toBeVisible();
  await capture(page, 'media-promotion');
});

test('a visitor reads the deposit bonus on the promotion page', async ({ page }) => {
  await page.goto('/promotion');
  await expect(page.getByRole('heading', { name: 'โปรโมชั่น', level: 1 })).toBeVisible();
  const periods = page.getByTestId('bonus-period');
  await expect(periods).toHaveCount(2);
  await expect(periods.first().getByTestId('bonus-rate')).toHaveText('10%');
  await expect(periods.first().getByTestId('bonus-time')).toHaveText('00:00 - 11:59 น.');
  await expect(periods.first().getByTestId('bonus-ending')).toHaveText('0.11');
  await expect(periods.first().getByTestId('bonus-max')).toHaveText('1,000.00 บาท');
  await expect(periods.nth(1).getByTestId('bonus-ending')).toHaveText('0.22');
  await capture(page, 'promotion-public');
});
