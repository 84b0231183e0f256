import type { OperatorRole } from '@app/contract/admin';

/**
 * Approving or rejecting a slip and assigning or rejecting a statement line move money, so the API
 * allows them to finance (and admin, who may do everything); support reads both queues. Hiding
 * the buttons only spares an operator a control that can never work for them.
 */
export function canReviewDeposits(role: OperatorRole): boolean {
  return role === 'finance' || role === 'admin';
}
