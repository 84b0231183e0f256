import { BACCARAT_BETS_SATANG, BACCARAT_SIDES, type BaccaratSide } from '@app/contract/house-games/baccarat';
import { HILO_BETS_SATANG, type HiloChoice } from '@app/contract/house-games/hilo';
import type { HouseGameCode, RoundInput } from '@app/contract/house-games/outcome';
import { SLOT_BETS_SATANG } from '@app/contract/house-games/slot';
import { isHouseGameCode } from './house-game-code';

/** What the verifier form holds, as typed; the address carries the same fields to prefill it. */
export interface VerifierFields {
  game: HouseGameCode;
  serverSeed: string;
  /** The hash shown before play, to compare with the SHA-256 of the revealed seed; may be empty. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  betSatang: number;
  side: BaccaratSide;
  /** Hi-lo guesses in order, comma separated: "higher,lower" (Thai สูง and ต่ำ are read too). */
  choices: string;
}

export const BETS_SATANG_BY_GAME: Record<HouseGameCode, readonly number[]> = {
  'house-slot': SLOT_BETS_SATANG,
  'house-baccarat': BACCARAT_BETS_SATANG,
  'house-hilo': HILO_BETS_SATANG,
};

const CHOICE_WORDS: Record<string, HiloChoice> = { higher: 'higher', h: 'higher', สูง: 'higher', lower: 'lower', l: 'lower', ต่ำ: 'lower' };

/** "higher, lower" -> ['higher', 'lower']; null when a word is neither. An empty text is no guess yet. */
export function parseChoices(text: string): HiloChoice[] | null {
  const words = text.split(/[\s,]+/).filter(Boolean);
  const choices = words.map((word) => CHOICE_WORDS[word.toLowerCase()]);
  return choices.every((choice) => choice !== undefined) ? choices : null;
}

export function readVerifierFields(params: URLSearchParams): VerifierFields {
  const gameParam = params.get('game');
  const game = isHouseGameCode(gameParam) ? gameParam : 'house-slot';
  const bets = BETS_SATANG_BY_GAME[game];
  const betParam = Number(params.get('betSatang'));
  const sideParam = params.get('side');
  return {
    game,
    serverSeed: params.get('serverSeed') ?? '',
    serverSeedHash: params.get('serverSeedHash') ?? '',
    clientSeed: params.get('clientSeed') ?? '',
    nonce: params.get('nonce') ?? '',
    betSatang: bets.includes(betParam) ? betParam : (bets[0] ?? 0),
    side: BACCARAT_SIDES.find((side) => side === sideParam) ?? 'player',
    choices: params.get('choices') ?? '',
  };
}

export type VerifierProblem = 'serverSeed' | 'clientSeed' | 'nonce' | 'choices';

export type VerifierCheck =
  | { isValid: true; seeds: { serverSeed: string; clientSeed: string; nonce: number }; input: RoundInput }
  | { isValid: false; problems: VerifierProblem[] };

/** Turns the form into the seeds and the round input computeOutcome takes, or names the fields to fix. */
export function checkVerifierFields(fields: VerifierFields): VerifierCheck {
  const problems: VerifierProblem[] = [];
  if (!fields.serverSeed.trim()) problems.push('serverSeed');
  if (!fields.clientSeed) problems.push('clientSeed');
  const nonce = /^\d{1,9}$/.test(fields.nonce.trim()) ? Number(fields.nonce.trim()) : null;
  if (nonce === null) problems.push('nonce');
  const choices = fields.game === 'house-hilo' ? parseChoices(fields.choices) : [];
  if (choices === null) problems.push('choices');
  if (problems.length > 0 || nonce === null || choices === null) return { isValid: false, problems };

  const seeds = { serverSeed: fields.serverSeed.trim(), clientSeed: fields.clientSeed, nonce };
  const { betSatang } = fields;
  switch (fields.game) {
    case 'house-slot':
      return { isValid: true, seeds, input: { game: 'house-slot', betSatang } };
    case 'house-baccarat':
      return { isValid: true, seeds, input: { game: 'house-baccarat', betSatang, side: fields.side } };
    case 'house-hilo':
      return { isValid: true, seeds, input: { game: 'house-hilo', betSatang, choices } };
  }
}
