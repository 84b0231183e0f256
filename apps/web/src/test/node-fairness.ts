import { createHash, createHmac } from 'node:crypto';
import { digestsNeeded, fairMessage, floatsFromDigests } from '@app/contract/house-games/fairness';

/**
 * The provably-fair floats computed with Node's crypto, as the server does, so the stub and the
 * tests that check the browser verifier do not depend on the browser helper they check.
 */
export function nodeFairFloats(seeds: { serverSeed: string; clientSeed: string; nonce: number }, count: number): number[] {
  const digests = Array.from({ length: digestsNeeded(count) }, (_, round) =>
    createHmac('sha256', seeds.serverSeed)
      .update(fairMessage(seeds.clientSeed, seeds.nonce, round))
      .digest(),
  );
  return floatsFromDigests(
    digests.map((digest) => new Uint8Array(digest)),
    count,
  );
}

export function nodeSha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
