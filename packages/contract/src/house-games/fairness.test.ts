import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairFloatsBrowser, fairMessage, floatsFromDigests, hmacSha256Browser, pick, sha256HexBrowser } from './fairness';

describe('provably fair floats', () => {
  it('reads four bytes per float, most significant first', () => {
    const digest = new Uint8Array(32);
    digest.set([128, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 1], 0);
    const [half, nearlyOne, tiny, zero] = floatsFromDigests([digest], 4);
    expect(half).toBe(0.5);
    expect(nearlyOne).toBe(1 - 1 / 256 ** 4);
    expect(tiny).toBe(1 / 256 ** 4);
    expect(zero).toBe(0);
    expect(() => floatsFromDigests([digest], 9)).toThrow();
  });

  it('gives the browser the same floats as the server, digest after digest', async () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'lucky-7', nonce: 42 };
    const serverDigests = [0, 1].map((round) =>
      createHmac('sha256', seeds.serverSeed)
        .update(fairMessage(seeds.clientSeed, seeds.nonce, round))
        .digest(),
    );
    expect(await hmacSha256Browser(seeds.serverSeed, 'lucky-7:42:0')).toEqual(new Uint8Array(serverDigests[0]!));
    expect(await fairFloatsBrowser(seeds, 12)).toEqual(floatsFromDigests(serverDigests, 12));
    expect(await sha256HexBrowser('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('picks every whole number with floats in [0, 1)', () => {
    expect(pick(0, 52)).toBe(0);
    expect(pick(1 - 1 / 256 ** 4, 52)).toBe(51);
    expect(pick(0.5, 20)).toBe(10);
  });
});
