import { describe, expect, it } from 'vitest';
import type { HouseRound } from '@app/contract/house-games/api';
import { readVerifierFields } from './verifier-input';
import { buildVerifierPath, verifierPrefillOf } from './verifier-link';

const hiloRound: HouseRound = {
  roundId: '3f1c2b9e-7d4a-4c8e-9b2f-1a2b3c4d5e6f',
  gameCode: 'house-hilo',
  nonce: 7,
  clientSeed: 'my seed',
  serverSeedHash: 'ab'.repeat(32),
  serverSeed: 'revealed-server-seed',
  betSatang: 1_000,
  winSatang: 0,
  status: 'settled',
  detail: { game: 'house-hilo', cards: [], choices: ['higher', 'lower'], multiplierBps: 0, hiloStatus: 'lost' },
  createdAt: '2026-05-01T10:00:00.000Z',
};

describe('verifier link', () => {
  it('carries everything that decided a round, and the form reads it back', () => {
    const path = buildVerifierPath(verifierPrefillOf(hiloRound));
    expect(path.startsWith('/play/house/verify?')).toBe(true);
    const fields = readVerifierFields(new URLSearchParams(path.split('?')[1]));
    expect(fields).toEqual({
      game: 'house-hilo',
      serverSeed: 'revealed-server-seed',
      serverSeedHash: 'ab'.repeat(32),
      clientSeed: 'my seed',
      nonce: '7',
      betSatang: 1_000,
      side: 'player',
      choices: 'higher,lower',
    });
  });

  it('leaves the server seed out until it is revealed', () => {
    const path = buildVerifierPath(verifierPrefillOf({ ...hiloRound, serverSeed: null }));
    expect(new URLSearchParams(path.split('?')[1]).has('serverSeed')).toBe(false);
  });
});
