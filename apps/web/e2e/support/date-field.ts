import { expect, type Page } from '@playwright/test';

const DAY_MS = 86_400_000;
const bangkokDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Bangkok date `daysAgo` days before today, 'YYYY-MM-DD'. */
export function bangkokDateDaysAgo(daysAgo: number): string {
  return bangkokDay.format(new Date(Date.now() - daysAgo * DAY_MS));
}

/**
 * Chooses a day ('YYYY-MM-DD') in the date field labelled `label` as a person would: opens its
 * calendar, picks the Buddhist-era year and the month from the lists, and taps the day.
 */
export async function chooseDate(page: Page, label: string, day: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  const calendar = page.getByRole('dialog', { name: label });
  await calendar.getByLabel('ปี พ.ศ.', { exact: true }).selectOption(day.slice(0, 4));
  await calendar.getByLabel('เดือน', { exact: true }).selectOption(day.slice(5, 7));
  await calendar.locator(`button[data-day="${day}"]`).click();
  await expect(calendar).toBeHidden();
}
