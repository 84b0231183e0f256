import type { Page } from '@playwright/test';

/** Picks a date of birth ('YYYY-MM-DD') in the registration form's day, month and year pickers (the year's value is Gregorian, shown in the Buddhist era). */
export async function chooseBirthDate(page: Page, dateOfBirth: string): Promise<void> {
  const [year = '', month = '', day = ''] = dateOfBirth.split('-');
  await page.getByRole('combobox', { name: 'ปี (พ.ศ.)' }).selectOption(year);
  await page.getByRole('combobox', { name: 'เดือน' }).selectOption(String(Number(month)));
  await page.getByRole('combobox', { name: 'วัน' }).selectOption(String(Number(day)));
}
