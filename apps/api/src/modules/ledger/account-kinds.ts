/**
 * Member accounts belong to one member of one brand and never go below zero.
 * House accounts are the brand's side of every movement (money the operator paid in or out)
 * and may go negative: a negative house balance is what the operator has given away.
 */
export const MEMBER_ACCOUNT_KINDS = [
  'credit',
  /** Reward points. Counted in points, not satang: the ledger refuses a transfer that mixes the two. */
  'point',
  /** Affiliate commission earned and not yet moved out (to credit, or to the bank through credit). */
  'affiliate',
] as const;
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];

export const HOUSE_ACCOUNT_KINDS = [
  /** Counterpart of manual credit adjustments and the demo seed. */
  'house_adjustment',
  /** Suspense account holding money set aside by pending holds (withdrawals). */
  'house_hold',
  /** Real money that left for or arrived from a bank. */
  'house_cash',
  /** Counterpart of promotion bonuses the brand gives away. */
  'house_promotion',
  /** The games' side: bets arrive here, wins are paid from here. */
  'house_game',
  /** Counterpart of loss-return (cashback) the brand pays back to members. */
  'house_loss_return',
  /** Counterpart of credit rewards: check-in, wheel, flip card and catalogue items paid as credit. */
  'house_reward',
  /** Counterpart of points (in points): earned from it, spent back into it. */
  'house_point',
  /** Counterpart of affiliate commission the brand pays its members for their downline. */
  'house_affiliate',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export type AccountKind = MemberAccountKind | HouseAccountKind;

/** What each transfer is for: the contract's list, which the console's ledger labels too. */
export type { TransferKind } from '@app/contract/transfer-kinds';
