import type { FastifyInstance, FastifyReply } from 'fastify';
import { findGame } from '../catalogue/games';
import type { Engine, PlayContext } from '../engines/engine';
import { balanceFields } from '../engines/engine';
import { unitsToBahtText } from '../lib/money-text';
import { renderNotFoundPage } from '../pages/not-found-page';
import { contentSecurityPolicy, newNonce } from '../pages/page-shell';
import { renderPlayPage } from '../pages/play-page';
import type { PlaySession, PlaySessions } from '../sessions/play-sessions';
import { TEXTS } from '../texts';
import type { PlayerWallet } from '../wallet/player-wallet';

interface PlayDeps {
  sessions: PlaySessions;
  engineFor: (gameCode: string) => Engine | undefined;
  walletFor: (session: PlaySession) => PlayerWallet | undefined;
}

type Params = { Params: { sessionId: string } };

function sendHtml(reply: FastifyReply, statusCode: number, render: (nonce: string) => string) {
  const nonce = newNonce();
  return reply
    .status(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', contentSecurityPolicy(nonce))
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(render(nonce));
}

/**
 * The game pages and the JSON endpoints their scripts call (state, balance, action), all under
 * /play/<sessionId>. The page and the balance endpoint ask the operator (user/balance) in real mode.
 */
export async function playRoutes(app: FastifyInstance, deps: PlayDeps) {
  function contextOf(sessionId: string): { context: PlayContext; engine: Engine } | undefined {
    const session = deps.sessions.find(sessionId);
    const game = session ? findGame(session.gameCode) : undefined;
    const engine = game ? deps.engineFor(game.gameCode) : undefined;
    const wallet = session ? deps.walletFor(session) : undefined;
    if (!session || !game || !engine || !wallet) return undefined;
    return { context: { session, game, wallet }, engine };
  }

  app.get<Params>('/play/:sessionId', async (request, reply) => {
    const found = contextOf(request.params.sessionId);
    if (!found) return sendHtml(reply, 404, renderNotFoundPage);
    const { context, engine } = found;
    const balance = await context.wallet.readBalance();
    const balanceText = balance.kind === 'balance' ? unitsToBahtText(balance.balanceUnits) : undefined;
    return sendHtml(reply, 200, (nonce) => renderPlayPage({ session: context.session, game: context.game, view: engine.view(context), balanceText, nonce }));
  });

  app.get<Params>('/play/:sessionId/state', async (request, reply) => {
    const found = contextOf(request.params.sessionId);
    if (!found) return reply.status(404).send({ error: 'session not found' });
    return reply.header('cache-control', 'no-store').send({ view: found.engine.view(found.context), isClosed: found.context.session.closedAt !== undefined });
  });

  app.get<Params>('/play/:sessionId/balance', async (request, reply) => {
    const found = contextOf(request.params.sessionId);
    if (!found) return reply.status(404).send({ error: 'session not found' });
    const balance = await found.context.wallet.readBalance();
    if (balance.kind === 'balance') return reply.header('cache-control', 'no-store').send({ ok: true, ...balanceFields(balance.balanceUnits) });
    return reply.send({ ok: false, error: 'BALANCE_UNAVAILABLE', status: balance.status ?? null, message: TEXTS.balanceUnavailable });
  });

  app.post<Params>('/play/:sessionId/action', async (request, reply) => {
    const found = contextOf(request.params.sessionId);
    if (!found) return reply.status(404).send({ error: 'session not found' });
    if (found.context.session.closedAt) return reply.status(409).send({ ok: false, error: 'SESSION_CLOSED', message: TEXTS.sessionClosed });
    const answer = await found.engine.act(found.context, request.body);
    return reply.status(answer.statusCode).send(answer.body);
  });
}
