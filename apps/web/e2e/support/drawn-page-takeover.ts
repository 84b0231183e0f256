import type { Page } from '@playwright/test';

/**
 * Waits, after a page has loaded, until the app has taken over a page the server drew (the
 * visitors' `/` and `/login`). Such a page shows and can be typed in before the app's script has
 * arrived, but a tap on it does nothing until the app has it (drawn-pages.spec.ts checks that
 * time itself). A journey that opens it and taps at once would race the app; this makes the
 * journeys tap when a person on a phone would see the page work. Another page returns at once.
 */
export async function waitForDrawnPageTakeover(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('drawn-page-state')) return true;
    // React marks each element it has taken over; the page's last one is taken over last.
    const elements = document.querySelectorAll('#main-content *');
    const last = elements[elements.length - 1];
    return last !== undefined && Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** `page.goto` and `page.reload` wait for the takeover too, unless asked to return earlier. */
export function takeOverDrawnPagesOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const isEarly = (options?: { waitUntil?: string }) => options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded';
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!isEarly(options)) await waitForDrawnPageTakeover(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!isEarly(options)) await waitForDrawnPageTakeover(page);
    return response;
  };
}
