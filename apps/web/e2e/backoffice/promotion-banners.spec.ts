import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '../support/journey-test';
import { bangkokDateDaysAgo } from '../support/date-field';
import { capture } from '../support/capture';
import { logInToConsole, readConsoleSession } from '../support/console';
import { logInAsDemoMember } from '../support/member';
import { keepCheckInPopupAway } from '../support/check-in-popup';

// The spec adds a promotion banner to its brand's carousel.

/** One PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

type Rgb = [number, number, number];
const ACCENT: Rgb = [0xf5, 0xb3, 0x01];
const NIGHT: Rgb = [0x1f, 0x1a, 0x2e];
const TEAL: Rgb = [0x2b, 0xb6, 0xa3];

/** A 640x280 (16:7) PNG of diagonal stripes in two colours: real, small and easy to recognise. */
function stripedBannerPng([stripe, between]: [Rgb, Rgb], width = 640, height = 280): Buffer {
  const rowBytes = 1 + width * 3;
  const pixels = Buffer.alloc(height * rowBytes);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const isStripe = Math.floor((x + y) / 40) % 2 === 0;
      pixels.set(isStripe ? stripe : between, y * rowBytes + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(pixels)), pngChunk('IEND', Buffer.alloc(0))]);
}

test('an operator adds a promotion banner with a picture and a link, and the member sees it on the home page and the dashboard', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const title = `e2e ฝากแรกรับโบนัส ${String(Date.now())}`;
  const secondTitle = 'e2e หมุนวงล้อฟรีทุกวัน';

  await logInToConsole(page);
  // A banner already there, after the one the operator adds (order 1), without a link.
  const { token, brandPath } = await readConsoleSession(page);
  const existing = await request.post(`${brandPath}/promotion-banners`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: secondTitle,
      sortOrder: 1,
      image: { source: 'upload', dataUrl: `data:image/png;base64,${stripedBannerPng([TEAL, NIGHT]).toString('base64')}` },
    },
  });
  expect(existing.status(), await existing.text()).toBe(200);

  await page.goto('/backoffice/content?tab=banners');
  await expect(page.getByRole('heading', { name: 'ข่าวสารและวิดีโอ', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'แบนเนอร์โปรโมชั่น' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('promotion-banner-row')).toHaveCount(1);

  await page.getByRole('button', { name: 'เพิ่มแบนเนอร์' }).click();
  const dialog = page.getByTestId('promotion-banner-dialog');
  await dialog.getByLabel('ชื่อแบนเนอร์').fill(title);
  await dialog.getByLabel('ไฟล์รูป').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: stripedBannerPng([ACCENT, NIGHT]) });
  await expect(dialog.getByText('รูปที่เลือก (ยังไม่บันทึก)')).toBeVisible();
  await dialog.getByLabel('ลิงก์เมื่อแตะแบนเนอร์ (ไม่บังคับ)').fill('/promotion');
  // An end a month ahead: the day from the Buddhist-era calendar, the time as 24-hour digits.
  const endsAt = dialog.getByRole('group', { name: 'สิ้นสุด (เวลากรุงเทพฯ ไม่บังคับ)' });
  const endDay = bangkokDateDaysAgo(-30);
  await endsAt.getByLabel('วันที่', { exact: true }).click();
  const calendar = page.getByRole('dialog', { name: 'วันที่' });
  await calendar.getByLabel('ปี พ.ศ.', { exact: true }).selectOption(endDay.slice(0, 4));
  await calendar.getByLabel('เดือน', { exact: true }).selectOption(endDay.slice(5, 7));
  await calendar.locator(`button[data-day="${endDay}"]`).click();
  await endsAt.getByLabel('เวลา (24 ชม.)').fill('2359');
  await expect(endsAt.getByLabel('วันที่', { exact: true })).toHaveText(/^\d{1,2} \S+ 25\d\d$/);
  await expect(endsAt.getByLabel('เวลา (24 ชม.)')).toHaveValue('23:59');
  await capture(page, 'backoffice-promotion-banner-dialog');
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/promotion-banners'));
  await dialog.getByRole('button', { name: 'บันทึกแบนเนอร์' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(200);
  await expect(dialog).toHaveCount(0);

  const row = page.getByTestId('promotion-banner-row').filter({ hasText: title });
  await expect(row).toContainText('กำลังแสดง');
  await expect(row).toContainText('/promotion');
  // The uploaded picture, read through the console's preview.
  await expect(row.getByRole('img', { name: title })).toHaveJSProperty('naturalWidth', 640);
  await expect(page.getByTestId('promotion-banner-row')).toHaveCount(2);
  await expect(page.getByTestId('promotion-banner-row').first()).toContainText(title);
  await capture(page, 'backoffice-promotion-banners');

  // The member of the same brand, on a phone that asks for less motion: the carousel then turns
  // only when told, so what the journey checks stays in view.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    reducedMotion: 'reduce',
  });
  await keepCheckInPopupAway(phone);
  try {
    const member = await phone.newPage();
    await member.goto('/');
    const carousel = member.getByTestId('promotion-carousel');
    await expect(carousel).toBeVisible();
    const slides = carousel.getByTestId('promotion-slide');
    await expect(slides).toHaveCount(2);
    await expect(slides.first()).toHaveAttribute('aria-label', '1 จาก 2');
    await expect(slides.first().getByRole('img', { name: title })).toHaveJSProperty('naturalWidth', 640);
    await expect(slides.first().getByRole('link', { name: title })).toHaveAttribute('href', '/promotion');
    await capture(member, 'promotion-carousel-home');

    // The dots and arrows move between the banners.
    const dots = carousel.getByTestId('promotion-dot');
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(slides.nth(1)).toHaveAttribute('data-current', 'true');
    await expect(slides.nth(1).getByRole('img', { name: secondTitle })).toHaveJSProperty('naturalWidth', 640);
    await expect(slides.nth(1).getByRole('link')).toHaveCount(0);
    await carousel.getByRole('button', { name: 'แบนเนอร์ก่อนหน้า' }).click();
    await expect(slides.first()).toHaveAttribute('data-current', 'true');
    // A path of the site opens in the same tab, through the router.
    await slides.first().getByRole('link', { name: title }).click();
    await expect(member).toHaveURL(/\/promotion$/);

    await logInAsDemoMember(member);
    const onDashboard = member.getByTestId('promotion-carousel');
    await expect(onDashboard.getByRole('img', { name: title })).toHaveJSProperty('naturalWidth', 640);
    // At the top of the page, above the member's greeting and credit.
    const carouselBox = await onDashboard.boundingBox();
    const creditBox = await member.getByTestId('credit-balance').boundingBox();
    expect(carouselBox && creditBox && carouselBox.y < creditBox.y).toBe(true);
    await capture(member, 'promotion-carousel-dashboard');
  } finally {
    await phone.close();
  }
});
