import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/journey-test';
import { capture } from './support/capture';
import { DEMO_USERNAME } from './support/e2e-env';
import { logInAsDemoMember } from './support/member';

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Whether the chat button lies on the control where the member can see the control: between the
 * top bar and the bottom bar. A control scrolled under either bar is hidden by that bar (opaque),
 * not by the chat button; a control not shown has no box.
 */
async function isCovered(page: Page, chat: Locator, control: Locator): Promise<boolean> {
  const [chatBox, controlBox, bars] = await Promise.all([
    chat.boundingBox(),
    control.boundingBox(),
    // The top bar's bottom and the bottom bar's top, where the page shows between them.
    page.evaluate(() => ({
      top: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
      bottom: document.querySelector('nav[aria-label="เมนูสมาชิก"]')?.getBoundingClientRect().top ?? window.innerHeight,
    })),
  ]);
  // A button stepped aside (hidden) covers nothing.
  if (!chatBox || !controlBox || !(await chat.isVisible())) return false;
  const top = Math.max(controlBox.y, bars.top);
  const bottom = Math.min(controlBox.y + controlBox.height, bars.bottom);
  if (bottom <= top) return false;
  const shown = { x: controlBox.x, y: top, width: controlBox.width, height: bottom - top };
  return intersects(chatBox, shown);
}

/** Two animation frames: the floating button checks the page under it on the next frame after a scroll. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * No control named is under the chat button: where the page opens, with each control scrolled
 * into view as a member would, and at the very end of the page.
 */
async function expectChatButtonClear(page: Page, controls: Locator, what: string): Promise<void> {
  const chat = page.getByTestId('chat-button');
  const count = await controls.count();
  expect(count, `${what} on ${page.url()}`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    expect(await isCovered(page, chat, controls.nth(index)), `${what} ${String(index + 1)} where the page opens`).toBe(false);
  }
  for (let index = 0; index < count; index += 1) {
    await controls.nth(index).scrollIntoViewIfNeeded();
    await settle(page);
    expect(await isCovered(page, chat, controls.nth(index)), `${what} ${String(index + 1)} scrolled into view`).toBe(false);
  }
  await page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  });
  await settle(page);
  for (let index = 0; index < count; index += 1) {
    expect(await isCovered(page, chat, controls.nth(index)), `${what} ${String(index + 1)} at the end of the page`).toBe(false);
  }
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/** The alpha of an element's computed background colour: 1 is opaque. */
function backgroundAlpha(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const colour = getComputedStyle(element).backgroundColor;
    const parts = /rgba?\(([^)]+)\)/.exec(colour)?.[1]?.split(',') ?? [];
    return parts.length === 4 ? Number(parts[3]) : 1;
  });
}

test('the chat button covers no copy button, password eye or game tile of the member pages, and the bars are opaque', async ({ page }) => {
  await logInAsDemoMember(page);
  const header = page.getByRole('banner');
  const bottomBar = page.getByRole('navigation', { name: 'เมนูสมาชิก', exact: true });
  const dashboardTiles = page.getByTestId('category-tile').or(page.getByTestId('all-games-tile'));
  await expect(dashboardTiles.first()).toBeVisible();
  // In the member area the chat button sits in the top bar, which scrolls nothing under it; the
  // member's name and username stay whole beside it.
  await expect(header.getByTestId('chat-button')).toBeVisible();
  await expect(header.getByTestId('member-username')).toHaveText(DEMO_USERNAME);
  expect(await header.getByTestId('member-username').evaluate((element) => element.parentElement?.scrollWidth === element.parentElement?.clientWidth)).toBe(
    true,
  );
  expect(await backgroundAlpha(header)).toBe(1);
  expect(await backgroundAlpha(bottomBar)).toBe(1);
  await expectChatButtonClear(page, dashboardTiles, 'dashboard tile');
  await capture(page, 'clearance-dashboard');

  await page.goto('/auth/games/category?cat=all');
  const gameTiles = page.getByTestId('game-grid').getByTestId('game-tile');
  await expect(gameTiles.first()).toBeVisible();
  await expectChatButtonClear(page, gameTiles, 'game tile');
  await capture(page, 'clearance-games');

  await page.goto('/auth/deposit');
  const copyButtons = page.getByRole('button', { name: /^คัดลอกเลขที่บัญชี/ });
  await expect(copyButtons.first()).toBeVisible();
  await expectChatButtonClear(page, copyButtons, 'copy button');
  await capture(page, 'clearance-deposit');

  await page.goto('/auth/settings/change-password');
  const eyes = page.getByRole('button', { name: /^แสดง/ });
  await expect(eyes.first()).toBeVisible();
  await expectChatButtonClear(page, eyes, 'password eye');
  await capture(page, 'clearance-change-password');
});

test('on the public pages the floating chat button covers no tile or password eye, stepping aside while one is under it or a field is typed in', async ({
  page,
}) => {
  await page.goto('/');
  const tiles = page.getByTestId('category-tile');
  await expect(tiles).toHaveCount(4);
  // Where the page opens, the contact tile lies under the button's corner: the button steps aside.
  await expect(page.getByTestId('chat-button')).toBeHidden();
  await capture(page, 'clearance-home');
  await expectChatButtonClear(page, tiles, 'home tile');
  // Below the last control the page keeps room for it, and it shows.
  await page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  });
  await expect(page.getByTestId('chat-button')).toBeVisible();
  await capture(page, 'clearance-home-end');

  await page.goto('/login');
  const chat = page.getByTestId('chat-button');
  await expect(chat).toBeVisible();
  const eye = page.getByRole('button', { name: /^แสดง/ });
  await expect(eye).toBeVisible();
  await expectChatButtonClear(page, eye, 'password eye');
  expect(await backgroundAlpha(page.getByRole('banner'))).toBe(1);

  // With the phone's keyboard open the screen is short, and a button fixed to its bottom would
  // rise onto the field: it is not shown while a field has the focus.
  await page.setViewportSize({ width: 390, height: 420 });
  await page.getByLabel('รหัสผ่าน', { exact: true }).focus();
  await expect(chat).toBeHidden();
  await expect(eye).toBeVisible();
  await capture(page, 'clearance-login-typing');
  await page.getByLabel('รหัสผ่าน', { exact: true }).blur();
  await expect(chat).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, 'clearance-login');
});

test('the offline notice sits above the top bar, never over it', async ({ page, context }) => {
  await logInAsDemoMember(page);
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  expect((await header.boundingBox())?.y).toBe(0);

  await context.setOffline(true);
  const notice = page.getByText('ไม่มีการเชื่อมต่ออินเทอร์เน็ต');
  await expect(notice).toBeVisible();
  const expectHeaderBelowNotice = async () => {
    const [noticeBox, headerBox] = await Promise.all([notice.boundingBox(), header.boundingBox()]);
    if (!noticeBox || !headerBox) throw new Error('the notice or the top bar has no box');
    expect(headerBox.y).toBeGreaterThanOrEqual(noticeBox.y + noticeBox.height - 1);
  };
  await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeGreaterThan(0);
  await expectHeaderBelowNotice();
  await capture(page, 'clearance-offline');
  // Scrolled down, the top bar sticks under the notice.
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expectHeaderBelowNotice();
  await capture(page, 'clearance-offline-scrolled');

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  // Back online the top bar starts where the banners still shown end (the unstable-connection
  // notice stays until the member retries), at the very top when none is.
  const bannersHeight = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--status-banners-height')) || 0);
  await expect.poll(async () => ((await header.boundingBox())?.y ?? -1) - (await bannersHeight())).toBe(0);
});
