import { HUB88_PLATFORMS, type Hub88Game } from '@app/contract/hub88/games';
import { backgroundUrl, thumbUrl } from './art-urls';
import { listCatalogue, type CatalogueGame } from './games';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One game as Hub88's game list sends it. The contract's schema names what the operator reads;
 * the rest (volatility, rtp, paylines, …) are the other fields Hub88 documents for the list,
 * which the operator passes through.
 */
export interface SandboxListedGame extends Hub88Game {
  freebet_support: boolean;
  blocked_countries: string[];
  volatility: number;
  rtp: string;
  paylines: number;
  languages: string[];
  technology: string[];
  features: string[];
}

function listedGame(game: CatalogueGame, publicUrl: string, now: Date): SandboxListedGame {
  return {
    name: game.name,
    game_code: game.gameCode,
    product: game.product.name,
    category: game.category,
    enabled: game.isEnabled,
    url_thumb: thumbUrl(publicUrl, game),
    url_background: backgroundUrl(publicUrl, game),
    platforms: [...HUB88_PLATFORMS],
    demo_game_support: game.hasDemo,
    release_date: new Date(now.getTime() - game.releasedDaysAgo * DAY_MS).toISOString().slice(0, 10),
    freebet_support: false,
    blocked_countries: [],
    volatility: game.volatility,
    rtp: game.rtp,
    paylines: game.paylines,
    languages: ['tha', 'eng'],
    technology: ['HTML5'],
    features: [],
  };
}

/** The answer to POST /operator/generic/v2/game/list: every game, disabled ones included. */
export function buildGameList(publicUrl: string, now: Date): SandboxListedGame[] {
  return listCatalogue().map((game) => listedGame(game, publicUrl, now));
}
