import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { composeDrawnDocument, composeShellWithReplies, readShellTemplate, withStyleHashes } from './drawn-document';
import { createDrawnPageCache, type DrawnPage } from './page-drawer';

/** index.html as the web build writes it (apps/web/index.html after `vite build`). */
const INDEX_HTML = `<!doctype html>
<html lang="th">
  <head>
    <title>กำลังโหลด…</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/web-C3.css">
  </head>
  <body>
    <div id="root"><!--drawn-page-start-->
      <div class="boot-splash" role="status"></div>
    <!--drawn-page-end--></div>
  </body>
</html>`;

const POLICY = "default-src 'self';script-src 'self' ;style-src 'self' ;img-src 'self'";

const page: DrawnPage = {
  html: '<link rel="preload" as="image" href="/brand-assets/demo/background.svg"/><main><p style="transform:translateX(0%)">เข้าสู่ระบบ</p><input style="padding-left:14px"/><b style="font-family:&quot;Kanit&quot;"></b></main>',
  apiState: { api: { queries: { 'getPublicSettings(undefined)': { data: { siteName: '</script><script>alert(1)</script>' } } } } },
  title: 'เข้าสู่ระบบ | <ลัคกี้สยาม>',
  accentColor: '#f5b301',
};

/** The document and the policy a visitor receives for it. */
function compose(...args: Parameters<typeof composeDrawnDocument>) {
  const document = composeDrawnDocument(...args);
  return { html: document.html, policy: withStyleHashes(POLICY, document.styleSources) };
}

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('a landing page drawn on the server, as the browser receives it', () => {
  const template = readShellTemplate(INDEX_HTML);
  if (!template) throw new Error('the template was not read');
  const drawn = compose(template, page, { scripts: ['/assets/login-D4.js'], styles: ['/assets/login-E5.css'], fonts: [] });

  it('puts the drawn markup in place of the loading screen, and the page title in the head', () => {
    expect(drawn.html).toContain('<div id="root"><main><p style="transform:translateX(0%)">เข้าสู่ระบบ</p>');
    expect(drawn.html).not.toContain('boot-splash');
    expect(drawn.html).toContain('<title>เข้าสู่ระบบ | &lt;ลัคกี้สยาม&gt;</title>');
  });

  it("asks for no script before the page has painted: the app's entry and its imports go to the after-paint loader", () => {
    expect(drawn.html).not.toMatch(/<script type="module"/);
    expect(drawn.html).not.toContain('rel="modulepreload"');
    expect(drawn.html).toContain(
      '<script src="/load-app-after-paint.js" data-app="/assets/index-A1.js" data-preload="/assets/framework-B2.js /assets/login-D4.js" defer></script>',
    );
  });

  it("puts the route's styles and the page's images in the head, so the page paints as drawn", () => {
    const head = drawn.html.slice(0, drawn.html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/login-E5.css">');
    expect(head).toContain('<link rel="preload" as="image" href="/brand-assets/demo/background.svg"/>');
    expect(head).toContain('<style>:root{--color-accent:#f5b301}</style>');
  });

  it('carries the replies for the store in a data block no text can close early', () => {
    const block = /<script type="application\/json" id="drawn-page-state">([^<]*)<\/script>/.exec(drawn.html);
    expect(block?.[1]).toBeDefined();
    expect(JSON.parse(block?.[1] ?? '')).toEqual(page.apiState);
    expect(drawn.html).not.toContain('<script>alert(1)');
  });

  it("allows exactly the drawn page's inline styles by their hashes, as the browser reads them", () => {
    expect(drawn.policy).toBe(
      `default-src 'self';script-src 'self' ;style-src 'self'  'unsafe-hashes' ${hash('transform:translateX(0%)')} ${hash('padding-left:14px')} ${hash('font-family:"Kanit"')} ${hash(':root{--color-accent:#f5b301}')};img-src 'self'`,
    );
  });

  it('leaves out an accent colour that is not #RRGGBB, rather than put it into a style', () => {
    const withBadColour = compose(template, { ...page, accentColor: 'red;}body{display:none' }, { scripts: [], styles: [], fonts: [] });
    expect(withBadColour.html).not.toContain('<style>');
    expect(withBadColour.policy).not.toContain(hash(':root{--color-accent:red;}body{display:none}'));
  });

  it("asks for the member's balance as a member's frame arrives, and on no visitor's page", () => {
    const frame = compose(template, { ...page, isMemberFrame: true }, { scripts: [], styles: [], fonts: [] });
    const head = frame.html.slice(0, frame.html.indexOf('</head>'));
    expect(head).toContain('<script src="/paint-balance-early.js" async fetchpriority="high"></script>');
    expect(drawn.html).not.toContain('paint-balance-early');
  });

  it("preloads the fonts its route names, in the browser's mode for fonts, and none on a page that names none", () => {
    const frame = compose(template, { ...page, isMemberFrame: true }, { scripts: [], styles: [], fonts: ['/assets/kanit-latin-600-normal-F6.woff2'] });
    const head = frame.html.slice(0, frame.html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/kanit-latin-600-normal-F6.woff2">');
    expect(drawn.html).not.toContain('kanit-latin-600');
  });

  it('leaves the policy as it is when the page has no inline style', () => {
    expect(withStyleHashes(POLICY, [])).toBe(POLICY);
  });

  it('reads no template from an index.html without the markers or the entry script', () => {
    expect(readShellTemplate(INDEX_HTML.replace('<!--drawn-page-start-->', ''))).toBeUndefined();
    expect(readShellTemplate(INDEX_HTML.replace(/<script[^\n]*\n/, ''))).toBeUndefined();
  });
});

describe("the app's shell with its brand's replies", () => {
  const shell = composeShellWithReplies(INDEX_HTML, page.apiState);

  it('is index.html as it is, its loading screen and its scripts, with the replies in a data block no text can close early', () => {
    expect(shell.replace(/<script type="application\/json" id="brand-replies">.*?<\/script>/, '')).toBe(INDEX_HTML);
    const block = /<script type="application\/json" id="brand-replies">(.*?)<\/script><\/body>/.exec(shell)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual(page.apiState);
  });
});

describe('drawn pages kept per brand for a short while', () => {
  it('draws a brand’s page once for the visitors of its lifetime, and again after it', async () => {
    let clock = 0;
    const cache = createDrawnPageCache<object, DrawnPage>(5_000, () => clock);
    const brand = {};
    let drawings = 0;
    const draw = () => {
      drawings += 1;
      return Promise.resolve(page);
    };
    await Promise.all([cache.get(brand, '/login', draw), cache.get(brand, '/login', draw)]);
    clock = 4_999;
    await cache.get(brand, '/login', draw);
    expect(drawings).toBe(1);
    await cache.get(brand, '/', draw);
    await cache.get({}, '/login', draw);
    expect(drawings).toBe(3);
    clock = 5_000;
    await cache.get(brand, '/login', draw);
    expect(drawings).toBe(4);
  });

  it('answers undefined for a drawing that failed, so the visitor gets the app shell', async () => {
    const cache = createDrawnPageCache<object, DrawnPage>(5_000, () => 0);
    await expect(cache.get({}, '/', () => Promise.reject(new Error('database down')))).resolves.toBeUndefined();
  });
});
