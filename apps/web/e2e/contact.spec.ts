import { type Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { logInAsDemoMember } from './support/member';

/** The demo brand's two LINE ids, as the seed sets them. */
const CONTACTS = [
  { title: 'ติดต่อหลัก', lineId: '@luckysiam', link: 'https://line.me/R/ti/p/%40luckysiam' },
  { title: 'ติดต่อสำรอง', lineId: '@luckysiam2', link: 'https://line.me/R/ti/p/%40luckysiam2' },
];

async function expectTwoContactCards(page: Page): Promise<void> {
  const cards = page.getByTestId('contact-card');
  await expect(cards).toHaveCount(2);
  for (const [index, contact] of CONTACTS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: contact.title })).toBeVisible();
    await expect(card.getByTestId('contact-qr')).toHaveAttribute('data-value', contact.link);
    await expect(card.getByRole('img', { name: `คิวอาร์โค้ดเพิ่มเพื่อน LINE ${contact.lineId}` })).toBeVisible();
    await expect(card.getByTestId('contact-line-id')).toHaveText(contact.lineId);
    const link = card.getByRole('link', { name: 'เพิ่มเพื่อนใน LINE' });
    await expect(link).toHaveAttribute('href', contact.link);
    await expect(link).toHaveAttribute('target', '_blank');
  }
}

test('a visitor sees the main and backup contacts, each with a QR code and a link to the chat app', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'ติดต่อเรา', level: 1 })).toBeVisible();
  await expectTwoContactCards(page);
  await capture(page, 'contact');
});

test('a member sees the same two contacts on /auth/contact, with the chat button in the top bar', async ({ page }) => {
  await logInAsDemoMember(page);
  await page.goto('/auth/contact');
  await expect(page.getByRole('heading', { name: 'ติดต่อเรา', level: 1 })).toBeVisible();
  await expectTwoContactCards(page);

  // In the member area it sits in the top bar, where it can cover nothing on the page.
  const chatButton = page.getByRole('banner').getByTestId('chat-button');
  await expect(chatButton).toHaveAttribute('href', CONTACTS[0]?.link ?? '');
  await capture(page, 'member-contact');
});
