import { describe, expect, it } from 'vitest';
import { checkBrowserSupport } from './browser-support';
import { isRecentChrome } from './recent-chrome';

const androidChrome = (version: string) =>
  `Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Mobile Safari/537.36`;

/** Browsers built on Chrome 120 or newer that the full check judges by their own version. */
const recentChromiumBrowsers = [
  `${androidChrome('126.0.0.0')} SamsungBrowser/19.0`,
  `${androidChrome('124.0.0.0')} OPR/80.0.0.0`,
  `${androidChrome('125.0.0.0')} EdgA/110.0.0.0`,
  `${androidChrome('121.0.0.0')} XiaoMi/MiuiBrowser/11.2.0`,
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/119.0.6045.199 Chrome/121.0.6045.199 Safari/537.36',
];

describe('the recent-Chrome shortcut of the browser check', () => {
  it.each(['120.0.6099.43', '126.0.6478.71', '140.0.0.0'])('passes Chrome %s, which the full check passes too', (version) => {
    expect(isRecentChrome(androidChrome(version))).toBe(true);
    expect(checkBrowserSupport(androidChrome(version)).isSupported).toBe(true);
  });

  it('leaves Chrome 119 and older to the full check', () => {
    expect(isRecentChrome(androidChrome('119.0.6045.193'))).toBe(false);
    expect(isRecentChrome(androidChrome('78.0.3904.108'))).toBe(false);
  });

  it.each(recentChromiumBrowsers)('leaves another browser on Chrome to the full check: %s', (userAgent) => {
    expect(isRecentChrome(userAgent)).toBe(false);
  });

  it('leaves Safari and Firefox to the full check', () => {
    expect(
      isRecentChrome('Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1'),
    ).toBe(false);
    expect(isRecentChrome('Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0')).toBe(false);
  });
});
