import { describe, expect, it } from 'vitest';
import { checkBrowserSupport } from './browser-support';

const windowsChrome = (version: string) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Safari/537.36`;

describe('checkBrowserSupport', () => {
  it.each([
    ['Chrome 78', windowsChrome('78.0.3904.108'), false],
    ['Chrome 79', windowsChrome('79.0.3945.88'), true],
    ['Firefox 79', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:79.0) Gecko/20100101 Firefox/79.0', false],
    ['Firefox 80', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:80.0) Gecko/20100101 Firefox/80.0', true],
    ['Opera 85', `${windowsChrome('99.0.4844.84')} OPR/85.0.4341.75`, false],
    ['Opera 86', `${windowsChrome('100.0.4896.127')} OPR/86.0.4363.59`, true],
    ['Safari 11 on macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.1.2 Safari/605.1.15', false],
    ['Safari 12 on macOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Safari/605.1.15', true],
    [
      'Safari 12 on iOS (iOS needs 13)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
      false,
    ],
    [
      'Safari 13 on iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 13_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0.4 Mobile/15E148 Safari/604.1',
      true,
    ],
    ['Edge (EdgeHTML) 14', `${windowsChrome('51.0.2704.79')} Edge/14.14393`, false],
    ['Edge (EdgeHTML) 15', `${windowsChrome('52.0.2743.116')} Edge/15.15063`, true],
    ['Edge (Chromium) 114', `${windowsChrome('114.0.0.0')} Edg/114.0.1823.58`, false],
    ['Edge (Chromium) 115', `${windowsChrome('115.0.0.0')} Edg/115.0.1901.183`, true],
    [
      'Chromium 119',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/119.0.6045.199 Chrome/119.0.6045.199 Safari/537.36',
      false,
    ],
    ['Chromium 120', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/120.0.6099.71 Chrome/120.0.6099.71 Safari/537.36', true],
    ['Internet Explorer 9', 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)', false],
    ['Internet Explorer 10', 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)', true],
    [
      'Samsung Internet 19',
      'Mozilla/5.0 (Linux; Android 12; SM-G991B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/19.0 Chrome/102.0.5005.125 Mobile Safari/537.36',
      false,
    ],
    [
      'Samsung Internet 20',
      'Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/20.0 Chrome/106.0.5249.126 Mobile Safari/537.36',
      true,
    ],
    [
      'MIUI Browser 11',
      'Mozilla/5.0 (Linux; U; Android 10; zh-cn; Redmi Note 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/79.0.3945.147 Mobile Safari/537.36 XiaoMi/MiuiBrowser/11.5.12',
      false,
    ],
    [
      'MIUI Browser 12',
      'Mozilla/5.0 (Linux; U; Android 11; en-us; Redmi Note 9) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.116 Mobile Safari/537.36 XiaoMi/MiuiBrowser/12.13.2',
      true,
    ],
    ['Yandex 9', `${windowsChrome('38.0.2125.122')} YaBrowser/9.1.2125.122`, false],
    ['Yandex 10', `${windowsChrome('40.0.2214.115')} YaBrowser/10.2.2214.115`, true],
  ])('%s -> supported: %s', (_label, userAgent, isSupported) => {
    expect(checkBrowserSupport(userAgent).isSupported).toBe(isSupported);
  });

  it('reports the browser name and version for the banner', () => {
    expect(checkBrowserSupport(windowsChrome('70.0.3538.77'))).toEqual({
      isSupported: false,
      browserName: 'Chrome',
      browserVersion: '70.0.3538.77',
    });
  });

  it('does not flag browsers the spec does not list', () => {
    const ucBrowser =
      'Mozilla/5.0 (Linux; U; Android 8.1.0; en-US; Nexus 6P) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/57.0.2987.108 UCBrowser/12.11.1.1197 Mobile Safari/537.36';
    expect(checkBrowserSupport(ucBrowser).isSupported).toBe(true);
  });
});
