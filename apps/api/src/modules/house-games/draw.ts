import { createHash, createHmac, randomBytes } from 'node:crypto';
import { digestsNeeded, fairMessage, floatsFromDigests } from '@app/contract/house-games/fairness';
import { computeOutcome, floatsNeeded, type RoundInput, type RoundOutcome } from '@app/contract/house-games/outcome';

/** A new server seed (32 random bytes as hex) and the SHA-256 shown before play. */
export function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: createHash('sha256').update(serverSeed).digest('hex') };
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The floats of one round: HMAC-SHA256(server seed, "<client seed>:<nonce>:<round>"), 8 per digest. */
export function drawFloats(seeds: { serverSeed: string; clientSeed: string; nonce: number }, count: number): number[] {
  const digests = Array.from({ length: digestsNeeded(count) }, (_, round) =>
    createHmac('sha256', seeds.serverSeed)
      .update(fairMessage(seeds.clientSeed, seeds.nonce, round))
      .digest(),
  );
  return floatsFromDigests(digests, count);
}

/** The outcome of a round from its seeds and the player's choices: the same function the verifier page runs. */
export function drawOutcome(seeds: { serverSeed: string; clientSeed: string; nonce: number }, input: RoundInput): RoundOutcome {
  return computeOutcome(drawFloats(seeds, floatsNeeded(input.game)), input);
}
