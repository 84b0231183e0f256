import type { OperatorRole } from '@app/contract/admin';

/**
 * What each operator role may do on the member screens. The API refuses the same things; hiding
 * the controls only spares an operator a button that can never work for them.
 */

/** Money moves are for finance (and admin, who may do everything). */
export function canAdjustCredit(role: OperatorRole): boolean {
  return role === 'finance' || role === 'admin';
}

/** Locking a member is a support decision; finance may read the status but not change it. */
export function canChangeMemberStatus(role: OperatorRole): boolean {
  return role === 'support' || role === 'admin';
}

/** A tier sets the member's withdrawal limits and loss-return: a money decision, like a credit adjustment. */
export function canSetMemberTier(role: OperatorRole): boolean {
  return canAdjustCredit(role);
}

/**
 * Adding a break from play is an admin's decision only (docs/player-protection.md); every role
 * reads them, and nobody can shorten one.
 */
export function canAddBreak(role: OperatorRole): boolean {
  return role === 'admin';
}
