import type { Game } from '@app/contract/games';
import type { LossReturn } from '@app/contract/loss-return';
import type { GameCategory } from '../features/games/api/get-game-categories';
import type { GameProvider } from '../features/games/api/get-game-providers';
import type { LossReturns } from '../features/loss-return/api/get-loss-returns';
import type { WinLoss } from '../features/win-loss/api/get-win-loss';
import { errorResponse, type StubbedError } from './deposit-stub';
import { demoGameCategories, demoGameProviders, demoGames, demoModeGames, jsonResponse } from './fixtures';

export interface GamesStubOptions {
  gameCategories?: GameCategory[];
  gameProviders?: GameProvider[];
  /** The brand's games; the list endpoint filters and pages them as the server does. */
  games?: Game[];
  /** Makes POST /api/auth/user/game/list fail with this error. */
  gamesRefusal?: StubbedError;
  /** Makes GET /api/auth/game fail with this error. */
  categoriesRefusal?: StubbedError;
  /** What POST /api/auth/user/opengame answers for a known game; `{code}` is replaced by its code. */
  launchUrl?: string;
  /** Makes POST /api/auth/user/opengame refuse with this error. */
  openGameRefusal?: StubbedError;
  /** The member's recently opened games, newest first (none by default); a game opened through the stub joins them at the top. */
  recentGames?: Game[];
  /** Makes GET /api/auth/user/game/recent fail with this error. */
  recentGamesRefusal?: StubbedError;
  /** The games visitors may try (GET /api/games/demo); two aggregator slots by default. */
  demoModeGames?: Game[];
  /** Makes GET /api/games/demo fail with this error. */
  demoGamesRefusal?: StubbedError;
  /** What POST /api/games/demo answers for a listed game; `{code}` is replaced by its code. */
  demoLaunchUrl?: string;
  /** Makes POST /api/games/demo refuse with this error. */
  openDemoRefusal?: StubbedError;
  winLoss?: WinLoss;
  /** Makes the win/loss log fail with this error. */
  winLossRefusal?: StubbedError;
  lossReturns?: LossReturns;
}

function readBody(init: RequestInit | undefined): Record<string, unknown> {
  if (typeof init?.body !== 'string') return {};
  const parsed: unknown = JSON.parse(init.body);
  return typeof parsed === 'object' && parsed !== null ? Object.fromEntries(Object.entries(parsed)) : {};
}

/** Whether a game's name contains the search, in any case, as the server matches it. */
function isNameMatch(game: Game, search: unknown): boolean {
  return typeof search !== 'string' || search.trim() === '' || game.name.toLowerCase().includes(search.trim().toLowerCase());
}

/** Newest release first; a game without a release date goes last. */
function byNewestRelease(first: Game, second: Game): number {
  return (second.releasedOn ?? '').localeCompare(first.releasedOn ?? '');
}

/** Filters, orders and pages the catalogue as POST /api/auth/user/game/list does. */
function answerGameList(games: readonly Game[], body: Record<string, unknown>): Response {
  const { category, provider, search, order } = body;
  const page = typeof body.page === 'number' ? body.page : 1;
  const pageSize = typeof body.pageSize === 'number' ? body.pageSize : 30;
  const matching = games.filter(
    (game) =>
      (category === undefined || (category === 'hot' ? game.isHot : game.category === category)) &&
      (provider === undefined || game.providerCode === provider) &&
      isNameMatch(game, search),
  );
  if (order === 'newest') matching.sort(byNewestRelease);
  return jsonResponse(200, { data: matching.slice((page - 1) * pageSize, page * pageSize), meta: { page, pageSize, total: matching.length } });
}

/** The most the recent list holds, as the server keeps it. */
const RECENT_GAMES = 12;

/**
 * Answers the game catalogue, win/loss and loss-return calls as the real server would, or returns
 * null for any other call. `credit` adds a claimed loss return to the balance the credit stub reports.
 */
export function createGamesStub(options: GamesStubOptions, credit: (amountSatang: number) => void) {
  const games = options.games ?? demoGames;
  const demoPlay = options.demoModeGames ?? demoModeGames;
  let recent = [...(options.recentGames ?? [])];
  const lossReturns = options.lossReturns ? { ...options.lossReturns, items: [...options.lossReturns.items] } : null;

  return function answerGamesCall(url: string, init: RequestInit | undefined): Response | null {
    const isPost = init?.method === 'POST';
    if (url === '/api/auth/game') {
      if (options.categoriesRefusal) return errorResponse(options.categoriesRefusal);
      return jsonResponse(200, { data: options.gameCategories ?? demoGameCategories });
    }
    if (url === '/api/auth/game/providers') return jsonResponse(200, { data: options.gameProviders ?? demoGameProviders });
    if (url === '/api/auth/user/game/list' && isPost) {
      return options.gamesRefusal ? errorResponse(options.gamesRefusal) : answerGameList(games, readBody(init));
    }
    if (url === '/api/auth/user/opengame' && isPost) {
      if (options.openGameRefusal) return errorResponse(options.openGameRefusal);
      const game = games.find((candidate) => candidate.uuid === readBody(init).gameId);
      if (!game) return jsonResponse(404, { error: { code: 'GAME_NOT_FOUND', message: 'ไม่พบเกมนี้ หรือเกมปิดให้บริการชั่วคราว' } });
      const launchUrl = (options.launchUrl ?? '/play/house?game={code}&token=launch-token').replace('{code}', game.code);
      recent = [game, ...recent.filter((candidate) => candidate.uuid !== game.uuid)].slice(0, RECENT_GAMES);
      return jsonResponse(200, { data: { launchUrl, expiresAt: '2026-11-22T03:02:00.000Z' } });
    }
    if (url === '/api/auth/user/game/recent') {
      return options.recentGamesRefusal ? errorResponse(options.recentGamesRefusal) : jsonResponse(200, { data: recent });
    }
    if (url === '/api/games/demo' && isPost) {
      if (options.openDemoRefusal) return errorResponse(options.openDemoRefusal);
      const game = demoPlay.find((candidate) => candidate.uuid === readBody(init).gameId);
      if (!game) return jsonResponse(404, { error: { code: 'GAME_NOT_FOUND', message: 'ไม่พบเกมนี้ หรือเกมปิดให้บริการชั่วคราว' } });
      const launchUrl = (options.demoLaunchUrl ?? 'https://games.example.test/play/demo-{code}').replace('{code}', game.code);
      return jsonResponse(200, { data: { launchUrl } });
    }
    if (url === '/api/games/demo') {
      return options.demoGamesRefusal ? errorResponse(options.demoGamesRefusal) : jsonResponse(200, { data: demoPlay });
    }
    if (url.startsWith('/api/auth/log/affiliate/') && isPost) {
      if (options.winLossRefusal) return errorResponse(options.winLossRefusal);
      return jsonResponse(200, { data: options.winLoss ?? { days: [], rounds: [], totalRounds: 0 } });
    }
    if (url === '/api/auth/user/loss-return') {
      return jsonResponse(200, { data: lossReturns ?? { mode: 'claim', period: 'weekly', percent: 5, items: [] } });
    }
    const claim = /^\/api\/auth\/user\/loss-return\/([^/]+)\/claim$/.exec(url);
    if (claim && isPost && lossReturns) return answerClaim(lossReturns.items, claim[1] ?? '');
    return null;
  };

  /** An offered loss return becomes paid and goes onto the credit, once, as the server does. */
  function answerClaim(items: LossReturn[], id: string): Response {
    const index = items.findIndex((item) => item.id === id && item.status === 'offered');
    const offered = items[index];
    if (!offered) {
      return jsonResponse(409, { error: { code: 'LOSS_RETURN_NOT_OFFERED', message: 'รายการยอดเสียคืนนี้รับไปแล้ว หรือไม่สามารถรับได้' } });
    }
    const paid: LossReturn = { ...offered, status: 'paid', paidAt: '2026-11-22T03:00:00.000Z' };
    items[index] = paid;
    credit(paid.amountSatang);
    return jsonResponse(200, { data: paid, balanceSatang: 0 });
  }
}
