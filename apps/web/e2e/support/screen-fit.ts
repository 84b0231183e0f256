import type { Locator, Page } from '@playwright/test';
import { expect } from './journey-test';

/** Nothing of the page reaches past the screen's right edge, so the screen never scrolls sideways. */
export async function expectToFitTheScreen(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

/** The element lies within the screen's width as drawn, before anything is scrolled to reach it. */
export async function expectOnScreen(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= (locator.page().viewportSize()?.width ?? 0)).toBe(true);
}
