/**
 * Provably fair draws shared by the server (which draws) and the browser (which verifies).
 *
 * Every outcome of a round is read from floats in [0, 1). The floats come from
 * HMAC-SHA256(key = server seed, message = "<client seed>:<nonce>:<round>"), where round counts
 * the 32-byte digests a draw needs (0, 1, 2, ...). Each digest gives 8 floats, 4 bytes each:
 * f = b0/256 + b1/256^2 + b2/256^3 + b3/256^4. Before play only SHA-256(server seed) is shown;
 * rotating the seed reveals it, and anyone can then recompute every round it drew.
 */

export const FLOATS_PER_DIGEST = 8;

export function fairMessage(clientSeed: string, nonce: number, round: number): string {
  return `${clientSeed}:${nonce}:${round}`;
}

/** How many digests `count` floats take. */
export function digestsNeeded(count: number): number {
  return Math.ceil(count / FLOATS_PER_DIGEST);
}

/** The first `count` floats of a round's digests (digest i is the HMAC for round i). */
export function floatsFromDigests(digests: readonly Uint8Array[], count: number): number[] {
  const floats: number[] = [];
  for (const digest of digests) {
    for (let offset = 0; offset + 4 <= digest.length && floats.length < count; offset += 4) {
      floats.push(
        (digest[offset] ?? 0) / 256 + (digest[offset + 1] ?? 0) / 256 ** 2 + (digest[offset + 2] ?? 0) / 256 ** 3 + (digest[offset + 3] ?? 0) / 256 ** 4,
      );
    }
  }
  if (floats.length < count) throw new Error(`needed ${count} floats, the digests gave ${floats.length}`);
  return floats;
}

/** A uniform whole number in [0, size) from one float. */
export function pick(float: number, size: number): number {
  return Math.min(size - 1, Math.floor(float * size));
}

/** The browser's HMAC-SHA256 (Web Crypto): the verifier recomputes rounds without the server. */
export async function hmacSha256Browser(key: string, message: string): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

/** SHA-256 of a text as lowercase hex, with Web Crypto (the browser checks a revealed seed against its hash). */
export async function sha256HexBrowser(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The floats of one round with the browser's HMAC. */
export async function fairFloatsBrowser(seeds: { serverSeed: string; clientSeed: string; nonce: number }, count: number): Promise<number[]> {
  const digests = await Promise.all(
    Array.from({ length: digestsNeeded(count) }, (_, round) => hmacSha256Browser(seeds.serverSeed, fairMessage(seeds.clientSeed, seeds.nonce, round))),
  );
  return floatsFromDigests(digests, count);
}
