import { backgroundUrl, productLogoUrl } from '../catalogue/art-urls';
import type { CatalogueGame } from '../catalogue/games';
import { escapeHtml, jsonForScript } from '../lib/html';
import type { PlaySession } from '../sessions/play-sessions';
import { TEXTS } from '../texts';
import { pageScriptFor } from './client-scripts';
import { renderPage } from './page-shell';

/**
 * A game's page: the sandbox label, a way back to the operator's lobby, the game and product,
 * the balance (the operator's own figure in real mode), and the engine's controls, which the
 * page's script draws from the configuration embedded here.
 */
export function renderPlayPage(page: {
  session: PlaySession;
  game: CatalogueGame;
  view: Record<string, unknown>;
  balanceText: string | undefined;
  nonce: string;
}): string {
  const { session, game } = page;
  const config = {
    sessionId: session.id,
    engine: game.engine,
    mode: session.mode,
    isClosed: session.closedAt !== undefined,
    texts: TEXTS,
    view: page.view,
    balanceText: page.balanceText ?? null,
  };
  const links = [
    session.lobbyUrl ? `<a class="lobby" href="${escapeHtml(session.lobbyUrl)}" target="_top">← ${escapeHtml(TEXTS.lobby)}</a>` : '',
    session.depositUrl ? `<a class="button" href="${escapeHtml(session.depositUrl)}" target="_top">${escapeHtml(TEXTS.deposit)}</a>` : '',
  ].join('');
  const body = `
${links ? `<nav class="top-links">${links}</nav>` : ''}
<header>
  <img src="${escapeHtml(productLogoUrl('', game.product))}" alt="" width="48" height="48">
  <div><h1>${escapeHtml(game.name)}</h1><div class="product">${escapeHtml(game.product.name)}</div></div>
</header>
${session.mode === 'demo' ? `<p><span class="demo-badge">${escapeHtml(TEXTS.demoLabel)}</span></p>` : ''}
<section class="balance" aria-live="polite">
  <div class="amount"><span class="label">${escapeHtml(TEXTS.balance)} (THB)</span><strong id="balance">${escapeHtml(page.balanceText ?? '—')}</strong></div>
  <button type="button" id="refresh-balance">${escapeHtml(TEXTS.refresh)}</button>
</section>
<div id="message" class="message${page.balanceText === undefined ? ' error' : ''}" role="status">${page.balanceText === undefined ? escapeHtml(TEXTS.balanceUnavailable) : ''}</div>
<main id="game"><p class="muted">${escapeHtml(TEXTS.loading)}</p></main>
<script type="application/json" id="sandbox-config">${jsonForScript(config)}</script>`;
  return renderPage({
    title: game.name,
    colours: game.product.colours,
    backgroundUrl: backgroundUrl('', game),
    nonce: page.nonce,
    body,
    script: pageScriptFor(game.engine),
  });
}
