import { fairFloatsBrowser, sha256HexBrowser } from '@app/contract/house-games/fairness';
import { computeOutcome, floatsNeeded, type RoundInput, type RoundOutcome } from '@app/contract/house-games/outcome';

export interface Verification {
  outcome: RoundOutcome;
  /** SHA-256 of the server seed as typed: it must equal the hash the game showed before play. */
  serverSeedHash: string;
}

/**
 * Recomputes a round entirely in the browser, with the same computeOutcome the server draws with.
 * Nothing is sent anywhere: the player needs to trust only this page's code, which they can read.
 */
export async function verifyRound(seeds: { serverSeed: string; clientSeed: string; nonce: number }, input: RoundInput): Promise<Verification> {
  const [floats, serverSeedHash] = await Promise.all([fairFloatsBrowser(seeds, floatsNeeded(input.game)), sha256HexBrowser(seeds.serverSeed)]);
  return { outcome: computeOutcome(floats, input), serverSeedHash };
}
