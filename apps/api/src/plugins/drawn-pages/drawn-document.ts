import { createHash } from 'node:crypto';
import type { DrawnPage } from './page-drawer';

/** The built index.html, read apart once: what a drawn page keeps of it and what it moves. */
export interface ShellTemplate {
  /** The document with its app script and module preloads taken out. */
  html: string;
  /** The app's entry script, asked for after the drawn page has painted. */
  entryScript: string;
  /** The scripts the entry imports, which index.html preloads with it. */
  entryImports: string[];
}

/** What a landing page's route needs beyond the entry (the build's route-preloads.json). */
export interface RouteFiles {
  scripts: string[];
  styles: string[];
  /** Fonts the page needs before the browser would find them (the dashboard frame's balance digits). */
  fonts: string[];
}

export interface DrawnDocument {
  html: string;
  /** What the page's Content-Security-Policy must add to `style-src` for the styles it carries. */
  styleSources: readonly string[];
}

/** Where the app draws itself; index.html marks the loading screen a drawn page replaces. */
const ROOT_CONTENT = /<!--drawn-page-start-->[\s\S]*<!--drawn-page-end-->/;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;
/** React puts the preloads of the page's images before its markup; they belong in the head. */
const LEADING_PRELOADS = /^(?:<link [^>]*\/>)+/;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
/** The accent colour as the settings accept it (#RRGGBB); anything else is left to the app. */
const ACCENT_COLOR = /^#[0-9a-fA-F]{6}$/;
/** The script, served with the app (apps/web/public), that asks for the app once the page shows. */
const AFTER_PAINT_LOADER = '/load-app-after-paint.js';
/**
 * The script, built with the app (apps/web, `vite build --mode early`), that asks for the stored
 * member's balance as a member's frame arrives and shows it before the app's script is there.
 * Async in the head: it leaves as soon as the head is read and holds nothing up.
 */
const EARLY_BALANCE_SCRIPT = '/paint-balance-early.js';

export function readShellTemplate(indexHtml: string): ShellTemplate | undefined {
  const entry = ENTRY_SCRIPT.exec(indexHtml);
  if (!entry?.[1] || !ROOT_CONTENT.test(indexHtml)) return undefined;
  const entryImports = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  return { html: indexHtml.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entryScript: entry[1], entryImports };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An attribute's value as the browser reads it, which is what a hash in the policy must match. */
function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** JSON inside a `<script>` element: no `<` that could close it early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The policy with these style sources added. The site's policy refuses inline styles; a drawn page
 * carries a few (the accent colour, the carousel's offset, the marquee's speed), which it allows
 * by their exact hashes: `'unsafe-hashes'` lets a hash match a `style` attribute (CSP Level 3).
 */
export function withStyleHashes(policy: string, styleSources: readonly string[]): string {
  if (styleSources.length === 0) return policy;
  const added = styleSources.join(' ');
  return policy.replace(/(^|;\s*)style-src ([^;]*)/, (_match, start: string, sources: string) => `${start}style-src ${sources} ${added}`);
}

/** The sources that allow exactly these hashes: `'unsafe-hashes'` only where attributes need it. */
function styleSourcesOf(attributeHashes: readonly string[], elementHashes: readonly string[]): string[] {
  return [...(attributeHashes.length > 0 ? ["'unsafe-hashes'", ...attributeHashes] : []), ...elementHashes];
}

/**
 * The landing page's document as the server sends it: index.html with the page drawn in `#root`,
 * its title, its route's styles and images in the head, the replies it was drawn with for the
 * app's store, and the app's scripts asked for only after the page has painted (a phone shows the
 * page while the script downloads; the app then takes the drawn page over, main.tsx).
 */
export function composeDrawnDocument(template: ShellTemplate, page: DrawnPage, route: RouteFiles): DrawnDocument {
  const imagePreloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
  const markup = page.html.slice(imagePreloads.length);
  const attributeHashes = [...new Set([...markup.matchAll(STYLE_ATTRIBUTE)].map((match) => sha256Source(unescapeAttribute(match[1] ?? ''))))];
  const accentStyle = ACCENT_COLOR.test(page.accentColor) ? `:root{--color-accent:${page.accentColor}}` : undefined;

  const head = [
    page.isMemberFrame ? `<script src="${EARLY_BALANCE_SCRIPT}" async fetchpriority="high"></script>` : '',
    ...route.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    // In CORS mode, as the browser asks for every font: a preload in another mode is not used.
    ...route.fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`),
    imagePreloads,
    accentStyle ? `<style>${accentStyle}</style>` : '',
  ].join('');
  const preloads = [...template.entryImports, ...route.scripts].join(' ');
  const scripts =
    `<script type="application/json" id="drawn-page-state">${scriptSafeJson(page.apiState)}</script>` +
    `<script src="${AFTER_PAINT_LOADER}" data-app="${template.entryScript}" data-preload="${preloads}" defer></script>`;
  const html = template.html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT_CONTENT, () => markup)
    .replace('</body>', () => `${scripts}</body>`);
  return { html, styleSources: styleSourcesOf(attributeHashes, accentStyle ? [sha256Source(accentStyle)] : []) };
}

/**
 * The app's shell (the built index.html, as it is) with its brand's replies for the app's store, in
 * the element app/page-replies.ts reads: a page that is not drawn ahead is drawn at once when the
 * script has run, without asking for them first. A data block is not a script the browser runs, so
 * the Content-Security-Policy has nothing to allow.
 */
export function composeShellWithReplies(indexHtml: string, replies: Record<string, unknown>): string {
  return indexHtml.replace('</body>', () => `<script type="application/json" id="brand-replies">${scriptSafeJson(replies)}</script></body>`);
}
