import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/journey-test';
import { DAILY_REPORT_CSV_HEADERS } from '@app/contract/admin-reports';
import { capture } from '../support/capture';
import { logInToConsole } from '../support/console';
import { bangkokDateDaysAgo, chooseDate } from '../support/date-field';

test('an operator reads the daily report for a range and downloads it as a CSV a spreadsheet opens in Thai', async ({ page }) => {
  await logInToConsole(page);
  await page.getByRole('navigation', { name: 'เมนูหลังบ้าน' }).getByRole('link', { name: 'รายงาน' }).click();
  await expect(page.getByRole('heading', { name: 'รายงาน', level: 1 })).toBeVisible();
  // The last 7 Bangkok days by default, one row each, and the totals.
  const rows = page.getByTestId('daily-report-row');
  const table = page.getByTestId('daily-report-table');
  await expect(table.or(page.getByText('ไม่มียอดในช่วงวันที่นี้'))).toBeVisible();

  const start = bangkokDateDaysAgo(13);
  const end = bangkokDateDaysAgo(0);
  await chooseDate(page, 'ตั้งแต่วันที่', start);
  await chooseDate(page, 'ถึงวันที่', end);
  await page.getByRole('button', { name: 'ดูรายการ' }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/reports\\?start=${start}&end=${end}$`));
  await expect(page.getByTestId('report-range')).toContainText('14 วัน');
  if (await table.isVisible()) {
    await expect(rows).toHaveCount(14);
    await expect(page.getByTestId('daily-report-totals')).toContainText('รวม');
  }
  await capture(page, 'backoffice-reports-1440');
  if (await table.isVisible()) {
    await page.getByTestId('daily-report-totals').scrollIntoViewIfNeeded();
    await capture(page, 'backoffice-reports-1440-totals');
  }

  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toBe(`daily-report-${start}-${end}.csv`);
  const path = await download.path();
  const bytes = await readFile(path);
  // The UTF-8 byte-order mark, so that a spreadsheet reads the Thai headers as Thai.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(DAILY_REPORT_CSV_HEADERS.join(','));
  expect(lines[1]?.startsWith(start)).toBe(true);
  expect(lines.some((line) => line.startsWith('รวม,'))).toBe(true);
});
