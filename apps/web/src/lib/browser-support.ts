import Bowser from 'bowser';

/** Minimum major versions of spec section 9. */
export const MINIMUM_BROWSER_VERSIONS = {
  chrome: 79,
  firefox: 80,
  opera: 86,
  safari: 12,
  edgeLegacy: 15,
  chromium: 120,
  edgeChromium: 115,
  internetExplorer: 10,
  iosSafari: 13,
  samsungInternet: 20,
  miui: 12,
  yandex: 10,
} as const;

type BrowserRule = keyof typeof MINIMUM_BROWSER_VERSIONS;

export interface BrowserSupport {
  isSupported: boolean;
  browserName: string;
  browserVersion: string;
}

/** Picks the rule for a parsed browser; browsers the spec does not list are never flagged. */
function findRule(parser: Bowser.Parser.Parser): BrowserRule | null {
  switch (parser.getBrowserName(true)) {
    case 'chrome':
      return 'chrome';
    case 'firefox':
      return 'firefox';
    case 'opera':
      return 'opera';
    case 'safari':
      return parser.getOSName(true) === 'ios' ? 'iosSafari' : 'safari';
    case 'microsoft edge':
      // Edge 12-18 ran on EdgeHTML; from 79 on it is Chromium-based and has its own minimum.
      return parser.getEngineName().toLowerCase() === 'edgehtml' ? 'edgeLegacy' : 'edgeChromium';
    case 'chromium':
      return 'chromium';
    case 'internet explorer':
      return 'internetExplorer';
    case 'samsung internet for android':
      return 'samsungInternet';
    case 'miui':
      return 'miui';
    case 'yandex browser':
      return 'yandex';
    default:
      return null;
  }
}

function readMajorVersion(version: string): number | null {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  return Number.isNaN(major) ? null : major;
}

export function checkBrowserSupport(userAgent: string): BrowserSupport {
  const parser = Bowser.getParser(userAgent);
  const browserName = parser.getBrowserName();
  const browserVersion = parser.getBrowserVersion() ?? '';
  const rule = findRule(parser);
  const major = readMajorVersion(browserVersion);
  // Without a known rule or a readable version there is no evidence the browser is too old.
  const isSupported = rule === null || major === null || major >= MINIMUM_BROWSER_VERSIONS[rule];
  return { isSupported, browserName, browserVersion };
}
