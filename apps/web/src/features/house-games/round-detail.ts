import type { HouseRound } from '@app/contract/house-games/api';

/** A round's detail narrowed to one game; a round of another game (or none) gives null. */
export function slotDetailOf(round: HouseRound | null) {
  const detail = round?.detail;
  return detail?.game === 'house-slot' ? detail : null;
}

export function baccaratDetailOf(round: HouseRound | null) {
  const detail = round?.detail;
  return detail?.game === 'house-baccarat' ? detail : null;
}

export function hiloDetailOf(round: HouseRound | null) {
  const detail = round?.detail;
  return detail?.game === 'house-hilo' ? detail : null;
}
