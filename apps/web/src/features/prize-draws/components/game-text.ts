import type { PrizeGame } from '@app/contract/rewards/prize-draws';

/** Where each game's own texts live under prizeDraws in the locale files. */
export const GAME_TEXT = { wheel: 'wheel', flip_card: 'flipCard' } as const satisfies Record<PrizeGame, string>;
