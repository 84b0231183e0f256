import type { HouseRound } from '@app/contract/house-games/api';
import { SLOT_MIN_SPIN_GAP_MS } from '@app/contract/house-games/slot';
import type { RoundRow, SeedRow } from './house-games.repo';

/** What the player may see of a seed: the hash always, the seed itself only once rotated away. */
export function fairnessOf(seed: SeedRow) {
  return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nextNonce };
}

export function nextSpinAt(seed: SeedRow, now: Date): string | null {
  if (!seed.lastSpinAt) return null;
  const allowedAt = seed.lastSpinAt.getTime() + SLOT_MIN_SPIN_GAP_MS;
  return allowedAt > now.getTime() ? new Date(allowedAt).toISOString() : null;
}

function detailOf(round: RoundRow): HouseRound['detail'] {
  const outcome = round.outcome;
  switch (outcome.game) {
    case 'house-slot':
      return { game: outcome.game, stops: outcome.slot.stops, grid: outcome.slot.grid, lineWins: outcome.slot.lineWins };
    case 'house-baccarat':
      return { game: outcome.game, side: outcome.side, ...outcome.hand };
    case 'house-hilo':
      return {
        game: outcome.game,
        cards: outcome.hilo.cards,
        choices: outcome.hilo.choices,
        multiplierBps: outcome.hilo.multiplierBps,
        hiloStatus: outcome.hilo.status,
      };
  }
}

export function describeRound(round: RoundRow, seed: SeedRow): HouseRound {
  return {
    roundId: round.id,
    gameCode: round.outcome.game,
    nonce: round.nonce,
    clientSeed: seed.clientSeed,
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    betSatang: round.betSatang,
    winSatang: round.winSatang,
    // A round whose rollback awaits the wallet's confirmation is, to the member, not settled yet.
    status: round.status === 'voiding' ? 'pending' : round.status,
    detail: detailOf(round),
    createdAt: round.createdAt.toISOString(),
  };
}
