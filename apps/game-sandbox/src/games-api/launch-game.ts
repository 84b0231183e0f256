import { HUB88_DEMO_CURRENCY, type Hub88GameUrlRequest } from '@app/contract/hub88/games';
import { findGame } from '../catalogue/games';
import { DEMO_START_BALANCE_SATANG, type PlaySessions } from '../sessions/play-sessions';

/** The only real-money currency the sandbox's operators play in. */
export const REAL_CURRENCY = 'THB';

export type GamesApiAnswer = { statusCode: 200; body: { url: string } } | { statusCode: 400 | 403 | 404; body: { error: string } };

/** The page links only to web addresses: a `javascript:` lobby URL is dropped, not linked. */
function webAddressOrUndefined(text: string | undefined): string | undefined {
  if (!text || !URL.canParse(text)) return undefined;
  const { protocol } = new URL(text);
  return protocol === 'http:' || protocol === 'https:' ? text : undefined;
}

function refuse(statusCode: 400 | 403 | 404, error: string): GamesApiAnswer {
  return { statusCode, body: { error } };
}

/**
 * POST /operator/generic/v2/game/url: opens a play session and answers the page's address. Real
 * play needs the operator's token and user and THB; DEMO ("currency":"XXX", no token or user)
 * gets play money and makes no wallet calls. Unknown games are 404, and a game, currency or
 * demo that is not enabled is 403, as Hub88's error codes say.
 */
export function launchGame(request: Hub88GameUrlRequest, deps: { sessions: PlaySessions; publicUrl: string }): GamesApiAnswer {
  const game = findGame(request.game_code);
  if (!game) return refuse(404, 'game not found');
  if (!game.isEnabled) return refuse(403, 'game is not enabled');
  const lobbyUrl = webAddressOrUndefined(request.lobby_url);
  const depositUrl = webAddressOrUndefined(request.deposit_url);
  const pages = { operatorId: request.operator_id, gameCode: game.gameCode, ...(lobbyUrl ? { lobbyUrl } : {}), ...(depositUrl ? { depositUrl } : {}) };
  if (request.currency === HUB88_DEMO_CURRENCY) {
    if (!game.hasDemo) return refuse(403, 'demo is not enabled for this game');
    const session = deps.sessions.open({ mode: 'demo', ...pages, demoBalanceSatang: DEMO_START_BALANCE_SATANG });
    return { statusCode: 200, body: { url: `${deps.publicUrl}/play/${session.id}` } };
  }
  if (request.currency !== REAL_CURRENCY) return refuse(403, 'currency is not enabled');
  if (!request.token || !request.user) return refuse(400, 'token and user are required for real play');
  const session = deps.sessions.open({ mode: 'real', ...pages, user: request.user, token: request.token });
  return { statusCode: 200, body: { url: `${deps.publicUrl}/play/${session.id}` } };
}
