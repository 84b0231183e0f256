import type { DownlineBonusResponse } from '@app/contract/affiliate';

/** What one friend brought in over the range: the activity the commission was computed on, and the commission. */
export interface FriendCommission {
  username: string;
  baseSatang: number;
  bonusSatang: number;
}

export interface DownlineBonusReport {
  totalBonusSatang: number;
  /** Highest commission first; friends with the same commission in username order. */
  friends: FriendCommission[];
}

/**
 * Turns the legacy answer, whose `downline_users` is an object keyed by username (spec section 3),
 * into a list that carries each username, so the screen can sort and render it like any other list.
 */
export function toDownlineBonusReport({ data }: DownlineBonusResponse): DownlineBonusReport {
  const friends = Object.entries(data.downline_users).map(([username, { baseSatang, bonusSatang }]) => ({ username, baseSatang, bonusSatang }));
  friends.sort((first, second) => second.bonusSatang - first.bonusSatang || (first.username < second.username ? -1 : first.username > second.username ? 1 : 0));
  return { totalBonusSatang: data.total_bonus, friends };
}
