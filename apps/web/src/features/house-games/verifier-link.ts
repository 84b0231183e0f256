import type { HouseRound } from '@app/contract/house-games/api';
import type { BaccaratSide } from '@app/contract/house-games/baccarat';
import type { HiloChoice } from '@app/contract/house-games/hilo';
import type { HouseGameCode } from '@app/contract/house-games/outcome';
import { paths } from '@/config/paths';

/** What the verifier page may be opened with; readVerifierFields reads the same names back. */
export interface VerifierPrefill {
  game: HouseGameCode;
  serverSeed?: string | null;
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
  betSatang?: number;
  side?: BaccaratSide;
  choices?: readonly HiloChoice[];
}

export function buildVerifierPath(prefill: VerifierPrefill): string {
  const params = new URLSearchParams({ game: prefill.game });
  if (prefill.serverSeed) params.set('serverSeed', prefill.serverSeed);
  if (prefill.serverSeedHash) params.set('serverSeedHash', prefill.serverSeedHash);
  if (prefill.clientSeed !== undefined) params.set('clientSeed', prefill.clientSeed);
  if (prefill.nonce !== undefined) params.set('nonce', String(prefill.nonce));
  if (prefill.betSatang !== undefined) params.set('betSatang', String(prefill.betSatang));
  if (prefill.side) params.set('side', prefill.side);
  if (prefill.choices) params.set('choices', prefill.choices.join(','));
  return `${paths.play.houseVerify}?${params.toString()}`;
}

/**
 * Everything that decided a round. Until the seed is rotated the server seed is still secret, so
 * the link then carries only its hash, for the player to compare once it is revealed.
 */
export function verifierPrefillOf(round: HouseRound): VerifierPrefill {
  const { detail } = round;
  return {
    game: round.gameCode,
    serverSeed: round.serverSeed,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    betSatang: round.betSatang,
    side: detail.game === 'house-baccarat' ? detail.side : undefined,
    choices: detail.game === 'house-hilo' ? detail.choices : undefined,
  };
}
