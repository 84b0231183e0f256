import { listCatalogue, type CatalogueGame } from '../catalogue/games';
import type { Scheduler } from '../lib/scheduler';
import type { Engine } from './engine';
import { createFishingEngine } from './fishing';
import { createLottoEngine } from './lotto';
import { createSlotEngine } from './slot';
import { createSportEngine } from './sport';
import { createTableEngine } from './table-engine';
import { baccaratRules } from './tables/baccarat';
import { dragonTigerRules } from './tables/dragon-tiger';
import { createHiloRules } from './tables/hilo';
import { pokDengRules } from './tables/pok-deng';
import { rouletteRules } from './tables/roulette';

export interface EngineTiming {
  casinoSettleMs: number;
  sportResultAfterMs: number;
  lottoDrawEveryMs: number;
}

export interface EngineDeps {
  scheduler: Scheduler;
  clock: () => Date;
  timing: EngineTiming;
}

function engineFor(game: CatalogueGame, deps: EngineDeps): Engine {
  const table = { scheduler: deps.scheduler, clock: deps.clock, settleAfterMs: deps.timing.casinoSettleMs };
  switch (game.engine) {
    case 'slot':
      return createSlotEngine(deps.clock);
    case 'fishing':
      return createFishingEngine();
    case 'baccarat':
      return createTableEngine(baccaratRules, table);
    case 'roulette':
      return createTableEngine(rouletteRules, table);
    case 'dragon-tiger':
      return createTableEngine(dragonTigerRules, table);
    case 'hilo':
      return createTableEngine(createHiloRules(), table);
    case 'pok-deng':
      return createTableEngine(pokDengRules, table);
    case 'sport':
      return createSportEngine({ scheduler: deps.scheduler, clock: deps.clock, resultAfterMs: deps.timing.sportResultAfterMs });
    case 'lotto':
      return createLottoEngine(game, { scheduler: deps.scheduler, clock: deps.clock, drawEveryMs: deps.timing.lottoDrawEveryMs });
  }
}

/** One engine per game, made when the sandbox starts (the lotteries start drawing then). */
export function createEngines(deps: EngineDeps): (gameCode: string) => Engine | undefined {
  const engines = new Map(listCatalogue().map((game) => [game.gameCode, engineFor(game, deps)]));
  return (gameCode) => engines.get(gameCode);
}
