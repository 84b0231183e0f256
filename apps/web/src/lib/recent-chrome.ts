/** Tokens of browsers built on Chrome that the browser check judges by their own version. */
const OTHER_CHROMIUM_BROWSERS = /(?:Chromium|Edg|Edge|EdgA|EdgiOS|OPR|Opera|OPT|SamsungBrowser|YaBrowser|MiuiBrowser|XiaoMi)\//;

/** Chrome's oldest version that meets every Chromium-based minimum of spec section 9. */
const RECENT_CHROME_MAJOR = 120;

/**
 * Whether the user agent is plain Chrome 120 or newer, which meets every minimum of spec section
 * 9, so the full browser check (a user-agent parser, 8 KB of brotli) need
 * not be downloaded. Most members arrive on Chrome for Android; any other browser gets the full
 * check. lib/browser-support.test.ts holds the two to the same answer.
 */
export function isRecentChrome(userAgent: string): boolean {
  if (OTHER_CHROMIUM_BROWSERS.test(userAgent)) return false;
  const major = /Chrome\/(\d+)\./.exec(userAgent)?.[1];
  return major !== undefined && Number(major) >= RECENT_CHROME_MAJOR;
}
