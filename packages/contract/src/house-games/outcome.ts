import { BACCARAT_FLOATS, baccaratPayout, dealBaccarat, type BaccaratHand, type BaccaratSide } from './baccarat';
import { HILO_FLOATS, hiloPayout, playHilo, type HiloChoice, type HiloState } from './hilo';
import { evaluateSlot, SLOT_FLOATS, type SlotOutcome } from './slot';

/** The house provider's games, by the code the catalogue and the launch URL carry. */
export const HOUSE_PROVIDER_CODE = 'HOUSE';
export const HOUSE_GAME_CODES = ['house-slot', 'house-baccarat', 'house-hilo'] as const;
export type HouseGameCode = (typeof HOUSE_GAME_CODES)[number];

/** What the player chose for a round: everything besides the seeds that decides the outcome. */
export type RoundInput =
  | { game: 'house-slot'; betSatang: number }
  | { game: 'house-baccarat'; betSatang: number; side: BaccaratSide }
  | { game: 'house-hilo'; betSatang: number; choices: HiloChoice[] };

export type RoundOutcome =
  | { game: 'house-slot'; slot: SlotOutcome; winSatang: number }
  | { game: 'house-baccarat'; side: BaccaratSide; hand: BaccaratHand; winSatang: number }
  | { game: 'house-hilo'; hilo: HiloState; winSatang: number };

export function floatsNeeded(game: HouseGameCode): number {
  return game === 'house-slot' ? SLOT_FLOATS : game === 'house-baccarat' ? BACCARAT_FLOATS : HILO_FLOATS;
}

/**
 * The one function that turns a round's floats and the player's choices into its outcome. The
 * server draws with it; the verifier page recomputes with it from the revealed seed. For hi-lo the
 * win is what cashing out pays now (0 once lost).
 */
export function computeOutcome(floats: readonly number[], input: RoundInput): RoundOutcome {
  switch (input.game) {
    case 'house-slot': {
      const slot = evaluateSlot(floats, input.betSatang);
      return { game: input.game, slot, winSatang: slot.winSatang };
    }
    case 'house-baccarat': {
      const hand = dealBaccarat(floats);
      return { game: input.game, side: input.side, hand, winSatang: baccaratPayout(input.side, hand.winner, input.betSatang) };
    }
    case 'house-hilo': {
      const hilo = playHilo(floats, input.choices);
      return { game: input.game, hilo, winSatang: hilo.status === 'lost' ? 0 : hiloPayout(input.betSatang, hilo.multiplierBps) };
    }
  }
}
