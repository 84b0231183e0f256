import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../lib/html';
import { TEXTS } from '../texts';
import { PAGE_CSS } from './page-css';

export interface PageColours {
  deep: string;
  light: string;
  accent: string;
}

/**
 * The sandbox's pages allow only their own inline script (by nonce) and their own origin: the
 * page is self-contained, and its script talks only to the sandbox's play endpoints.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The frame of every page: the sandbox label on top, then the page's own content. */
export function renderPage(page: { title: string; colours: PageColours; backgroundUrl?: string; nonce: string; body: string; script?: string }): string {
  const { deep, light, accent } = page.colours;
  const background = page.backgroundUrl ? `url('${escapeHtml(page.backgroundUrl)}') center / cover fixed, ` : '';
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(page.title)} · ${escapeHtml(TEXTS.sandboxLabel)}</title>
<style>:root{--deep:${deep};--light:${light};--accent:${accent};--page-bg:${background}${deep};}${PAGE_CSS}</style>
</head>
<body>
<div class="sandbox-bar" role="note">${escapeHtml(TEXTS.sandboxLabel)}</div>
<div class="column">${page.body}</div>
${page.script ? `<script nonce="${page.nonce}">${page.script}</script>` : ''}
</body>
</html>`;
}
