import { escapeHtml } from '../lib/html';
import { TEXTS } from '../texts';
import { renderPage } from './page-shell';

/** The answer to a play link that names no session: in Thai, with no way to play. */
export function renderNotFoundPage(nonce: string): string {
  return renderPage({
    title: TEXTS.notFoundTitle,
    colours: { deep: '#1b1b2f', light: '#3a3a5c', accent: '#ffcc00' },
    nonce,
    body: `<div class="not-found"><h1>${escapeHtml(TEXTS.notFoundTitle)}</h1><p>${escapeHtml(TEXTS.notFoundBody)}</p></div>`,
  });
}
