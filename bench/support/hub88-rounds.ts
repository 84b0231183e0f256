import { randomUUID } from 'node:crypto';
import { HUB88_SIGNATURE_HEADER } from '@app/contract/hub88/signature';
import { satangToHub88Units, type Hub88BetRequest, type Hub88WinRequest } from '@app/contract/hub88/wallet';
import type { Call } from './timed-calls';

export interface Hub88Player {
  memberId: string;
  /** The game session's token, as the operator gave it to Hub88 at launch. */
  token: string;
}

export interface Hub88Round {
  gameCode: string;
  betSatang: number;
  winSatang: number;
}

/** A bet and the win that closes its round, as Hub88 posts them to the wallet endpoint. */
export function hub88RoundBodies(player: Hub88Player, round: Hub88Round): [bet: string, win: string] {
  const bet: Hub88BetRequest = {
    user: player.memberId,
    token: player.token,
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    round: randomUUID(),
    game_code: round.gameCode,
    currency: 'THB',
    amount: satangToHub88Units(round.betSatang),
  };
  const win: Hub88WinRequest = {
    ...bet,
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: bet.transaction_uuid,
    amount: satangToHub88Units(round.winSatang),
    round_closed: true,
  };
  return [JSON.stringify(bet), JSON.stringify(win)];
}

/**
 * One player's calls for `rounds` rounds: each bet then its win, every body with the signature
 * `sign` gives it. Signatures are made here, before any clock starts: signing belongs to the
 * aggregator, and RSA signing in the load generator would take the cores the servers need.
 */
export function hub88Lane(
  player: Hub88Player,
  rounds: number,
  round: Hub88Round,
  target: { betPath: string; winPath: string; sign: (body: string) => string },
): Call[] {
  const call = (path: string, body: string): Call => ({
    path,
    headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: target.sign(body) },
    body,
  });
  return Array.from({ length: rounds }, () => hub88RoundBodies(player, round)).flatMap(([bet, win]) => [call(target.betPath, bet), call(target.winPath, win)]);
}

/** Rounds for player `index` of `players` when `total` rounds are shared out as evenly as they go. */
export function roundsForPlayer(index: number, players: number, total: number): number {
  return Math.floor(total / players) + (index < total % players ? 1 : 0);
}
